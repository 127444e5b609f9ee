import { expect, languagesUnderTest, test } from './fixtures';

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
  '/fr/about',
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
  const response = await page.goto('/SW/ABOUT');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/sw/about');
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
  await page.evaluate(() => {
    window.history.pushState({}, '', '/sw/haipo');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    owner.text('sw', 'notFound.title'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});
