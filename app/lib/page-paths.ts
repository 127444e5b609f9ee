/** The pages every language has, as unprefixed paths: the one list of them. */
export const pagePaths = ['/', '/about', '/projects'] as const;
export type PagePath = (typeof pagePaths)[number];

/** Where each language's Page Not Found document is prerendered (`/404`, `/sw/404`). */
export const notFoundPath = '/404';
