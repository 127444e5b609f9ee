/** What a CV may be: at most two A4 pages and 150 KB (decision 010). */
export const cvLimits = { pages: 2, bytes: 150 * 1024 } as const;
