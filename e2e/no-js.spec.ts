import { expect, languagesUnderTest, test } from './fixtures';

test.use({ javaScriptEnabled: false });

const pages = ['/', '/about', '/projects'];

for (const { code, prefix } of languagesUnderTest) {
  for (const path of pages) {
    const url = path === '/' ? prefix || '/' : `${prefix}${path}`;

    test(`${url} is complete and readable without JavaScript`, async ({ page, owner }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { name, copyrightYear: year } = owner.site;
      await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(
        owner.text(code, 'footer.copyright', { year, name }),
      );
      expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(20);
      // The prerendered markup already marks the current page (hydration keeps
      // server attributes as they are, so a wrong one here would stay wrong).
      const current = page.locator('#sidebar a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', url);
    });
  }
}

test('the 404 document is readable without JavaScript', async ({ page, owner }) => {
  const response = await page.goto('/sw/haipo');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    owner.text('sw', 'notFound.title'),
  );
});
