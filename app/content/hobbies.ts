import type { Hobby } from './types';

/** Words live in `about.hobbies.hobby<id>`. */
export const hobbies: readonly Hobby[] = [
  { id: 1, icon: 'Mountain' },
  { id: 2, icon: 'Camera' },
  { id: 3, icon: 'BookOpen' },
];
