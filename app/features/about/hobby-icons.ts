import { BookOpen, Camera, Mountain, type LucideIcon } from 'lucide-react';
import type { HobbyIconName } from '~/content/types';

/** Each icon name the hobby data may use, mapped to its lucide-react component. */
export const hobbyIcons = {
  Mountain,
  Camera,
  BookOpen,
} as const satisfies Record<HobbyIconName, LucideIcon>;
