import type { Locator, Page, Route } from '@playwright/test';
import type { FeaturedProject } from '../app/content/types';
import type { Language } from '../app/i18n/languages';
import { expect, languagesUnderTest, saveTheme, test } from './fixtures';
import { escapeRegExp, type Owner } from './owner';

/** What a visitor reads on the Projects page in a language, from the owner's translations. */
function copyOf(owner: Owner, lang: Language) {
  const text = (key: string) => owner.text(lang, key);
  return {
    featured: text('projects.featuredTitle'),
    client: text('projects.clientTitle'),
    completed: text('projects.status.completed'),
    inProgress: text('projects.status.inProgress'),
    planned: text('projects.status.planned'),
    liveDemo: text('projects.liveDemo'),
    viewProject: text('projects.viewProject'),
    visitSite: text('projects.visitSite'),
    getInTouch: text('projects.cta.button'),
    newTab: text('common.opensInNewTab'),
  };
}

function featuredTitle(owner: Owner, project: FeaturedProject, lang: Language = 'en'): string {
  return owner.text(lang, `projects.featured.${project.id}.title`);
}

/** The accessible name of a project's link: its visible text, the project's title, the new-tab note. */
function linkName(owner: Owner, visible: string, title: string): string {
  const context = owner.text('en', 'projects.linkContext', { title });
  return `${visible} ${context} ${owner.text('en', 'common.opensInNewTab')}`;
}

/** The number of the owner's projects that have an external link of each kind. */
function linkCounts(owner: Owner) {
  const liveDemos = owner.featuredProjects.filter((project) => project.liveUrl).length;
  const sources = owner.featuredProjects.filter((project) => project.githubUrl).length;
  const sites = owner.clientProjects.filter((project) => project.url).length;
  return { liveDemos, sources, sites, all: liveDemos + sources + sites };
}

function sections(page: Page, owner: Owner, lang: Language) {
  const copy = copyOf(owner, lang);
  return {
    featured: page.getByRole('region', { name: copy.featured }),
    client: page.getByRole('region', { name: copy.client }),
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
  test(`${code}: every featured and client project, links only where there are URLs`, async ({
    page,
    owner,
  }) => {
    await page.goto(`${prefix}/projects`);
    const { featured: featuredSection, client } = sections(page, owner, code);
    await expect(featuredSection.getByRole('article')).toHaveCount(owner.featuredProjects.length);
    await expect(client.getByRole('article')).toHaveCount(owner.clientProjects.length);
    await expect(featuredSection.getByRole('heading', { level: 3 })).toHaveText(
      owner.featuredProjects.map((project) => featuredTitle(owner, project, code)),
    );
    await expect(client.getByRole('heading', { level: 3 })).toHaveText(
      owner.clientProjects.map(({ id }) => owner.text(code, `projects.client.${id}.title`)),
    );

    // One live demo, source or website link per URL the owner gave, and no other.
    const { liveDemo, viewProject, visitSite, getInTouch } = copyOf(owner, code);
    const counts = linkCounts(owner);
    await expect(
      featuredSection.getByRole('link', { name: new RegExp(`^${escapeRegExp(liveDemo)}`) }),
    ).toHaveCount(counts.liveDemos);
    await expect(
      featuredSection.getByRole('link', { name: new RegExp(`^${escapeRegExp(viewProject)}`) }),
    ).toHaveCount(counts.sources);
    await expect(featuredSection.getByRole('link')).toHaveCount(counts.liveDemos + counts.sources);
    await expect(
      client.getByRole('link', { name: new RegExp(`^${escapeRegExp(visitSite)}`) }),
    ).toHaveCount(counts.sites);
    await expect(client.getByRole('link')).toHaveCount(counts.sites);
    await expect(page.locator('main a:not([href]), main a[href=""]')).toHaveCount(0);

    const mail = page.getByRole('link', { name: getInTouch });
    await expect(mail).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${escapeRegExp(owner.site.email)}\\?subject=.+&body=.+`),
    );

    // Nothing overflows sideways, even at 375 px.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
  });

  test(`${code}: every external link, the footer's too, opens a new tab with noopener, noreferrer and nofollow`, async ({
    page,
    owner,
  }) => {
    await page.goto(`${prefix}/projects`);
    await expect(page.locator('main a[href^="http"]')).toHaveCount(linkCounts(owner).all);
    // The page's own and the footer's profiles alike.
    const external = page.locator('a[href^="http"]');
    await expect(external).toHaveCount(
      linkCounts(owner).all + Object.keys(owner.site.profiles).length,
    );
    const { newTab } = copyOf(owner, code);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer', 'nofollow']));
      await expect(link).toHaveAccessibleName(new RegExp(`${escapeRegExp(newTab)}$`));
    }
  });

  for (const isDark of [false, true]) {
    const theme = isDark ? 'dark' : 'light';

    test(`${code}, ${theme} theme: badge colour follows the status`, async ({ page, owner }) => {
      await saveTheme(page, isDark);
      await page.goto(`${prefix}/projects`);
      await expect(page.locator('html.dark')).toHaveCount(isDark ? 1 : 0);
      const { featured: featuredSection } = sections(page, owner, code);
      const copy = copyOf(owner, code);
      const withStatus = (status: FeaturedProject['status']) =>
        owner.featuredProjects.filter((project) => project.status === status).length;
      const completed = featuredSection.getByText(copy.completed, { exact: true });
      const inProgress = featuredSection.getByText(copy.inProgress, { exact: true });
      const planned = featuredSection.getByText(copy.planned, { exact: true });
      await expect(completed).toHaveCount(withStatus('completed'));
      await expect(inProgress).toHaveCount(withStatus('inProgress'));
      await expect(planned).toHaveCount(withStatus('planned'));
      for (const badge of await completed.all()) {
        const hue = await backgroundHue(badge);
        expect(hue, 'completed is green').toBeGreaterThanOrEqual(100);
        expect(hue, 'completed is green').toBeLessThanOrEqual(170);
      }
      for (const badge of await inProgress.all()) {
        const hue = await backgroundHue(badge);
        expect(hue, 'in progress is yellow').toBeGreaterThanOrEqual(20);
        expect(hue, 'in progress is yellow').toBeLessThanOrEqual(70);
      }
      for (const badge of await planned.all()) {
        // Grey: no hue at all, or the faint blue of slate; never green or yellow.
        const hue = await backgroundHue(badge);
        expect(Number.isNaN(hue) || hue > 170 || hue < 20, `planned is grey (hue ${hue})`).toBe(
          true,
        );
      }
    });
  }
}

test('links are present exactly where a project has a URL, and lead there', async ({
  page,
  owner,
}) => {
  await page.goto('/projects');
  const { liveDemo, viewProject, visitSite } = copyOf(owner, 'en');
  for (const project of owner.featuredProjects) {
    const title = featuredTitle(owner, project);
    const article = page.getByRole('article', { name: title });
    const links = [
      [liveDemo, project.liveUrl],
      [viewProject, project.githubUrl],
    ] as const;
    for (const [visible, url] of links) {
      const link = article.getByRole('link', { name: new RegExp(`^${escapeRegExp(visible)}`) });
      if (url) {
        await expect(link).toHaveAttribute('href', url);
        await expect(link).toHaveAccessibleName(linkName(owner, visible, title));
        await expect(link).toHaveText(new RegExp(`^${escapeRegExp(visible)}`));
      } else {
        await expect(link).toHaveCount(0);
      }
    }
  }
  for (const project of owner.clientProjects) {
    const title = owner.text('en', `projects.client.${project.id}.title`);
    const links = page.getByRole('article', { name: title }).getByRole('link');
    if (project.url) {
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute('href', project.url);
      await expect(links).toHaveAccessibleName(linkName(owner, visitSite, title));
    } else {
      await expect(links).toHaveCount(0);
    }
  }
});

test('a project image that fails to load, or is missing, gives an emoji tile in the same box', async ({
  page,
  owner,
  expectConsoleError,
}) => {
  // The aborted requests are the point of this test: the browser logs each as a console error.
  if (owner.featuredProjects.some((project) => project.image)) {
    expectConsoleError(/^error: Failed to load resource: net::ERR_FAILED \(.*\/images\/projects\//);
  }
  await page.route('**/images/projects/**', (route) => route.abort());
  await page.goto('/projects');
  for (const project of owner.featuredProjects) {
    const title = featuredTitle(owner, project);
    const article = page.getByRole('article', { name: title });
    const image = article.getByRole('img');
    // Scroll the card, not the picture: the failed <img> is replaced by the tile
    // at any moment (its error, or the check when its section hydrates).
    await article.scrollIntoViewIfNeeded();
    await expect(image).toHaveAccessibleName(owner.text('en', 'projects.imageAlt', { title }));
    await expect(image).toHaveText(project.fallbackEmoji);
    const box = await image.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBe(1.6);
  }
});

test('a project without an image shows its emoji tile and requests no picture', async ({
  page,
  owner,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/projects/')) requested.push(request.url());
  });
  await page.goto('/projects');
  for (const project of owner.featuredProjects) {
    const title = featuredTitle(owner, project);
    const article = page.getByRole('article', { name: title });
    await article.scrollIntoViewIfNeeded();
    const image = article.getByRole('img', {
      name: owner.text('en', 'projects.imageAlt', { title }),
    });
    if (project.image) {
      await expect
        .poll(() =>
          image.evaluate(
            (node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0,
          ),
        )
        .toBe(true);
    } else {
      await expect(image).toHaveText(project.fallbackEmoji);
      await expect(article.locator('img, picture')).toHaveCount(0);
    }
  }
  const withImages = owner.featuredProjects.filter((project) => project.image).length;
  expect(new Set(requested.map((url) => new URL(url).pathname)).size).toBe(withImages);
});

for (const isDark of [false, true]) {
  test(`${isDark ? 'dark' : 'light'} theme: project pictures are ${isDark ? 'dimmed a little, not glaring' : 'shown as they are'}`, async ({
    page,
    owner,
  }) => {
    await saveTheme(page, isDark);
    await page.goto('/projects');
    const withImages = owner.featuredProjects.filter((project) => project.image);
    expect(withImages.length, 'this test needs a featured project with a picture').toBeGreaterThan(
      0,
    );
    for (const project of withImages) {
      const picture = page
        .getByRole('article', { name: featuredTitle(owner, project) })
        .locator('img');
      const filter = await picture.evaluate((img) => getComputedStyle(img).filter);
      if (isDark) expect(filter).toMatch(/^brightness\(0\.\d+\)$/);
      else expect(filter).toBe('none');
    }
  });
}

test('images that arrive late do not shift the layout', async ({ page, owner }) => {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number; shifted: string[] };
    scope.layoutShift = 0;
    scope.shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        scope.layoutShift += entry.value;
        // What moved, to name it if this ever fails.
        for (const { node, previousRect: from, currentRect: to } of entry.sources ?? []) {
          const name =
            node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName;
          scope.shifted.push(
            `${name} at ${Math.round(entry.startTime)} ms: ${from.x},${from.y} ${from.width}x${from.height} → ${to.x},${to.y} ${to.width}x${to.height}`,
          );
        }
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
  for (const project of owner.featuredProjects) {
    await page
      .getByRole('article', { name: featuredTitle(owner, project) })
      .scrollIntoViewIfNeeded();
  }
  const withImages = owner.featuredProjects.filter((project) => project.image).length;
  await expect.poll(() => held.length).toBe(withImages);
  const before = await articleBoxes(page);
  expect(before).toHaveLength(owner.featuredProjects.length + owner.clientProjects.length);

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
  const { layoutShift, shifted } = await page.evaluate(() => {
    const scope = window as unknown as { layoutShift: number; shifted: string[] };
    return { layoutShift: scope.layoutShift, shifted: scope.shifted };
  });
  expect(layoutShift, shifted.join('\n')).toBe(0);
});

for (const { code, prefix } of languagesUnderTest) {
  test(`${prefix}/projects printed on A4: each card kept whole, each link's label on one line, its address on a row below`, async ({
    page,
  }) => {
    // A4's width inside the printed page's margins (app.css @page), at 96 dpi.
    await page.setViewportSize({ width: 680, height: 1000 });
    await page.goto(`${prefix}/projects`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await page.emulateMedia({ media: 'print' });
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toHaveCSS('break-inside', 'avoid');
    // A section's heading and introduction go to the next page together with its first cards.
    const intros = page.getByRole('main').locator('h2 + p');
    expect(await intros.count()).toBeGreaterThan(0);
    for (const intro of await intros.all()) {
      await expect(intro).toHaveCSS('break-inside', 'avoid');
      await expect(intro).toHaveCSS('break-after', 'avoid');
    }
    const links = await page
      .getByRole('main')
      .getByRole('article')
      .locator('a[href^="https:"]')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => {
          const label = [...anchor.childNodes].find(
            (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
          );
          const range = document.createRange();
          if (label) range.selectNodeContents(label);
          const lines = new Set([...range.getClientRects()].map(({ top }) => Math.round(top)));
          return {
            label: label?.textContent,
            lines: lines.size,
            labelBottom: range.getBoundingClientRect().bottom,
            linkBottom: anchor.getBoundingClientRect().bottom,
          };
        }),
      );
    expect(links.length, 'this test needs a project with a link').toBeGreaterThan(0);
    for (const { label, lines } of links) expect({ label, lines }).toEqual({ label, lines: 1 });
    // Every link prints its address below the label, not squeezed beside it.
    for (const { label, labelBottom, linkBottom } of links) {
      expect(linkBottom - labelBottom, label ?? '').toBeGreaterThan(12);
    }
  });
}
