import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { languages } from '../app/i18n/languages';

async function chooseLanguage(page: Page, menu: string, name: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test('choosing Kiswahili moves to the Swahili page, saves the choice and sets html lang', async ({
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
  await page.getByRole('menuitemradio', { name: 'Kiswahili' }).click();

  await expect(page).toHaveURL('/sw/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(
    page.getByRole('button', { name: owner.text('sw', 'common.changeLanguage') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: owner.text('sw', 'nav.toggle') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('sw');

  // The saved choice brings the visitor back to Swahili on an unprefixed visit.
  await page.goto('/projects');
  await expect(page).toHaveURL('/sw/projects');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});

test('choosing English from a Portuguese page goes back and stays English', async ({
  page,
  owner,
}) => {
  await page.goto('/pt/projects');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await chooseLanguage(page, owner.text('pt', 'common.changeLanguage'), 'English');
  await expect(page).toHaveURL('/projects');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  await page.reload();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('button', { name: 'Change language' })).toBeVisible();
});

test('the menu works from the keyboard', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Change language' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Português' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/pt/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
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
  await expect(page.getByRole('menuitemradio', { name: 'Kiswahili' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL('/sw/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(
    page.getByRole('button', { name: new RegExp(owner.text('sw', 'common.changeLanguage')) }),
  ).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('nav links, the logo and the 404 buttons keep the language prefix', async ({
  page,
  owner,
}) => {
  await page.goto('/sw/about');
  await expect(
    page.getByRole('banner').getByRole('link', { name: owner.site.name }),
  ).toHaveAttribute('href', '/sw');
  await page.getByRole('button', { name: owner.text('sw', 'nav.toggle') }).click();
  const nav = page.getByRole('navigation', { name: owner.text('sw', 'nav.label') });
  await expect(nav.getByRole('link')).toHaveText(
    ['home', 'about', 'projects'].map((key) => owner.text('sw', `nav.${key}`)),
  );
  await nav.getByRole('link', { name: owner.text('sw', 'nav.projects') }).click();
  await expect(page).toHaveURL('/sw/projects');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});

test.describe('a visitor whose browser speaks Swahili', () => {
  test.use({ locale: 'sw-KE' });

  test('lands on the Swahili version of an unprefixed page', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL('/sw/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await page.goto('/');
    await expect(page).toHaveURL('/sw');
  });

  test('keeps English once English is chosen', async ({ page, owner }) => {
    await page.goto('/sw/about');
    await chooseLanguage(page, owner.text('sw', 'common.changeLanguage'), 'English');
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
