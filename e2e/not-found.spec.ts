import { expect, languagesUnderTest, test } from './fixtures';
import { localizePath } from '../app/i18n/languages';
import {
  encodedCode,
  lastLanguage,
  notOfferedLanguage,
  otherLanguage,
} from '../app/test/languages';

const [a, b] = [otherLanguage, lastLanguage];

test('an unknown path answers 404 with the Page Not Found screen', async ({ page, owner }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  await expect(page.getByRole('main')).toContainText(owner.text('en', 'notFound.message'));
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(
    ['spelling', 'navigation', 'home'].map((key) =>
      owner.text('en', `notFound.suggestions.${key}`),
    ),
  );
  await expect(page).toHaveTitle(`${owner.text('en', 'meta.notFound.title')} | ${owner.site.name}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('Go Back Home and Contact Me lead home and to About', async ({ page }) => {
  await page.goto('/nowhere');
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/nowhere');
  await page.getByRole('link', { name: 'Contact Me' }).click();
  await expect(page).toHaveURL('/about');
});

for (const { code, prefix } of languagesUnderTest) {
  test(`an unknown ${code} path shows the 404 in ${code} with links in ${code}`, async ({
    page,
    owner,
  }) => {
    const response = await page.goto(`${prefix}/missing/page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      owner.text(code, 'notFound.title'),
    );
    const links = page.getByRole('main').getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute('href', prefix || '/');
    await expect(links.last()).toHaveAttribute('href', `${prefix}/about`);
  });
}

const oddPaths = [
  `/${notOfferedLanguage}/about`,
  '/%E2%82%AC',
  '/ABOUT/TEAM',
  '/..%2f..%2fetc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  `/${'x'.repeat(4096)}`,
  '/about%00',
  '/<script>alert(1)</script>',
];

for (const path of oddPaths) {
  test(`the odd path ${path.slice(0, 30)} gets the 404 page, never a crash`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    expect(await response?.text()).not.toContain('root:');
  });
}

test('a page URL in capitals leads to the canonical page', async ({ page }) => {
  const response = await page.goto(`/${a.toUpperCase()}/ABOUT`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(localizePath(a, '/about'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a trailing slash leads to the canonical page', async ({ page }) => {
  const response = await page.goto('/about/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('client-side navigation to an unknown path shows the 404 screen', async ({ page, owner }) => {
  await page.goto('/about');
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/${a}/haipo`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.text(a, 'notFound.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', a);
});

// GitHub Pages and CloudFront answer every unknown path with one 404 document,
// the English one; a host may also choose by a spelling the router reads
// otherwise. The page must still be one working page in the path's language.
for (const [path, served, code] of [
  [`/${a}/haipo`, '/nope', a],
  [`/${b}/nao/existe`, '/nope', b],
  ['/nope-here', `/${a}/nope`, 'en'],
] as const) {
  test(`a host's 404 document for ${served} answering ${path} becomes one working page in the path's language`, async ({
    page,
    owner,
  }) => {
    const document = await page.request.get(served);
    const body = await document.text();
    await page.route(
      (url) => url.pathname === path,
      (route) => route.fulfill({ status: 404, contentType: 'text/html', body }),
    );
    await page.goto(`${path}?from=link#top`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      owner.text(code, 'notFound.title'),
    );
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page).toHaveURL(`${path}?from=link#top`);
    const toggle = page.getByRole('button', { name: owner.text(code, 'common.toggleDarkMode') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
}

test('an unknown path with its language in other letters or percent-encoded is that language’s 404', async ({
  page,
  owner,
}) => {
  for (const path of [`/${a.toUpperCase()}/haipo`, `/${encodedCode(a)}/haipo`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', a);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      owner.text(a, 'notFound.title'),
    );
    await expect(page.getByRole('main')).toHaveCount(1);
    const toggle = page.getByRole('button', { name: owner.text(a, 'common.toggleDarkMode') });
    const before = await toggle.getAttribute('aria-pressed');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-pressed', before ?? '');
  }
});
