import type { Page } from '@playwright/test';
import { localizePath } from '../app/i18n/languages';
import { otherLanguage } from '../app/test/languages';
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
  // Wait until the page has seen the system change (the head script's listener runs first),
  // from a listener in place before it (the page and the browser take commands apart).
  await page.evaluate(() => {
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
      (window as unknown as { systemDark: boolean }).systemDark = event.matches;
    });
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { systemDark?: boolean }).systemDark))
    .toBe(true);
  expect(await isDark(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

for (const [storage, setUp] of [
  [
    'blocked',
    () =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
  ],
  [
    'full, holding the other theme',
    () => {
      localStorage.setItem('darkMode', 'true');
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  ],
] as const) {
  test(`with storage ${storage}, the theme chosen holds against the system's changes`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(setUp);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The system goes light and dark again, as at sunset; the page sees each change. The
    // count is kept from before the first (the page and the browser take commands apart).
    await page.evaluate(() => {
      const counted = window as unknown as { systemChanges: number };
      counted.systemChanges = 0;
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
        counted.systemChanges += 1;
      });
    });
    const seen = () =>
      page.evaluate(() => (window as unknown as { systemChanges: number }).systemChanges);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(seen).toBe(1);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(seen).toBe(2);
    expect(await isDark(page)).toBe(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
}

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
  await page.goto(localizePath(otherLanguage, '/about'));
  expect(
    await page.evaluate(
      () => (window as unknown as { themeAtFirstBody: boolean }).themeAtFirstBody,
    ),
  ).toBe(true);
});

const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const { backgroundColor, color } = getComputedStyle(document.body);
    return {
      backgroundColor,
      color,
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
    };
  });

test('without JavaScript the page takes the system colour scheme, in the colours a script would give', async ({
  browser,
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  expect(await isDark(page)).toBe(true);
  const dark = await bodyColours(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);
  const light = await bodyColours(page);
  expect(dark.backgroundColor).not.toBe(light.backgroundColor);

  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  try {
    const noScript = await context.newPage();
    await noScript.goto('/about');
    expect(await isDark(noScript)).toBe(false);
    expect(await bodyColours(noScript)).toEqual({ ...dark, colorScheme: 'light dark' });
    await noScript.emulateMedia({ colorScheme: 'light' });
    expect(await bodyColours(noScript)).toEqual({ ...light, colorScheme: 'light dark' });
    // Paper stays light whatever the system says.
    await noScript.emulateMedia({ colorScheme: 'dark', media: 'print' });
    expect((await bodyColours(noScript)).backgroundColor).toBe(light.backgroundColor);
  } finally {
    await context.close();
  }
});

test('a saved light theme stays light on a dark system when the page’s scripts fail to load', async ({
  page,
  expectConsoleError,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const light = await bodyColours(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('darkMode', 'false'));
  expectConsoleError(/Failed to load resource/);
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  // The frame's own goto: the page's waits for a hydration that never comes.
  await page.mainFrame().goto('/projects');
  // The starter took back data-js (the page reads as without JavaScript), but the head script chose the theme.
  await expect(page.locator('html')).not.toHaveAttribute('data-js');
  expect(await bodyColours(page)).toEqual(light);
});
