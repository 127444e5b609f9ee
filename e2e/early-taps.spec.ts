import type { Locator, Page } from '@playwright/test';
import { hydratedAttribute, tapsHeldAttribute } from '../app/theme/early-taps';
import { languageOption, languages, localizePath } from '../app/i18n/languages';
import { otherLanguage } from '../app/test/languages';
import { expect, expectEveryJobShown, test } from './fixtures';
import { escapeRegExp, type Owner } from './owner';
import { autoAdvanceMs } from '../app/features/home/carousel-index';
import { collapsedJobCount } from '../app/features/about/career-timeline';

/** How long the page's JavaScript is held back at least, as on a slow phone. */
const holdMs = 2_000;

const isHydrated = (page: Page) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), hydratedAttribute);

/**
 * Opens a page whose scripts are held back (for `holdMs`, and until the test
 * has tapped), returning as soon as the document arrives.
 */
async function openBeforeHydration(page: Page, path: string) {
  let releaseScripts = () => {};
  const tapped = new Promise<void>((resolve) => (releaseScripts = resolve));
  const held = new Promise((resolve) => setTimeout(resolve, holdMs));
  await page.route(/\.js(\?|$)/, async (route) => {
    await Promise.all([tapped, held]);
    await route.continue();
  });
  // The frame's own goto: the fixture's page.goto would wait for hydration.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  return {
    /** Taps while the scripts are held, so before hydration. */
    async tap(control: Locator) {
      await control.click();
      expect(await isHydrated(page), 'the tap came before hydration').toBe(false);
    },
    /** Lets the scripts through and waits until the page has hydrated. */
    async hydrate() {
      releaseScripts();
      await page.waitForFunction(
        (name) => document.documentElement.hasAttribute(name),
        hydratedAttribute,
        { timeout: holdMs + 10_000 },
      );
    },
  };
}

function carouselControls(page: Page, owner: Owner) {
  const text = (key: string, values?: Record<string, number>) =>
    owner.text('en', `home.testimonials.${key}`, values);
  const carousel = page.getByRole('region', { name: text('label') });
  const button = (name: string) => carousel.getByRole('button', { name, exact: true });
  return {
    carousel,
    text,
    button,
    dot: (number: number) => button(text('goTo', { number })),
  };
}

/** Whether the owner has two testimonials or more, so that Home has a carousel to tap. */
const hasCarousel = (owner: Owner) => owner.testimonials.length > 1;

/**
 * With fewer than two testimonials Home has no carousel: one shows as a
 * quotation, with no controls to tap (none is no section at all).
 */
async function expectNoCarousel(page: Page, owner: Owner) {
  const { carousel, text } = carouselControls(page, owner);
  const [only] = owner.testimonials;
  if (!only) {
    await expect(carousel).toHaveCount(0);
    return;
  }
  await expect(carousel).toContainText(text(`items.${only.id}.text`));
  await expect(carousel).not.toHaveAttribute('aria-roledescription');
  await expect(carousel.getByRole('button')).toHaveCount(0);
}

/**
 * For the carousel's tests, which need two testimonials or more: with fewer,
 * checks that Home has no carousel controls, before hydration and after (so
 * none to tap early), and says so, for the test to end there.
 */
async function isWithoutCarousel(page: Page, owner: Owner): Promise<boolean> {
  if (hasCarousel(owner)) return false;
  const early = await openBeforeHydration(page, '/');
  await expectNoCarousel(page, owner);
  await early.hydrate();
  await expectNoCarousel(page, owner);
  return true;
}

/** Whether the owner has more jobs than the collapsed timeline shows, so that About has Show More. */
const hasShowMore = (owner: Owner) => owner.jobs.length > collapsedJobCount;

/** A career that fits the collapsed timeline is shown whole, with no toggle. */
async function expectNoShowMore(page: Page, owner: Owner) {
  const career = page.getByRole('region', { name: owner.text('en', 'about.headings.career') });
  await expect(career.getByRole('button')).toHaveCount(0);
  await expect(career.getByRole('listitem')).toHaveCount(owner.jobs.length);
  await expectEveryJobShown(page, owner);
}

test('the theme toggle works at once before hydration, is saved, and survives hydration', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const early = await openBeforeHydration(page, '/about');
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
  await early.tap(toggle);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

  await early.hydrate();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // React took over in the same state: the next tap turns it back.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});

for (const { code: lang } of languages) {
  test(`an early tap on the sidebar toggle opens it once, as soon as the page has hydrated (${lang})`, async ({
    page,
    owner,
  }) => {
    // Records when the page hydrated, when the held tap reached the toggle
    // (a replayed click is not trusted), when the next task ran after it, and
    // when the toggle changed state.
    await page.addInitScript((hydrated) => {
      const times: Record<string, number> = {};
      Object.assign(window, { earlyTapTimes: times });
      window.addEventListener('click', (event) => {
        if (event.isTrusted || times.replayed !== undefined) return;
        times.replayed = performance.now();
        // Order, not time: two readings of the coarsened clock may be equal.
        setTimeout(() => {
          times.nextTask = performance.now();
          times.openedBeforeNextTask = Number(times.opened !== undefined);
        });
      });
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as Element;
          if (record.attributeName === hydrated && element === document.documentElement) {
            times.hydrated ??= performance.now();
          }
          if (record.attributeName === 'aria-expanded' && element.hasAttribute('aria-controls')) {
            times.opened ??= performance.now();
          }
        }
      }).observe(document, { attributes: true, subtree: true });
    }, hydratedAttribute);
    const early = await openBeforeHydration(page, localizePath(lang, '/projects'));
    const toggle = page.getByRole('button', { name: owner.text(lang, 'nav.toggle') });
    await early.tap(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      await page.evaluate((name) => document.documentElement.hasAttribute(name), tapsHeldAttribute),
    ).toBe(true);

    await early.hydrate();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: owner.text(lang, 'nav.label') }),
    ).toBeVisible();
    const readTimes = () =>
      page.evaluate(
        () => (window as unknown as { earlyTapTimes: Record<string, number> }).earlyTapTimes,
      );
    await expect.poll(async () => (await readTimes()).nextTask).toBeDefined();
    const {
      hydrated = NaN,
      replayed = NaN,
      opened = NaN,
      openedBeforeNextTask,
    } = await readTimes();
    // The replay comes once the page has hydrated, and the sidebar opens in
    // that same task: no timer or fetch between (how long that task takes on
    // a busy machine is the page's render, not the replay's wait).
    expect(replayed).toBeGreaterThanOrEqual(hydrated);
    expect(opened).toBeGreaterThanOrEqual(replayed);
    expect(openedBeforeNextTask).toBe(1);
    expect(
      await page.evaluate((name) => document.documentElement.hasAttribute(name), tapsHeldAttribute),
    ).toBe(false);
  });
}

test('an early tap on the language button opens the menu once', async ({ page, owner }) => {
  const early = await openBeforeHydration(page, '/');
  const button = page.getByRole('button', {
    name: new RegExp(escapeRegExp(owner.text('en', 'common.changeLanguage'))),
  });
  await early.tap(button);
  await early.hydrate();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('menuitemradio', { name: languageOption(otherLanguage).name }),
  ).toBeVisible();
});

test('an early tap on Show More shows every job once', async ({ page, owner }) => {
  const early = await openBeforeHydration(page, '/about');
  if (!hasShowMore(owner)) {
    // Nothing to tap: every job shows, before hydration and after.
    await expectNoShowMore(page, owner);
    await early.hydrate();
    await expectNoShowMore(page, owner);
    return;
  }
  const showMore = page.getByRole('button', { name: owner.text('en', 'about.showMore') });
  await early.tap(showMore);
  await early.hydrate();
  const showLess = page.getByRole('button', { name: owner.text('en', 'about.showLess') });
  await expect(showLess).toHaveAttribute('aria-expanded', 'true');
  await expectEveryJobShown(page, owner);
});

test('early taps on next, previous and a dot each move the carousel once', async ({
  page,
  owner,
}) => {
  if (await isWithoutCarousel(page, owner)) return;
  const count = owner.testimonials.length;
  const cases = [
    { name: 'next', expected: 2 },
    { name: 'previous', expected: count },
    { name: 'dot', expected: count },
  ] as const;
  for (const { name, expected } of cases) {
    await page.unrouteAll();
    const early = await openBeforeHydration(page, '/');
    const controls = carouselControls(page, owner);
    const control = name === 'dot' ? controls.dot(count) : controls.button(controls.text(name));
    await early.tap(control);
    await early.hydrate();
    await expect(controls.dot(expected), name).toHaveAttribute('aria-current', 'true');
  }
});

test('an early tap on "Pause testimonials" pauses them once', async ({ page, owner }) => {
  if (await isWithoutCarousel(page, owner)) return;
  const early = await openBeforeHydration(page, '/');
  const { button, text } = carouselControls(page, owner);
  await early.tap(button(text('pause')));
  await early.hydrate();
  await expect(button(text('play'))).toBeVisible();
  await expect(button(text('pause'))).toHaveCount(0);
});

test('under reduced motion, an early tap on "Pause testimonials" leaves them paused', async ({
  page,
  owner,
}) => {
  // The page starts paused under reduced motion; the prerendered button still reads "Pause".
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (await isWithoutCarousel(page, owner)) return;
  await page.clock.install();
  const early = await openBeforeHydration(page, '/');
  const { button, text, dot } = carouselControls(page, owner);
  await early.tap(button(text('pause')));
  await early.hydrate();
  await page.mouse.move(0, 0);
  await expect(button(text('play'))).toBeVisible();
  await expect(button(text('pause'))).toHaveCount(0);
  // Nothing moves by itself in three intervals.
  await page.clock.runFor(3 * autoAdvanceMs);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
});

test('with nothing tapped, nothing happens by itself when the page hydrates', async ({
  page,
  owner,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  for (const path of ['/', '/about']) {
    await page.unrouteAll();
    const early = await openBeforeHydration(page, path);
    await early.hydrate();
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('button', { name: /Change language/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBeNull();
    if (path === '/about') {
      if (hasShowMore(owner)) {
        await expect(
          page.getByRole('button', { name: owner.text('en', 'about.showMore') }),
        ).toHaveAttribute('aria-expanded', 'false');
      } else {
        await expectNoShowMore(page, owner);
      }
    } else if (hasCarousel(owner)) {
      await expect(carouselControls(page, owner).dot(1)).toHaveAttribute('aria-current', 'true');
    } else {
      await expectNoCarousel(page, owner);
    }
  }
});
