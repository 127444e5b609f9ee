import type { Achievement } from './types';

/** Words live in `about.achievements.achievement<id>`; the emoji is decoration. */
export const achievements: readonly Achievement[] = [
  { id: 1, emoji: '🏆' },
  { id: 2, emoji: '🗺️' },
  { id: 3, emoji: '🎤' },
  { id: 4, emoji: '🌱' },
];
