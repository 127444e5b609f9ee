import { languages, localizePath } from './i18n/languages.ts';
import { pagePaths } from './lib/page-paths.ts';

export { pagePaths, type PagePath } from './lib/page-paths.ts';

/** Where each language's Page Not Found document is prerendered. */
export const notFoundPath = '/404';

/** Every path written to static HTML at build time: nine pages and three 404 documents. */
export const prerenderPaths: string[] = languages.flatMap(({ code }) =>
  [...pagePaths, notFoundPath].map((path) => localizePath(code, path)),
);
