import type { Achievement } from './types';

/** Words live in `about.achievements.achievement<id>`; the emoji is decoration. */
export const achievements = [
  { id: 1, emoji: '🏆' },
  { id: 2, emoji: '🗺️' },
  { id: 3, emoji: '🎤' },
  { id: 4, emoji: '🌱' },
] as const satisfies readonly Achievement[];

export type AchievementItem = (typeof achievements)[number];
export type AchievementId = AchievementItem['id'];
