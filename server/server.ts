/**
 * The production server behind `npm start`: serves the prerendered site from
 * build/client with sirv. Known pages answer 200, unknown paths the 404
 * document of their language with status 404; hashed assets are cached for a
 * year, HTML is revalidated on every visit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { languageFromPath, languages, localizePath } from '../app/i18n/languages.ts';
import { prerenderPaths } from '../app/routes-paths.ts';
import { cspFileName } from './csp.ts';

const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** The build's page → Content-Security-Policy map (see csp.ts); empty for a build without one. */
function readPolicies(clientDir: string): Map<string, string> {
  const file = join(clientDir, cspFileName);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

export function createSiteServer(clientDir: string): Server {
  const notFoundPages = new Map(
    languages.map(({ code }) => {
      const file = join(clientDir, localizePath(code, '/404'), 'index.html');
      const html = readFileSync(file);
      return [localizePath(code, '/404'), { html, gzip: gzipSync(html) }] as const;
    }),
  );

  const pages = new Set(prerenderPaths.filter((path) => !notFoundPages.has(path)));
  const policies = readPolicies(clientDir);

  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const path = localizePath(languageFromPath(pathname), '/404');
    const page = notFoundPages.get(path);
    const isGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = isGzip ? page?.gzip : page?.html;
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    setPageHeaders(res, path);
    res.setHeader('Vary', 'Accept-Encoding');
    if (isGzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body?.length ?? 0));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function setPageHeaders(res: ServerResponse, page: string): void {
    res.setHeader('Cache-Control', 'no-cache');
    const policy = policies.get(page);
    if (policy) res.setHeader('Content-Security-Policy', policy);
  }

  function setCacheHeaders(res: ServerResponse, pathname: string): void {
    if (pathname.startsWith('/assets/')) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    } else if (pages.has(pathname)) {
      setPageHeaders(res, pathname);
    } else {
      res.setHeader('Cache-Control', 'public, max-age=3600');
    }
  }

  const serveStatic = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: setCacheHeaders,
  });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    // One URL per page: `/about/` redirects to `/about`.
    if (pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('//')) {
      res.statusCode = 301;
      res.setHeader('Location', `${pathname.replace(/\/+$/, '') || '/'}${url.search}`);
      res.end();
      return;
    }
    // Page URLs are lowercase; `/ABOUT` redirects to `/about` (the browser's
    // router matches paths case-insensitively, so serving a 404 there would
    // not hydrate cleanly).
    const lowercase = pathname.toLowerCase();
    if (lowercase !== pathname && pages.has(lowercase)) {
      res.statusCode = 301;
      res.setHeader('Location', `${lowercase}${url.search}`);
      res.end();
      return;
    }
    // The 404 documents themselves are not pages: requesting them is a 404 too.
    if (notFoundPages.has(pathname) || pathname.endsWith('.html')) {
      sendNotFound(req, res, pathname);
      return;
    }
    serveStatic(req, res, () => sendNotFound(req, res, pathname));
  });
}
