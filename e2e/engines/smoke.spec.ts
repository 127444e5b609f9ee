/**
 * One visitor journey per engine, in a real browser: the pages hydrate under
 * the engine's Content-Security-Policy (a blocked inline script or a policy
 * error is a console error, which fails the test), client-side navigation
 * and a language switch work, and an unknown path shows its language's 404.
 */
import { expect, test } from '../fixtures';
import { engineOf, engines } from './engines';
import { languageOption } from '../../app/i18n/languages';
import { encodedCode, otherLanguage } from '../../app/test/languages';

/** A language besides English, its code as its pages' prefix. */
const other = languageOption(otherLanguage);
const { code } = other;

test('a visitor browses, switches language and meets the 404 page', async ({ page }, testInfo) => {
  const engine = engineOf(testInfo.project.name);
  const origin = engines.find((candidate) => candidate.name === engine)?.origin ?? '';

  const home = await page.goto(`${origin}/`);
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(`${origin}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: other.name }).click();
  await expect(page).toHaveURL(`${origin}/${code}/about`);
  await expect(page.locator('html')).toHaveAttribute('lang', code);

  // A fresh load of that language's page straight from the engine, with its own policy.
  const about = await page.reload();
  expect(about?.status()).toBe(200);
  expect(about?.url()).toBe(`${origin}/${code}/about`);

  const missing = await page.goto(`${origin}/${code}/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
});

test('a page reached under another spelling of its path is one page: its 404, or the page at its own address', async ({
  page,
}, testInfo) => {
  const engine = engineOf(testInfo.project.name);
  const origin = engines.find((candidate) => candidate.name === engine)?.origin ?? '';
  for (const [path, lang, address] of [
    ['//about', 'en', '/about'],
    [`/${code}//about`, code, `/${code}/about`],
    ['/%61bout', 'en', '/about'],
    ['/about%2F', 'en', '/about'],
    [`/${code}%2Fabout`, code, `/${code}/about`],
  ] as const) {
    const answer = await page.goto(`${origin}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    // Never two pages drawn in one document.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    if (answer?.status() === 404) {
      // Its 404, in the language its host takes the path for (`/<code>%2Fabout` is no /<code>/ path to some).
      await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    } else {
      // A host that reads the path as the page's serves the page: the address becomes the page's.
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveURL(`${origin}${address}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('404');
    }
  }
});

test('a page path in other letters, doubled slashes or escaped letters shows the page at its own address, drawn once', async ({
  page,
}, testInfo) => {
  const engine = engineOf(testInfo.project.name);
  const origin = engines.find((candidate) => candidate.name === engine)?.origin ?? '';
  // Spellings that no host's letter-case redirects list, and that the browser's router
  // reads as a page: a host redirects them, serves the page, or answers its 404 document
  // and the browser goes to the page.
  for (const [path, lang, address] of [
    ['/aBoUt', 'en', '/about'],
    [`/${code}/pROJECTS/`, code, `/${code}/projects`],
    ['//?utm_source=x', 'en', '/?utm_source=x'],
    ['///', 'en', '/'],
    [`/${encodedCode(code.toUpperCase())}/about`, code, `/${code}/about`],
  ] as const) {
    await page.goto(`${origin}${path}`);
    await expect(page, path).toHaveURL(`${origin}${address}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // One site, the page's: one header and main, its heading, and its own canonical URL.
    await expect(page.getByRole('banner'), path).toHaveCount(1);
    await expect(page.getByRole('main'), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('404');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    expect(new URL((await canonical.getAttribute('href')) ?? '').pathname, path).toBe(
      new URL(address, origin).pathname,
    );
  }
});
