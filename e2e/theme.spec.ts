import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the toggle switches to dark mode, saves it, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await isDark(page)).toBe(false);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  expect(await isDark(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    background,
  );

  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  await page.reload();
  expect(await isDark(page)).toBe(false);
});

test('with nothing saved the system colour scheme decides, and is followed live', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/projects');
  expect(await isDark(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a saved choice wins over the system colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('darkMode', 'false'));
  await page.goto('/');
  expect(await isDark(page)).toBe(false);
  // Wait until the page has seen the system change (the head script's listener runs first).
  const changed = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) =>
          resolve(event.matches),
        ),
      ),
  );
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await changed).toBe(true);
  expect(await isDark(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the theme is applied before the first paint', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('darkMode', 'true');
    // Record the theme as soon as <body> exists, before any bundle runs.
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { themeAtFirstBody: boolean }).themeAtFirstBody =
          document.documentElement.classList.contains('dark');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/sw/about');
  expect(
    await page.evaluate(
      () => (window as unknown as { themeAtFirstBody: boolean }).themeAtFirstBody,
    ),
  ).toBe(true);
});
