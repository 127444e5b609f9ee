/** The pages every language has, as unprefixed paths: the one list of them. */
export const pagePaths = ['/', '/about', '/projects'] as const;
export type PagePath = (typeof pagePaths)[number];
