/**
 * The production server behind `npm start`: serves the prerendered site from
 * build/client with sirv, applying the rules of rules.ts (the same rules the
 * generated nginx, Cloudflare Pages and Netlify configs apply). Known pages
 * answer 200, unknown paths the 404 document of their language with status
 * 404; hashed assets are cached for a year, HTML is revalidated on every visit.
 */
import { readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
  policyFileOf,
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
 * page's Content-Security-Policy; dot files, as on every host; and doubled
 * slashes (`//about`), which sirv would merge into a page's path.
 */
const notAUrl = /(\.html|\/index|\.br|\.gz)$|\/\.|\/\//;

/** Whether a request takes a content coding (`br`, `gzip`): named or `*`, and not refused with `q=0`. */
export function accepts(acceptEncoding: string, wanted: 'br' | 'gzip'): boolean {
  return acceptEncoding.split(',').some((coding) => {
    const [name = '', ...parameters] = coding.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => /^q=/i.test(parameter));
    return (
      (name.toLowerCase() === wanted || name === '*') &&
      (quality === undefined || Number(quality.slice(2)) > 0)
    );
  });
}

/** The codings a request takes, brotli first (as sirv prefers it), then gzip. */
function acceptedCodings(acceptEncoding: string): ('br' | 'gzip')[] {
  return (['br', 'gzip'] as const).filter((coding) => accepts(acceptEncoding, coding));
}

/** A file's entity tag, as sirv writes it in its ETag header. */
function entityTagOf(file: Pick<Stats, 'size' | 'mtime'>): string {
  return `W/"${file.size}-${file.mtime.getTime()}"`;
}

/**
 * An HTTP date in one of the three forms RFC 9110 (5.6.7) names: IMF-fixdate
 * (`Sun, 06 Nov 1994 08:49:37 GMT`), RFC 850's and asctime's. Any other value
 * of If-Modified-Since is ignored (13.1.3), however a date parser reads it.
 */
const httpDate = new RegExp(
  [
    /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    /^[A-Z][a-z]{5,8}, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
    /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
  ]
    .map(({ source }) => `(?:${source})`)
    .join('|'),
);

/**
 * Whether a GET or HEAD for `file` may be answered 304 (RFC 9110, 13.1.2 and
 * 13.1.3): If-None-Match lists the file's entity tag (weak comparison) or is
 * `*`; without it, If-Modified-Since is a date no earlier than the file's
 * last change, to the second, as Last-Modified gives it.
 */
function isNotModified(
  conditions: { ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined },
  file: Pick<Stats, 'size' | 'mtime'>,
): boolean {
  const { ifNoneMatch, ifModifiedSince } = conditions;
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    const wanted = opaque(entityTagOf(file));
    return (
      ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted)
    );
  }
  if (ifModifiedSince === undefined || !httpDate.test(ifModifiedSince.trim())) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(file.mtime.getTime() / 1000) * 1000 <= since;
}

/** What the server keeps of a build: its policies and 404 documents, and when they were written. */
function readBuild(clientDir: string) {
  const policies = readPolicies(clientDir);
  const notFoundPages = new Map(
    notFoundDocuments.map(({ path }) => {
      const html = readFileSync(join(clientDir, nestedFileOf(path)));
      return [path, { html, gzip: gzipSync(html), br: brotliCompressSync(html) }] as const;
    }),
  );
  return { policies, notFoundPages, writtenAt: writtenAt(clientDir) };
}

/** When postbuild wrote the build's policy map (after every page), or 0 while there is none. */
function writtenAt(clientDir: string): number {
  try {
    return statSync(policyFileOf(clientDir)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The request target as a URL whose path is the one asked for. The origin form
 * (`/about`) is a path: parsed as a URL reference, `//evil.example/about/`
 * would read as another host's `/about/` and skip the open-redirect guard. The
 * absolute form (`http://host/about`, as some proxies send it) is taken for
 * its path and query, as RFC 9112 (3.2.2) asks of a server.
 */
function requestUrl(target: string): URL {
  if (/^https?:\/\//i.test(target)) {
    try {
      const { pathname, search } = new URL(target);
      return new URL(`http://localhost${pathname}${search}`);
    } catch {
      // Not a URL after all: read as a path, which is then a 404.
    }
  }
  return new URL(`http://localhost${target}`);
}

export function createSiteServer(clientDir: string): Server {
  let build = readBuild(clientDir);
  /**
   * A build made while the server runs (`npm run build` in another
   * terminal) is served as soon as it is written: its policies and 404
   * documents are read again, and sirv reads files from the disk on each
   * request, so a file a rebuild removed is a 404, never a crash.
   */
  function followRebuild(): void {
    const latest = writtenAt(clientDir);
    if (latest === 0 || latest === build.writtenAt) return;
    try {
      build = readBuild(clientDir);
    } catch (error) {
      // Caught halfway through being written: the next request tries again.
      console.error('The new build could not be read yet:', error);
    }
  }
  const hidden = new Set<string>(hostOnlyFiles.map((name) => `/${name}`));

  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const path = notFoundDocumentFor(pathname);
    const page = build.notFoundPages.get(path);
    // Brotli first, as sirv sends the pages, else gzip, else as it is.
    const [coding] = acceptedCodings(String(req.headers['accept-encoding'] ?? ''));
    const body = coding ? page?.[coding] : page?.html;
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    setCacheHeaders(res, path);
    res.setHeader('Vary', 'Accept-Encoding');
    if (coding) res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', String(body?.length ?? 0));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function setCacheHeaders(res: ServerResponse, pathname: string): void {
    const cacheClass = cacheClassOf(pathname);
    res.setHeader('Cache-Control', cacheControl[cacheClass]);
    const policy = cacheClass === 'document' ? build.policies.get(pathname) : undefined;
    if (policy) res.setHeader('Content-Security-Policy', policy);
    // sirv's own type stays for HTML (it adds the charset).
    const type =
      typedFolderTypeOf(pathname) ??
      (pathname.endsWith('.html') ? undefined : mediaTypeOf(pathname));
    if (type) res.setHeader('Content-Type', type);
  }

  /** For each response sirv is about to send a file in: what to do with that file's stats. */
  const fileChosen = new WeakMap<ServerResponse, (file: Stats) => void>();
  const serveStatic = sirv(clientDir, {
    // From the disk on each request (sirv's "dev" mode), not a list made at start.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, _pathname, file) => fileChosen.get(res)?.(file),
  });

  return createServer((req, res) => {
    followRebuild();
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const url = requestUrl(req.url ?? '/');
    const { pathname } = url;
    // sirv reads the target itself: it gets the path, whatever form it came in.
    req.url = `${pathname}${url.search}`;

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
    if (build.notFoundPages.has(path) || hidden.has(path) || notAUrl.test(path)) {
      sendNotFound(req, res, pathname);
      return;
    }
    // Set before sirv answers, so that a 304 carries the caching headers its
    // 200 would (RFC 9110, 15.4.5); sirv sends the 200 with what is set here.
    setCacheHeaders(res, path);
    res.setHeader('Vary', 'Accept-Encoding');
    // Whole files only: sirv reads a range such as `bytes=-100` (the last 100
    // bytes) as the first 101, and serves a malformed one; a server may
    // always answer a range request with the whole file (RFC 9110, 14.2).
    delete req.headers.range;
    // Revalidation is answered here, from the file sirv picked (its setHeaders, in
    // `fileChosen`): sirv compares If-None-Match as one exact string and ignores
    // If-Modified-Since.
    const conditions = {
      ifNoneMatch: req.headers['if-none-match'],
      ifModifiedSince: req.headers['if-modified-since'],
    };
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
    let confirmedTag: string | undefined;
    fileChosen.set(res, (file) => {
      if (isNotModified(conditions, file)) confirmedTag = entityTagOf(file);
    });
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = (status: number, ...rest: unknown[]) => {
      // Not modified: a 304 that names the version it confirms (RFC 9110, 15.4.5), with
      // the caching headers set above and none of the body's. The file sirv then pipes
      // is dropped: Node writes no body after a 304.
      if (confirmedTag === undefined) return writeHead(status, ...rest);
      return writeHead(304, { ETag: confirmedTag });
    };
    // sirv looks for the names alone: it would send brotli to `br;q=0`.
    req.headers['accept-encoding'] = acceptedCodings(req.headers['accept-encoding'] ?? '').join(
      ', ',
    );
    // A file removed between sirv finding it and opening it (a rebuild replacing the
    // last build's files) fails its stream, which sirv leaves unhandled: the
    // answer, already begun, is cut off rather than the server stopped.
    res.once('pipe', (file) => file.once('error', () => res.destroy()));
    serveStatic(req, res, () => sendNotFound(req, res, pathname));
  });
}
