/**
 * The promises `npm start` keeps, checked over HTTP on every engine (one
 * Playwright project per engine, see engines.ts): status of every page and
 * odd URL, redirects and their Location, each page's own
 * Content-Security-Policy, the security headers, cache classes, compression
 * and methods. Raw requests (node:http) so odd paths reach the server as
 * written. Where an engine answers differently by design, the table says so
 * and README "Deploy" explains why.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { metaPolicyOf } from '../../server/csp';
import {
  cacheControl,
  hsts,
  notFoundDocuments,
  pages,
  readPolicies,
  securityHeaders,
  typedFolders,
} from '../../server/rules';
import { defaultLanguage, languages } from '../../app/i18n/languages';
import { cvPath } from '../../app/lib/cv-path';
import { manifestPath } from '../../app/seo/manifest';
import { site } from '../../site.config';
import { engineOf, engines, type EngineName } from './engines';
import { clientDirOf } from '../../scripts/output-dir';
import {
  capitalisedCode,
  lastLanguage,
  notOfferedLanguage,
  otherLanguage,
} from '../../app/test/languages';

/** The list's first and last languages after English, for their paths. */
const [a, b] = [otherLanguage, lastLanguage];

const clientDir = clientDirOf();
const policies = readPolicies(clientDir);

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

function send(
  origin: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    setHost = true,
  }: { method?: string; headers?: Record<string, string>; setHost?: boolean } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers, setHost }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        // A 304 may name the coding of the copy it confirms, with nothing to decode.
        const body =
          raw.length === 0
            ? raw
            : encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function langOf(body: string): string | undefined {
  return /<html[^>]*\blang="([^"]+)"/.exec(body)?.[1];
}

/** The Location as a path, whatever form the engine writes it in; fails if it leaves the origin. */
function sameOriginLocation(answer: Answer, origin: string): string {
  const location = String(answer.headers.location);
  const target = new URL(location, origin);
  expect(target.origin, `Location ${location} stays on the site`).toBe(origin);
  return `${target.pathname}${target.search}`;
}

/** The policy a 404 document carries: as a header, or (Cloudflare) in the document itself. */
function expectNotFoundPolicy(engine: EngineName, answer: Answer, documentPath: string): void {
  const policy = policies.get(documentPath);
  expect(policy, `${documentPath} has a policy in the build`).toBeTruthy();
  if (engine === 'cloudflare') {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(answer.body);
    expect(meta?.[1]?.replace(/&#x27;|&apos;/g, "'")).toBe(metaPolicyOf(policy ?? ''));
  } else {
    expect(answer.headers['content-security-policy']).toBe(policy);
  }
}

let origin = '';
let engine: EngineName = 'node';

test.beforeEach(({}, testInfo) => {
  engine = engineOf(testInfo.project.name);
  origin = engines.find((candidate) => candidate.name === engine)?.origin ?? '';
});

test('every page answers 200 at its canonical URL, with no redirect, its own policy and no caching', async () => {
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    const answer = await send(origin, page);
    expect(answer.status, page).toBe(200);
    expect(answer.headers['content-type'], page).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy'], page).toBe(policies.get(page));
    expect(answer.headers['cache-control'], page).toBe(cacheControl.document);
    // The first segment when it is another listed language's code, else the default language.
    const prefix = languages.find(
      ({ code }) => code !== defaultLanguage && page.split('/')[1] === code,
    );
    expect(langOf(answer.body), page).toBe(prefix?.code ?? defaultLanguage);
  }
});

const notFoundCases = [
  ['/x', '/404'],
  [`/${notOfferedLanguage}/about`, '/404'],
  [`/${a}x`, '/404'],
  [`/${a}/x`, `/${a}/404`],
  [`/${b}/projects/extra`, `/${b}/404`],
  ['/ABOUT/team', '/404'],
  ['/%E2%82%AC', '/404'],
  // The 404 documents are not pages at their own addresses either.
  ['/404', '/404'],
  [`/${a}/404`, `/${a}/404`],
  [`/${a}/404.html`, `/${a}/404`],
] as const;

for (const [path, documentPath] of notFoundCases) {
  test(`${path} answers the ${documentPath} document with status 404`, async () => {
    const answer = await send(origin, path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const lang = notFoundDocuments.find((doc) => doc.path === documentPath)?.lang;
    expect(langOf(answer.body)).toBe(lang);
    expectNotFoundPolicy(engine, answer, documentPath);
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(answer.headers[name.toLowerCase()], name).toBe(value);
    }
  });
}

const redirectCases = [
  ['/about/', '/about'],
  ['/about/?ref=cv', '/about?ref=cv'],
  [`/${a}/`, `/${a}`],
  [`/${b}/projects/`, `/${b}/projects`],
  ['/ABOUT', '/about'],
  ['/About?x=1', '/about?x=1'],
  [`/${capitalisedCode(a)}/About`, `/${a}/about`],
  // One redirect, not two (`/ABOUT/` → `/ABOUT` → `/about`).
  ['/ABOUT/', '/about'],
  [`/${capitalisedCode(a)}/About/?x=1`, `/${a}/about?x=1`],
] as const;

for (const [path, target] of redirectCases) {
  test(`${path} redirects permanently to ${target}`, async () => {
    const answer = await send(origin, path);
    expect(answer.status).toBe(301);
    expect(sameOriginLocation(answer, origin)).toBe(target);
    // A redirect is not the page: no cache class of the page's (Cloudflare adds its own).
    if (engine !== 'cloudflare') expect(answer.headers['cache-control']).toBeUndefined();
  });
}

/**
 * Odd URLs: every engine answers the page, a same-origin redirect or a 404
 * document (nginx too for a path it cannot decode, not its own 400 page),
 * never a file outside the build and never a 5xx. `expected` pins each
 * engine's answer where they differ by design; `lang`, the 404 document's
 * language where the path's prefix gives it.
 */
type Expected = number | { redirect: string };
const oddCases: {
  path: string;
  expected: Partial<Record<EngineName, Expected>> & { all?: Expected };
  lang?: Partial<Record<EngineName, string>> & { all?: string };
}[] = [
  { path: '//evil.example/', expected: { all: 404 } },
  // A trailing slash must not turn into a protocol-relative Location.
  { path: '//evil.example/about/', expected: { all: 404 } },
  { path: '/\\evil.example/', expected: { all: 404 } },
  // Doubled slashes are no URL of the site; Cloudflare merges them and serves the page
  // (the browser then shows the page's own address: app/lib/page-address.ts).
  { path: '//about', expected: { all: 404, cloudflare: 200 } },
  { path: `/${a}//about`, expected: { all: 404, cloudflare: 200 } },
  { path: '///', expected: { all: 404, cloudflare: 200 } },
  { path: `/${a}/about//`, expected: { all: { redirect: `/${a}/about` }, cloudflare: 200 } },
  // Encoded letters and slashes: decoded by some engines, not others; never a page without its policy.
  { path: '/%61bout', expected: { all: 200 } },
  { path: '/about%2F', expected: { all: 404, nginx: { redirect: '/about' }, cloudflare: 200 } },
  { path: `/${a}%2Fabout`, expected: { all: 404, nginx: 200, cloudflare: 200 } },
  { path: '/..%2f..%2f..%2fetc%2fpasswd', expected: { all: 404 } },
  { path: '/%2e%2e/%2e%2e/%2e%2e/etc/passwd', expected: { all: 404 } },
  { path: '/../../../etc/passwd', expected: { all: 404 } },
  { path: '/%E0%A4%A', expected: { all: 404 } },
  { path: '/%', expected: { all: 404 } },
  { path: `/${a}/%ZZ`, expected: { all: 404 }, lang: { all: a } },
  // The absolute form of the request line (RFC 9112, 3.2.2), as a proxy sends it.
  { path: `http://site.example/${a}/%ZZ`, expected: { all: 404 }, lang: { all: a } },
  { path: `/${b}/a%00b`, expected: { all: 404, cloudflare: 502 }, lang: { all: b } },
  // Cloudflare's local runtime reads assets from disk and answers 502 when
  // the file system refuses the name (a segment over 255 bytes, a path over
  // 4096, a NUL); deployed Pages looks paths up in its asset manifest instead.
  { path: `/${'a/'.repeat(2048)}x`, expected: { all: 404, cloudflare: 502 } },
  { path: `/${'a'.repeat(4096)}`, expected: { all: 404, cloudflare: 502 } },
  { path: '/a%00b', expected: { all: 404, cloudflare: 502 } },
  // Longer than the engine reads (Node 16 KB of request line and headers, nginx 8 KB of
  // request line): its status, with the 404 document rather than a blank page (nginx's in
  // the default language: it keeps no part of the line). Cloudflare's local runtime sends
  // an empty 431; deployed Cloudflare answers a URL over 16 KB with a 414 page of its own.
  {
    path: `/${b}/${'a'.repeat(20_000)}`,
    expected: { all: 431, nginx: 414 },
    lang: { all: b, nginx: defaultLanguage },
  },
  { path: '/_headers', expected: { all: 404, cloudflare: 502 } },
  // A prefix in other letters is its language's (the browser's router matches any case);
  // Cloudflare Pages matches folders case-sensitively and answers the default language's
  // document, which the browser then shows in the path's language (docs/decisions/021).
  {
    path: `/${a.toUpperCase()}/x`,
    expected: { all: 404 },
    lang: { all: a, cloudflare: defaultLanguage },
  },
  { path: '/csp.json', expected: { all: 404 } },
  { path: '/.csp.json', expected: { all: 404 } },
  { path: '/images', expected: { all: 404 } },
  { path: '/assets/', expected: { all: { redirect: '/assets' }, cloudflare: 404 } },
  { path: '/index.html', expected: { all: 404, cloudflare: { redirect: '/' } } },
  { path: '/about.html', expected: { all: 404, cloudflare: { redirect: '/about' } } },
  { path: '/about/index.html', expected: { all: 404, cloudflare: { redirect: '/about/' } } },
  // Other spellings of a page's file: never the page without its policy.
  { path: '/about/index', expected: { all: 404, cloudflare: { redirect: '/about/' } } },
  { path: '/about.htm%6C', expected: { all: 404, cloudflare: { redirect: '/about' } } },
  { path: '/_head%65rs', expected: { all: 404, cloudflare: 502 } },
  { path: '/4%304', expected: { all: 404, cloudflare: 200 } },
  // A 404 document's own folder: the others redirect it to `/<code>/404` (a 404); Cloudflare
  // Pages, which would serve its `index.html`, is told to answer 404 at once (_redirects).
  {
    path: `/${b}/404/`,
    expected: { all: { redirect: `/${b}/404` }, cloudflare: 404 },
    lang: { all: b },
  },
];

for (const { path, expected, lang } of oddCases) {
  test(`odd URL ${path.slice(0, 40)} gets a safe answer`, async () => {
    const answer = await send(origin, path);
    const want = expected[engine] ?? expected.all;
    const wantLang = lang?.[engine] ?? lang?.all;
    expect(answer.body).not.toMatch(/root:.*:0:0:/);
    if (typeof want === 'object') {
      expect([301, 308]).toContain(answer.status);
      expect(sameOriginLocation(answer, origin)).toBe(want.redirect);
      return;
    }
    expect(answer.status).toBe(want);
    if (want === 502) {
      // Only the local runtime's own file-reading error, never the site's.
      expect(answer.body).toMatch(/^\[wrangler\] Could not serve static asset/);
    }
    if (want === 431 && engine === 'cloudflare') {
      expect(answer.body).toBe('');
      return;
    }
    if (want !== undefined && [200, 404, 414, 431].includes(want)) {
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(langOf(answer.body)).toMatch(
        wantLang === undefined ? /^[a-z]{2}$/ : new RegExp(`^${wantLang}$`),
      );
      // Every document carries its own policy, whatever spelling of its path it answers.
      expect(answer.body).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]+"/);
    }
  });
}

test('a request with no Host is refused with 400 on every engine, not answered with a page or a 404', async () => {
  const answer = await send(origin, `/${a}/about`, { setHost: false });
  expect(answer.status).toBe(400);
  // The engine's own answer, not one of the site's documents.
  expect(langOf(answer.body)).toBeUndefined();
});

test('a page’s precompressed copy is never served as that page without its policy', async () => {
  for (const path of ['/index.html.gz', '/about/index.html.br', `/${a}/about/index.html.gz`]) {
    const answer = await send(origin, path, { headers: { 'accept-encoding': 'gzip, br' } });
    // The Node server and nginx: a 404 page; Cloudflare: the file itself, as bytes to download.
    if (engine !== 'cloudflare') {
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
    } else expect(answer.headers['content-encoding'], path).toBeUndefined();
  }
});

test('security headers on pages, assets and errors; HSTS only where the host is HTTPS', async () => {
  const asset = readdirSync(join(clientDir, 'assets')).find((name) => name.endsWith('.js'));
  for (const path of ['/', `/${a}/about`, `/assets/${asset}`, '/favicon.svg', '/nope']) {
    const answer = await send(origin, path);
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(answer.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
    expect(answer.headers['set-cookie'], path).toBeUndefined();
    // Cloudflare Pages always serves HTTPS; the Node server and nginx here run on plain http.
    expect(answer.headers[hsts.name.toLowerCase()], path).toBe(
      engine === 'cloudflare' ? hsts.value : undefined,
    );
  }
  const policy = policies.get('/');
  // The Observatory's CSP rules: no inline or eval script, no framing, nothing but the site.
  expect(policy).toMatch(/default-src 'self'/);
  expect(policy).toMatch(/frame-ancestors 'none'/);
  expect(policy).toMatch(/object-src 'none'/);
  expect(policy).toMatch(/base-uri 'self'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
});

test('cache classes: hashed assets for a year, pages and other files revalidated', async () => {
  const asset = readdirSync(join(clientDir, 'assets')).find((name) => name.endsWith('.css'));
  expect((await send(origin, `/assets/${asset}`)).headers['cache-control']).toBe(
    cacheControl.immutable,
  );
  expect((await send(origin, `/${b}/about`)).headers['cache-control']).toBe(cacheControl.document);
  expect((await send(origin, '/favicon.svg')).headers['cache-control']).toBe(cacheControl.other);
  expect((await send(origin, '/robots.txt')).headers['cache-control']).toBe(cacheControl.other);
});

test('a cached copy is confirmed with a 304 and no body: by its tag, in a list of tags, by `*`, or by its date', async () => {
  for (const path of [`/${b}/about`, '/favicon.svg']) {
    const first = await send(origin, path, { headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
    const confirmed = async (condition: Record<string, string>) => {
      const again = await send(origin, path, {
        headers: { 'accept-encoding': 'br', ...condition },
      });
      if (again.status === 304) {
        expect(again.body, path).toBe('');
        // Cloudflare's runtime leaves the tag out of its 304 (README "Deploy").
        if (engine !== 'cloudflare') expect(again.headers.etag, path).toBe(etag);
        expect(again.headers['cache-control'], path).toBe(first.headers['cache-control']);
      }
      return again.status;
    };
    expect(await confirmed({ 'if-none-match': etag }), path).toBe(304);
    expect(await confirmed({ 'if-none-match': '"another-version"' }), path).toBe(200);
    // Cloudflare's runtime compares the header as one tag, and sends no Last-Modified.
    if (engine === 'cloudflare') {
      expect(first.headers['last-modified'], path).toBeUndefined();
      continue;
    }
    expect(await confirmed({ 'if-none-match': `"another-version", ${etag}` }), path).toBe(304);
    expect(await confirmed({ 'if-none-match': '*' }), path).toBe(304);
    const lastModified = Date.parse(String(first.headers['last-modified']));
    expect(lastModified, path).not.toBeNaN();
    const since = (offsetMs: number) => new Date(lastModified + offsetMs).toUTCString();
    expect(await confirmed({ 'if-modified-since': since(0) }), path).toBe(304);
    expect(await confirmed({ 'if-modified-since': since(3_600_000) }), path).toBe(304);
    expect(await confirmed({ 'if-modified-since': since(-1_000) }), path).toBe(200);
  }
});

test('a range request gets the whole file, each header once', async () => {
  const whole = await send(origin, '/favicon.svg');
  for (const range of ['bytes=0-9', 'bytes=-4', 'bytes=999999-']) {
    const answer = await send(origin, '/favicon.svg', { headers: { range } });
    expect({ range, status: answer.status, body: answer.body }).toEqual({
      range,
      status: 200,
      body: whole.body,
    });
    expect(answer.headers['content-range'], range).toBeUndefined();
    // node:http joins a repeated header with ", ".
    expect(answer.headers['x-frame-options'], range).toBe('DENY');
  }
});

test('the CV is a PDF, cached like other files with stable names and revalidated', async () => {
  const cv = await send(origin, cvPath(site.name, a));
  expect(cv.status).toBe(200);
  expect(cv.headers['content-type']).toMatch(/^application\/pdf/);
  expect(cv.headers['cache-control']).toBe(cacheControl.other);
  expect(cv.headers.etag).toBeTruthy();
  expect(cv.body.startsWith('%PDF-')).toBe(true);
});

test('pages and scripts are sent compressed: brotli when asked, else gzip', async () => {
  const script = readdirSync(join(clientDir, 'assets')).find((name) =>
    name.startsWith('entry.client'),
  );
  for (const path of ['/about', `/assets/${script}`]) {
    const brotli = await send(origin, path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding'], path).toBe('br');
    // Cloudflare compresses on the fly and leaves Vary to its edge cache.
    if (engine !== 'cloudflare') expect(brotli.headers.vary, path).toMatch(/accept-encoding/i);
    const gzip = await send(origin, path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    const plain = await send(origin, path);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(gzip.body).toBe(plain.body);
  }
});

test('every page is sent as brotli, whatever was asked just before it', async () => {
  // Debian's brotli_static module once sent some pages uncompressed after
  // certain other requests (scripts/deploy/nginx.ts): every ordered pair is tried.
  const before = [
    ...pages,
    '/robots.txt',
    '/sitemap.xml',
    '/manifest.webmanifest',
    '/x',
    `/${a}/x`,
  ];
  const uncompressed: string[] = [];
  for (const first of before) {
    for (const page of pages) {
      await send(origin, first, { headers: { 'accept-encoding': 'br' } });
      const answer = await send(origin, page, { headers: { 'accept-encoding': 'br' } });
      if (answer.headers['content-encoding'] !== 'br') uncompressed.push(`${first} then ${page}`);
    }
  }
  expect(uncompressed).toEqual([]);
});

test('a coding the browser refuses with q=0 is not used', async () => {
  const script = readdirSync(join(clientDir, 'assets')).find((name) =>
    name.startsWith('entry.client'),
  );
  for (const path of ['/about', `/assets/${script}`, '/missing']) {
    const noBrotli = await send(origin, path, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers['content-encoding'], path).toBe('gzip');
    const neither = await send(origin, path, {
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(neither.headers['content-encoding'], path).toBeUndefined();
    expect(neither.body).toBe(noBrotli.body);
  }
});

test('HEAD answers like GET without a body; other methods are 405', async () => {
  const head = await send(origin, '/about', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.body).toBe('');
  expect(head.headers['content-security-policy']).toBe(policies.get('/about'));
  const script = readdirSync(join(clientDir, 'assets')).find((name) =>
    name.startsWith('entry.client'),
  );
  for (const path of ['/about', `/assets/${script}`]) {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await send(origin, path, { method });
      expect(answer.status, `${method} ${path}`).toBe(405);
      // Cloudflare Pages answers 405 itself, without an Allow header, with the path's headers.
      if (engine !== 'cloudflare') {
        expect(answer.headers.allow, method).toBe('GET, HEAD');
        expect(answer.headers['cache-control'], `${method} ${path}`).toBeUndefined();
      }
    }
  }
});

test('the vCards are sent as UTF-8 text/vcard in every language, revalidated on each use, compressed or not', async () => {
  const vcardFolder = typedFolders[0]?.prefix ?? '';
  for (const { code } of languages) {
    const dir = join(clientDir, vcardFolder, code);
    const [name] = readdirSync(dir).filter((file) => file.endsWith('.vcf'));
    const path = `${vcardFolder}${code}/${name}`;
    const answer = await send(origin, path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status, path).toBe(200);
    expect(answer.headers['content-type'], path).toBe('text/vcard; charset=utf-8');
    expect(answer.headers['cache-control'], path).toBe(cacheControl.other);
    expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    expect(answer.body, path).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n[\s\S]*END:VCARD\r\n$/);
  }
});

test('a missing vCard, and a missing file in a language’s folder, are the 404 page, labelled as HTML', async () => {
  const vcardFolder = typedFolders[0]?.prefix ?? '';
  for (const path of [
    `${vcardFolder}en/missing.vcf`,
    `${vcardFolder}${a}`,
    `/${b}/missing.webmanifest`,
  ]) {
    const answer = await send(origin, path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers['content-type'], path).toMatch(/^text\/html(;|$)/);
  }
});

test('every language’s manifest is revalidated, as the other files with stable names', async () => {
  for (const { code } of languages) {
    const path = manifestPath(code);
    const answer = await send(origin, path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers['cache-control'], path).toBe(cacheControl.other);
  }
});
