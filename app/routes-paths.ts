import { languages, localizePath } from './i18n/languages.ts';

/** The pages every language has, as unprefixed paths. */
export const pagePaths = ['/', '/about', '/projects'] as const;
export type PagePath = (typeof pagePaths)[number];

/** Where each language's Page Not Found document is prerendered. */
export const notFoundPath = '/404';

/** Every path written to static HTML at build time: nine pages and three 404 documents. */
export const prerenderPaths: string[] = languages.flatMap(({ code }) =>
  [...pagePaths, notFoundPath].map((path) => localizePath(code, path)),
);
