import { BookOpen, Camera, Mountain, type LucideIcon } from 'lucide-react';

/**
 * The icons a hobby can show (`icon` in hobbies.ts), by name: any of
 * lucide-react's (lucide.dev/icons), imported above and listed here.
 */
export const hobbyIcons = {
  Mountain,
  Camera,
  BookOpen,
} satisfies Record<string, LucideIcon>;

export type HobbyIconName = keyof typeof hobbyIcons;
