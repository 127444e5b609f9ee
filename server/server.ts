/**
 * The production server behind `npm start`: serves the prerendered site from
 * build/client, held in memory a whole build at a time (site-files.ts),
 * applying the rules of rules.ts (the same rules the
 * generated nginx, Cloudflare Pages and Netlify configs apply). Known pages
 * answer 200, unknown paths the 404 document of their language with status
 * 404; hashed assets are cached for a year, HTML is revalidated on every visit.
 */
import { statSync, type Stats } from 'node:fs';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
  mediaTypes,
  pages,
  typedFolderTypeOf,
} from './rules.ts';
import { readSiteFiles, type SiteFile } from './site-files.ts';

/**
 * The path percent-decoded (as is when malformed), as file names are written
 * and every rule below reads it: `/_head%65rs` is `/_headers`.
 */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Files of the build, and other spellings of a page, that are not URLs of the
 * site: an HTML file by name (`/about.html`, the flat copy for static hosts;
 * `/about/index`), and the precompressed copies (`/index.html.br`), which
 * would arrive without their page's Content-Security-Policy; dot files, as on
 * every host; and doubled slashes (`//about`), which some servers merge into
 * a page's path.
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

/** The codings a request takes, brotli first (the smaller), then gzip. */
function acceptedCodings(acceptEncoding: string): ('br' | 'gzip')[] {
  return (['br', 'gzip'] as const).filter((coding) => accepts(acceptEncoding, coding));
}

/** A file's entity tag: weak, from its size and when it was written. */
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

/** A build as the server holds it, read at once: every file, the policies and the 404 documents. */
type Build = {
  files: ReadonlyMap<string, SiteFile>;
  policies: ReadonlyMap<string, string>;
  notFoundPages: Map<string, { html: Buffer; gzip: Buffer; br: Buffer }>;
  /** When postbuild wrote the policy map (after every page): which build this is. */
  writtenAt: number;
};

/**
 * Reads the build in `clientDir` whole. Throws when it is unfinished, or when
 * another build was moved in while it was read.
 */
function readBuild(clientDir: string): Build {
  const at = writtenAt(clientDir);
  const policies = readPolicies(clientDir);
  const files = readSiteFiles(clientDir);
  const notFoundPages = new Map(
    notFoundDocuments.map(({ path }) => {
      const name = `/${nestedFileOf(path)}`;
      const html = files.get(name)?.body;
      if (html === undefined) {
        throw new Error(`No ${nestedFileOf(path)} in ${clientDir}: the build is unfinished.`);
      }
      // The build's own compressed copies, else made here.
      const gzip = files.get(`${name}.gz`)?.body ?? gzipSync(html);
      const br = files.get(`${name}.br`)?.body ?? brotliCompressSync(html);
      return [path, { html, gzip, br }] as const;
    }),
  );
  if (writtenAt(clientDir) !== at) throw new Error('Another build was moved in while it was read.');
  return { files, policies, notFoundPages, writtenAt: at };
}

/** When postbuild wrote the build's policy map (after every page), or 0 while there is none. */
function writtenAt(clientDir: string): number {
  try {
    return statSync(policyFileOf(clientDir)).mtimeMs;
  } catch {
    return 0;
  }
}

/** How long a build that could not be read is left before it is tried again (a file briefly held, EMFILE). */
const retryAfterMs = 5000;

/** The name of a coding's precompressed copy, beside the file. */
const codingSuffix = { br: '.br', gzip: '.gz' } as const;

/** HTML's type, with the character set the build writes in. */
const htmlType = 'text/html; charset=utf-8';
/** The text types with their character set: HTML, and plain text (robots.txt) as nginx's `charset` sends it. */
const withCharset: Readonly<Record<string, string>> = {
  [mediaTypes.html]: htmlType,
  [mediaTypes.txt]: 'text/plain; charset=utf-8',
};

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

/** A request target's path, or `/` when it names none (`*`, `[x`). */
function pathnameOf(target: string): string {
  try {
    return requestUrl(target).pathname;
  } catch {
    return '/';
  }
}

/** Node's own answers to a request it cannot read, by its error's code; 400 for the rest. */
const unreadableStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

export function createSiteServer(clientDir: string): Server {
  let build = readBuild(clientDir);
  /** A build that could not be read (when its policy map was written, and when it was tried): tried again after a while. */
  let unreadable = { writtenAt: 0, triedAt: 0 };
  /**
   * A build made while the server runs (`npm run build` in another terminal,
   * or `npm start` after an edit) is served as soon as it is whole: it is read
   * at the first request after postbuild wrote its policy map, and answers go
   * on coming from the last build until then, whole.
   */
  function followRebuild(): void {
    const latest = writtenAt(clientDir);
    if (latest === 0 || latest === build.writtenAt) return;
    const now = Date.now();
    if (latest === unreadable.writtenAt && now - unreadable.triedAt < retryAfterMs) return;
    try {
      build = readBuild(clientDir);
    } catch (error) {
      if (latest !== unreadable.writtenAt) {
        console.error('The new build could not be read; serving the last one:', error);
      }
      unreadable = { writtenAt: latest, triedAt: now };
    }
  }
  const hidden = new Set<string>(hostOnlyFiles.map((name) => `/${name}`));

  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const path = notFoundDocumentFor(pathname);
    const page = build.notFoundPages.get(path);
    // Brotli first, as the pages are sent, else gzip, else as it is.
    const [coding] = acceptedCodings(String(req.headers['accept-encoding'] ?? ''));
    const body = coding ? page?.[coding] : page?.html;
    res.statusCode = 404;
    res.setHeader('Content-Type', htmlType);
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
  }

  /** The file a path names, as the build wrote it: a page's is its `index.html`. */
  function fileNameOf(path: string): string {
    return pages.includes(path) ? `/${nestedFileOf(path)}` : path;
  }

  /** The copy of a file to send: brotli first, then gzip, when taken and written, else the file. */
  function chosenCopy(name: string, acceptEncoding: string) {
    for (const coding of acceptedCodings(acceptEncoding)) {
      const file = build.files.get(`${name}${codingSuffix[coding]}`);
      if (file) return { file, coding };
    }
    const file = build.files.get(name);
    return file && { file, coding: undefined };
  }

  /**
   * A request Node cannot read gets the status Node gives it (431 for headers
   * over its 16 KB, as a very long URL makes them), and a browser's gets the
   * 404 document of the language its path starts with, rather than Node's
   * empty answer, which a browser shows as a blank page. The request's first
   * bytes name its method and path.
   */
  function answerUnreadable(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = unreadableStatus[error.code ?? ''] ?? 400;
    const headers: Record<string, string> = { ...securityHeaders, Connection: 'close' };
    let body: Buffer | undefined;
    // Headers over Node's limit: a browser's very long URL.
    if (status === 431) {
      followRebuild();
      const [, method = '', target = '/'] =
        /^([A-Z]+) (\S+)/.exec(error.rawPacket?.toString('latin1', 0, 256) ?? '') ?? [];
      const path = notFoundDocumentFor(pathnameOf(target));
      const page = build.notFoundPages.get(path)?.html;
      const policy = build.policies.get(path);
      if (page) {
        Object.assign(headers, {
          'Content-Type': htmlType,
          'Cache-Control': 'no-store',
          'Content-Length': String(page.length),
          ...(policy && { 'Content-Security-Policy': policy }),
        });
        if (method !== 'HEAD') body = page;
      }
    }
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(
      Buffer.concat([
        Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('')}\r\n`),
        ...(body ? [body] : []),
      ]),
    );
  }

  const server = createServer((req, res) => {
    followRebuild();
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const url = requestUrl(req.url ?? '/');
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
    if (build.notFoundPages.has(path) || hidden.has(path) || notAUrl.test(path)) {
      sendNotFound(req, res, pathname);
      return;
    }
    const name = fileNameOf(path);
    const copy = chosenCopy(name, String(req.headers['accept-encoding'] ?? ''));
    if (copy === undefined) {
      sendNotFound(req, res, pathname);
      return;
    }
    const { file, coding } = copy;
    setCacheHeaders(res, path);
    res.setHeader('Vary', 'Accept-Encoding');
    const version = { size: file.body.length, mtime: file.mtime };
    res.setHeader('ETag', entityTagOf(version));
    res.setHeader('Last-Modified', file.mtime.toUTCString());
    // Revalidation (RFC 9110, 13.1): a 304 names the version it confirms and carries
    // the caching headers its 200 would (15.4.5), none of the body's.
    const conditions = {
      ifNoneMatch: req.headers['if-none-match'],
      ifModifiedSince: req.headers['if-modified-since'],
    };
    if (isNotModified(conditions, version)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    // Whole files only, whatever Range asks: a server may always answer a range
    // request with the whole file (RFC 9110, 14.2).
    const type = typedFolderTypeOf(path) ?? mediaTypeOf(name);
    res.setHeader(
      'Content-Type',
      type === undefined ? 'application/octet-stream' : (withCharset[type] ?? type),
    );
    if (coding) res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', String(file.body.length));
    res.end(req.method === 'HEAD' ? undefined : file.body);
  });
  server.on('clientError', answerUnreadable);
  return server;
}
