/**
 * The production server behind `npm start`: serves the prerendered site from
 * build/client with sirv, applying the rules of rules.ts (the same rules the
 * generated nginx, Cloudflare Pages and Netlify configs apply). Known pages
 * answer 200, unknown paths the 404 document of their language with status
 * 404; hashed assets are cached for a year, HTML is revalidated on every visit.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import {
  allowedMethods,
  cacheClassOf,
  cacheControl,
  canonicalRedirectOf,
  hostOnlyFiles,
  nestedFileOf,
  notFoundDocumentFor,
  notFoundDocuments,
  readPolicies,
  securityHeaders,
  mediaTypeOf,
  typedFolderTypeOf,
} from './rules.ts';

/**
 * The path as sirv reads it (percent-decoded, as is when malformed), so that
 * every rule below sees what sirv will serve: `/_head%65rs` is `/_headers`.
 */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Other spellings of a file that sirv would find but that are not URLs of
 * the site: an HTML file by name (`/about.html`, `/about/index`), and the
 * precompressed copies (`/index.html.br`), which would arrive without their
 * page's Content-Security-Policy.
 */
const notAUrl = /(\.html|\/index|\.br|\.gz)$/;

/** Whether a request takes gzip: named, and not refused with `q=0`. */
export function acceptsGzip(acceptEncoding: string): boolean {
  return acceptEncoding.split(',').some((coding) => {
    const [name = '', ...parameters] = coding.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => /^q=/i.test(parameter));
    return (
      (name.toLowerCase() === 'gzip' || name === '*') &&
      (quality === undefined || Number(quality.slice(2)) > 0)
    );
  });
}

export function createSiteServer(clientDir: string): Server {
  const policies = readPolicies(clientDir);
  const notFoundPages = new Map(
    notFoundDocuments.map(({ path }) => {
      const html = readFileSync(join(clientDir, nestedFileOf(path)));
      return [path, { html, gzip: gzipSync(html) }] as const;
    }),
  );
  const hidden = new Set<string>(hostOnlyFiles.map((name) => `/${name}`));

  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const path = notFoundDocumentFor(pathname);
    const page = notFoundPages.get(path);
    const isGzip = acceptsGzip(String(req.headers['accept-encoding'] ?? ''));
    const body = isGzip ? page?.gzip : page?.html;
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    setCacheHeaders(res, path);
    res.setHeader('Vary', 'Accept-Encoding');
    if (isGzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body?.length ?? 0));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function setCacheHeaders(res: ServerResponse, pathname: string): void {
    const cacheClass = cacheClassOf(pathname);
    res.setHeader('Cache-Control', cacheControl[cacheClass]);
    const policy = cacheClass === 'document' ? policies.get(pathname) : undefined;
    if (policy) res.setHeader('Content-Security-Policy', policy);
    // sirv's own type stays for HTML (it adds the charset).
    const type =
      typedFolderTypeOf(pathname) ??
      (pathname.endsWith('.html') ? undefined : mediaTypeOf(pathname));
    if (type) res.setHeader('Content-Type', type);
  }

  const serveStatic = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: setCacheHeaders,
  });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    // The request target is a path: parsed as a URL reference, `//evil.example/about/`
    // would read as another host's `/about/` and skip the open-redirect guard.
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    const { pathname } = url;

    if (!(allowedMethods as readonly string[]).includes(req.method ?? '')) {
      res.statusCode = 405;
      res.setHeader('Allow', allowedMethods.join(', '));
      res.end();
      return;
    }
    // One URL per page: `/about/` and `/ABOUT` redirect to `/about`.
    const canonical = canonicalRedirectOf(pathname);
    if (canonical !== null) {
      res.statusCode = 301;
      res.setHeader('Location', `${canonical}${url.search}`);
      res.end();
      return;
    }
    // The 404 documents, the hosts' own files and other spellings of a page's
    // file are not pages: requesting them is a 404 too.
    const path = decodedPath(pathname);
    if (notFoundPages.has(path) || hidden.has(path) || notAUrl.test(path)) {
      sendNotFound(req, res, pathname);
      return;
    }
    serveStatic(req, res, () => sendNotFound(req, res, pathname));
  });
}
