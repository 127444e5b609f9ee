import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type enAbout from '../app/i18n/locales/en/about.json';
import { expect, expectNoAxeViolations, languagesUnderTest, saveTheme, test } from './fixtures';

type About = typeof enAbout;
type Code = (typeof languagesUnderTest)[number]['code'];

/** The about page's texts in a language, read from the translation file the site is built from. */
function readAbout(code: Code): About {
  const url = new URL(`../app/i18n/locales/${code}/about.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as About;
}

const about: Record<Code, About> = {
  en: readAbout('en'),
  sw: readAbout('sw'),
  pt: readAbout('pt'),
};
const en = about.en;
const jobKeys = Object.keys(en.jobs) as (keyof About['jobs'])[];

function career(page: Page, text: About = en): Locator {
  return page.getByRole('region', { name: text.headings.career });
}

async function expandTimeline(page: Page, text: About = en): Promise<void> {
  const toggle = career(page, text).getByRole('button');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function lineHeight(page: Page): Promise<number> {
  return (await page.getByTestId('timeline-line').boundingBox())?.height ?? 0;
}

type Side = 'left' | 'right' | 'across';

/** The side of the timeline line each shown job's card content is on, from their x positions. */
async function cardSides(page: Page): Promise<Side[]> {
  const line = await page.getByTestId('timeline-line').boundingBox();
  const lineX = (line?.x ?? 0) + (line?.width ?? 0) / 2;
  const titles = await career(page).getByRole('heading', { level: 3 }).all();
  const boxes = await Promise.all(titles.map((title) => title.boundingBox()));
  return boxes.map((box) => {
    const left = box?.x ?? lineX;
    if (left > lineX) return 'right';
    return left + (box?.width ?? 0) < lineX ? 'left' : 'across';
  });
}

/** From 768 px consecutive cards alternate, starting on the left; below it all sit right of the line. */
function expectedSides(page: Page, count: number): Side[] {
  const isWide = (page.viewportSize()?.width ?? 0) >= 768;
  return Array.from({ length: count }, (_, index) =>
    isWide && index % 2 === 0 ? 'left' : 'right',
  );
}

test('the timeline shows 3 jobs, expands to 10 and collapses back to 3', async ({ page }) => {
  await page.goto('/about');
  const items = career(page).getByRole('listitem');
  await expect(items).toHaveCount(3);
  const collapsedHeight = await lineHeight(page);
  expect(collapsedHeight).toBeGreaterThan(0);

  await expandTimeline(page);
  await expect(items).toHaveCount(10);
  const showLess = page.getByRole('button', { name: 'Show Less' });
  await expect(showLess).toBeFocused();
  await expect(showLess).toHaveAttribute('aria-controls', /.+/);
  await expect.poll(() => lineHeight(page)).toBeGreaterThan(collapsedHeight * 2);

  await showLess.click();
  await expect(items).toHaveCount(3);
  const showMore = page.getByRole('button', { name: 'Show More' });
  await expect(showMore).toBeFocused();
  await expect(showMore).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => lineHeight(page)).toBe(collapsedHeight);
  // Collapsing must not leave the visitor scrolled into empty space.
  await expect(showMore).toBeInViewport();
  await expect(items.last()).toBeInViewport({ ratio: 0.01 });
});

test('cards alternate sides from 768 px and form one column beside the line below', async ({
  page,
}) => {
  await page.goto('/about');
  await expandTimeline(page);
  await expect(career(page).getByRole('listitem')).toHaveCount(10);
  expect(await cardSides(page)).toEqual(expectedSides(page, 10));
});

test('multi-line job descriptions keep their lines', async ({ page }) => {
  await page.goto('/about');
  await expandTimeline(page);
  for (const key of ['job1', 'job2', 'job10'] as const) {
    const item = career(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: en.jobs[key].title }) });
    const lines = en.jobs[key].description.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    let previousBottom = Number.NEGATIVE_INFINITY;
    for (const line of lines) {
      const box = await item.getByText(line, { exact: true }).boundingBox();
      expect(box?.y, line).toBeGreaterThanOrEqual(previousBottom - 1);
      previousBottom = (box?.y ?? 0) + (box?.height ?? 0);
    }
  }
});

test('the page shows the photo, four achievements and three hobbies', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Baraka Mwangi' })).toBeVisible();
  const achievements = page.getByRole('region', { name: 'Achievements' }).getByRole('listitem');
  await expect(achievements).toHaveCount(4);
  await expect(achievements.getByRole('heading', { level: 3 })).toHaveText(
    Object.values(en.achievements).map((achievement) => achievement.title),
  );
  const hobbies = page.getByRole('region', { name: 'Hobbies & Interests' }).getByRole('listitem');
  await expect(hobbies).toHaveCount(3);
  await expect(hobbies.getByRole('heading', { level: 3 })).toHaveText(
    Object.values(en.hobbies).map((hobby) => hobby.title),
  );
});

const englishOnly = [
  en.title,
  ...Object.values(en.headings),
  en.showMore,
  en.showLess,
  ...jobKeys.map((key) => en.jobs[key].title),
];

for (const { code, prefix } of languagesUnderTest) {
  test(`the ${code} about page is written in its own language`, async ({ page }) => {
    const text = about[code];
    await page.goto(`${prefix}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(Object.values(text.headings));
    await expandTimeline(page, text);
    await expect(page.getByRole('button', { name: text.showLess })).toBeVisible();
    await expect(career(page, text).getByRole('heading', { level: 3 })).toHaveText(
      jobKeys.map((key) => text.jobs[key].title),
    );
  });

  for (const isDark of [false, true]) {
    test(`the ${code} about page passes axe in the ${isDark ? 'dark' : 'light'} theme`, async ({
      page,
    }) => {
      await saveTheme(page, isDark);
      await page.goto(`${prefix}/about`);
      await expect(page.locator('html')).toHaveClass(isDark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expandTimeline(page, about[code]);
      await expectNoAxeViolations(page);
    });
  }
}

for (const { code, prefix } of languagesUnderTest.filter((language) => language.code !== 'en')) {
  test(`the ${code} about page contains none of the English headings, buttons or job titles`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/about`);
    await expandTimeline(page, about[code]);
    const mainText = await page.getByRole('main').innerText();
    for (const english of englishOnly) expect(mainText).not.toContain(english);
  });
}
