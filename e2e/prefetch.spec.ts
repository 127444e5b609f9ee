/**
 * The next step is already there: once a page is idle it fetches the other
 * pages' modules, and a visitor's intent to switch language fetches the other
 * languages, so neither a link nor a switch waits for the network. Nothing of
 * the kind for a visitor who saves data.
 */
import type { Page } from '@playwright/test';
import { languageOption, languages, localizePath } from '../app/i18n/languages';
import { otherLanguage, prefixedLanguages } from '../app/test/languages';
import {
  afterIdle,
  expect,
  openLink,
  saveData,
  scriptRequests,
  scriptsSettled,
  test,
} from './fixtures';

type WithManifest = { __reactRouterManifest: { routes: Record<string, { module: string }> } };

const languageChunk = new RegExp(`^/assets/(?:${prefixedLanguages.join('|')})-[\\w-]+\\.js$`);

/** The module URLs of these routes, from the page's React Router manifest. */
function routeModules(page: Page, ids: string[]): Promise<string[]> {
  return page.evaluate(
    (routeIds) =>
      routeIds.map(
        (id) => (window as unknown as WithManifest).__reactRouterManifest.routes[id]?.module ?? id,
      ),
    ids,
  );
}

test('once the page is idle it fetches the other pages, so a link needs no script', async ({
  page,
  owner,
}) => {
  const requests = scriptRequests(page);
  await page.goto('/');
  const others = await routeModules(page, ['en-about', 'en-projects']);
  await expect.poll(() => requests).toEqual(expect.arrayContaining(others));
  const [ownModule] = await routeModules(page, ['en-home']);
  expect(requests.filter((path) => path === ownModule)).toHaveLength(1);
  await scriptsSettled(page, requests);

  const before = requests.length;
  await openLink(page, '/about');
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.text('en', 'about.title'));
  expect(requests.slice(before)).toEqual([]);
});

for (const [intent, act] of [
  ['a pointer over', (page: Page) => languageButton(page).hover()],
  ['focus on', (page: Page) => languageButton(page).focus()],
  ['a touch of', (page: Page) => languageButton(page).dispatchEvent('touchstart')],
] as const) {
  test(`${intent} the language button fetches the other languages, so the switch needs no script`, async ({
    page,
    owner,
  }) => {
    const requests = scriptRequests(page);
    await page.goto('/about');
    // The pages' own prefetch comes first; it fetches no language.
    const others = await routeModules(page, ['en-home', 'en-projects']);
    await expect.poll(() => requests).toEqual(expect.arrayContaining(others));
    await afterIdle(page);
    expect(requests.filter((path) => languageChunk.test(path))).toEqual([]);

    await act(page);
    await expect
      .poll(() => requests.filter((path) => languageChunk.test(path)))
      .toHaveLength(languages.length - 1);
    await scriptsSettled(page, requests);

    const before = requests.length;
    await languageButton(page).click();
    await page.getByRole('menuitemradio', { name: languageOption(otherLanguage).name }).click();
    await expect(page).toHaveURL(localizePath(otherLanguage, '/about'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      owner.text(otherLanguage, 'about.title'),
    );
    expect(requests.slice(before)).toEqual([]);
  });
}

test('a visitor who saves data gets no prefetching, and still every page', async ({ page }) => {
  await saveData(page);
  const requests = scriptRequests(page);
  await page.goto('/');
  await languageButton(page).hover();
  await afterIdle(page);
  const others = await routeModules(page, ['en-about', 'en-projects']);
  expect(requests.filter((path) => others.includes(path) || languageChunk.test(path))).toEqual([]);

  await openLink(page, '/about');
  await expect(page).toHaveURL('/about');
  await expect.poll(() => requests).toContain(others[0]);
});

test('a page whose prefetch fails stays as it is, and its links still lead to their pages', async ({
  page,
  owner,
  expectConsoleError,
}) => {
  // A dropped request, or a file a redeploy removed: once, or every time.
  let isBlocked = true;
  await page.route(/\/assets\/about-[\w-]+\.js$/, (route) =>
    isBlocked ? route.abort() : route.fallback(),
  );
  expectConsoleError(/Failed to load resource/);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const failed = page.waitForEvent('requestfailed', (request) =>
    /\/assets\/about-[\w-]+\.js$/.test(request.url()),
  );
  await page.goto('/');
  await failed;
  // What the failure sets off has run by then: a reload would have ended the page.
  await afterIdle(page);
  expect(loads).toHaveLength(1);

  // Still working, and the page the prefetch missed comes when asked for.
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
  const pressed = await toggle.getAttribute('aria-pressed');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-pressed', pressed ?? '');
  isBlocked = false;
  await openLink(page, '/about');
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.text('en', 'about.title'));
});

function languageButton(page: Page) {
  return page.getByRole('button', { name: /Change language/ });
}
