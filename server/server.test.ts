// @vitest-environment node
import { profilePicture } from '../app/lib/picture-urls';
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { defaultLanguage, languages, type Language } from '../app/i18n/languages';
import { accepts, createSiteServer } from './server';
import { lastLanguage, notOfferedLanguage, otherLanguage } from '../app/test/languages';

/** A language's 404 document's folder: `404`, `sw/404`. */
function notFoundPathOf(lang: Language): string {
  return lang === defaultLanguage ? '404' : `${lang}/404`;
}

let root: string;
let dir: string;
let origin: string;
let close: () => void;

function write(path: string, content: string) {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-'));
  dir = join(root, 'client');
  write('index.html', '<title>home</title>');
  write('about/index.html', '<title>about</title>');
  write(`${otherLanguage}/about/index.html`, `<title>${otherLanguage} about</title>`);
  // Every language's 404 document, as the build writes them (the server needs each).
  for (const { code } of languages) {
    write(`${notFoundPathOf(code)}/index.html`, `<title>${code} 404</title>`);
  }
  write('assets/app-abc123.js', 'console.log(1)');
  write('about.html', '<title>about</title>'); // the flat copy for static hosts
  write('favicon.svg', '<svg/>');
  write('favicon.ico', 'ICON');
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  write(profilePicture.src.slice(1), 'RIFF....WEBP');
  write(`vcard/${otherLanguage}/someone.vcf`, 'BEGIN:VCARD\r\nEND:VCARD\r\n');
  write('_headers', '/*\n  X-Frame-Options: DENY');
  write('.hidden', 'secret');
  write('.well-known/secret.txt', 'secret');
  // Precompressed copies, as the build writes them beside each page.
  writeFileSync(join(dir, 'about/index.html.br'), brotliCompressSync('<title>about</title>'));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync('<title>home</title>'));
  writeFileSync(
    join(root, 'csp.json'),
    JSON.stringify({
      '/about': "script-src 'self' 'sha256-about'",
      [`/${otherLanguage}/404`]: `script-src 'sha256-${otherLanguage}404'`,
    }),
  );
  writeFileSync(join(tmpdir(), 'outside-secret.txt'), 'secret');
  const server = createSiteServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

async function get(path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

test('known pages answer 200 with their document and are not cached', async () => {
  const about = await get('/about');
  expect(about.status).toBe(200);
  expect(about.body).toBe('<title>about</title>');
  expect(about.headers.get('cache-control')).toBe('no-cache');
  expect((await get(`/${otherLanguage}/about`)).body).toBe(`<title>${otherLanguage} about</title>`);
  expect((await get('/')).status).toBe(200);
});

test('hashed assets are cached for a year', async () => {
  const asset = await get('/assets/app-abc123.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

const notFoundCases = [
  ['/x', 'en 404'],
  [`/${notOfferedLanguage}/about`, 'en 404'],
  [`/${otherLanguage}/x`, `${otherLanguage} 404`],
  [`/${lastLanguage}/projects/extra`, `${lastLanguage} 404`],
  ['/ABOUT/team', 'en 404'],
  ['/%E2%82%AC', 'en 404'],
  ['/%E0%A4%A', 'en 404'],
  ['/404', 'en 404'],
  [`/${otherLanguage}/404`, `${otherLanguage} 404`],
  ['/about/index.html', 'en 404'],
  ['/about.html', 'en 404'],
  ['/_headers', 'en 404'],
  ['/.hidden', 'en 404'],
  ['/.well-known/secret.txt', 'en 404'],
  ['//evil.example/', 'en 404'],
  ['/..%2f..%2foutside-secret.txt', 'en 404'],
  ['/../outside-secret.txt', 'en 404'],
  [`/${'a'.repeat(4096)}`, 'en 404'],
].map(([path = '', title]) => ({ name: path.slice(0, 40), path, title }));

test.each(notFoundCases)(
  '$name answers the 404 document of its language with status 404',
  async ({ path, title }) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).toBe(`<title>${title}</title>`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  },
);

test('a trailing slash redirects to the one canonical URL', async () => {
  const response = await get('/about/?ref=cv');
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/about?ref=cv');
});

test('a page URL in other letter case redirects to the lowercase page', async () => {
  const response = await get('/ABOUT?x=1');
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/about?x=1');
  expect((await get(`/${otherLanguage.toUpperCase()}/About`)).headers.get('location')).toBe(
    `/${otherLanguage}/about`,
  );
});

test('pages and 404 documents carry their own Content-Security-Policy; the map is not served', async () => {
  expect((await get('/about')).headers.get('content-security-policy')).toBe(
    "script-src 'self' 'sha256-about'",
  );
  expect((await get(`/${otherLanguage}/missing`)).headers.get('content-security-policy')).toBe(
    `script-src 'sha256-${otherLanguage}404'`,
  );
  expect((await get('/favicon.svg')).headers.get('content-security-policy')).toBeNull();
  expect((await get('/csp.json')).status).toBe(404);
  expect((await get('/../csp.json')).status).toBe(404);
});

test('a URL too long to read gets status 431 and the 404 document of its language, never a blank page', async () => {
  const path = `/${otherLanguage}/${'a'.repeat(20_000)}`;
  const response = await get(path);
  expect(response.status).toBe(431);
  expect(response.body).toBe(`<title>${otherLanguage} 404</title>`);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('content-security-policy')).toBe(
    `script-src 'sha256-${otherLanguage}404'`,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const head = await fetch(`${origin}${path}`, { method: 'HEAD' });
  expect(head.status).toBe(431);
  expect(await head.text()).toBe('');
  // The server goes on answering.
  expect((await get('/about')).status).toBe(200);
});

/** What the server answers bytes written to it as they are. */
async function sendRaw(bytes: string): Promise<string> {
  const socket = connect(Number(new URL(origin).port), '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(bytes);
  await new Promise((resolve) => socket.on('close', resolve));
  return Buffer.concat(chunks).toString();
}

test('a request Node cannot read gets its status, and the server goes on', async () => {
  for (const bytes of ['NOT HTTP AT ALL\r\n\r\n', 'GET %|x HTTP/1.1\r\nHost: a\r\n\r\n']) {
    const answer = await sendRaw(bytes);
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\r\n\r\n$/);
  }
  // Too long, in the absolute form: the 404 document of the language its path starts with.
  const absolute = await sendRaw(
    `GET http://site.example/${otherLanguage}/${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
  );
  expect(absolute).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  expect(absolute).toMatch(new RegExp(`\r\n\r\n<title>${otherLanguage} 404</title>$`));
  expect((await get('/about')).status).toBe(200);
});

test('only GET and HEAD are allowed', async () => {
  const response = await fetch(`${origin}/about`, { method: 'POST' });
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('GET, HEAD');
  const head = await fetch(`${origin}/about`, { method: 'HEAD' });
  expect(head.status).toBe(200);
});

test.each(['/favicon.svg', profilePicture.src])(
  '%s is revalidated: a matching ETag gets a 304 without a body',
  async (path) => {
    const first = await get(path);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${origin}${path}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // With the caching headers its 200 has (RFC 9110, 15.4.5).
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('etag')).toBe(etag);
    // Another version's tag gets the file whole, with its own.
    const stale = await fetch(`${origin}${path}`, { headers: { 'If-None-Match': 'W/"0-0"' } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBe(etag);
  },
);

test('revalidation as caches send it: a list of tags, a strong tag, `*`, and a date, with If-None-Match first', async () => {
  const first = await get('/favicon.svg');
  const etag = first.headers.get('etag') ?? '';
  const lastModified = first.headers.get('last-modified') ?? '';
  expect(etag).toMatch(/^W\//);
  expect(Date.parse(lastModified)).not.toBeNaN();
  const statusWith = async (headers: Record<string, string>) => {
    const response = await fetch(`${origin}/favicon.svg`, { headers });
    const body = await response.text();
    // A 304 is empty and names the tag it confirms (RFC 9110, 15.4.5).
    const isWhole = body === '' && response.headers.get('etag') === etag;
    return response.status === 304 && !isWhole ? '304 with a body or another tag' : response.status;
  };
  expect(await statusWith({ 'If-None-Match': `W/"0-0", ${etag}` })).toBe(304);
  expect(await statusWith({ 'If-None-Match': etag.slice(2) })).toBe(304);
  expect(await statusWith({ 'If-None-Match': '*' })).toBe(304);
  expect(await statusWith({ 'If-None-Match': 'W/"0-0", "1-1"' })).toBe(200);
  // The date of the file's last change, or any later one, confirms it; an earlier one does not.
  const since = (offsetMs: number) => new Date(Date.parse(lastModified) + offsetMs).toUTCString();
  expect(await statusWith({ 'If-Modified-Since': lastModified })).toBe(304);
  expect(await statusWith({ 'If-Modified-Since': since(60_000) })).toBe(304);
  expect(await statusWith({ 'If-Modified-Since': since(-1_000) })).toBe(200);
  expect(await statusWith({ 'If-Modified-Since': 'yesterday' })).toBe(200);
  // A tag that does not match decides, whatever the date says (RFC 9110, 13.1.3).
  expect(await statusWith({ 'If-None-Match': 'W/"0-0"', 'If-Modified-Since': lastModified })).toBe(
    200,
  );
  // Only an HTTP date counts (RFC 9110, 5.6.7): RFC 850's form does, a bare year does not.
  const rfc850 = new Date(Date.parse(lastModified) + 60_000)
    .toUTCString()
    .replace(/^(\w{3}), (\d{2}) (\w{3}) \d{2}(\d{2})/, (_, day: string, date, month, year) => {
      const days = {
        Sun: 'Sunday',
        Mon: 'Monday',
        Tue: 'Tuesday',
        Wed: 'Wednesday',
        Thu: 'Thursday',
        Fri: 'Friday',
        Sat: 'Saturday',
      };
      return `${days[day as keyof typeof days]}, ${date}-${month}-${year}`;
    });
  expect(rfc850).toMatch(/^[A-Z][a-z]+day, \d{2}-[A-Z][a-z]{2}-\d{2} /);
  expect(await statusWith({ 'If-Modified-Since': rfc850 })).toBe(304);
  expect(await statusWith({ 'If-Modified-Since': '2099' })).toBe(200);
  // HEAD is confirmed as GET is; a 404 document never is.
  const head = await fetch(`${origin}/favicon.svg`, {
    method: 'HEAD',
    headers: { 'If-None-Match': etag },
  });
  expect(head.status).toBe(304);
  expect(head.headers.get('etag')).toBe(etag);
  const missing = await fetch(`${origin}/nope`, { headers: { 'If-None-Match': '*' } });
  expect(missing.status).toBe(404);
});

test('a precompressed copy has its own tag: the brotli copy’s does not confirm the page sent as it is', async () => {
  const brotli = await fetch(`${origin}/about`, { headers: { 'Accept-Encoding': 'br' } });
  const plain = await fetch(`${origin}/about`, { headers: { 'Accept-Encoding': 'identity' } });
  const brotliTag = brotli.headers.get('etag') ?? '';
  expect(brotliTag).not.toBe(plain.headers.get('etag'));
  const again = await fetch(`${origin}/about`, {
    headers: { 'Accept-Encoding': 'identity', 'If-None-Match': brotliTag },
  });
  expect(again.status).toBe(200);
  expect(await again.text()).toBe('<title>about</title>');
});

/** A build folder as scripts/build.ts makes one: pages, 404 documents and the policy map, written at `at`. */
function writeBuild(buildDir: string, label: string, at: number) {
  const put = (path: string, content: string) => {
    mkdirSync(dirname(join(buildDir, 'client', path)), { recursive: true });
    writeFileSync(join(buildDir, 'client', path), content);
  };
  for (const path of languages.map(({ code }) => notFoundPathOf(code))) {
    put(`${path}/index.html`, `<title>${label} ${path}</title>`);
  }
  put('about/index.html', `<title>${label} about</title>`);
  put(`assets/app-${label}.js`, label.repeat(1000));
  writeFileSync(join(buildDir, 'csp.json'), JSON.stringify({ '/about': `script-src '${label}'` }));
  utimesSync(join(buildDir, 'csp.json'), at, at);
}

test('a build moved in while the server answers never mixes with the last: each answer is one whole build', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'swapped-'));
  const served = join(parent, 'build');
  writeBuild(served, 'old', 1000);
  const server = createSiteServer(join(served, 'client'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const answer = async (path: string) => {
    const response = await fetch(`${at}${path}`);
    return {
      status: response.status,
      policy: response.headers.get('content-security-policy'),
      body: (await response.text()).slice(0, 24),
    };
  };
  try {
    expect(await answer('/about')).toEqual({
      status: 200,
      policy: "script-src 'old'",
      body: '<title>old about</title>',
    });
    // scripts/build.ts: the new build beside, then two renames (moveIntoPlace).
    writeBuild(join(parent, 'build-next'), 'new', 2000);
    renameSync(served, join(parent, 'build-replaced'));
    // Between the renames there is no build folder: the last build still answers, whole.
    expect(await answer('/about')).toEqual({
      status: 200,
      policy: "script-src 'old'",
      body: '<title>old about</title>',
    });
    const oldScript = await fetch(`${at}/assets/app-old.js`);
    expect(oldScript.status).toBe(200);
    expect(await oldScript.text()).toBe('old'.repeat(1000));
    renameSync(join(parent, 'build-next'), served);
    rmSync(join(parent, 'build-replaced'), { recursive: true });
    expect(await answer('/about')).toEqual({
      status: 200,
      policy: "script-src 'new'",
      body: '<title>new about</title>',
    });
    expect(await answer('/assets/app-old.js')).toMatchObject({
      status: 404,
      body: '<title>new 404</title>',
    });
  } finally {
    server.close();
    rmSync(parent, { recursive: true, force: true });
  }
});

test('a build that cannot be read is said once, and the last one goes on being served', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'unreadable-'));
  const served = join(parent, 'build');
  writeBuild(served, 'old', 1000);
  const server = createSiteServer(join(served, 'client'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // A policy map of a later build over a folder with no 404 document (a build cut short by hand).
    rmSync(join(served, 'client', otherLanguage, '404', 'index.html'));
    writeFileSync(join(served, 'csp.json'), JSON.stringify({}));
    utimesSync(join(served, 'csp.json'), 2000, 2000);
    for (let request = 0; request < 3; request++) {
      const response = await fetch(`${at}/about`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<title>old about</title>');
    }
    expect(said).toHaveBeenCalledTimes(1);
    expect(String(said.mock.calls[0]?.[0])).toMatch(/could not be read; serving the last one/);
    const missing = await fetch(`${at}/${otherLanguage}/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(`<title>old ${otherLanguage}/404</title>`);
  } finally {
    said.mockRestore();
    server.close();
    rmSync(parent, { recursive: true, force: true });
  }
});

test("a page's 304 keeps its policy and cache class", async () => {
  const first = await get('/about');
  const again = await fetch(`${origin}/about`, {
    headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
  });
  expect(again.status).toBe(304);
  expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  expect(again.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-about'");
  expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
});

test('responses carry basic security headers', async () => {
  const { headers } = await get('/');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('strict-transport-security')).toBeNull();
});

test.each([
  ['/favicon.ico', 'image/x-icon'],
  ['/favicon.svg', 'image/svg+xml'],
  [profilePicture.src, 'image/webp'],
  ['/assets/app-abc123.js', 'text/javascript'],
  ['/robots.txt', 'text/plain; charset=utf-8'],
])('%s is sent as %s, the type every host sends', async (path, type) => {
  const { status, headers } = await get(path);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toBe(type);
});

test('vCards are sent as UTF-8 text/vcard, whatever their name', async () => {
  const vcard = await get(`/vcard/${otherLanguage}/someone.vcf`);
  expect(vcard.status).toBe(200);
  expect(vcard.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
  expect(vcard.body).toMatch(/^BEGIN:VCARD\r\n/);
});

/** A raw request, so that the bytes are the server's (fetch would decompress them). */
function request(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

test.each([
  '//evil.example/',
  '//evil.example/about/',
  '/.//evil.example/about/',
  '//evil.example/ABOUT',
])('%s never redirects to another origin', async (path) => {
  const response = await request(path);
  expect(response.status).toBe(404);
  expect(response.headers.location).toBeUndefined();
});

test('a redirect of an odd path stays on this origin', async () => {
  const response = await request('/%2F%2Fevil.example/');
  expect(response.status).toBe(301);
  expect(response.headers.location).toMatch(/^\/(?![/\\])/);
});

test('a request target in the absolute form, as some proxies send it, is the page at its path', async () => {
  const { hostname, port } = new URL(origin);
  const send = (target: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = httpRequest({ hostname, port, path: target }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  expect(await send(`${origin}/about`)).toEqual({ status: 200, location: undefined });
  expect(await send(`${origin}/${otherLanguage}/missing`)).toMatchObject({ status: 404 });
  // Another host named in the target changes nothing: its path is served here, and a redirect stays here.
  expect(await send('http://evil.example/ABOUT?x=1')).toEqual({
    status: 301,
    location: '/about?x=1',
  });
});

test('HEAD answers what GET would, without a body', async () => {
  const [get, head] = await Promise.all([request('/about'), request('/about', { method: 'HEAD' })]);
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  const sameHeaders = ['content-type', 'content-length', 'etag', 'content-security-policy'];
  const pick = (headers: IncomingHttpHeaders) => sameHeaders.map((name) => headers[name]);
  expect(pick(head.headers)).toEqual(pick(get.headers));
  expect(head.headers.etag).toBeDefined();
  const missing = await request(`/${otherLanguage}/missing`, { method: 'HEAD' });
  expect(missing.status).toBe(404);
  expect(missing.body.length).toBe(0);
  expect(missing.headers['content-length']).toBe(
    String(Buffer.byteLength(`<title>${otherLanguage} 404</title>`)),
  );
});

test('a 404 document is sent in brotli or gzip to a browser that takes it, and plain otherwise', async () => {
  const brotli = await request(`/${otherLanguage}/missing`, {
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.body).toString()).toBe(`<title>${otherLanguage} 404</title>`);
  expect(brotli.headers['content-length']).toBe(String(brotli.body.length));

  const gzipped = await request(`/${otherLanguage}/missing`, {
    headers: { 'accept-encoding': 'gzip, br;q=0' },
  });
  expect(gzipped.status).toBe(404);
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
  expect(gunzipSync(gzipped.body).toString()).toBe(`<title>${otherLanguage} 404</title>`);
  expect(gzipped.headers['content-length']).toBe(String(gzipped.body.length));

  const plain = await request(`/${otherLanguage}/missing`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(`<title>${otherLanguage} 404</title>`);
});

test.each([
  ['/about/index', 'en 404'],
  ['/index', 'en 404'],
  ['/about.htm%6C', 'en 404'],
  ['/about/index.html.br', 'en 404'],
  ['/index.html.gz', 'en 404'],
  ['/_head%65rs', 'en 404'],
  ['/40%34', 'en 404'],
  [`/${otherLanguage}/40%34`, `${otherLanguage} 404`],
  ['//about', 'en 404'],
  [`/${otherLanguage}//about`, `${otherLanguage} 404`],
])('%s is not a URL of the site: its 404, never a page without its policy', async (path, title) => {
  const response = await get(path);
  expect(response.status).toBe(404);
  expect(response.body).toBe(`<title>${title}</title>`);
});

test('a page URL in other letter case with a trailing slash redirects once, to the page', async () => {
  const response = await get('/ABOUT/?x=1');
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/about?x=1');
});

test('a coding refused with q=0 is not taken', () => {
  const gzip = (header: string) => accepts(header, 'gzip');
  expect(gzip('gzip, br')).toBe(true);
  expect(gzip('br;q=1.0, gzip;q=0.8')).toBe(true);
  expect(gzip('*')).toBe(true);
  expect(gzip('gzip;q=0')).toBe(false);
  expect(gzip('gzip; q=0.000, identity')).toBe(false);
  expect(gzip('identity')).toBe(false);
  expect(gzip('')).toBe(false);
  expect(gzip('x-gzip2')).toBe(false);
  expect(accepts('gzip, br', 'br')).toBe(true);
  expect(accepts('gzip, br;q=0', 'br')).toBe(false);
});

test('a build without its policy map is refused, not served without policies', () => {
  const unfinished = mkdtempSync(join(tmpdir(), 'unfinished-'));
  try {
    mkdirSync(join(unfinished, 'client', '404'), { recursive: true });
    writeFileSync(join(unfinished, 'client', '404', 'index.html'), '<title>404</title>');
    expect(() => createSiteServer(join(unfinished, 'client'))).toThrow(
      /csp\.json .*unfinished.*npm run build/,
    );
  } finally {
    rmSync(unfinished, { recursive: true, force: true });
  }
});

test('a build made while the server runs is served at once: its pages, files and policies', async () => {
  const buildRoot = mkdtempSync(join(tmpdir(), 'rebuilt-'));
  const client = join(buildRoot, 'client');
  const put = (path: string, content: string) => {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), content);
  };
  const writePolicies = (policies: Record<string, string>, at: number) => {
    writeFileSync(join(buildRoot, 'csp.json'), JSON.stringify(policies));
    utimesSync(join(buildRoot, 'csp.json'), at, at);
  };
  for (const path of languages.map(({ code }) => notFoundPathOf(code)))
    put(`${path}/index.html`, `<title>old ${path}</title>`);
  put('about/index.html', '<title>old about</title>');
  put('assets/app-old.js', 'old');
  writePolicies({ '/about': "script-src 'sha256-old'" }, 1000);
  const server = createSiteServer(client);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fetchText = async (path: string) => {
    const response = await fetch(`${at}${path}`);
    return {
      status: response.status,
      csp: response.headers.get('content-security-policy'),
      body: await response.text(),
    };
  };
  try {
    expect(await fetchText('/about')).toEqual({
      status: 200,
      csp: "script-src 'sha256-old'",
      body: '<title>old about</title>',
    });

    // The rebuild: new hashed files, the old ones gone, new pages and policies.
    rmSync(join(client, 'assets', 'app-old.js'));
    put('assets/app-new.js', 'new');
    put('about/index.html', '<title>new about</title>');
    put('404/index.html', '<title>new 404</title>');
    writePolicies({ '/about': "script-src 'sha256-new'" }, 2000);

    expect(await fetchText('/about')).toEqual({
      status: 200,
      csp: "script-src 'sha256-new'",
      body: '<title>new about</title>',
    });
    expect((await fetchText('/assets/app-new.js')).body).toBe('new');
    expect(await fetchText('/assets/app-old.js')).toMatchObject({
      status: 404,
      body: '<title>new 404</title>',
    });
  } finally {
    server.close();
    rmSync(buildRoot, { recursive: true, force: true });
  }
});

test('a range request gets the whole file, never the wrong bytes', async () => {
  for (const range of ['bytes=-4', 'bytes=abc', 'bytes=2-3', 'bytes=99-']) {
    const response = await fetch(`${origin}/favicon.ico`, { headers: { Range: range } });
    expect({ range, status: response.status, body: await response.text() }).toEqual({
      range,
      status: 200,
      body: 'ICON',
    });
    expect(response.headers.get('content-range')).toBeNull();
  }
});
