import { expect, expectEveryJobShown, holdRequests, test } from './fixtures';
import { lastLanguage, notOfferedLanguage, otherLanguage } from '../app/test/languages';
import { languageOption, localizePath } from '../app/i18n/languages';

test('a garbage darkMode value is ignored and the site renders in the system theme', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('darkMode', '{not json'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});

/** A language besides English, the one these tests switch to or browse in. */
const other = languageOption(otherLanguage);
/** That language's words' chunk (`/assets/<code>-<hash>.js`). */
const otherChunk = new RegExp(`/assets/${other.code}-[^/]*\\.js$`);
const otherAbout = localizePath(other.code, '/about');

test.describe(`with a browser in ${other.name}`, () => {
  test.use({ locale: other.intlLocale });

  for (const stored of new Set([notOfferedLanguage, 'xx', JSON.stringify(other.code), ''])) {
    test(`a stored language that is not offered (${stored || 'empty'}) falls back to the browser language`, async ({
      page,
      owner,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('i18nextLng', value), stored);
      await page.goto('/projects');
      await expect(page).toHaveURL(localizePath(other.code, '/projects'));
      await expect(page.locator('html')).toHaveAttribute('lang', other.code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        owner.text(other.code, 'projects.title'),
      );
    });
  }
});

test.describe(`with a browser in ${other.name} and storage blocked`, () => {
  test.use({ locale: other.intlLocale });

  test('an unprefixed page stays in its language, where a choice could not be kept, and a reload keeps it', async ({
    page,
    owner,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      owner.text('en', 'about.title'),
    );
    await page.reload();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The visitor's language is a choice away, and stays on reload: its pages carry its prefix.
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitemradio', { name: other.name }).click();
    await expect(page).toHaveURL(otherAbout);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      owner.text(other.code, 'about.title'),
    );
  });
});

/** Storage that does not work, as browsers and web views give it. */
const brokenStorages = {
  'blocked (cookies refused)': () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  },
  'null (a web view with storage off)': () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, { configurable: true, value: null });
    }
  },
  'throwing on every call (full, or a private mode)': () => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key']) {
      Object.defineProperty(Storage.prototype, method, {
        configurable: true,
        value() {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      });
    }
  },
};

for (const [kind, breakStorage] of Object.entries(brokenStorages)) {
  test(`storage that is ${kind}: the site renders with no error, and the toggles, links and language menu work`, async ({
    page,
  }) => {
    await page.addInitScript(breakStorage);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await expect(page).toHaveURL('/projects');
    await page.getByRole('button', { name: 'Change language' }).click();
    const last = languageOption(lastLanguage);
    await page.getByRole('menuitemradio', { name: last.name }).click();
    await expect(page).toHaveURL(localizePath(last.code, '/projects'));
    await expect(page.locator('html')).toHaveAttribute('lang', last.code);
    // The fixture fails the test on any console error or uncaught exception.
  });
}

test('words that arrive late: the page stays whole in its language until they come, then switches', async ({
  page,
  owner,
}) => {
  const release = await holdRequests(page, otherChunk);
  await page.goto('/about');
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: other.name }).click();
  // The address changes at once; while the words are on their way, the
  // English page stays on screen whole: no blank page, no fallback.
  await expect(page).toHaveURL(otherAbout);
  await expect(
    page.getByRole('heading', { level: 1, name: owner.text('en', 'about.title') }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: owner.text('en', 'about.headings.career') }),
  ).toBeVisible();
  release();
  await expect(
    page.getByRole('heading', { level: 1, name: owner.text(other.code, 'about.title') }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', other.code);
});

test('a language chunk that fails to load (an old tab after a redeploy) reloads onto the page in that language', async ({
  page,
  owner,
  expectConsoleError,
}) => {
  expectConsoleError(new RegExp(`Failed to load resource|Could not load the ${other.code} words`));
  await page.goto('/about');
  await page.route(otherChunk, (route) => route.abort());
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: other.name }).click();
  await reloaded;
  await expect(page).toHaveURL(otherAbout);
  await expect(page.locator('html')).toHaveAttribute('lang', other.code);
  await expect(
    page.getByRole('heading', { level: 1, name: owner.text(other.code, 'about.title') }),
  ).toBeVisible();
  // The new document hydrates with its inline words: the site works again.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('button', { name: owner.text(other.code, 'nav.toggle') }).click();
  await expect(
    page.getByRole('navigation', { name: owner.text(other.code, 'nav.label') }),
  ).toBeVisible();
});

test('a page’s code that fails to load on a link (an old tab after a redeploy) loads that page, not the one left', async ({
  page,
  owner,
  expectConsoleError,
}) => {
  expectConsoleError(/Failed to load resource|Error loading route module|Failed to fetch|about-/);
  await page.route(/\/assets\/about-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const loaded = page.waitForEvent('load');
  await page.getByRole('link', { name: owner.text('en', 'home.hero.about'), exact: true }).click();
  await loaded;
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.getByRole('heading', { level: 1, name: owner.text('en', 'about.title') }),
  ).toBeVisible();
  // Back goes to the page the visitor came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a path that does not decode, or has doubled slashes, shows one 404 page with no warning', async ({
  page,
  baseURL,
}) => {
  for (const [path, lang] of [
    ['/%', 'en'],
    [`/${other.code}/%E0%A4%A`, other.code],
    ['//about', 'en'],
  ] as const) {
    // As a full URL: `//about` alone would name a host.
    const answer = await page.goto(`${new URL(baseURL ?? '').origin}${path}`);
    expect(answer?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  }
  // (The fixture fails the test on any console warning: the router's "could not be decoded" too.)
});

test('a page whose scripts fail to load reads as it does without JavaScript: every job, plain links, no dead control', async ({
  page,
  owner,
  expectConsoleError,
}) => {
  expectConsoleError(/Failed to load resource/);
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  // The frame's own goto: the page's waits for a hydration that never comes.
  await page.mainFrame().goto('/about');
  await expect(page.locator('html')).not.toHaveAttribute('data-js');
  await expectEveryJobShown(page, owner);
  // Buttons that only a script could work are gone, not left to ignore a tap.
  await expect(page.getByRole('button')).toHaveCount(0);
  const pages = page
    .getByRole('banner')
    .getByRole('navigation', { name: owner.text('en', 'nav.pages') });
  await pages.getByRole('link', { name: owner.text('en', 'nav.projects'), exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(
    page.getByRole('heading', { level: 1, name: owner.text('en', 'projects.title') }),
  ).toBeVisible();
});

test('while its scripts run, a page offers no second navigation in its header', async ({
  page,
  owner,
}) => {
  await page.goto(otherAbout);
  const banner = page.getByRole('banner');
  await expect(
    banner.getByRole('navigation', { name: owner.text(other.code, 'nav.pages') }),
  ).toBeHidden();
  await expect(
    banner.getByRole('button', { name: owner.text(other.code, 'nav.toggle') }),
  ).toBeVisible();
});
