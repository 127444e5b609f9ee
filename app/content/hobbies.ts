import type { Hobby } from './types';

/** The lucide-react icons a hobby can show; the about page maps each name to its component. */
export type HobbyIconName = 'Mountain' | 'Camera' | 'BookOpen';

type HobbyEntry = Hobby & { icon: HobbyIconName };

/** Words live in `about.hobbies.hobby<id>`. */
export const hobbies = [
  { id: 1, icon: 'Mountain' },
  { id: 2, icon: 'Camera' },
  { id: 3, icon: 'BookOpen' },
] as const satisfies readonly HobbyEntry[];

export type HobbyItem = (typeof hobbies)[number];
export type HobbyId = HobbyItem['id'];
