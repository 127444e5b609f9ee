import type { Page } from '@playwright/test';
import { afterIdle, expect, holdRequests, test } from './fixtures';
import {
  defaultLanguage,
  languageOption,
  languages,
  localizePath,
  type Language,
} from '../app/i18n/languages';
import { lastLanguage, otherLanguage } from '../app/test/languages';

/** A language these tests move to, by code and name, with its paths. */
function target(code: Language) {
  return { code, name: languageOption(code).name, at: (path: string) => localizePath(code, path) };
}
/** The list's first and last languages after English. */
const [other, last] = [target(otherLanguage), target(lastLanguage)];
/** The menu item `steps` down from English's, round past the end. */
function fromEnglish(steps: number) {
  const englishAt = languages.findIndex(({ code }) => code === defaultLanguage);
  return target(languages[(englishAt + steps) % languages.length]?.code ?? defaultLanguage);
}
/** The item after English's, and the one before it (the last, when English is first). */
const [afterEnglish, beforeEnglish] = [fromEnglish(1), fromEnglish(languages.length - 1)];

async function chooseLanguage(page: Page, menu: string, name: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test(`choosing ${other.name} moves to its page, saves the choice and sets html lang`, async ({
  page,
  owner,
}) => {
  await page.goto('/about');
  const button = page.getByRole('button', { name: 'Change language' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Every language by its own name, in the list's order.
  await expect(page.getByRole('menuitemradio')).toHaveText(
    languages.map(({ name }) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  );
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: other.name }).click();

  await expect(page).toHaveURL(other.at('/about'));
  await expect(page.locator('html')).toHaveAttribute('lang', other.code);
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(
    page.getByRole('button', { name: owner.text(other.code, 'common.changeLanguage') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: owner.text(other.code, 'nav.toggle') }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(other.code);

  // The saved choice brings the visitor back to that language on an unprefixed visit.
  await page.goto('/projects');
  await expect(page).toHaveURL(`/${other.code}/projects`);
  await expect(page.locator('html')).toHaveAttribute('lang', other.code);
});

test(`choosing English from a page in ${last.name} goes back and stays English`, async ({
  page,
  owner,
}) => {
  await page.goto(last.at('/projects'));
  await expect(page.locator('html')).toHaveAttribute('lang', last.code);
  await chooseLanguage(page, owner.text(last.code, 'common.changeLanguage'), 'English');
  await expect(page).toHaveURL('/projects');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  await page.reload();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('button', { name: 'Change language' })).toBeVisible();
});

test(`Back over a switch to ${other.name} saves English again, so a reload and a new tab stay English`, async ({
  page,
}) => {
  await page.goto('/about');
  await chooseLanguage(page, 'Change language', other.name);
  await expect(page).toHaveURL(other.at('/about'));
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(other.code);

  await page.goBack();
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  await page.reload();
  await expect(page).toHaveURL('/about');
  const tab = await page.context().newPage();
  await tab.goto('/projects');
  await expect(tab.locator('html')).toHaveAttribute('data-hydrated');
  await expect(tab).toHaveURL('/projects');
  await tab.close();

  // Forward goes over the switch again, and saves it again.
  await page.goForward();
  await expect(page).toHaveURL(other.at('/about'));
  await expect(page.locator('html')).toHaveAttribute('lang', other.code);
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(other.code);
});

test(`a switch to ${other.name} undone by Back before its page showed saves nothing`, async ({
  page,
}) => {
  await page.goto('/about');
  // The language's words stay on their way until the visitor has gone back.
  const release = await holdRequests(page, new RegExp(`/assets/${other.code}-[\\w-]+\\.js$`));
  await chooseLanguage(page, 'Change language', other.name);
  await page.goBack();
  release();
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await afterIdle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
});

test(`a switch to ${other.name} while offline leaves the visitor on the page they were reading`, async ({
  page,
  context,
  expectConsoleError,
}) => {
  expectConsoleError(/Failed to load resource/);
  // Offline; and online again, where a browser that keeps a failed import (Chromium 150)
  // cannot import the words again and reloads the page in the language instead.
  expectConsoleError(new RegExp(`Could not load the ${other.code} words`));
  await page.goto('/about');
  await afterIdle(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await context.setOffline(true);
  await chooseLanguage(page, 'Change language', other.name);
  // Back on the English page, whole and working, and nothing saved (a reload would have shown
  // the browser's offline error page).
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
  const pressed = await toggle.getAttribute('aria-pressed');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-pressed', pressed ?? '');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
  expect(loads, 'documents loaded').toBe(0);

  // Online again, the language can be chosen.
  await context.setOffline(false);
  await chooseLanguage(page, 'Change language', other.name);
  await expect(page).toHaveURL(other.at('/about'));
  await expect(page.locator('html')).toHaveAttribute('lang', other.code);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
});

test('the menu works from the keyboard', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Change language' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  // Down from English round to the language before it: the last, when English is first.
  for (let step = 1; step < languages.length; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: beforeEnglish.name })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(beforeEnglish.at('/about'));
  await expect(page.locator('html')).toHaveAttribute('lang', beforeEnglish.code);
});

test('typing the first letter of a language’s name moves to it, and Enter chooses it', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Change language' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press(last.name.charAt(0).toLocaleLowerCase());
  // The first language after English's whose name starts with that letter.
  const englishAt = languages.findIndex(({ code }) => code === defaultLanguage);
  const initial = last.name.charAt(0).toLocaleLowerCase();
  const expected = [...languages.slice(englishAt + 1), ...languages.slice(0, englishAt + 1)].find(
    ({ name }) => name.charAt(0).toLocaleLowerCase() === initial,
  );
  await expect(page.getByRole('menuitemradio', { name: expected?.name })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target(expected?.code ?? defaultLanguage).at('/about'));
});

test('the arrow keys open the menu on its first or last language', async ({ page }) => {
  await page.goto('/about');
  const button = page.getByRole('button', { name: 'Change language' });
  const items = page.getByRole('menuitemradio');
  await button.focus();
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await expect(items).toHaveCount(languages.length);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
});

test('Space chooses a language as Enter does, and scrolls nothing', async ({ page, owner }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Change language' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: afterEnglish.name })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(afterEnglish.at('/about'));
  await expect(page.locator('html')).toHaveAttribute('lang', afterEnglish.code);
  await expect(
    page.getByRole('button', {
      name: new RegExp(owner.text(afterEnglish.code, 'common.changeLanguage')),
    }),
  ).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('nav links, the logo and the 404 buttons keep the language prefix', async ({
  page,
  owner,
}) => {
  await page.goto(other.at('/about'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: owner.site.name }),
  ).toHaveAttribute('href', `/${other.code}`);
  await page.getByRole('button', { name: owner.text(other.code, 'nav.toggle') }).click();
  const nav = page.getByRole('navigation', { name: owner.text(other.code, 'nav.label') });
  await expect(nav.getByRole('link')).toHaveText(
    ['home', 'about', 'projects'].map((key) => owner.text(other.code, `nav.${key}`)),
  );
  await nav.getByRole('link', { name: owner.text(other.code, 'nav.projects') }).click();
  await expect(page).toHaveURL(`/${other.code}/projects`);
  await expect(page.locator('html')).toHaveAttribute('lang', other.code);
});

test.describe(`a visitor whose browser speaks ${other.name}`, () => {
  test.use({ locale: languageOption(other.code).intlLocale });

  test('lands on that language’s version of an unprefixed page', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(other.at('/about'));
    await expect(page.locator('html')).toHaveAttribute('lang', other.code);
    await page.goto('/');
    await expect(page).toHaveURL(other.at('/'));
  });

  test('keeps English once English is chosen', async ({ page, owner }) => {
    await page.goto(other.at('/about'));
    await chooseLanguage(page, owner.text(other.code, 'common.changeLanguage'), 'English');
    await expect(page).toHaveURL('/about');
    await page.goto('/projects');
    await expect(page).toHaveURL('/projects');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('an English browser stays on unprefixed pages', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
