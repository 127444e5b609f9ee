import type { Locator, Page, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, languagesUnderTest, saveTheme, test } from './fixtures';

/** The shared "opens in a new tab" note, from the site's own translations. */
const newTab = Object.fromEntries(
  languagesUnderTest.map(({ code }) => {
    const file = new URL(`../app/i18n/locales/${code}/common.json`, import.meta.url);
    const common = JSON.parse(readFileSync(file, 'utf8')) as { opensInNewTab: string };
    return [code, common.opensInNewTab];
  }),
);

/** What a visitor reads on the Projects page, per language. */
const copy = {
  en: {
    featured: 'Featured Projects',
    client: 'Client Projects',
    completed: 'Completed',
    inProgress: 'Progress',
    liveDemo: 'Live Demo',
    viewProject: 'View Project',
    getInTouch: 'Get In Touch',
  },
  sw: {
    featured: 'Miradi Iliyoangaziwa',
    client: 'Miradi ya Wateja',
    completed: 'Imekamilika',
    inProgress: 'Inaendelea',
    liveDemo: 'Onyesho la Moja kwa Moja',
    viewProject: 'Tazama Mradi',
    getInTouch: 'Wasiliana Nami',
  },
  pt: {
    featured: 'Projetos em Destaque',
    client: 'Projetos para Clientes',
    completed: 'Concluído',
    inProgress: 'Em Progresso',
    liveDemo: 'Demo ao Vivo',
    viewProject: 'Ver Projeto',
    getInTouch: 'Entre em Contato',
  },
} as const;

/** The English featured projects: title, image alt and the emoji of the tile that replaces it. */
const featured = [
  { title: 'Soko Online Marketplace', emoji: '🛒', hasLiveDemo: true, hasSource: true },
  { title: 'Land Parcel Mapper', emoji: '🗺️', hasLiveDemo: true, hasSource: false },
  { title: 'Water Access Dashboard', emoji: '📊', hasLiveDemo: false, hasSource: true },
] as const;
const clientWithoutLink = ['School Results Portal', 'County Flood Risk Maps'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sections(page: Page, lang: keyof typeof copy) {
  return {
    featured: page.getByRole('region', { name: copy[lang].featured }),
    client: page.getByRole('region', { name: copy[lang].client }),
  };
}

/** The hue (0-360) of an element's computed background, whatever colour space CSS used. */
async function backgroundHue(element: Locator): Promise<number> {
  const [r, g, b] = await element.evaluate((node) => {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    });
    if (!context) throw new Error('no canvas');
    context.fillStyle = getComputedStyle(node).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  const [red, green, blue] = [r ?? 0, g ?? 0, b ?? 0];
  const max = Math.max(red, green, blue);
  const delta = max - Math.min(red, green, blue);
  if (delta === 0) return Number.NaN;
  const sector =
    max === red
      ? ((green - blue) / delta + 6) % 6
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return sector * 60;
}

/** Article boxes in page coordinates (independent of the scroll position). */
function articleBoxes(page: Page): Promise<number[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main article')].map((article) => {
      const box = article.getBoundingClientRect();
      return [box.left, box.top + window.scrollY, box.width, box.height];
    }),
  );
}

for (const { code, prefix } of languagesUnderTest) {
  test(`${code}: three featured and six client projects, links only where there are URLs`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/projects`);
    const { featured: featuredSection, client } = sections(page, code);
    await expect(featuredSection.getByRole('article')).toHaveCount(3);
    await expect(client.getByRole('article')).toHaveCount(6);
    for (const article of await page.getByRole('article').all()) {
      await expect(article.getByRole('heading', { level: 3 })).toHaveText(/\S/);
    }

    // Featured: two live demos and two sources among three projects; clients: four sites of six.
    const { liveDemo, viewProject, getInTouch } = copy[code];
    await expect(
      featuredSection.getByRole('link', { name: new RegExp(`^${escape(liveDemo)}`) }),
    ).toHaveCount(2);
    await expect(
      featuredSection.getByRole('link', { name: new RegExp(`^${escape(viewProject)}`) }),
    ).toHaveCount(2);
    await expect(client.getByRole('link')).toHaveCount(4);
    await expect(page.locator('main a:not([href]), main a[href=""]')).toHaveCount(0);

    const mail = page.getByRole('link', { name: getInTouch });
    await expect(mail).toHaveAttribute('href', /^mailto:hello@example\.com\?subject=.+&body=.+/);

    // Nothing overflows sideways, even at 375 px.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
  });

  test(`${code}: every external link opens a new tab with noopener, noreferrer and nofollow`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/projects`);
    const external = page.locator('main a[href^="http"]');
    await expect(external).toHaveCount(8);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer', 'nofollow']));
      await expect(link).toHaveAccessibleName(new RegExp(`${escape(newTab[code] ?? '')}$`));
    }
  });

  for (const isDark of [false, true]) {
    const theme = isDark ? 'dark' : 'light';

    test(`${code}, ${theme} theme: badge colour follows the status, and axe finds no violations`, async ({
      page,
    }) => {
      await saveTheme(page, isDark);
      await page.goto(`${prefix}/projects`);
      await expect(page.locator('html.dark')).toHaveCount(isDark ? 1 : 0);
      const { featured: featuredSection } = sections(page, code);
      const completed = featuredSection.getByText(copy[code].completed, { exact: true });
      const inProgress = featuredSection.getByText(copy[code].inProgress, { exact: true });
      await expect(completed).toHaveCount(2);
      await expect(inProgress).toHaveCount(1);
      for (const badge of await completed.all()) {
        const hue = await backgroundHue(badge);
        expect(hue, 'completed is green').toBeGreaterThanOrEqual(100);
        expect(hue, 'completed is green').toBeLessThanOrEqual(170);
      }
      const hue = await backgroundHue(inProgress);
      expect(hue, 'in progress is yellow').toBeGreaterThanOrEqual(20);
      expect(hue, 'in progress is yellow').toBeLessThanOrEqual(70);
      await expectNoAxeViolations(page);
    });
  }
}

test('links are absent exactly where a project has no URL', async ({ page }) => {
  await page.goto('/projects');
  for (const { title, hasLiveDemo, hasSource } of featured) {
    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('link', { name: /^Live Demo/ })).toHaveCount(
      hasLiveDemo ? 1 : 0,
    );
    await expect(article.getByRole('link', { name: /^View Project/ })).toHaveCount(
      hasSource ? 1 : 0,
    );
  }
  for (const title of clientWithoutLink) {
    await expect(page.getByRole('article', { name: title }).getByRole('link')).toHaveCount(0);
  }
  const demo = page.getByRole('link', { name: /^Live Demo – Soko Online Marketplace/ });
  await expect(demo).toHaveAttribute('href', 'https://shop.example.com');
  await expect(demo).toHaveAccessibleName(
    'Live Demo – Soko Online Marketplace (opens in a new tab)',
  );
  await expect(demo).toHaveText(/^Live Demo/);
});

test('a project image that fails to load is replaced by its emoji tile in the same box', async ({
  page,
  expectConsoleError,
}) => {
  // The aborted requests are the point of this test: the browser logs each as a console error.
  expectConsoleError(/^error: Failed to load resource: net::ERR_FAILED \(.*\/images\/projects\//);
  await page.route('**/images/projects/**', (route) => route.abort());
  await page.goto('/projects');
  for (const { title, emoji } of featured) {
    const image = page.getByRole('article', { name: title }).getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAccessibleName(`Preview of ${title}`);
    await expect(image).toHaveText(emoji);
    const box = await image.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBe(1.6);
  }
});

test('images that arrive late do not shift the layout', async ({ page }) => {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Hold every image request until the page has been measured without them.
  const held: Route[] = [];
  let isReleased = false;
  await page.route('**/images/projects/**', async (route) => {
    if (isReleased) await route.continue();
    else held.push(route);
  });
  await page.goto('/projects', { waitUntil: 'domcontentloaded' });
  for (const { title } of featured) {
    await page.getByRole('article', { name: title }).scrollIntoViewIfNeeded();
  }
  await expect.poll(() => held.length).toBe(3);
  const before = await articleBoxes(page);
  expect(before).toHaveLength(9);

  isReleased = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('main img')].every(
          (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  expect(await articleBoxes(page)).toEqual(before);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).toBe(0);
});
