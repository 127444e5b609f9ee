/**
 * Head metadata in the browser: after hydration, client-side navigation and a
 * language switch, the head holds exactly one of each tag, with the new
 * page's values (React 19 adds and removes them with the page).
 */
import type { Page } from '@playwright/test';
import { languageOption, languages, localizePath, type Language } from '../app/i18n/languages';
import { otherLanguage } from '../app/test/languages';
import type { PagePath } from '../app/routes-paths';
import { expect, test } from './fixtures';
import type { Owner } from './owner';

const pageKeys = { '/': 'home', '/about': 'about', '/projects': 'projects' } as const;

/** Expects exactly one element for the head selector, with the attribute's value. */
async function expectOne(page: Page, selector: string, attribute: string, value: string) {
  const locator = page.locator(`head ${selector}`);
  await expect(locator, selector).toHaveCount(1);
  await expect(locator, selector).toHaveAttribute(attribute, value);
}

/** The name or property of every `<meta>` in the head, sorted: shows duplicates and leftovers. */
async function headMetaNames(page: Page): Promise<string[]> {
  const names = await page
    .locator('head meta[name], head meta[property]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('property') ?? element.getAttribute('name')),
    );
  return names.map(String).sort();
}

/** The head `<meta>` names of an indexed page: one each, a locale alternate per other language. */
const indexedPageMetaNames = [
  'author',
  'color-scheme',
  'description',
  'keywords',
  'og:description',
  'og:image',
  'og:image:alt',
  'og:image:height',
  'og:image:type',
  'og:image:width',
  'og:locale',
  ...languages.slice(1).map(() => 'og:locale:alternate'),
  'og:site_name',
  'og:title',
  'og:type',
  'og:url',
  'theme-color',
  'twitter:card',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
  'twitter:title',
  'viewport',
].sort();

/** Whether the browser shows the page at this path (no trailing slash, no origin). */
function isAt(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path;
}

/** Expects the head of an indexed page, and nothing left over from the page before. */
async function expectPageHead(page: Page, owner: Owner, lang: Language, path: PagePath) {
  const { site, origin } = owner;
  const meta = (key: string) => owner.text(lang, `meta.${key}`);
  const description = meta(`${pageKeys[path]}.description`);
  const title = `${meta(`${pageKeys[path]}.title`)} | ${site.name}`;
  const url = `${origin}${localizePath(lang, path)}`;

  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect.poll(() => headMetaNames(page)).toEqual(indexedPageMetaNames);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page).toHaveTitle(title);
  await expectOne(page, 'meta[name="description"]', 'content', description);
  await expectOne(page, 'meta[name="keywords"]', 'content', meta('keywords'));
  await expectOne(page, 'meta[name="author"]', 'content', site.name);
  await expectOne(page, 'meta[name="theme-color"]', 'content', site.themeColor);
  await expectOne(page, 'link[rel="canonical"]', 'href', url);
  await expectOne(page, 'meta[property="og:url"]', 'content', url);
  await expectOne(page, 'meta[property="og:title"]', 'content', title);
  await expectOne(page, 'meta[property="og:description"]', 'content', description);
  await expectOne(
    page,
    'meta[property="og:type"]',
    'content',
    path === '/' ? 'profile' : 'website',
  );
  await expectOne(page, 'meta[property="og:image"]', 'content', `${origin}/og-image.jpg`);
  await expectOne(
    page,
    'meta[property="og:locale"]',
    'content',
    languages.find(({ code }) => code === lang)?.locale ?? '',
  );
  await expectOne(page, 'meta[name="twitter:card"]', 'content', 'summary');
  await expectOne(page, 'meta[name="twitter:title"]', 'content', title);
  await expectOne(page, 'meta[name="twitter:description"]', 'content', description);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);

  // The other languages' locales, in the list's order, as a direct load of the page has them.
  const others = languages.filter(({ code }) => code !== lang);
  await expect
    .poll(() =>
      page
        .locator('head meta[property="og:locale:alternate"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
    )
    .toEqual(others.map(({ locale }) => locale));
  // One per language, and x-default.
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(languages.length + 1);
  const alternates = [
    ...languages.map(({ code }) => ({ hrefLang: code, target: code })),
    { hrefLang: 'x-default', target: 'en' as const },
  ];
  for (const { hrefLang, target } of alternates) {
    const href = `${origin}${localizePath(target, path)}`;
    await expectOne(page, `link[rel="alternate"][hreflang="${hrefLang}"]`, 'href', href);
  }

  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(path === '/' ? 1 : 0);
}

/** Expects the home page's Person data in the page's language. */
async function expectPersonData(page: Page, owner: Owner, lang: Language) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(text ?? 'null')).toMatchObject({
    '@type': 'Person',
    name: owner.site.name,
    email: `mailto:${owner.site.email}`,
    jobTitle: owner.text(lang, 'meta.role'),
    url: `${owner.origin}${localizePath(lang, '/')}`,
  });
}

async function openSidebarLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

async function switchLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test('client-side navigation replaces the head tags with the new page’s', async ({
  page,
  owner,
}) => {
  await page.goto('/projects');
  await expectPageHead(page, owner, 'en', '/projects');

  await openSidebarLink(page, 'About');
  await expect(page).toHaveURL(isAt('/about'));
  await expectPageHead(page, owner, 'en', '/about');

  await openSidebarLink(page, 'Home');
  await expect(page).toHaveURL(isAt('/'));
  await expectPageHead(page, owner, 'en', '/');
  await expectPersonData(page, owner, 'en');
});

test('a language switch gives the head the new language’s tags', async ({ page, owner }) => {
  await page.goto('/about');
  await expectPageHead(page, owner, 'en', '/about');

  await switchLanguage(page, languageOption(otherLanguage).name);
  await expect(page).toHaveURL(isAt(localizePath(otherLanguage, '/about')));
  await expectPageHead(page, owner, otherLanguage, '/about');
});

test('switching language on Home translates the structured data', async ({ page, owner }) => {
  await page.goto('/projects');
  await openSidebarLink(page, 'Home');
  await expect(page).toHaveURL(isAt('/'));
  await expectPageHead(page, owner, 'en', '/');

  await switchLanguage(page, languageOption(otherLanguage).name);
  await expect(page).toHaveURL(isAt(localizePath(otherLanguage, '/')));
  await expectPageHead(page, owner, otherLanguage, '/');
  await expectPersonData(page, owner, otherLanguage);
});

test('leaving the 404 page drops its noindex and adds the canonical', async ({ page, owner }) => {
  await page.goto('/no-such-page');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"], head link[hreflang]')).toHaveCount(0);

  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(isAt('/'));
  await expectPageHead(page, owner, 'en', '/');
});
