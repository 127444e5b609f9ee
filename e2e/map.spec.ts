import type { Locator, Page } from '@playwright/test';
import { languageOption, type Language } from '../app/i18n/languages';
import { otherLanguage } from '../app/test/languages';
import { expect, expectNoAxeViolations, languagesUnderTest, saveTheme, test } from './fixtures';
import type { Owner } from './owner';

/** The owner's places in the page's order of the projects: card id, title and link name. */
function placesOf(owner: Owner, lang: Language = 'en') {
  const projects = [
    ...owner.featuredProjects.map((project) => ({ ...project, kind: 'featured' })),
    ...owner.clientProjects.map((project) => ({ ...project, kind: 'client' })),
  ];
  return projects.flatMap(({ id, kind, place }) => {
    if (!place) return [];
    const title = owner.text(lang, `projects.${kind}.${id}.title`);
    const placeName = owner.text(lang, `projects.map.places.${place.name}`);
    return [
      { id, title, name: owner.text(lang, 'projects.map.marker', { title, place: placeName }) },
    ];
  });
}

const mapOf = (page: Page, owner: Owner, lang: Language = 'en') =>
  page.getByRole('region', { name: owner.text(lang, 'projects.map.title') });

/** The fill (or stroke, for borders and outlines) of each part of the map and of a marker's dot. */
function mapColours(map: Locator): Promise<string[]> {
  return map.evaluate((region) => {
    const style = (selector: string) => {
      const element = region.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      return getComputedStyle(element);
    };
    return [
      style('.wm-water').fill,
      style('.wm-land').fill,
      style('.wm-home').fill,
      style('.wm-border').stroke,
      style('.wm-home-edge').stroke,
      style('li a span').backgroundColor,
    ];
  });
}

test('every place is a link named after its project and place, leading to its card', async ({
  page,
  owner,
}) => {
  await page.goto('/projects');
  const map = mapOf(page, owner);
  const places = placesOf(owner);
  expect(places.length).toBeGreaterThan(0);
  await expect(map.getByRole('listitem')).toHaveCount(places.length);
  await expect(map.getByRole('link')).toHaveCount(places.length);
  for (const { id, title, name } of places) {
    const link = map.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', `#${id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const card = page.getByRole('article', { name: title });
    await expect(card).toHaveAttribute('id', id);
    await expect(card).toBeInViewport();
  }
});

test('a place followed by keyboard moves focus to its card, which a screen reader then reads', async ({
  page,
  owner,
}) => {
  await page.goto('/projects');
  const [place] = placesOf(owner);
  if (!place) throw new Error('The owner has no project with a place');
  await mapOf(page, owner).getByRole('link', { name: place.name, exact: true }).press('Enter');
  await expect(page.getByRole('article', { name: place.title })).toBeFocused();
});

test('the map tells mouse and keyboard users to hover or focus, and touch users to tap', async ({
  browser,
  page,
  owner,
}) => {
  const hover = owner.text('en', 'projects.map.intro');
  const tap = owner.text('en', 'projects.map.introTouch');
  await page.goto('/projects');
  await expect(mapOf(page, owner).getByText(hover, { exact: true })).toBeVisible();
  await expect(mapOf(page, owner).getByText(tap, { exact: true })).toBeHidden();

  const phone = await browser.newContext({ hasTouch: true, isMobile: true });
  try {
    const touch = await phone.newPage();
    await touch.goto(new URL('/projects', page.url()).href);
    expect(await touch.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expect(mapOf(touch, owner).getByText(tap, { exact: true })).toBeVisible();
    await expect(mapOf(touch, owner).getByText(hover, { exact: true })).toBeHidden();
  } finally {
    await phone.close();
  }
});

test('a language switch keeps the chosen place and shows its card', async ({ page, owner }) => {
  await page.goto('/projects');
  const place = placesOf(owner).at(-1);
  if (!place) throw new Error('The owner has no place on the map');
  await mapOf(page, owner).getByRole('link', { name: place.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${place.id}$`));
  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitemradio', { name: languageOption(otherLanguage).name }).click();
  await expect(page).toHaveURL(new RegExp(`/${otherLanguage}/projects#${place.id}$`));
  const title = placesOf(owner, otherLanguage).at(-1)?.title ?? '';
  await expect(page.getByRole('article', { name: title })).toBeInViewport();
});

test('the keyboard reaches the places in the order of the projects, each showing its label and a focus ring', async ({
  page,
  owner,
}) => {
  await page.goto('/projects');
  const places = placesOf(owner);
  const focused = page.locator(':focus');
  // From the top of the page, the first place is the first control in the page's content.
  for (let tabs = 0; tabs < 20; tabs += 1) {
    await page.keyboard.press('Tab');
    if ((await focused.getAttribute('href')) === `#${places[0]?.id}`) break;
  }
  for (const [index, { id, name }] of places.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await expect(focused).toHaveAttribute('href', `#${id}`);
    await expect(focused).toHaveAccessibleName(name);
    await expect(focused.getByText(name, { exact: true })).toHaveCSS('clip-path', 'none');
    expect(await focused.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
  }
  // A pointer shows the label too; away from it, and unfocused, the label is clipped.
  await page.keyboard.press('Tab');
  const first = mapOf(page, owner).getByRole('link', { name: places[0]?.name, exact: true });
  const label = first.getByText(places[0]?.name ?? '', { exact: true });
  await expect(label).not.toHaveCSS('clip-path', 'none');
  await first.hover();
  await expect(label).toHaveCSS('clip-path', 'none');
});

test('Escape hides a label shown by focus or pointer, which may cover other places, until it is left (WCAG 1.4.13)', async ({
  page,
  owner,
}) => {
  await page.goto('/projects');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  // A second place, where the owner has one, shows its own label while the first's is hidden.
  const [first, second] = placesOf(owner);
  if (!first) throw new Error('This test needs a place on the map');
  const map = mapOf(page, owner);
  const marker = (place: typeof first) => map.getByRole('link', { name: place.name, exact: true });
  const label = (place: typeof first) => marker(place).getByText(place.name, { exact: true });

  // Shown by focus: Escape hides it, the focus stays; the next place shows its own.
  await marker(first).focus();
  await expect(label(first)).toHaveCSS('clip-path', 'none');
  await page.keyboard.press('Escape');
  await expect(label(first)).not.toHaveCSS('clip-path', 'none');
  await expect(marker(first)).toBeFocused();
  if (second) {
    await marker(second).focus();
    await expect(label(second)).toHaveCSS('clip-path', 'none');
  } else {
    await marker(first).blur();
    await expect(marker(first)).not.toBeFocused();
  }
  // Back on the first, it shows again.
  await marker(first).focus();
  await expect(label(first)).toHaveCSS('clip-path', 'none');

  // Shown by the pointer, the focus elsewhere: Escape hides it too, until the pointer leaves.
  const hovered = second ?? first;
  await page.getByRole('heading', { level: 1 }).click();
  await expect(marker(first)).not.toBeFocused();
  await marker(hovered).hover();
  await expect(label(hovered)).toHaveCSS('clip-path', 'none');
  await page.keyboard.press('Escape');
  await expect(label(hovered)).not.toHaveCSS('clip-path', 'none');
  await page.mouse.move(0, 0);
  await marker(hovered).hover();
  await expect(label(hovered)).toHaveCSS('clip-path', 'none');
});

test(
  'on a 320 px phone each place’s label, shown on focus, stays inside the map and the screen',
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/projects');
    const map = mapOf(page, owner);
    const frame = await map.locator('.work-map').boundingBox();
    if (!frame) throw new Error('no map');
    for (const { name } of placesOf(owner)) {
      const link = map.getByRole('link', { name, exact: true });
      await link.focus();
      const label = link.getByText(name, { exact: true });
      await expect(label).toHaveCSS('clip-path', 'none');
      const box = await label.boundingBox();
      expect(box, name).not.toBeNull();
      if (!box) continue;
      expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(Math.max(0, frame.x) - 1);
      expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(
        Math.min(320, frame.x + frame.width) + 1,
      );
    }
  },
);

test(
  'every country’s name stays inside the map, at 100 % and 200 % text and twice as long, from 320 px, in every language',
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { code, prefix } of languagesUnderTest) {
        await page.goto(`${prefix}/projects`);
        for (const size of ['100%', '200%']) {
          await page.evaluate((fontSize) => {
            document.documentElement.style.fontSize = fontSize;
          }, size);
          const outside = await mapOf(page, owner, code)
            .locator('.work-map')
            .evaluate((frame) => {
              const { left, right, width: room } = frame.getBoundingClientRect();
              const names = [...frame.querySelectorAll(':scope > span')];
              const outsideNow = () =>
                names.flatMap((name) => {
                  const box = name.getBoundingClientRect();
                  // A name wider than the map cannot fit (the build leaves out such names).
                  if (box.width > room) return [];
                  return box.left < left - 1 || box.right > right + 1
                    ? [`${name.textContent} (${Math.round(box.left)}–${Math.round(box.right)})`]
                    : [];
                });
              const asWritten = outsideNow();
              // Another language's or owner's longer names: each written twice.
              for (const name of names)
                name.textContent = `${name.textContent} ${name.textContent}`;
              return [...asWritten, ...outsideNow()];
            });
          expect(outside, `${code} at ${width} px, ${size} text`).toEqual([]);
          await page.reload();
        }
      }
    }
  },
);

test(
  'from 1024 px the heading and the legend sit beside the map, in the middle of its height; under it they come before and after it',
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/projects');
      const map = mapOf(page, owner);
      const box = async (locator: Locator) => {
        const found = await locator.boundingBox();
        if (!found) throw new Error(`nothing drawn at ${width} px`);
        return { ...found, bottom: found.y + found.height, middle: found.y + found.height / 2 };
      };
      const heading = await box(map.getByRole('heading', { level: 2 }));
      const figure = await box(map.locator('figure'));
      // The legend: the last of the section's parts, hidden from assistive technology.
      const legend = await box(map.locator(':scope > [aria-hidden="true"]'));
      if (width < 1024) {
        expect(figure.y, `${width} px`).toBeGreaterThan(heading.bottom);
        expect(legend.y, `${width} px`).toBeGreaterThan(figure.bottom);
        continue;
      }
      // Beside the map: the heading above the legend, both left of it.
      expect(legend.y, `${width} px`).toBeGreaterThan(heading.bottom);
      expect(Math.max(heading.x + heading.width, legend.x + legend.width)).toBeLessThan(figure.x);
      const side = { top: heading.y, bottom: legend.bottom };
      if (side.bottom - side.top < figure.height) {
        // Shorter than the map: the space left over is shared equally above and below.
        expect(
          Math.abs(side.top - figure.y - (figure.bottom - side.bottom)),
          `${width} px`,
        ).toBeLessThan(2);
      } else {
        expect(Math.abs(side.top - figure.y), `${width} px`).toBeLessThan(2);
      }
    }
  },
);

test('the map takes its colours from the theme, and axe passes with a label shown in both', async ({
  page,
  owner,
}) => {
  await saveTheme(page, false);
  await page.goto('/projects');
  const map = mapOf(page, owner);
  const first = map.getByRole('link').first();
  await first.focus();
  await expectNoAxeViolations(page);
  const light = await mapColours(map);
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html.dark')).toHaveCount(1);
  await first.focus();
  await expectNoAxeViolations(page);
  const dark = await mapColours(map);
  light.forEach((colour, index) => expect(dark[index], `part ${index}`).not.toBe(colour));
});

test('the prerendered map survives hydration, and a client-side visit shows it, all from this origin', async ({
  page,
  owner,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const isMapFile = (url: string) => /\/assets\/work-map-[\w-]+\.svg$/.test(url);

  // Loaded directly: the SVG came with the HTML and hydration keeps it.
  await page.goto('/projects');
  await expect(mapOf(page, owner).locator('svg .wm-land')).toHaveCount(1);
  expect(requests.filter(isMapFile)).toEqual([]);

  // Home, then Projects without a page load: the SVG is fetched once, as a file.
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: owner.text('en', 'home.hero.projects'), exact: true })
    .click();
  const map = mapOf(page, owner);
  await expect(map.locator('svg .wm-land')).toHaveCount(1);
  await expect(map.getByRole('link')).toHaveCount(placesOf(owner).length);
  expect(requests.filter(isMapFile)).toHaveLength(1);

  const origins = new Set(requests.map((url) => new URL(url).origin));
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
});
