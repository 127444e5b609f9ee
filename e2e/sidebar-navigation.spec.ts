import type { Page } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures';

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the sidebar opened while the next page is loading stays open when it arrives', async ({
  page,
  owner,
}) => {
  // The About page's module is held, so the navigation is still under way.
  const release = await holdRequests(page, /\/assets\/about-[^/]*\.js$/);
  await page.goto('/');
  await page.getByRole('link', { name: owner.text('en', 'home.hero.about'), exact: true }).click();
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page).not.toHaveURL(/\/about$/);
  release();

  await expect(
    page.getByRole('heading', { level: 1, name: owner.text('en', 'about.title') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page)).toBeVisible();
});

test('back and forward close the sidebar', async ({ page, owner }) => {
  await page.goto('/');
  await page.getByRole('link', { name: owner.text('en', 'home.hero.about'), exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);

  await toggle(page).click();
  await expect(nav(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page)).toBeHidden();

  await toggle(page).click();
  await expect(nav(page)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/about$/);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page)).toBeHidden();
});
