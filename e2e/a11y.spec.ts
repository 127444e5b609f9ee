import type { Locator, Page } from '@playwright/test';
import { collapsedJobCount } from '../app/features/about/career-timeline';
import { localizePath } from '../app/i18n/languages';
import { otherLanguage } from '../app/test/languages';
import { pagePaths } from '../app/routes-paths';
import {
  axeWithEveryRule,
  enhancedContrast,
  expect,
  expectNoAxeViolations,
  labelInName,
  languagesUnderTest,
  saveTheme,
  test,
} from './fixtures';

/** Every page, and an unknown path for the 404 document. */
const pages = [...pagePaths, '/missing'];

/**
 * Runs axe with every rule (expectNoAxeViolations) and fails on any
 * violation. On a page the label-in-name rule must have checked something
 * (the language button at least), so that a page never passes because the
 * rule was skipped; under an open modal it may find nothing to check.
 */
async function expectNoAxeViolationsChecked(
  page: Page,
  { isModalOpen = false } = {},
): Promise<void> {
  const results = await expectNoAxeViolations(page);
  const checked = isModalOpen ? [...results.passes, ...results.inapplicable] : results.passes;
  expect(checked.map(({ id }) => id)).toContain(labelInName);
}

for (const theme of ['light', 'dark'] as const) {
  for (const { code } of languagesUnderTest) {
    for (const path of pages) {
      const url = localizePath(code, path);

      test(`${url} has no axe violations in ${theme} mode`, async ({ page }) => {
        await saveTheme(page, theme === 'dark');
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        );
        await expectNoAxeViolationsChecked(page);
      });
    }
  }
}

// The narrowest phone: targets crowd most there (the map's markers), and text wraps most.
for (const { code } of languagesUnderTest) {
  test(
    `at 320 px every ${code} page has no axe violations`,
    { tag: '@own-viewport' },
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const path of pages) {
        await page.goto(localizePath(code, path));
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expectNoAxeViolationsChecked(page);
      }
    },
  );
}

// About with every job shown: the timeline's hidden jobs are checked too.
for (const theme of ['light', 'dark'] as const) {
  for (const { code, prefix } of languagesUnderTest) {
    test(`${prefix}/about with the whole career shown has no axe violations in ${theme} mode`, async ({
      page,
      owner,
    }) => {
      await saveTheme(page, theme === 'dark');
      await page.goto(`${prefix}/about`);
      const career = page.getByRole('region', { name: owner.text(code, 'about.headings.career') });
      const hasToggle = owner.jobs.length > collapsedJobCount;
      if (hasToggle) {
        await career.getByRole('button', { name: owner.text(code, 'about.showMore') }).click();
      }
      await expect(career.getByRole('listitem')).toHaveCount(owner.jobs.length);
      for (const item of await career.getByRole('listitem').all()) await expect(item).toBeVisible();
      await expectNoAxeViolationsChecked(page);
    });
  }
}

for (const { code, prefix } of languagesUnderTest) {
  test(`${code}: the language button's name contains the code it shows (WCAG 2.5.3)`, async ({
    page,
    owner,
  }) => {
    await page.goto(prefix || '/');
    const button = page.getByRole('button', { name: owner.text(code, 'common.changeLanguage') });
    await expect(button).toHaveText(code.toUpperCase());
    await expect(button).toHaveAccessibleName(
      new RegExp(`${owner.text(code, 'common.changeLanguage')}.*\\b${code.toUpperCase()}\\b`),
    );
  });
}

test('the label-in-name rule runs: a name without the shown code is a violation', async ({
  page,
  owner,
}) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: owner.text('en', 'common.changeLanguage') });
  // The button as it was before WCAG 2.5.3 was met: named "Change language", showing "EN".
  await button.evaluate(
    (element, name) => element.setAttribute('aria-label', name),
    owner.text('en', 'common.changeLanguage'),
  );
  const results = await axeWithEveryRule(page, [labelInName]).analyze();
  expect(results.violations.map(({ id }) => id)).toContain(labelInName);
});

test('the enhanced contrast rule runs: text at 6.8:1, enough for AA, is a violation', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .locator('main p')
    .first()
    .evaluate((paragraph: HTMLElement) => {
      // Tailwind's blue-700 on white, 6.8:1: AA asks 4.5:1 of body text, AAA 7:1.
      paragraph.style.color = '#1447e6';
      paragraph.style.backgroundColor = '#ffffff';
      paragraph.style.fontSize = '16px';
      paragraph.style.fontWeight = '400';
    });
  const results = await axeWithEveryRule(page, ['color-contrast', enhancedContrast]).analyze();
  expect(results.violations.map(({ id }) => id)).toEqual([enhancedContrast]);
});

test('a testimonial’s initials are large text, so the owner check’s 4.5:1 on their gradient is AAA', async ({
  page,
  owner,
}) => {
  await page.goto('/');
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  const [first] = owner.testimonials;
  expect(first, 'the owner has a testimonial').toBeDefined();
  const initials = testimonials.getByText(first?.initials ?? '', { exact: true }).first();
  const { size, weight } = await initials.evaluate((element) => {
    const style = getComputedStyle(element);
    return { size: Number.parseFloat(style.fontSize), weight: Number(style.fontWeight) };
  });
  // WCAG's large text: 18 pt, or 14 pt (18.66 px) bold.
  expect(size >= 24 || (size >= 18.66 && weight >= 700)).toBe(true);
});

test('the open sidebar and language menu have no axe violations', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoAxeViolationsChecked(page, { isModalOpen: true });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolationsChecked(page);
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

for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of ['/', localizePath(otherLanguage, '/'), '/about', '/projects']) {
    test(`${path} as it reads without JavaScript (its scripts taken out) on a ${colorScheme} system has no axe violations`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      // The document without a script: what a visitor without JavaScript gets, and every
      // visitor before the scripts arrive. Axe itself still runs.
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
          await route.fulfill({ response, body: html });
        },
      );
      await page.mainFrame().goto(path);
      await expect(page.locator('html')).not.toHaveAttribute('data-js');
      await expectNoAxeViolations(page);
    });
  }
}

/** In forced colours the carousel's dots have a colour of their own, and the current one another. */
async function expectDotsShow(page: Page, dots: Locator) {
  await expect(dots.first()).toBeVisible();
  const colours = await dots.evaluateAll((buttons) =>
    buttons.map((button) => {
      const mark = button.querySelector('span');
      return {
        current: button.getAttribute('aria-current') === 'true',
        colour: mark ? getComputedStyle(mark).backgroundColor : 'none',
      };
    }),
  );
  // Not the page's own colour, against which they would not show.
  const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(
    colours.filter(({ colour }) => [canvas, 'rgba(0, 0, 0, 0)', 'none'].includes(colour)),
  ).toEqual([]);
  const current = colours.filter(({ current: isCurrent }) => isCurrent);
  expect(current).toHaveLength(1);
  expect(colours.filter(({ colour }) => colour === current[0]?.colour)).toHaveLength(1);
}

test('in forced colours the testimonial dots and the current page in the sidebar still show', async ({
  page,
  owner,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/');
  const dots = page.getByRole('region', { name: 'Testimonials' }).getByRole('button', {
    name: /^Go to testimonial \d+$/,
  });
  if (owner.testimonials.length > 1) await expectDotsShow(page, dots);
  // Fewer than two testimonials make no carousel, so no dots (one is a quotation).
  else await expect(dots).toHaveCount(0);

  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const here = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  await expect(here).toHaveAttribute('aria-current', 'page');
  await expect(here).toHaveCSS('text-decoration-line', 'underline');
  const other = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  await expect(other).toHaveCSS('text-decoration-line', 'none');
});
