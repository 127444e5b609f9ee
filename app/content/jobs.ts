import type { Job } from './types';

/**
 * The career, most recent first. Words live in `about.jobs.job<id>`; the
 * order here is the order on the page.
 */
export const jobs: readonly Job[] = [
  { id: 1 },
  { id: 2 },
  { id: 3 },
  { id: 4 },
  { id: 5 },
  { id: 6 },
  { id: 7 },
  { id: 8 },
  { id: 9 },
  { id: 10 },
];
