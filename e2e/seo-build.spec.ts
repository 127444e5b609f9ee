/**
 * Search and sharing metadata in the build output, read as a crawler reads
 * it: the prerendered HTML without a browser or JavaScript, the sitemap,
 * robots.txt, the web manifest and the images they point at. The expected
 * origin is the owner's `url` (or `SITE_URL`) read by the URL parser, not the
 * build's own rule; to check the override, build and run with the same
 * variables: `SITE_URL=https://you.example/ BUILD_DIR=build-site npm run build`,
 * then this spec with `SITE_URL`, `BUILD_DIR` and `E2E_SERVERS=none`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { parse, type HTMLElement } from 'node-html-parser';
import {
  defaultLanguage,
  isLanguage,
  languages,
  localizePath,
  type Language,
} from '../app/i18n/languages';
import { profilePicture } from '../app/lib/picture-urls';
import { notFoundPath, pagePaths, type PagePath } from '../app/routes-paths';
import { manifestPath } from '../app/seo/manifest';
import { shareImage } from '../app/seo/share-image';
import { flatFileOf } from '../server/rules';
import { ownerTest as test, type Owner } from './owner';

type PageMetaText = { title: string; description: string };
type MetaJson = Record<'home' | 'about' | 'projects' | 'notFound', PageMetaText> & {
  role: string;
  keywords: string;
  imageAlt: string;
};

/** The owner's page metadata words in a language (`imageAlt` with its placeholders unfilled). */
function metaOf(owner: Owner, lang: Language): MetaJson {
  const text = (key: string) => owner.text(lang, `meta.${key}`);
  const page = (key: string): PageMetaText => ({
    title: text(`${key}.title`),
    description: text(`${key}.description`),
  });
  return {
    home: page('home'),
    about: page('about'),
    projects: page('projects'),
    notFound: page('notFound'),
    role: text('role'),
    keywords: text('keywords'),
    imageAlt: text('imageAlt'),
  };
}

const pageKeys = { '/': 'home', '/about': 'about', '/projects': 'projects' } as const;

function readClientFile(owner: Owner, path: string): Buffer {
  return readFileSync(join(owner.clientDir, path));
}

function htmlFileOf(urlPath: string): string {
  return join(urlPath, 'index.html');
}

function headOf(owner: Owner, urlPath: string): { html: HTMLElement; head: HTMLElement } {
  const html = parse(readClientFile(owner, htmlFileOf(urlPath)).toString('utf8'));
  const head = html.querySelector('head');
  if (!head) throw new Error(`${urlPath}: no <head>`);
  return { html, head };
}

/** Each head tag the test knows, and how its value reads. */
const tagReaders: Record<string, [selector: string, read: (element: HTMLElement) => string]> = {
  title: ['title', (element) => element.text],
  description: ['meta[name="description"]', (element) => element.getAttribute('content') ?? ''],
  keywords: ['meta[name="keywords"]', (element) => element.getAttribute('content') ?? ''],
  author: ['meta[name="author"]', (element) => element.getAttribute('content') ?? ''],
  robots: ['meta[name="robots"]', (element) => element.getAttribute('content') ?? ''],
  themeColor: ['meta[name="theme-color"]', (element) => element.getAttribute('content') ?? ''],
  canonical: ['link[rel="canonical"]', (element) => element.getAttribute('href') ?? ''],
  alternates: [
    'link[rel="alternate"]',
    (element) => `${element.getAttribute('hreflang')} ${element.getAttribute('href')}`,
  ],
  icons: [
    'link[rel="icon"]',
    (element) =>
      ['href', 'type', 'sizes']
        .map((name) => element.getAttribute(name))
        .filter(Boolean)
        .join(' '),
  ],
  appleTouchIcon: ['link[rel="apple-touch-icon"]', (element) => element.getAttribute('href') ?? ''],
  manifest: ['link[rel="manifest"]', (element) => element.getAttribute('href') ?? ''],
};
for (const property of [
  'og:type',
  'og:site_name',
  'og:title',
  'og:description',
  'og:url',
  'og:locale',
  'og:locale:alternate',
  'og:image',
  'og:image:type',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
]) {
  tagReaders[property] = [
    `meta[property="${property}"]`,
    (element) => element.getAttribute('content') ?? '',
  ];
}
for (const name of [
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
]) {
  tagReaders[name] = [`meta[name="${name}"]`, (element) => element.getAttribute('content') ?? ''];
}

/** Every known tag's values in the head, in document order: `[]` when absent. */
function readTags(head: HTMLElement): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(tagReaders).map(([key, [selector, read]]) => [
      key,
      head.querySelectorAll(selector).map(read),
    ]),
  );
}

/** The tags every document of a language shares, from the root layout. */
function sharedTags(owner: Owner, lang: Language) {
  return {
    themeColor: [owner.site.themeColor],
    icons: [
      '/favicon.ico 32x32',
      '/favicon-96x96.png image/png 96x96',
      '/favicon.svg image/svg+xml',
    ],
    appleTouchIcon: ['/apple-touch-icon.png'],
    manifest: [manifestPath(lang)],
  };
}

function expectedPageTags(owner: Owner, lang: Language, path: PagePath): Record<string, string[]> {
  const { site, origin } = owner;
  const meta = metaOf(owner, lang);
  const page = meta[pageKeys[path]];
  const url = `${origin}${localizePath(lang, path)}`;
  return {
    ...sharingTags(owner, lang, page, path === '/' ? 'profile' : 'website'),
    keywords: [meta.keywords],
    author: [site.name],
    robots: [],
    canonical: [url],
    alternates: [
      ...languages.map(({ code }) => `${code} ${origin}${localizePath(code, path)}`),
      `x-default ${origin}${localizePath(defaultLanguage, path)}`,
    ],
    'og:url': [url],
  };
}

/** The tags every document has, and how it looks when shared (all but its URL). */
function sharingTags(
  owner: Owner,
  lang: Language,
  page: { title: string; description: string },
  type: 'profile' | 'website',
): Record<string, string[]> {
  const { site, origin } = owner;
  const title = `${page.title} | ${site.name}`;
  const image = `${origin}/og-image.jpg`;
  const imageAlt = owner.text(lang, 'meta.imageAlt', { name: site.name, initials: site.initials });
  const locale = languages.find(({ code }) => code === lang)?.locale ?? '';
  return {
    ...sharedTags(owner, lang),
    title: [title],
    description: [page.description],
    'og:type': [type],
    'og:site_name': [site.name],
    'og:title': [title],
    'og:description': [page.description],
    'og:locale': [locale],
    'og:locale:alternate': languages
      .filter(({ code }) => code !== lang)
      .map((language) => language.locale),
    'og:image': [image],
    'og:image:type': ['image/jpeg'],
    'og:image:width': [String(shareImage.width)],
    'og:image:height': [String(shareImage.height)],
    'og:image:alt': [imageAlt],
    'twitter:card': ['summary'],
    'twitter:title': [title],
    'twitter:description': [page.description],
    'twitter:image': [image],
    'twitter:image:alt': [imageAlt],
  };
}

const pages = languages.flatMap(({ code }) =>
  pagePaths.map((path) => ({ lang: code, path, urlPath: localizePath(code, path) })),
);

for (const { lang, path, urlPath } of pages) {
  test(`${urlPath} carries its complete, absolute search and sharing tags`, ({ owner }) => {
    const { html, head } = headOf(owner, urlPath);
    expect(html.querySelector('html')?.getAttribute('lang')).toBe(lang);
    expect(readTags(head)).toEqual(expectedPageTags(owner, lang, path));
    // No language the site does not offer is announced (the original brief listed `fr`, which the sample has not).
    const announced = html
      .querySelectorAll('link[hreflang]')
      .map((link) => link.getAttribute('hreflang'));
    expect(announced.filter((code) => code !== 'x-default' && !isLanguage(code))).toEqual([]);
    // Head tags live in the head, not scattered through the body.
    const body = html.querySelector('body');
    expect(body?.querySelectorAll('title, meta, link[rel="canonical"]') ?? []).toHaveLength(0);
  });
}

test('translated keywords and image descriptions are not English copies', ({ owner }) => {
  const en = metaOf(owner, 'en');
  for (const { code: lang } of languages.filter(({ code }) => code !== defaultLanguage)) {
    const meta = metaOf(owner, lang);
    expect(meta.keywords.trim(), lang).not.toBe('');
    expect(meta.keywords, lang).not.toBe(en.keywords);
    expect(meta.imageAlt, lang).not.toBe(en.imageAlt);
  }
});

for (const { code } of languages) {
  const urlPath = localizePath(code, '/');

  test(`${urlPath} describes the owner as schema.org Person data`, ({ owner }) => {
    const { site, origin } = owner;
    const { html } = headOf(owner, urlPath);
    const scripts = html.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const raw = scripts[0]?.innerHTML ?? '';
    expect(raw).not.toContain('<');
    expect(JSON.parse(raw)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${origin}/#person`,
      name: site.name,
      jobTitle: metaOf(owner, code).role,
      url: `${origin}${urlPath}`,
      image: `${origin}${profilePicture.src}`,
      email: `mailto:${site.email}`,
      sameAs: [site.profiles.github, site.profiles.linkedin].filter(Boolean),
      ...(site.speaks && { knowsLanguage: site.speaks }),
    });
  });
}

test('only the home pages carry structured data', ({ owner }) => {
  for (const { urlPath, path } of pages) {
    const { html } = headOf(owner, urlPath);
    const count = html.querySelectorAll('script[type="application/ld+json"]').length;
    expect(count, urlPath).toBe(path === '/' ? 1 : 0);
  }
});

for (const { code } of languages) {
  const urlPath = localizePath(code, notFoundPath);

  test(`the ${urlPath} document is noindex, without canonical or alternates, shared in its language`, ({
    owner,
  }) => {
    const { html, head } = headOf(owner, urlPath);
    const meta = metaOf(owner, code);
    const tags = readTags(head);
    expect(html.querySelector('html')?.getAttribute('lang')).toBe(code);
    expect(tags).toMatchObject({
      ...sharingTags(owner, code, meta.notFound, 'website'),
      author: [owner.site.name],
      robots: ['noindex'],
      canonical: [],
      alternates: [],
      'og:url': [],
    });
    expect(
      html.querySelectorAll('link[hreflang], script[type="application/ld+json"]'),
    ).toHaveLength(0);
  });
}

test('the sitemap lists every page with its language alternates', ({ owner }) => {
  const { origin } = owner;
  const xml = readClientFile(owner, 'sitemap.xml').toString('utf8');
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  });
  type Link = { rel: string; hreflang: string; href: string };
  type SitemapUrl = { loc: string; 'xhtml:link': Link[] };
  const { urlset } = parser.parse(xml) as {
    urlset: { xmlns: string; 'xmlns:xhtml': string; url: SitemapUrl[] };
  };
  expect(urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  expect(urlset.url).toHaveLength(pages.length);
  expect(urlset.url.map(({ loc }) => loc).sort()).toEqual(
    pages.map(({ urlPath }) => `${origin}${urlPath}`).sort(),
  );
  for (const { path, urlPath } of pages) {
    const entry = urlset.url.find(({ loc }) => loc === `${origin}${urlPath}`);
    expect(entry?.['xhtml:link'], urlPath).toEqual([
      ...languages.map(({ code }) => ({
        rel: 'alternate',
        hreflang: code,
        href: `${origin}${localizePath(code, path)}`,
      })),
      {
        rel: 'alternate',
        hreflang: 'x-default',
        href: `${origin}${localizePath(defaultLanguage, path)}`,
      },
    ]);
  }
});

test('robots.txt allows everything and points at the absolute sitemap URL', ({ owner }) => {
  const lines = readClientFile(owner, 'robots.txt').toString('utf8').split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines.filter((line) => /^disallow:\s*\S/i.test(line))).toEqual([]);
  expect(lines.filter((line) => line.startsWith('Sitemap:'))).toEqual([
    `Sitemap: ${owner.origin}/sitemap.xml`,
  ]);
});

/** Width and height from a JPEG's start-of-frame marker (SOF0-SOF15, except DHT, JPG and DAC). */
function jpegSize(data: Buffer): { width: number; height: number } | undefined {
  if (data.readUInt16BE(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1] ?? 0;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return undefined;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (data.subarray(0, 8).toString('hex') !== signature) return undefined;
  if (data.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

test('the sharing image is a 512×512 JPEG, as SPEC asks, of at most 40 KB', ({ owner }) => {
  const image = readClientFile(owner, 'og-image.jpg');
  expect(jpegSize(image)).toEqual({ width: 512, height: 512 });
  expect(shareImage).toMatchObject({ width: 512, height: 512 });
  expect(image.length).toBeLessThanOrEqual(40 * 1024);
});

test('the icons are PNGs and an ICO of the sizes they declare, made in the owner’s colour', ({
  owner,
}) => {
  const pngs = {
    'favicon-96x96.png': 96,
    'apple-touch-icon.png': 180,
    'icon-192.png': 192,
    'icon-512.png': 512,
    'icon-maskable-512.png': 512,
  };
  for (const [file, size] of Object.entries(pngs)) {
    expect(pngSize(readClientFile(owner, file)), file).toEqual({ width: size, height: size });
  }
  const ico = readClientFile(owner, 'favicon.ico');
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => ico[6 + index * 16]);
  expect(sizes).toEqual([16, 32, 48]);
  const svg = readClientFile(owner, 'favicon.svg').toString('utf8');
  expect(svg).toContain('<svg');
  // Made from the owner's identity (their initials on their theme colour), not a sample's file.
  expect(svg.toLowerCase()).toContain(`fill="${owner.site.themeColor.toLowerCase()}"`);
});

test('the web manifest names the site, sets the brand colours and lists 192 and 512 icons', ({
  owner,
}) => {
  const { site } = owner;
  type Icon = { src: string; sizes: string; type: string; purpose?: string };
  const manifest = JSON.parse(readClientFile(owner, 'manifest.webmanifest').toString('utf8')) as {
    name: string;
    short_name: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: Icon[];
  };
  expect(manifest.name).toContain(site.name);
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.start_url).toBe('/');
  expect(manifest.theme_color).toBe(site.themeColor);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const described = manifest.icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`);
  expect(described).toEqual(
    expect.arrayContaining([
      '192x192 image/png any',
      '512x512 image/png any',
      '512x512 image/png maskable',
    ]),
  );
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(readClientFile(owner, icon.src)), icon.src).toEqual({ width, height });
  }
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

test('the build holds exactly the pages and the 404 documents of every language', ({ owner }) => {
  const expected = languages
    .flatMap(({ code }) =>
      [...pagePaths, notFoundPath].flatMap((path) => {
        const url = localizePath(code, path);
        // Beside each page, the flat copy static hosts serve it from (server/rules.ts).
        const file = htmlFileOf(url).slice(1);
        return url === '/' ? [file] : [file, flatFileOf(url)];
      }),
    )
    .sort();
  expect(htmlFiles(owner.clientDir)).toEqual(expected);
});

test('every built HTML file passes html-validate', async ({ owner }) => {
  // The repository's rules, whichever owner's build is checked (it may live outside this checkout).
  const configFile = join(import.meta.dirname, '..', '.htmlvalidate.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as ConfigData;
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const problems: string[] = [];
  for (const file of htmlFiles(owner.clientDir)) {
    const report = await validator.validateFile(join(owner.clientDir, file));
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${file}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});
