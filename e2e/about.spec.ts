import type { Locator, Page } from '@playwright/test';
import { collapsedJobCount } from '../app/features/about/career-timeline';
import { localizePath, type Language } from '../app/i18n/languages';
import { displayUrl } from '../app/lib/display-url';
import { expect, languagesUnderTest, saveTheme, splitHyphenatedWords, test } from './fixtures';
import type { Owner } from './owner';
import { itemWords } from '../app/content/item-words';

/** A job's words in a language, from the owner's translations. */
function jobText(owner: Owner, lang: Language, id: number, field: 'title' | 'description'): string {
  return owner.text(lang, `about.jobs.${itemWords.jobs.key(id)}.${field}`);
}

/** The owner's job titles in page order. */
function jobTitles(owner: Owner, lang: Language): string[] {
  return owner.jobs.map(({ id }) => jobText(owner, lang, id, 'title'));
}

function career(page: Page, owner: Owner, lang: Language = 'en'): Locator {
  return page.getByRole('region', { name: owner.text(lang, 'about.headings.career') });
}

/** Whether the owner has more jobs than the collapsed timeline shows, so that it has a toggle. */
function hasToggle(owner: Owner): boolean {
  return owner.jobs.length > collapsedJobCount;
}

/** Shows every job: expands the timeline, or checks that a short one has no toggle to press. */
async function expandTimeline(page: Page, owner: Owner, lang: Language = 'en'): Promise<void> {
  const toggle = career(page, owner, lang).getByRole('button');
  if (hasToggle(owner)) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(toggle).toHaveCount(0);
  }
  await expect(career(page, owner, lang).getByRole('listitem')).toHaveCount(owner.jobs.length);
}

async function lineBox(page: Page): Promise<{ height: number; bottom: number }> {
  const box = await page.getByTestId('timeline-line').boundingBox();
  return { height: box?.height ?? 0, bottom: (box?.y ?? 0) + (box?.height ?? 0) };
}

async function lineHeight(page: Page): Promise<number> {
  return (await lineBox(page)).height;
}

type Side = 'left' | 'right' | 'across';

/** The side of the timeline line each shown job's card content is on, from their x positions. */
async function cardSides(page: Page, owner: Owner): Promise<Side[]> {
  const line = await page.getByTestId('timeline-line').boundingBox();
  const lineX = (line?.x ?? 0) + (line?.width ?? 0) / 2;
  const titles = await career(page, owner).getByRole('heading', { level: 3 }).all();
  const boxes = await Promise.all(titles.map((title) => title.boundingBox()));
  return boxes.map((box) => {
    const left = box?.x ?? lineX;
    if (left > lineX) return 'right';
    return left + (box?.width ?? 0) < lineX ? 'left' : 'across';
  });
}

/** Whether the timeline has two sides: from 768 px. */
function hasTwoSides(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 768;
}

/** From 768 px consecutive cards alternate, starting on the left; below it all sit right of the line. */
function expectedSides(page: Page, count: number): Side[] {
  const isWide = hasTwoSides(page);
  return Array.from({ length: count }, (_, index) =>
    isWide && index % 2 === 0 ? 'left' : 'right',
  );
}

test('the timeline shows the first jobs, expands to all of them and collapses back', async ({
  page,
  owner,
}) => {
  await page.goto('/about');
  const items = career(page, owner).getByRole('listitem');
  const collapsed = Math.min(collapsedJobCount, owner.jobs.length);
  await expect(items).toHaveCount(collapsed);
  await expect(items.getByRole('heading', { level: 3 })).toHaveText(
    jobTitles(owner, 'en').slice(0, collapsed),
  );
  const collapsedHeight = await lineHeight(page);
  expect(collapsedHeight).toBeGreaterThan(0);
  if (!hasToggle(owner)) {
    // A career that fits the collapsed timeline is shown whole, with nothing to expand.
    await expect(career(page, owner).getByRole('button')).toHaveCount(0);
    return;
  }

  await expandTimeline(page, owner);
  await expect(items).toHaveCount(owner.jobs.length);
  const showLess = page.getByRole('button', { name: 'Show Less' });
  await expect(showLess).toBeFocused();
  await expect(showLess).toHaveAttribute('aria-controls', /.+/);
  // The line grows to run past the last card.
  await expect.poll(() => lineHeight(page)).toBeGreaterThan(collapsedHeight);
  const lastItem = await items.last().boundingBox();
  expect((await lineBox(page)).bottom).toBeGreaterThanOrEqual(
    (lastItem?.y ?? 0) + (lastItem?.height ?? 0) - 1,
  );

  await showLess.click();
  await expect(items).toHaveCount(collapsed);
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
  owner,
}) => {
  await page.goto('/about');
  await expandTimeline(page, owner);
  expect(await cardSides(page, owner)).toEqual(expectedSides(page, owner.jobs.length));
});

test('from 768 px the two sides interlock: each card starts beside the one before, never over a card of its side', async ({
  page,
  owner,
}) => {
  await page.goto('/about');
  await expandTimeline(page, owner);
  const boxes = await Promise.all(
    (await career(page, owner).getByRole('listitem').all()).map(async (item) => {
      const box = await item.boundingBox();
      return { top: box?.y ?? 0, bottom: (box?.y ?? 0) + (box?.height ?? 0) };
    }),
  );
  const isWide = hasTwoSides(page);
  // The items' boxes are their grid areas from 768 px (a card fills its area's width, not
  // always its height): this holds the placement, not each card's drawn height.
  for (const [index, box] of boxes.entries()) {
    const before = boxes[index - 1];
    if (before) {
      // In order, top to bottom; from 768 px a card starts before the one on the other side ends.
      expect(box.top, `card ${index + 1}`).toBeGreaterThan(before.top);
      if (isWide) expect(box.top, `card ${index + 1}`).toBeLessThan(before.bottom);
    }
    // The card before on the same side (from 768 px; below it, the one before) ends above it.
    const sameSide = boxes[index - (isWide ? 2 : 1)];
    if (sameSide) expect(box.top, `card ${index + 1}`).toBeGreaterThan(sameSide.bottom);
  }
});

test('a job title never breaks a hyphenated word at its hyphen, in any language', async ({
  page,
  owner,
}) => {
  for (const { code, prefix } of languagesUnderTest) {
    await page.goto(`${prefix}/about`);
    await expandTimeline(page, owner, code);
    // Each hyphenated word of a title ("Full-Stack") kept whole. (A career with no such word
    // checks nothing here.)
    const split = await splitHyphenatedWords(
      career(page, owner, code).getByRole('heading', { level: 3 }),
    );
    expect(split, code).toEqual([]);
  }
});

test('multi-line job descriptions keep their lines', async ({ page, owner }) => {
  await page.goto('/about');
  await expandTimeline(page, owner);
  for (const { id } of owner.jobs) {
    const item = career(page, owner)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: jobText(owner, 'en', id, 'title') }) });
    // Each line is a paragraph of its own, below the one before.
    let previousBottom = Number.NEGATIVE_INFINITY;
    for (const line of jobText(owner, 'en', id, 'description').split('\n').filter(Boolean)) {
      const box = await item.getByText(line, { exact: true }).boundingBox();
      expect(box, line).not.toBeNull();
      expect(box?.y, line).toBeGreaterThanOrEqual(previousBottom - 1);
      previousBottom = (box?.y ?? 0) + (box?.height ?? 0);
    }
  }
});

test('the page shows the photo, the achievements and the hobbies', async ({ page, owner }) => {
  await page.goto('/about');
  await expect(
    page.getByRole('heading', { level: 1, name: owner.text('en', 'about.title') }),
  ).toBeVisible();
  const photo = page.getByRole('img', {
    name: owner.text('en', 'about.profileAlt', { name: owner.site.name }),
  });
  await expect(photo).toBeVisible();
  // Sharp on a phone's screen of three device pixels to the CSS pixel: never enlarged there.
  await expect
    .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThanOrEqual(3 * ((await photo.boundingBox())?.width ?? Infinity));
  const achievements = page
    .getByRole('region', { name: owner.text('en', 'about.headings.achievements') })
    .getByRole('listitem');
  await expect(achievements).toHaveCount(owner.achievements.length);
  await expect(achievements.getByRole('heading', { level: 3 })).toHaveText(
    owner.achievements.map(({ id }) =>
      owner.text('en', `about.achievements.${itemWords.achievements.key(id)}.title`),
    ),
  );
  const hobbies = page
    .getByRole('region', { name: owner.text('en', 'about.headings.hobbies') })
    .getByRole('listitem');
  await expect(hobbies).toHaveCount(owner.hobbies.length);
  await expect(hobbies.getByRole('heading', { level: 3 })).toHaveText(
    owner.hobbies.map(({ id }) =>
      owner.text('en', `about.hobbies.${itemWords.hobbies.key(id)}.title`),
    ),
  );
});

const headingKeys = ['career', 'achievements', 'hobbies'] as const;

test('each section has an address of its own, the same in every language, that opens on it below the header', async ({
  page,
  owner,
}) => {
  for (const { code, prefix } of languagesUnderTest) {
    for (const key of headingKeys) {
      await page.goto(`${prefix}/about#${key}`);
      const section = page.getByRole('region', { name: owner.text(code, `about.headings.${key}`) });
      await expect(section).toHaveAttribute('id', key);
      const heading = section.getByRole('heading', { level: 2 });
      await expect(heading).toBeInViewport();
      const header = await page.getByRole('banner').boundingBox();
      const top = (await section.boundingBox())?.y ?? 0;
      expect(top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
    }
  }
});

for (const { code, prefix } of languagesUnderTest) {
  test(`the ${code} about page is written in its own language`, async ({ page, owner }) => {
    await page.goto(`${prefix}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      owner.text(code, 'about.title'),
    );
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      headingKeys.map((key) => owner.text(code, `about.headings.${key}`)),
    );
    if (hasToggle(owner)) {
      await expect(
        page.getByRole('button', { name: owner.text(code, 'about.showMore') }),
      ).toBeVisible();
    }
    await expandTimeline(page, owner, code);
    if (hasToggle(owner)) {
      await expect(
        page.getByRole('button', { name: owner.text(code, 'about.showLess') }),
      ).toBeVisible();
    }
    await expect(career(page, owner, code).getByRole('heading', { level: 3 })).toHaveText(
      jobTitles(owner, code),
    );
  });
}

for (const { code, prefix } of languagesUnderTest.filter((language) => language.code !== 'en')) {
  test(`the ${code} about page contains none of the English headings, buttons or job titles`, async ({
    page,
    owner,
  }) => {
    await page.goto(`${prefix}/about`);
    await expandTimeline(page, owner, code);
    const englishOnly = [
      owner.text('en', 'about.title'),
      ...headingKeys.map((key) => owner.text('en', `about.headings.${key}`)),
      owner.text('en', 'about.showMore'),
      owner.text('en', 'about.showLess'),
      ...jobTitles(owner, 'en'),
    ];
    const mainText = await page.getByRole('main').innerText();
    for (const english of englishOnly) expect(mainText).not.toContain(english);
  });
}

/** A CSS colour's lightness from 0 (black) to 1 (white): oklch's L, or the mean of r, g and b. */
function lightness(colour: string): number {
  const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number);
  if (colour.startsWith('oklch')) return numbers[0] ?? 1;
  return numbers.slice(0, 3).reduce((sum, value) => sum + value, 0) / 3 / 255;
}

test('the CV link gives the PDF of the page’s language, from the site itself', async ({
  page,
  owner,
}) => {
  for (const { code, prefix } of languagesUnderTest) {
    await page.goto(`${prefix}/about`);
    const link = page.getByRole('link', { name: owner.text(code, 'about.cv.download') });
    await expect(link).toHaveAttribute('hreflang', code);
    await expect(link).toHaveAttribute('download', /\.pdf$/);
    const url = new URL((await link.getAttribute('href')) ?? '', page.url());
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.pathname).toMatch(new RegExp(`-${code}\\.pdf$`));
    const response = await page.request.get(url.href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  }
});

test('printed in the dark theme, About is a CV: no chrome, every job, dark on light', async ({
  page,
  owner,
}) => {
  await saveTheme(page, true);
  await page.goto('/about');
  await page.emulateMedia({ media: 'print' });
  for (const chrome of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('button', { name: 'Toggle navigation' }),
    page.getByRole('button', { name: 'Toggle dark mode' }),
    page.getByRole('button', { name: owner.text('en', 'about.showMore') }),
    page.getByRole('link', { name: owner.text('en', 'about.cv.download') }),
  ]) {
    await expect(chrome).toBeHidden();
  }
  const jobs = career(page, owner).getByRole('listitem');
  await expect(jobs).toHaveCount(owner.jobs.length);
  await expect(jobs.getByRole('heading', { level: 3 })).toHaveText(jobTitles(owner, 'en'));
  for (const job of await jobs.all()) {
    await expect(job).toHaveCSS('break-inside', 'avoid');
  }
  // No shadow: one left behind by a card moved to the next page prints as a stray line.
  const shadowed = await page
    .getByRole('main')
    .locator('*')
    .evaluateAll(
      (elements) =>
        elements.filter((element) => getComputedStyle(element).boxShadow !== 'none').length,
    );
  expect(shadowed).toBe(0);
  // No section heading (nor the rule under it) ends a printed page without its section.
  const headingBreaks = await page
    .getByRole('main')
    .locator('h2')
    .evaluateAll((headings) =>
      headings.map((heading) => {
        const rule = heading.nextElementSibling;
        return {
          heading: heading.textContent,
          breaks: [heading, ...(rule?.getAttribute('aria-hidden') === 'true' ? [rule] : [])].map(
            (element) => getComputedStyle(element).breakAfter,
          ),
        };
      }),
    );
  expect(headingBreaks.length).toBeGreaterThan(0);
  for (const { heading, breaks } of headingBreaks) {
    expect({ heading, breaks }).toEqual({ heading, breaks: breaks.map(() => 'avoid') });
  }
  // The printed page starts with the owner's name and contact links whose text is the address.
  const main = page.getByRole('main');
  await expect(main.getByText(owner.site.name, { exact: true })).toBeVisible();
  for (const address of [
    owner.site.email,
    ...Object.values(owner.site.profiles).map((url) => displayUrl(url)),
  ]) {
    await expect(main.getByRole('link', { name: address })).toBeVisible();
  }
  const colours = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    heading: getComputedStyle(document.querySelector('h1') ?? document.body).color,
  }));
  expect(colours.body).toBe('rgb(255, 255, 255)');
  expect(lightness(colours.heading)).toBeLessThan(0.4);
});

test('printed, About links to the site in its own language, as its CV does', async ({
  page,
  owner,
}) => {
  for (const { code, prefix } of languagesUnderTest) {
    await page.goto(`${prefix}/about`);
    await page.emulateMedia({ media: 'print' });
    const home = `${owner.origin}${localizePath(code, '/')}`;
    const link = page.getByRole('main').getByRole('link', { name: displayUrl(home), exact: true });
    await expect(link, code).toBeVisible();
    await expect(link, code).toHaveAttribute('href', home);
  }
});

test('printed with the menu open, About prints the CV, not the menu over a dimmed page', async ({
  page,
  owner,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByTestId('sidebar-overlay')).toBeHidden();
  await expect(career(page, owner).getByRole('listitem')).toHaveCount(owner.jobs.length);
  // The whole page prints, not its first screen under the menu's scroll lock.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'visible',
  );
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThan(1);
});

test('printed, an external link is followed by its address', async ({ page }) => {
  await page.goto('/projects');
  await page.emulateMedia({ media: 'print' });
  const links = page.getByRole('main').locator('a[href^="https:"]');
  expect(await links.count(), 'this test needs a project with an https: link').toBeGreaterThan(0);
  const link = links.first();
  const href = await link.getAttribute('href');
  const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
  expect(after).toBe(`" (${href})"`);
  await expect(page.getByRole('contentinfo')).toBeHidden();
});
