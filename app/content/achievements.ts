import type { Achievement } from './types';

/**
 * Words live in `about.achievements.achievement<id>`; the emoji is decoration.
 * Shown (and printed in the CV) in this order: newest first, as the career is.
 */
export const achievements: readonly Achievement[] = [
  { id: 4, emoji: '🌱' },
  { id: 3, emoji: '🎤' },
  { id: 1, emoji: '🏆' },
  { id: 2, emoji: '🗺️' },
];
