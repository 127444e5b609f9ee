import { expect, expectNoAxeViolations, languagesUnderTest, saveTheme, test } from './fixtures';

const pages = ['/', '/about', '/projects', '/missing'];

for (const theme of ['light', 'dark'] as const) {
  for (const { code, prefix } of languagesUnderTest) {
    for (const path of pages) {
      const url = path === '/' ? prefix || '/' : `${prefix}${path}`;

      test(`${url} has no axe violations in ${theme} mode`, async ({ page }) => {
        await saveTheme(page, theme === 'dark');
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        );
        await expectNoAxeViolations(page);
      });
    }
  }
}

test('the open sidebar and language menu have no axe violations', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('every control shows a visible focus indicator', async ({ page }) => {
  await page.goto('/projects');
  for (let index = 0; index < 6; index += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement ?? document.body);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).not.toMatch(/^none|0px$/);
  }
});
