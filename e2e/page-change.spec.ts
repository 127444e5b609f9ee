/**
 * A client-side page change shows the new page's first screen in one short
 * task and renders the rest right after (docs/decisions/015); back and
 * forward still find the whole page, so the browser returns to where the
 * visitor was.
 */
import { languageOption, localizePath } from '../app/i18n/languages';
import { otherLanguage } from '../app/test/languages';
import { expect, openLink, test } from './fixtures';

test('a page change shows the first screen first, then the rest of the page', async ({
  page,
  owner,
}) => {
  await page.goto('/');
  const title = owner.text('en', 'about.title');
  const lastHeading = owner.text('en', 'about.headings.hobbies');
  // Whether the last section was already there when the new main heading came.
  await page.evaluate(
    ([title, lastHeading]) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('h1')?.textContent !== title) return;
        observer.disconnect();
        document.documentElement.dataset.restCameWithHeading = String(
          [...document.querySelectorAll('h2')].some((h2) => h2.textContent === lastHeading),
        );
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [title, lastHeading],
  );
  await openLink(page, '/about');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: lastHeading })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-rest-came-with-heading', 'false');
  await page.getByRole('region', { name: lastHeading }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: lastHeading })).toBeInViewport();
});

test('back returns to where the visitor was on a long page', async ({ page, owner }) => {
  await page.goto('/projects');
  const bottom = await page.evaluate(() => {
    const y = document.documentElement.scrollHeight - innerHeight - 40;
    scrollTo({ top: y, behavior: 'instant' });
    return y;
  });
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(bottom);
  await page.getByRole('banner').getByRole('link', { name: owner.site.name }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/projects$/);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(bottom);
});

test('a page change by a link puts focus on the new page’s heading; a language switch leaves it on the language button', async ({
  page,
  owner,
}) => {
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: owner.text('en', 'home.hero.projects') })
    .press('Enter');
  await expect(page).toHaveURL('/projects');
  const projectsHeading = page.getByRole('heading', {
    level: 1,
    name: owner.text('en', 'projects.title'),
  });
  await expect(projectsHeading).toBeFocused();
  // From the heading the keyboard goes on into the new page, not back to the top.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitemradio', { name: languageOption(otherLanguage).name }).click();
  await expect(page).toHaveURL(localizePath(otherLanguage, '/projects'));
  await expect(
    page.getByRole('button', {
      name: new RegExp(owner.text(otherLanguage, 'common.changeLanguage')),
    }),
  ).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL('/projects');
  await expect(projectsHeading).not.toBeFocused();
});
