import { matchRoutes } from 'react-router';
import { isLanguage, languageFromPath, localizePath } from '../i18n/languages.ts';

/**
 * The address the browser's router is given, tidied before it reads it
 * (app/entry.client.tsx): what the router cannot read otherwise. And the
 * site's one rule for other spellings of a page's path, which the Node
 * server and the deploy configs redirect by (server/rules.ts).
 */

/**
 * Where a request path's page is, or null: a trailing slash is dropped
 * (`/about/` → `/about`), and a page path in other letter case goes to the
 * page (`/ABOUT` → `/about`; the browser's router matches paths in any letter
 * case). Paths starting with `//` never move: the address would be another
 * origin.
 */
export function canonicalPathOf(pathname: string, pages: readonly string[]): string | null {
  if (pathname.startsWith('//')) return null;
  // Both at once: `/ABOUT/` goes to `/about` in one step, not two.
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const lowercase = trimmed.toLowerCase();
  if (lowercase !== trimmed && pages.includes(lowercase)) return lowercase;
  return trimmed === pathname ? null : trimmed;
}

/**
 * The address of the page a 404 document was served for, when the browser's
 * router reads its path as that page under another spelling, or undefined.
 * The router matches paths in any letters, with a trailing slash, doubled
 * slashes and escaped letters (`/aBoUt`, `/about/`, `//`, `/%53W/about`),
 * which hosts answer with their 404 document (Cloudflare Pages and GitHub
 * Pages match letters exactly; none serves Home for `//`). Drawn over that
 * document, the router would put the page's head, and a second copy of the
 * site, beside the 404; the browser loads the page at its own address
 * instead, query and fragment kept. A page (it has a canonical URL) stays, and
 * so does a 404 document served at a page's own address: loading it again
 * would get the same document.
 */
export function pageElsewhereUrl(
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
  canonical: string | null | undefined,
  manifest: RouteManifest | undefined,
): string | undefined {
  // A path that does not decode is no page (and the router would warn that it cannot read it).
  if (canonical || decodableUrl({ pathname, search, hash }) !== undefined) return undefined;
  const target = routerPagePath(pathname, manifest);
  return target !== undefined && target !== pathname ? `${target}${search}${hash}` : undefined;
}

/**
 * The page the browser's router reads this path as (`/sw/about`), by React
 * Router's own matching over the manifest's routes, or undefined for its
 * catch-all 404 routes.
 */
export function routerPagePath(
  pathname: string,
  manifest: RouteManifest | undefined,
): string | undefined {
  const children = Object.entries(manifest?.routes ?? {}).flatMap(([id, route]) =>
    route.parentId === 'root' ? [{ id, path: route.path, index: route.index }] : [],
  );
  const [, page] = matchRoutes([{ id: 'root', path: '', children }], pathname) ?? [];
  return page && !page.route.path?.endsWith('*') ? `/${page.route.path ?? ''}` : undefined;
}

/** The routes of React Router's manifest that this needs. */
export type RouteManifest = {
  routes: Record<string, { parentId?: string; path?: string; index?: boolean; module?: string }>;
};

/** React Router's route manifest, which a built page sets before its routes start. */
export function routeManifest(): RouteManifest | undefined {
  return (window as { __reactRouterManifest?: RouteManifest }).__reactRouterManifest;
}

/** The module URLs of these pages (`/sw/about`), from React Router's route manifest. */
export function pageModuleUrls(
  manifest: RouteManifest | undefined,
  pagePaths: readonly string[],
): string[] {
  return Object.values(manifest?.routes ?? {}).flatMap(({ parentId, path, module }) =>
    parentId === 'root' && module && pagePaths.includes(`/${path ?? ''}`) ? [module] : [],
  );
}

/**
 * The address to show for a page reached under another spelling of its path
 * (`//about`, `/about/`, `/%61bout`, `/about%2F`), or undefined. Some hosts
 * normalise such a path and serve the page; the browser's router would read
 * the spelling as typed and draw its 404 over the page. When the page's
 * canonical URL has another path, the address becomes that path, before the
 * router reads it. A 404 document has no canonical URL, and stays as it is.
 */
export function canonicalAddressUrl(
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
  canonical: string | null | undefined,
): string | undefined {
  if (!canonical) return undefined;
  let target: string;
  try {
    target = new URL(canonical).pathname;
  } catch {
    return undefined;
  }
  return target === pathname ? undefined : `${target}${search}${hash}`;
}

/**
 * The address of a 404 page reached by a path that does not decode (`/%`,
 * `/%E0%A4%A`), with each `%` written as `%25`, or undefined: the router
 * then reads the path as typed, instead of warning that it cannot.
 */
export function decodableUrl({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): string | undefined {
  // The decoded path is used, not only tried: a minifier drops a call whose
  // result goes unused, taking decodeURI for one that cannot throw.
  let decoded = '';
  try {
    decoded = decodeURI(pathname);
  } catch {
    decoded = '';
  }
  return decoded === '' ? `${pathname.replaceAll('%', '%25')}${search}${hash}` : undefined;
}

/**
 * The address of the 404 document a host answered, when the browser's router
 * would read the visitor's address as another language's 404 page, or
 * undefined. GitHub Pages and CloudFront have one 404 document, the English
 * one, for `/sw/nope` too, and a host may choose by a path the router reads
 * otherwise (`/sw%2Fnope`). Drawn over a document it does not match, the
 * router would leave the document's own copy, lifeless, above its page. It
 * hydrates at the document's own address instead, then goes on to the
 * visitor's (app/entry.client.tsx). A page (it has a canonical URL) stays.
 * `notFoundPath` is where each language's 404 document is prerendered
 * (`/404`, `/sw/404`).
 */
export function notFoundDocumentUrl(
  pathname: string,
  canonical: string | null | undefined,
  documentLanguage: string,
  notFoundPath: string,
): string | undefined {
  return canonical ||
    !isLanguage(documentLanguage) ||
    languageFromPath(pathname) === documentLanguage
    ? undefined
    : localizePath(documentLanguage, notFoundPath);
}
