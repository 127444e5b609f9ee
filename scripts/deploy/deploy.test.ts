// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { capitalisedCode, lastLanguage, otherLanguage } from '../../app/test/languages';
import { withMetaPolicy } from '../../server/csp';
import {
  cacheControl,
  documents,
  hsts,
  pages,
  securityHeaders,
  typedFolders,
} from '../../server/rules';
import {
  compatibilityDate,
  headersFile,
  missingFileName,
  otherEntries,
  redirectsFile,
} from './cloudflare-netlify';
import {
  cloudFrontFunctionMaxBytes,
  responseHeadersPolicy,
  viewerRequestFunction,
  viewerResponseFunction,
} from './cloudfront';
import { mainConfig, nginxPlaceOf, siteConfig } from './nginx';

const policies = new Map([
  ['/', "default-src 'self'; script-src 'self' 'sha256-home'; frame-ancestors 'none'"],
  ['/about', "default-src 'self'; script-src 'self' 'sha256-about'; frame-ancestors 'none'"],
  [
    `/${otherLanguage}/404`,
    `default-src 'self'; script-src 'self' 'sha256-${otherLanguage}404'; frame-ancestors 'none'`,
  ],
]);

test('_headers: the security set and HSTS once for all paths, one policy and cache class per page', () => {
  const file = headersFile(policies, [
    { name: 'images', isFolder: true },
    { name: 'favicon.svg', isFolder: false },
  ]);
  const blocks = file.split(/\n(?=\/)/);
  const all = blocks.find((block) => block.startsWith('/*\n'));
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(all).toContain(`  ${name}: ${value}`);
  }
  expect(all).toContain(`  ${hsts.name}: ${hsts.value}`);
  expect(all).not.toContain('Content-Security-Policy');
  expect(blocks.find((block) => block.startsWith('/about\n'))).toBe(
    `/about\n  Content-Security-Policy: ${policies.get('/about')}\n  Cache-Control: ${cacheControl.document}`,
  );
  expect(file).toContain(`/assets/*\n  Cache-Control: ${cacheControl.immutable}`);
  expect(file).toContain(`/images/*\n  Cache-Control: ${cacheControl.other}`);
  expect(file).toContain(`/favicon.svg\n  Cache-Control: ${cacheControl.other}`);
  // Cloudflare Pages allows 100 rules of at most 2,000 characters a line.
  expect(blocks.length).toBeLessThanOrEqual(100);
  expect(Math.max(...file.split('\n').map((line) => line.length))).toBeLessThan(2000);
});

test('_redirects: trailing slash and letter case to the canonical page, per-language 404s for Netlify', () => {
  const lines = redirectsFile().split('\n');
  expect(lines).toContain('/about/ /about 301');
  expect(lines).toContain('/ABOUT /about 301');
  expect(lines).toContain(`/${capitalisedCode(otherLanguage)}/About /${otherLanguage}/about 301`);
  expect(lines).toContain(`/${otherLanguage}/* /${otherLanguage}/404.html 404`);
  // The 404 documents' own addresses: forced 404s for Netlify, rewrites to no file for Cloudflare Pages.
  expect(lines).toContain(`/${otherLanguage}/404 /${otherLanguage}/404.html 404!`);
  expect(lines).toContain('/404.html /404/index.html 404!');
  expect(lines).toContain(`/${lastLanguage}/404/ /${lastLanguage}/${missingFileName} 200`);
  // Netlify's forced rule first (Pages skips it); no rule to its own address, which Netlify ignores.
  const forced = lines.indexOf('/404 /404.html 404!');
  expect(forced).toBeGreaterThan(0);
  expect(forced).toBeLessThan(lines.indexOf(`/404 /${missingFileName} 200`));
  const toItself = lines.filter((rule) => {
    const [from, to] = rule.split(' ');
    return rule.startsWith('/') && from === to;
  });
  expect(toItself).toEqual([]);
  expect(lines).not.toContain('/ / 301');
  // Netlify serves a nested 404 file at its own address too.
  expect(lines).toContain(`/${lastLanguage}/404/index.html /${lastLanguage}/404.html 404!`);
  expect(lines).toContain('/404/index.html /404.html 404!');
  // No rule sends a canonical URL anywhere.
  for (const page of pages) expect(lines.some((line) => line.startsWith(`${page} `))).toBe(false);
});

test("_redirects: a language's prefix in any letter case to its 404 for Netlify, after the pages' own spellings", () => {
  const lines = redirectsFile().split('\n');
  const upper = otherLanguage.toUpperCase();
  for (const prefix of [otherLanguage, upper, capitalisedCode(otherLanguage)]) {
    expect(lines).toContain(`/${prefix}/* /${otherLanguage}/404.html 404`);
  }
  // Every spelling of the code once, and no rule for the default language's no prefix.
  const rulesOf = (code: string) => lines.filter((line) => line.endsWith(` /${code}/404.html 404`));
  expect(rulesOf(otherLanguage)).toHaveLength(2 ** otherLanguage.length);
  expect(lines.filter((line) => line.startsWith('/* '))).toEqual([]);
  // Netlify takes the first rule that matches: the pages' own spellings come before the 404s.
  const spelling = lines.indexOf(`/${upper}/ABOUT /${otherLanguage}/about 301`);
  expect(spelling).toBeGreaterThan(0);
  expect(spelling).toBeLessThan(lines.indexOf(`/${upper}/* /${otherLanguage}/404.html 404`));
  // No forced rule from a page's own files to the page, which Netlify could send to itself.
  expect(lines.filter((line) => / 30\d!$/.test(line))).toEqual([]);
});

test("_headers: a page's files at their own addresses get the page's policy", () => {
  const blocks = headersFile(policies, []).split(/\n(?=\/)/);
  const blockOf = (path: string) => blocks.find((block) => block.startsWith(`${path}\n`));
  const about = `  Content-Security-Policy: ${policies.get('/about')}\n  Cache-Control: ${cacheControl.document}`;
  expect(blockOf('/about.html')).toBe(`/about.html\n${about}`);
  expect(blockOf('/about/index.html')).toBe(`/about/index.html\n${about}`);
  expect(blockOf('/index.html')).toBe(
    `/index.html\n  Content-Security-Policy: ${policies.get('/')}\n  Cache-Control: ${cacheControl.document}`,
  );
  // Each path once: of two blocks with the same path, Cloudflare Pages applies only one.
  const paths = blocks.map((block) => block.split('\n')[0]);
  expect(new Set(paths).size).toBe(paths.length);
});

test('the pinned compatibility date is one the installed workerd supports', () => {
  const workerd = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../node_modules/workerd/package.json'), 'utf8'),
  ) as { version: string };
  const supported = /^1\.(\d{4})(\d{2})(\d{2})/.exec(workerd.version)?.slice(1).join('-') ?? '';
  expect(compatibilityDate <= supported).toBe(true);
});

test('nginx: pages by exact location, each policy keyed by the file served, GET and HEAD only', () => {
  const config = siteConfig({ root: '/srv/site', listen: '8080', policies, isBrotli: true });
  expect(config).toContain('    location = /about {\n        try_files /about/index.html =404;');
  expect(config).toContain(`"/about/index.html" "${policies.get('/about')}";`);
  expect(config).toContain(
    `"/${otherLanguage}/404/index.html" "${policies.get(`/${otherLanguage}/404`)}";`,
  );
  // In any letter case, as the browser's router matches the prefix (`/SW/x` is in `sw`).
  expect(config).toContain(`"~*^/${otherLanguage}(/|$)" "/${otherLanguage}/404/index.html";`);
  expect(config).toMatch(
    /map \$request_method \$site_bad_method \{\n {4}default 1;\n {4}GET 0;\n {4}HEAD 0;/,
  );
  expect(config).toContain('autoindex off;');
  expect(config).toContain('brotli_static on;');
  expect(config).toContain('"https" "max-age=63072000"');
  for (const name of Object.keys(securityHeaders)) expect(config).toContain(`add_header ${name} `);
  expect(siteConfig({ root: '/srv', listen: '80', policies, isBrotli: false })).not.toMatch(
    /^\s*brotli_static on;/m,
  );
});

test('nginx: where the site runs is set when building for it, and a value that ends a directive is refused', () => {
  expect(nginxPlaceOf({}, '/work/build/client')).toEqual({
    root: '/work/build/client',
    listen: '8080',
    serverName: undefined,
    include: undefined,
  });
  const place = nginxPlaceOf(
    {
      NGINX_ROOT: '/srv/portfolio',
      NGINX_LISTEN: '443 ssl',
      NGINX_SERVER_NAME: 'example.com www.example.com',
      NGINX_INCLUDE: '/etc/nginx/tls.conf',
    },
    '/work/build/client',
  );
  expect(place).toEqual({
    root: '/srv/portfolio',
    listen: '443 ssl',
    serverName: 'example.com www.example.com',
    include: '/etc/nginx/tls.conf',
  });
  const config = siteConfig({ ...place, policies, isBrotli: false });
  expect(config).toContain(
    '    listen 443 ssl;\n    server_name example.com www.example.com;\n    root /srv/portfolio;\n    include /etc/nginx/tls.conf;\n',
  );
  expect(() => nginxPlaceOf({ NGINX_ROOT: '/srv; evil' }, '/b')).toThrow(/^NGINX_ROOT: /);
  expect(() => nginxPlaceOf({ NGINX_ROOT: 'srv/site' }, '/b')).toThrow(/^NGINX_ROOT: /);
  expect(() => nginxPlaceOf({ NGINX_LISTEN: '80; include /x' }, '/b')).toThrow(/^NGINX_LISTEN: /);
  expect(() => nginxPlaceOf({ NGINX_INCLUDE: '/x}' }, '/b')).toThrow(/^NGINX_INCLUDE: /);
  expect(() => nginxPlaceOf({ NGINX_SERVER_NAME: 'a.com; return 200' }, '/b')).toThrow(
    /^NGINX_SERVER_NAME: /,
  );
});

test('nginx: a value that could break out of its string is refused', () => {
  const bad = new Map([['/', 'script-src "x"; $evil']]);
  expect(() => siteConfig({ root: '/srv', listen: '80', policies: bad, isBrotli: false })).toThrow(
    /refusing/,
  );
});

test('nginx main config runs from its own prefix, loading brotli only when asked', () => {
  const config = mainConfig({ prefix: '/tmp/x', siteFile: '/tmp/x/site.conf', isBrotli: false });
  expect(config).toContain('pid /tmp/x/nginx.pid;');
  expect(config).toContain('include /tmp/x/site.conf;');
  expect(config).not.toContain('load_module');
});

test('meta policies drop the directives a <meta> cannot carry and go before any script', () => {
  const html = '<html><head><meta charSet="utf-8"/><script>x()</script></head></html>';
  const out = withMetaPolicy(html, policies.get('/about') ?? '');
  expect(out).toContain(
    `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-about'"/><script>`,
  );
  expect(withMetaPolicy(out, 'x')).toBe(out);
});

test('CloudFront: managed security headers plus the rest as custom headers, and per-page policies', () => {
  const policy = responseHeadersPolicy() as {
    SecurityHeadersConfig: Record<string, unknown>;
    CustomHeadersConfig: { Quantity: number; Items: { Header: string }[] };
  };
  expect(policy.SecurityHeadersConfig).toHaveProperty('FrameOptions', {
    FrameOption: 'DENY',
    Override: true,
  });
  expect(policy.CustomHeadersConfig.Items.map((item) => item.Header)).toContain(
    'Permissions-Policy',
  );
  const request = viewerRequestFunction(policies);
  expect(request).toContain('function handler(event)');
  expect(request).toContain('"/about":"/about/index.html"');
  expect(viewerResponse(viewerResponseFunction(policies), '/about/index.html')).toMatchObject({
    'content-security-policy': { value: policies.get('/about') },
  });
});

test('vCards get UTF-8 text/vcard from every generated config, whatever the host would guess', () => {
  const [vcards] = typedFolders;
  expect(vcards).toEqual({ prefix: '/vcard/', type: 'text/vcard; charset=utf-8' });
  expect(
    headersFile(policies, [{ name: `vcard/${otherLanguage}/ana-silva.vcf`, isFolder: false }]),
  ).toContain(
    `/vcard/${otherLanguage}/ana-silva.vcf\n  Content-Type: text/vcard; charset=utf-8\n  Cache-Control: ${cacheControl.other}\n`,
  );
  const nginx = siteConfig({ root: '/srv', listen: '80', policies, isBrotli: false });
  expect(nginx).toMatch(/^\s+text\/vcard vcf;$/m);
  expect(nginx).toMatch(/^\s+charset utf-8;$/m);
  expect(nginx).toMatch(/^\s+charset_types .*\btext\/vcard;$/m);
  const code = viewerResponseFunction(policies);
  expect(viewerResponse(code, `/vcard/${otherLanguage}/ana-silva.vcf`)).toHaveProperty(
    'content-type',
    {
      value: 'text/vcard; charset=utf-8',
    },
  );
  // An error answered at a vCard's path is still the HTML it is.
  expect(viewerResponse(code, `/vcard/${otherLanguage}/missing.vcf`, 404)).toHaveProperty(
    'content-type',
    {
      value: 'text/html',
    },
  );
});

/** Runs a generated CloudFront Function's handler on a response to `uri`; gives the response's headers. */
function viewerResponse(code: string, uri: string, statusCode = 200) {
  const context: { handler?: (event: unknown) => { headers: Record<string, { value: string }> } } =
    {};
  runInNewContext(`${code}\nthis.handler = handler;`, context);
  return context.handler?.({
    request: { uri, headers: {} },
    response: { statusCode, headers: { 'content-type': { value: 'text/html' } } },
  }).headers;
}

test("CloudFront: every document's own policy, whole, from a function within AWS's 10 KB", () => {
  // Policies as the build writes them: eight shared script hashes, two of the page's own.
  const hash = (seed: string) => `'sha256-${Buffer.from(seed.padEnd(32, '.')).toString('base64')}'`;
  const shared = Array.from({ length: 8 }, (_, index) => hash(`shared ${index}`));
  const full = new Map(
    documents.map((path) => [
      path,
      `default-src 'self'; script-src 'self' ${[...shared.slice(0, 3), hash(`${path} a`), hash(`${path} b`), ...shared.slice(3)].join(' ')}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'; object-src 'none'`,
    ]),
  );
  const code = viewerResponseFunction(full);
  expect(Buffer.byteLength(code)).toBeLessThanOrEqual(cloudFrontFunctionMaxBytes);
  for (const [path, policy] of full) {
    const file = path === '/' ? '/index.html' : `${path}/index.html`;
    const headers = viewerResponse(code, file);
    expect({ path, policy: headers?.['content-security-policy']?.value }).toEqual({ path, policy });
    expect(headers?.['cache-control']).toEqual({ value: cacheControl.document });
  }
  expect(viewerResponse(code, '/about')).not.toHaveProperty('content-security-policy');
  expect(viewerResponse(code, '/assets/app-abc.js')).toHaveProperty('cache-control', {
    value: cacheControl.immutable,
  });
  // A hashed file missing (not uploaded yet, mid-deploy) is asked for again, not kept for a year.
  expect(viewerResponse(code, '/assets/app-missing.js', 404)).toHaveProperty('cache-control', {
    value: cacheControl.other,
  });
});

/** Runs a generated CloudFront Function's handler, as CloudFront would, on a viewer request for `uri`. */
function viewerRequest(code: string, uri: string) {
  const context: { handler?: (event: unknown) => unknown } = {};
  runInNewContext(`${code}\nthis.handler = handler;`, context);
  return context.handler?.({ request: { uri, headers: {} } }) as
    { uri: string } | { statusCode: number; headers: { location: { value: string } } };
}

test('CloudFront: other spellings of a page redirect to it, pages map to their files, the rest passes', () => {
  const code = viewerRequestFunction(policies);
  for (const [uri, target] of [
    ['/about/', '/about'],
    ['/aBoUt', '/about'],
    [`/${capitalisedCode(otherLanguage)}/About/`, `/${otherLanguage}/about`],
    [`/${lastLanguage.toUpperCase()}`, `/${lastLanguage}`],
    ['/nope/', '/nope'],
  ] as const) {
    expect({ uri, answer: viewerRequest(code, uri) }).toEqual({
      uri,
      answer: {
        statusCode: 301,
        statusDescription: 'Moved Permanently',
        headers: { location: { value: target } },
      },
    });
  }
  expect(viewerRequest(code, `/${otherLanguage}/about`)).toEqual({
    uri: `/${otherLanguage}/about/index.html`,
    headers: {},
  });
  expect(viewerRequest(code, '/')).toEqual({ uri: '/index.html', headers: {} });
  for (const uri of ['/Nope', '//evil.example/', '/assets/app-abc.js']) {
    expect(viewerRequest(code, uri)).toEqual({ uri, headers: {} });
  }
});

test('_headers rules: folders whole, but a vCard or a language folder’s file by its own path', async () => {
  const root = mkdtempSync(join(tmpdir(), 'headers-entries-'));
  try {
    const files = [
      'index.html',
      'index.html.br',
      '_headers',
      '.hidden',
      'robots.txt',
      'assets/entry-abc.js',
      'images/projects/a-400.webp',
      'vcard/en/ana-silva.vcf',
      `vcard/${otherLanguage}/ana-silva.vcf`,
      `${otherLanguage}/index.html`,
      `${otherLanguage}/manifest.webmanifest`,
      `${otherLanguage}/manifest.webmanifest.gz`,
      `${otherLanguage}/about/index.html`,
    ];
    for (const file of files) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), '');
    }
    // In the order of their names, wherever the language's code falls among them.
    expect(await otherEntries(root)).toEqual(
      [
        { name: 'images', isFolder: true },
        { name: 'robots.txt', isFolder: false },
        { name: `${otherLanguage}/manifest.webmanifest`, isFolder: false },
        { name: 'vcard/en/ana-silva.vcf', isFolder: false },
        { name: `vcard/${otherLanguage}/ana-silva.vcf`, isFolder: false },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    // A missing vCard's 404 page matches no vCard rule, so it keeps its HTML type.
    expect(headersFile(policies, await otherEntries(root))).not.toContain('/vcard/*');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
