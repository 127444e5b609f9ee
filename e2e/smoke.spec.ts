import { expect, expectNoAxeViolations, test } from './fixtures';

test('the home page renders its heading and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
