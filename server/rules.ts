/**
 * The site's serving rules, in one place: which paths are pages, which 404
 * document answers an unknown path, the canonical-URL redirects, the security
 * headers, the cache classes and the media types. The Node server applies
 * them per request; the deploy generators (scripts/deploy/) turn the same
 * values into nginx, Cloudflare Pages, Netlify, GitHub Pages and CloudFront
 * configuration at build time, so no rule is written twice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageFromPath, languages, localizePath } from '../app/i18n/languages.ts';
import { notFoundPath, prerenderPaths } from '../app/routes-paths.ts';
import { canonicalPathOf } from '../app/lib/page-address.ts';
import { vcardFolder } from '../app/lib/vcard.ts';
import { cspFileName } from './csp.ts';

/** The methods the site answers; anything else is 405 with `Allow`. */
export const allowedMethods = ['GET', 'HEAD'] as const;

/** Each language's Page Not Found document: the path it is prerendered at, and the paths it answers. */
export const notFoundDocuments = languages.map(({ code }) => ({
  lang: code,
  path: localizePath(code, notFoundPath),
  /** The URL prefix whose unknown paths get this document ('' for the default language). */
  prefix: localizePath(code, '/') === '/' ? '' : localizePath(code, '/'),
}));

/** Whether a path is where a 404 document is prerendered (`/404`, `/sw/404`, …). */
function isNotFoundDocument(path: string): boolean {
  return notFoundDocuments.some((doc) => doc.path === path);
}

/** Every page URL (canonical, no trailing slash), without the 404 documents. */
export const pages: readonly string[] = prerenderPaths.filter((path) => !isNotFoundDocument(path));

/** Every prerendered document's path: the pages, then the 404 documents. */
export const documents: readonly string[] = [...pages, ...notFoundDocuments.map((doc) => doc.path)];

/** The 404 document that answers an unknown path: its language's. */
export function notFoundDocumentFor(pathname: string): string {
  return localizePath(languageFromPath(pathname), notFoundPath);
}

/** Where the prerender writes a page: `/about` → `about/index.html`, `/` → `index.html`. */
export function nestedFileOf(page: string): string {
  return page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
}

/**
 * The flat copy the build adds for static hosts: `/about` → `about.html`.
 * Cloudflare Pages, Netlify and GitHub Pages answer `/about` from `about.html`
 * with 200; from `about/index.html` alone they redirect to `/about/`.
 */
export function flatFileOf(page: string): string {
  return page === '/' ? 'index.html' : `${page.slice(1)}.html`;
}

/** Build files no engine serves: host configuration read by the host itself. */
export const hostOnlyFiles = ['_headers', '_redirects'] as const;

/** Headers on every response, on every engine. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * HSTS, sent only where the site is known to be served over HTTPS (the
 * Cloudflare, Netlify and CloudFront configs, and nginx on a TLS listener).
 * The Node server runs on plain http; browsers ignore HSTS there anyway, and
 * sending it for `localhost` behind a TLS proxy would pin it for two years.
 */
export const hsts = { name: 'Strict-Transport-Security', value: 'max-age=63072000' } as const;

/** Cache-Control per class of file. */
export const cacheControl = {
  /** Files under /assets/ carry a content hash in their name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and 404 documents: always revalidated (ETag), so a deploy shows at once. */
  document: 'no-cache',
  /**
   * Everything else (pictures, icons, CV, vCards, sitemap): not hashed, so
   * revalidated on every use (ETag; a 304 costs no body), and an owner's new
   * photo shows at once. An hour's max-age made Lighthouse flag the pictures.
   */
  other: 'no-cache',
} as const;
export type CacheClass = keyof typeof cacheControl;

/** The URL prefix of content-hashed files. */
export const hashedPrefix = '/assets/';

export function cacheClassOf(pathname: string): CacheClass {
  if (pathname.startsWith(hashedPrefix)) return 'immutable';
  if (documents.includes(pathname)) {
    return 'document';
  }
  return 'other';
}

/**
 * The canonical URL a request path should be redirected to, or null:
 * `/about/` and `/ABOUT` → `/about` (app/lib/page-address.ts, the rule the
 * browser follows too where a host cannot redirect).
 */
export function canonicalRedirectOf(pathname: string): string | null {
  return canonicalPathOf(pathname, pages);
}

/** The media type of each file extension the build writes; every engine sends these (the Node server has no table of its own). */
export const mediaTypes = {
  html: 'text/html',
  js: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  vcf: 'text/vcard',
} as const satisfies Record<string, string>;

/**
 * Folders whose files every engine sends with a media type of its own
 * choosing, because the hosts' tables disagree: for `.vcf`, nginx's has none
 * and Cloudflare says `text/x-vcard` (the vCards, docs/decisions/012). A
 * vCard 3.0 takes its character set from this type (RFC 2426): without it,
 * some contact apps read the UTF-8 of `Serviços` as Latin-1.
 */
export const typedFolders: readonly { prefix: string; type: string }[] = [
  { prefix: vcardFolder, type: `${mediaTypes.vcf}; charset=utf-8` },
];

/** The media type of a file by its extension, from {@link mediaTypes}. */
export function mediaTypeOf(pathname: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(mediaTypes, extension)
    ? mediaTypes[extension as keyof typeof mediaTypes]
    : undefined;
}

/** The media type an engine must send for a path, when `typedFolders` names one. */
export function typedFolderTypeOf(pathname: string): string | undefined {
  return typedFolders.find(({ prefix }) => pathname.startsWith(prefix))?.type;
}

/** Where the build writes the page → Content-Security-Policy map: beside the publish dir, never in it. */
export function policyFileOf(clientDir: string): string {
  return join(clientDir, '..', cspFileName);
}

/**
 * The build's page → Content-Security-Policy map (see csp.ts). A build
 * without one is unfinished: serving it would send pages with no policy.
 */
export function readPolicies(clientDir: string): Map<string, string> {
  const file = policyFileOf(clientDir);
  if (!existsSync(file)) {
    throw new Error(
      `No ${cspFileName} beside ${clientDir}: the build is unfinished. Run npm run build.`,
    );
  }
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}
