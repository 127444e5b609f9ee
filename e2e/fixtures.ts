import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { languages, localizePath } from '../app/i18n/languages';
import { hydratedAttribute } from '../app/theme/early-taps';
import { ownerTest as base, type Owner } from './owner';
import { itemWords } from '../app/content/item-words';
import { hyphenatedWord, keptWordMaxLength } from '../app/components/keep-hyphenated-words';

type Fixtures = {
  /** Console errors, warnings and uncaught exceptions seen during the test; it fails if any remain. */
  consoleProblems: string[];
  /**
   * Declares a console error the test provokes on purpose (e.g. an image request
   * it aborts). It must occur, and only matching messages are forgiven.
   */
  expectConsoleError: (pattern: RegExp) => void;
};

const expectedConsoleErrors = new Map<string, RegExp[]>();

/**
 * The test runner for every browser test: fails on any console error or
 * warning and any uncaught exception, except the browser's own note about a
 * document that answered 404 on purpose.
 */
export const test = base.extend<Fixtures>({
  // Navigations wait until React has hydrated the page, as a visitor's first
  // click would once the page is interactive (no-JavaScript tests excepted).
  page: async ({ page, javaScriptEnabled }, use) => {
    const waitForHydration = async () => {
      if (javaScriptEnabled) {
        await page.waitForFunction(
          (name) => document.documentElement.hasAttribute(name),
          hydratedAttribute,
        );
      }
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration();
      return response;
    };
    await use(page);
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const isDocument404 =
          message.text().includes('status of 404') && message.location().url === page.url();
        if (!isDocument404) {
          problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      const expected = expectedConsoleErrors.get(test.info().testId) ?? [];
      for (const pattern of expected) {
        expect(
          problems.some((problem) => pattern.test(problem)),
          `expected ${pattern}`,
        ).toBe(true);
      }
      const unexpected = problems.filter((problem) => !expected.some((p) => p.test(problem)));
      expect(unexpected, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
  expectConsoleError: async ({}, use) => {
    const patterns: RegExp[] = [];
    expectedConsoleErrors.set(test.info().testId, patterns);
    await use((pattern) => patterns.push(pattern));
  },
});

export { expect };

/** WCAG 2.5.3 Label in Name: experimental in axe, so it must be switched on. */
export const labelInName = 'label-content-name-mismatch';

/** WCAG 1.4.6 Contrast (Enhanced), AAA: off by default in axe. */
export const enhancedContrast = 'color-contrast-enhanced';

/**
 * DESIGN.md: every rule axe has, not only the default ones: WCAG 2.x A, AA
 * and AAA (enhanced contrast), best practices and the experimental rules
 * (label in name, focus order semantics…).
 */
const everyRule = axe.getRules().map(({ ruleId }) => ruleId);

/** An axe run with these rules (every rule unless told), each switched on whatever its default. */
export function axeWithEveryRule(page: Page, rules: readonly string[] = everyRule): AxeBuilder {
  // `options` first: it replaces the options object that `withRules` adds to.
  // Only violations are reported node by node; passes and the rest name their
  // rules with at most one node each, which is all the tests read (and faster).
  return new AxeBuilder({ page })
    .options({
      rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .withRules([...rules]);
}

/** Runs axe with every rule and fails on any violation; returns the results for further checks. */
export async function expectNoAxeViolations(
  page: Page,
): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  // Colours mid-transition (a theme just toggled, 150 ms) are not the page's colours:
  // contrast is judged once every finite animation and transition has ended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await axeWithEveryRule(page).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
  return results;
}

/**
 * Every language the site offers (app/i18n/languages.ts), with the prefix of
 * its pages: '' for the default language, `/sw` for the others. A language
 * an owner adds is tested as these are.
 */
export const languagesUnderTest = languages.map(({ code }) => ({
  code,
  prefix: localizePath(code, '/') === '/' ? '' : localizePath(code, '/'),
}));

/** Sets the saved theme before any page script runs. */
export async function saveTheme(page: Page, isDark: boolean): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('theme-seeded')) {
      localStorage.setItem('darkMode', value);
      sessionStorage.setItem('theme-seeded', '1');
    }
  }, JSON.stringify(isDark));
}

/** Follows the visible link to `href`, opening the sidebar first when the link is in it. */
export async function openLink(page: Page, href: string): Promise<void> {
  const link = page.locator(`a[href="${href}"]:visible`).first();
  if ((await link.count()) === 0) {
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
  }
  await page.locator(`a[href="${href}"]:visible`).first().click();
}

/** Every job of the owner's career is on screen, by its heading (English words). */
export async function expectEveryJobShown(page: Page, owner: Owner): Promise<void> {
  for (const { id } of owner.jobs) {
    await expect(
      page.getByRole('heading', {
        name: owner.text('en', `about.jobs.${itemWords.jobs.key(id)}.title`),
        exact: true,
      }),
    ).toBeVisible();
  }
}

/**
 * Holds every request whose URL matches `url` until the test calls the
 * function this resolves to: a network as slow as the test needs for those
 * files, with no window of time that a busy machine could miss.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The pixels of a rectangle of the page as it is painted, each as [red, green, blue]. */
export async function paintedPixels(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<[number, number, number][]> {
  const { x, y, width, height } = clip;
  const shot = await page.screenshot({ clip: { x, y, width, height } });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const pixels: [number, number, number][] = [];
  for (let pixel = 0; pixel < data.length; pixel += info.channels) {
    pixels.push([data[pixel] ?? 0, data[pixel + 1] ?? 0, data[pixel + 2] ?? 0]);
  }
  return pixels;
}

/** The paths of every script the page asks for from now on. */
export function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

/** Resolves once the browser has been idle after everything queued so far, and a moment more. */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 }),
      ),
  );
}

/**
 * Resolves once the page has asked for no further script through an idle
 * moment: what it loads by itself (a prefetched module is fetched, then
 * imported from the cache) has all been asked for.
 */
export async function scriptsSettled(page: Page, requests: readonly string[]): Promise<void> {
  await expect
    .poll(async () => {
      const count = requests.length;
      await afterIdle(page);
      return requests.length - count;
    })
    .toBe(0);
}

/** The visitor asks to save data (`navigator.connection.saveData`) from the next page on. */
export async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
}

/**
 * The hyphenated words ("Full-Stack") of these elements' text that lie on more
 * than one line, each with the text it is in: a word the page keeps whole,
 * broken at its hyphen. (Text with no such word gives none.)
 */
export function splitHyphenatedWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll(
    (found, { source, maxLength }) =>
      found.flatMap((element) => {
        const text = element.textContent ?? '';
        return [...text.matchAll(new RegExp(source, 'gu'))].flatMap((match) => {
          if (match[0].length > maxLength) return [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          let offset = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const length = node.textContent?.length ?? 0;
            const start = match.index - offset;
            const end = start + match[0].length;
            if (start >= 0 && start < length) range.setStart(node, start);
            if (end > 0 && end <= length) range.setEnd(node, end);
            offset += length;
          }
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return lines.size > 1 ? [`${match[0]} in "${text}"`] : [];
        });
      }),
    { source: hyphenatedWord.source, maxLength: keptWordMaxLength },
  );
}
