import { languages, localizePath } from './i18n/languages.ts';
import { notFoundPath, pagePaths } from './lib/page-paths.ts';

export { notFoundPath, pagePaths, type PagePath } from './lib/page-paths.ts';

/** Every path written to static HTML at build time: nine pages and three 404 documents. */
export const prerenderPaths: string[] = languages.flatMap(({ code }) =>
  [...pagePaths, notFoundPath].map((path) => localizePath(code, path)),
);
