import type { Locator, Page } from '@playwright/test';
import { autoAdvanceMs, slideStep } from '../app/features/home/carousel-index';
import { serviceIds } from '../app/features/home/services';
import { hydratedAttribute } from '../app/theme/early-taps';
import {
  expect,
  holdRequests,
  languagesUnderTest,
  paintedPixels,
  splitHyphenatedWords,
  test,
} from './fixtures';
import type { Owner } from './owner';

/**
 * The owner under test, set before each test: the helpers below take the
 * number of testimonials and the words from it.
 */
let owner: Owner;

test.beforeEach(({ owner: current }) => {
  owner = current;
});

/** The number of testimonials the owner has. */
function count(): number {
  return owner.testimonials.length;
}

/** The testimonial after this one (1-based), wrapping from the last to the first. */
function after(number: number): number {
  return (number % count()) + 1;
}

/** Card width plus gap: the row's scroll offset per testimonial from 768 px. */
const step = slideStep;

function pictureName(): string {
  return owner.text('en', 'home.hero.profileAlt', { name: owner.site.name });
}

function testimonialText(number: number, field: 'name' | 'position' | 'text'): string {
  const id = owner.testimonials[number - 1]?.id ?? '';
  return owner.text('en', `home.testimonials.items.${id}.${field}`);
}
function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Testimonials' });
}

/**
 * With a single testimonial there is no carousel: checks it shows as a
 * quotation in the "Testimonials" region, with no carousel controls, and
 * says so, for the carousel's tests to end there (they need two or more).
 */
async function isQuotation(page: Page): Promise<boolean> {
  if (count() > 1) return false;
  await page.goto('/');
  await expect(carousel(page)).toContainText(testimonialText(1, 'text'));
  await expect(carousel(page)).not.toHaveAttribute('aria-roledescription');
  await expect(carousel(page).getByRole('button')).toHaveCount(0);
  return true;
}

function button(page: Page, name: string): Locator {
  return carousel(page).getByRole('button', { name, exact: true });
}

function dot(page: Page, number: number): Locator {
  return button(page, `Go to testimonial ${number}`);
}

function slide(page: Page, number: number): Locator {
  const name = owner.text('en', 'home.testimonials.slide', { number, count: count() });
  return carousel(page).getByRole('group', { name, exact: true });
}

/** The scrolling row has no role of its own: it holds the slides. */
function row(page: Page): Locator {
  return page.getByTestId('testimonials-row');
}

async function expectCurrent(page: Page, number: number): Promise<void> {
  await expect(dot(page, number)).toHaveAttribute('aria-current', 'true');
  await expect(carousel(page).locator('[aria-current="true"]')).toHaveCount(1);
}

function scrollLeft(page: Page): Promise<number> {
  return row(page).evaluate((element) => element.scrollLeft);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the page with a paused fake clock: timers move only when the test runs the clock. */
async function openWithClock(page: Page, path = '/'): Promise<void> {
  await page.clock.install({ time: new Date('2030-06-03T09:00:00Z') });
  await page.clock.pauseAt(new Date('2030-06-03T09:00:01Z'));
  await open(page, path);
}

/** Takes the pointer and focus out of the carousel, so that neither pauses it. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.getByRole('link', { name: owner.text('en', 'home.cta.about') }).focus();
}

/** Records the row's scroll positions, to tell a smooth scroll from a jump. */
async function recordScrolling(page: Page): Promise<() => Promise<number[]>> {
  await row(page).evaluate((element) => {
    const positions: number[] = [];
    element.addEventListener('scroll', () => positions.push(element.scrollLeft));
    Object.assign(window, { rowPositions: positions });
  });
  return () =>
    page.evaluate(() => (window as unknown as { rowPositions: number[] }).rowPositions.slice());
}

/** The slide's left edge relative to the row's, measured at once (no waiting for a transition). */
function offsetInRow(page: Page, number: number): Promise<number> {
  return slide(page, number).evaluate((element) => {
    const container = element.closest('[data-testid="testimonials-row"]');
    const left = container?.getBoundingClientRect().left ?? Number.NaN;
    return Math.round(element.getBoundingClientRect().left - left);
  });
}

/** From 768 px (the project's viewport) a snap-scrolling row; below a slider. */
function isRow(): boolean {
  return (test.info().project.use.viewport?.width ?? 0) >= 768;
}

/** Waits for hydration: only then does each layout of the carousel get its own attributes. */
async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(hydratedAttribute);
  if (count() < 2) return;
  if (isRow()) await expect(row(page)).toHaveAttribute('tabindex', '0');
  else await expect(slide(page, 2)).toBeHidden();
}

/** The testimonial is the one on show: the row scrolled to it, or the slider moved to it. */
async function expectShowing(page: Page, number: number): Promise<void> {
  await expectCurrent(page, number);
  if (isRow()) {
    await expect.poll(() => scrollLeft(page)).toBe((number - 1) * step);
  } else {
    await expect(slide(page, number)).toBeInViewport({ ratio: 1 });
    await expect.poll(() => offsetInRow(page, number)).toBe(0);
  }
}

/** The row: 320 px cards 24 px apart, snapping; the current dot follows the visitor's scrolling. */
async function expectRowShape(page: Page): Promise<void> {
  const first = await slide(page, 1).boundingBox();
  const second = await slide(page, 2).boundingBox();
  expect(first?.width).toBe(320);
  expect((second?.x ?? 0) - (first?.x ?? 0)).toBe(step);
  await expect(row(page)).toHaveCSS('scroll-snap-type', 'x mandatory');
  // Every card can reach the row's start: the last one at (count - 1) steps.
  const range = await row(page).evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(range).toBe((count() - 1) * step);
  // Scrolling a little past a card snaps back to it; the arrow keys move one card on.
  const last = count();
  await row(page).hover();
  await page.mouse.wheel((last - 2) * step + 12, 0);
  await expectShowing(page, last - 1);
  await row(page).focus();
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, last);
  await page.keyboard.press('ArrowLeft');
  await expectShowing(page, last - 1);
}

/** The slider: one card as wide as its frame, which never scrolls; the track slides instead. */
async function expectSliderShape(page: Page): Promise<void> {
  const card = await slide(page, 1).boundingBox();
  const frame = await row(page).boundingBox();
  expect(card?.width).toBe(frame?.width);
  await expectShowing(page, 1);
  await expect(row(page)).toHaveCSS('overflow-x', 'hidden');
  await button(page, 'Next testimonial').click();
  await expectShowing(page, 2);
  expect(await scrollLeft(page)).toBe(0);
}

/** From the first testimonial to the last: the row scrolls smoothly, or jumps. */
async function expectRowMove(page: Page, isAnimated: boolean): Promise<void> {
  const positions = await recordScrolling(page);
  const last = count();
  await dot(page, last).click();
  await expectShowing(page, last);
  const between = (await positions()).filter((left) => left > 0 && left < (last - 1) * step);
  // A smooth scroll passes through the positions in between; a jump does not.
  expect(between.length > 0).toBe(isAnimated);
}

/** From the first testimonial to the second: the track slides in 500 ms, or jumps. */
async function expectSliderMove(page: Page, isAnimated: boolean): Promise<void> {
  const track = slide(page, 1).locator('xpath=..');
  if (isAnimated) await expect(track).toHaveCSS('transition-duration', '0.5s');
  else await expect(track).toHaveCSS('transition-property', 'none');
  await button(page, 'Next testimonial').click();
  // Measured as soon as the second card is exposed, without waiting.
  if (!isAnimated) expect(await offsetInRow(page, 2)).toBe(0);
  await expectShowing(page, 2);
}

async function expectLayoutShape(page: Page): Promise<void> {
  await (isRow() ? expectRowShape(page) : expectSliderShape(page));
}

async function expectMove(page: Page, isAnimated: boolean): Promise<void> {
  await (isRow() ? expectRowMove(page, isAnimated) : expectSliderMove(page, isAnimated));
}

/** The controls in Tab order after the pause button, up to the second dot. */
function tabOrder(page: Page): Locator[] {
  const previousAndNext = [button(page, 'Previous testimonial'), button(page, 'Next testimonial')];
  const scroller = isRow() ? [row(page)] : [];
  return [...previousAndNext, ...scroller, dot(page, 1), dot(page, 2)];
}

/** Slides exposed to assistive technology at once: all of them in the row, one in the slider. */
function shownSlides(): number {
  return isRow() ? count() : 1;
}

function homePath(prefix: string): string {
  return prefix === '' ? '/' : prefix;
}

test('the profile picture is a real image of fixed size, loaded first', async ({ page }) => {
  await open(page, '/');
  const picture = page.getByRole('img', { name: pictureName() });
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).toHaveAttribute('loading', 'eager');
  expect(await picture.boundingBox()).toMatchObject({ width: 224, height: 224 });
  // Sharp on a phone's screen of two device pixels to the CSS pixel: never enlarged there.
  const natural = await picture.evaluate((image) => (image as HTMLImageElement).naturalWidth);
  expect(natural).toBeGreaterThanOrEqual(2 * 224);
  const preload = page.locator('link[rel="preload"][as="image"][href="/images/profile.webp"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
});

test('a profile picture that fails to load gives way to the initials in the same box', async ({
  page,
  expectConsoleError,
}) => {
  // The browser reports the request the test makes fail.
  expectConsoleError(/Failed to load resource.*\/images\/profile\.webp/);
  await open(page, '/');
  const heading = page.getByRole('heading', { level: 1 });
  const loaded = await page.getByRole('img', { name: pictureName() }).boundingBox();
  const headingBefore = await heading.boundingBox();

  await page.route('**/images/profile.webp', (route) => route.abort());
  await open(page, '/');
  const fallback = page.getByRole('img', { name: pictureName() });
  await expect(fallback).toHaveText(owner.site.initials);
  expect(await fallback.boundingBox()).toEqual(loaded);
  expect(await heading.boundingBox()).toEqual(headingBefore);
});

for (const { code, prefix } of languagesUnderTest) {
  test(`in ${code}, the links keep the language and the mail link is prefilled`, async ({
    page,
  }) => {
    const text = (key: string) => owner.text(code, `home.${key}`, { name: owner.site.name });
    await open(page, homePath(prefix));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(text('hero.title'));
    const links = [
      [text('hero.about'), `${prefix}/about`],
      [text('hero.projects'), `${prefix}/projects`],
      [text('cta.about'), `${prefix}/about`],
    ] as const;
    for (const [name, href] of links) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const href = await main.getByRole('link', { name: text('cta.contact') }).getAttribute('href');
    const mail = new URL(href ?? '');
    expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${owner.site.email}`);
    expect(mail.searchParams.get('subject')).toBe(text('cta.mailSubject'));
    // RFC 6068: line breaks travel as CRLF.
    expect(mail.searchParams.get('body')).toBe(text('cta.mailBody').replace(/\n/g, '\r\n'));
    for (const service of serviceIds) {
      const name = text(`services.${service}.title`);
      await expect(main.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(main.getByText(text(`services.${service}.text`))).toBeVisible();
    }

    await main.getByRole('link', { name: text('hero.projects') }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/projects$`));
    await page.goBack();
    await main.getByRole('link', { name: text('cta.about') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/about$`));
  });
}

test(
  'from a 320 px phone up, the role under the name never breaks a hyphenated word at its hyphen, in any language',
  { tag: '@own-viewport' },
  async ({ page }) => {
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 700 });
      for (const { code, prefix } of languagesUnderTest) {
        await page.goto(homePath(prefix));
        const role = page.getByRole('main').getByText(owner.text(code, 'home.hero.role'));
        await expect(role).toBeVisible();
        expect(await splitHyphenatedWords(role), `${code} at ${width} px`).toEqual([]);
      }
    }
  },
);

test(
  'on a 320 px phone the local time’s icon stays beside the first line of its words, in every language',
  { tag: '@own-viewport' },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const { code, prefix } of languagesUnderTest) {
      await page.goto(homePath(prefix));
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const [before = ''] = owner.text(code, 'home.contact.localTime').split('{{');
      const line = page.getByRole('main').locator('p', { hasText: before.trim() });
      await expect(line).toContainText(/\d:\d\d/);
      const { icon, firstLine } = await line.evaluate((p) => {
        const svg = p.querySelector('svg')?.getBoundingClientRect();
        // The words' own boxes, line by line.
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
        }
        const top = Math.min(...rects.map((rect) => rect.top));
        const first = rects.filter((rect) => rect.top < top + 4);
        return {
          icon: svg && { left: svg.left, right: svg.right, top: svg.top, bottom: svg.bottom },
          firstLine: {
            top,
            bottom: Math.max(...first.map((rect) => rect.bottom)),
          },
        };
      });
      if (!icon) throw new Error('no clock icon');
      // In the first line's own row, not centred beside the whole paragraph.
      expect(icon.top, code).toBeGreaterThanOrEqual(firstLine.top - 2);
      expect(icon.bottom, code).toBeLessThanOrEqual(firstLine.bottom + 2);
    }
  },
);

test('the testimonials follow the carousel pattern, with translated names', async ({ page }) => {
  if (await isQuotation(page)) return;
  await open(page, '/');
  await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(slide(page, 1)).toHaveAttribute('aria-roledescription', 'slide');
  await expect(slide(page, 1)).toContainText(testimonialText(1, 'name'));
  await expect(slide(page, 1)).toContainText(testimonialText(1, 'position'));
  for (const name of ['Pause testimonials', 'Previous testimonial', 'Next testimonial']) {
    await expect(button(page, name)).toBeVisible();
  }
  const numbers = Array.from({ length: count() }, (_, index) => index + 1);
  for (const number of numbers) await expect(dot(page, number)).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: /^Go to testimonial/ })).toHaveCount(
    count(),
  );
  await expectCurrent(page, 1);
  // From 768 px every card is on show; below, only the current one.
  await expect(carousel(page).getByRole('group')).toHaveCount(shownSlides());

  for (const { code, prefix } of languagesUnderTest.filter((language) => language.code !== 'en')) {
    const text = (key: string, values?: Record<string, number>) =>
      owner.text(code, `home.testimonials.${key}`, values);
    await open(page, prefix);
    const region = page.getByRole('region', { name: text('label') });
    const first = text('slide', { number: 1, count: count() });
    await expect(region.getByRole('group', { name: first })).toBeVisible();
    const names = [
      text('pause'),
      text('previous'),
      text('next'),
      text('goTo', { number: count() }),
    ];
    for (const name of names) {
      await expect(region.getByRole('button', { name, exact: true })).toBeVisible();
    }
  }
});

test('the testimonials are a snap row from 768 px and a one-card slider below', async ({
  page,
}) => {
  if (await isQuotation(page)) return;
  await open(page, '/');
  await carousel(page).scrollIntoViewIfNeeded();
  await expectLayoutShape(page);
  await expect(carousel(page)).toBeVisible();
});

test('a dot moves smoothly to its testimonial and marks it current', async ({ page }) => {
  if (await isQuotation(page)) return;
  await open(page, '/');
  await carousel(page).scrollIntoViewIfNeeded();
  await expectMove(page, true);
  // Back from the last, one by one, to the first.
  for (let number = count(); number >= 1; number -= 1) {
    await dot(page, number).click();
    await expectShowing(page, number);
  }
  await expect(dot(page, count())).not.toHaveAttribute('aria-current');
});

test(
  'the last testimonial in the row is followed by the first ones again, for the eye only',
  { tag: '@from-768' },
  async ({ page }) => {
    expect(isRow(), 'run from 768 px only').toBe(true);
    if (await isQuotation(page)) return;
    await open(page, '/');
    await carousel(page).scrollIntoViewIfNeeded();
    await dot(page, count()).click();
    await expectShowing(page, count());
    // Beside it, not blank space: the first testimonial again…
    const echoes = row(page).locator('div[aria-hidden="true"][inert]');
    const echo = echoes.locator('> div').first();
    await expect(echo).toBeInViewport();
    await expect(echo).toContainText(testimonialText(1, 'text'));
    // …which is neither read out nor one more slide (and, inert, never takes focus).
    const readOut = await carousel(page).ariaSnapshot();
    expect(readOut.split(testimonialText(1, 'text')).length - 1).toBe(1);
    await expect(carousel(page).getByRole('group')).toHaveCount(count());
  },
);

test(
  'the card cut by the row’s right edge fades into the page, so it reads as more to scroll to',
  { tag: '@from-768' },
  async ({ page }) => {
    expect(isRow(), 'run from 768 px only').toBe(true);
    if (await isQuotation(page)) return;
    // Dark: the cards are lighter than the page, so a card's edge shows unless it fades.
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/');
    await carousel(page).scrollIntoViewIfNeeded();
    const place = await row(page).evaluate((element) => {
      const edge = element.getBoundingClientRect().right - 3;
      const cards = [...element.querySelectorAll('figure')].map((card) =>
        card.getBoundingClientRect(),
      );
      const [first] = cards;
      const cut = cards.find(({ left, right }) => left < edge && right > edge);
      if (!first || !cut) return undefined;
      // In the cards' top padding, where there is no text: in the cut card by the edge, in the
      // first card, and in the gap after the first card (the page itself).
      const y = first.top + 10;
      return { y, cut: edge, card: first.left + 12, gap: first.right + 6 };
    });
    expect(place, 'a card cut by the right edge').toBeDefined();
    if (!place) return;
    const colourAt = async (x: number) =>
      (await paintedPixels(page, { x: x - 1, y: place.y - 1, width: 2, height: 2 }))[0] ?? [];
    const cut = await colourAt(place.cut);
    const card = await colourAt(place.card);
    const gap = await colourAt(place.gap);
    const apart = (a: number[], b: number[]) =>
      Math.max(...a.map((channel, index) => Math.abs(channel - (b[index] ?? 0))));
    // A whole card stands out from the page; the cut one's edge has faded into it.
    expect(
      apart(card, gap),
      `card ${card.join()} against page ${gap.join()}`,
    ).toBeGreaterThanOrEqual(8);
    expect(
      apart(cut, gap),
      `cut card's edge ${cut.join()} against page ${gap.join()}`,
    ).toBeLessThanOrEqual(3);
    // Reached with the keyboard, the row shows its whole focus ring, right edge included
    // (outside its box, where the fade would hide it).
    await carousel(page).getByRole('button').first().focus();
    for (let step = 0; step < 12; step += 1) {
      if (await row(page).evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(row(page)).toBeFocused();
    const ringX = await row(page).evaluate((element) => element.getBoundingClientRect().right + 3);
    const ring = await colourAt(ringX);
    expect(
      apart(ring, gap),
      `focus ring ${ring.join()} against page ${gap.join()}`,
    ).toBeGreaterThan(40);
  },
);

test('previous and next wrap around the testimonials', async ({ page }) => {
  if (await isQuotation(page)) return;
  await open(page, '/');
  await carousel(page).scrollIntoViewIfNeeded();
  await button(page, 'Previous testimonial').click();
  await expectShowing(page, count());
  await button(page, 'Next testimonial').click();
  await expectShowing(page, 1);
  await button(page, 'Next testimonial').click();
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
});

test(
  'under 768 px a swipe through the row before the page works is kept: the slider shows the card reached',
  { tag: '@under-768' },
  async ({ page }) => {
    expect(isRow(), 'run under 768 px only').toBe(false);
    if (await isQuotation(page)) return;
    // The scripts held back, as on a slow phone, until the visitor has swiped.
    const release = await holdRequests(page, /\.js(\?|$)/);
    await page.mainFrame().goto('/', { waitUntil: 'commit' });
    const reached = Math.min(3, count());
    // As prerendered, the row scrolls a card a width: the visitor swipes it on to a later card.
    await row(page).evaluate((element, number) => {
      element.scrollLeft = element.clientWidth * (number - 1);
    }, reached);
    release();
    await waitForHydration(page);
    await expect(row(page)).toHaveCSS('overflow-x', 'hidden');
    await carousel(page).scrollIntoViewIfNeeded();
    await expectShowing(page, reached);
  },
);

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test(
    'under 768 px a sideways swipe shows the next or the previous testimonial, and a downward one does not',
    { tag: '@under-768' },
    async ({ page }) => {
      // From 768 px the row scrolls natively under a finger; below, the slider moves by transform.
      expect(isRow(), 'run under 768 px only').toBe(false);
      if (await isQuotation(page)) return;
      await open(page, '/');
      await carousel(page).scrollIntoViewIfNeeded();
      // Paused, so that only the swipes move it; a frame that never scrolls.
      await button(page, 'Pause testimonials').click();
      await expect(row(page)).toHaveCSS('overflow-x', 'hidden');
      const box = await row(page).boundingBox();
      const cdp = await page.context().newCDPSession(page);
      /** A finger drawn across the slider, as Chromium's input pipeline gives it to the page. */
      const swipe = (xDistance: number, yDistance: number) =>
        cdp.send('Input.synthesizeScrollGesture', {
          x: Math.round((box?.x ?? 0) + (box?.width ?? 0) / 2),
          y: Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2),
          xDistance,
          yDistance,
          gestureSourceType: 'touch',
          speed: 1200,
          preventFling: true,
        });
      // The finger to the left: the next one; to the right: back, across the ends.
      await swipe(-120, 10);
      await expectShowing(page, 2);
      await swipe(120, -10);
      await expectShowing(page, 1);
      await swipe(120, 0);
      await expectShowing(page, count());
      // Down the screen, a little sideways too: a scroll of the page, not a swipe.
      await swipe(-60, 200);
      await swipe(-20, 0);
      await expectShowing(page, count());
    },
  );
});

test('the testimonials advance every 5 seconds, wrapping from the last to the first', async ({
  page,
}) => {
  if (await isQuotation(page)) return;
  await openWithClock(page);
  await carousel(page).scrollIntoViewIfNeeded();
  await page.clock.runFor(autoAdvanceMs - 100);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(100);
  await expectShowing(page, 2);
  for (let number = 3; number <= count(); number += 1) {
    await page.clock.runFor(autoAdvanceMs);
    await expectCurrent(page, number);
  }
  await page.clock.runFor(autoAdvanceMs);
  await expectShowing(page, 1);
});

test('hovering the carousel pauses it', async ({ page }) => {
  if (await isQuotation(page)) return;
  await openWithClock(page);
  await carousel(page).hover();
  await page.clock.runFor(3 * autoAdvanceMs);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(1, 1);
  await page.clock.runFor(autoAdvanceMs);
  await expectCurrent(page, 2);
});

test('focus inside the carousel pauses it', async ({ page }) => {
  if (await isQuotation(page)) return;
  await openWithClock(page);
  await button(page, 'Pause testimonials').focus();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Previous testimonial')).toBeFocused();
  await page.clock.runFor(3 * autoAdvanceMs);
  await expectCurrent(page, 1);
  await leaveCarousel(page);
  await page.clock.runFor(autoAdvanceMs);
  await expectCurrent(page, 2);
});

test('a hidden tab pauses the carousel', async ({ page }) => {
  if (await isQuotation(page)) return;
  await openWithClock(page);
  const setVisibility = (state: DocumentVisibilityState) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.runFor(3 * autoAdvanceMs);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await setVisibility('visible');
  await page.clock.runFor(autoAdvanceMs);
  await expectCurrent(page, 2);
});

test('the pause button stops the carousel and play starts it again', async ({ page }) => {
  if (await isQuotation(page)) return;
  await openWithClock(page);
  await button(page, 'Pause testimonials').click();
  await expect(button(page, 'Play testimonials')).toBeVisible();
  await leaveCarousel(page);
  await page.clock.runFor(3 * autoAdvanceMs);
  await expectCurrent(page, 1);
  await button(page, 'Play testimonials').click();
  await expect(button(page, 'Pause testimonials')).toBeVisible();
  await leaveCarousel(page);
  await page.clock.runFor(autoAdvanceMs);
  await expectCurrent(page, 2);
});

test('under reduced motion nothing moves by itself and changes are instant', async ({ page }) => {
  if (await isQuotation(page)) return;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithClock(page);
  await expect(button(page, 'Play testimonials')).toBeVisible();
  await page.clock.runFor(3 * autoAdvanceMs);
  await expectCurrent(page, 1);
  await carousel(page).scrollIntoViewIfNeeded();
  await expectMove(page, false);
});

test('every carousel control works from the keyboard', async ({ page }) => {
  if (await isQuotation(page)) return;
  await openWithClock(page);
  const pause = button(page, 'Pause testimonials');
  await pause.focus();
  for (const control of tabOrder(page)) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }

  await button(page, 'Next testimonial').focus();
  await page.keyboard.press('Enter');
  await expectCurrent(page, 2);
  await page.keyboard.press('Space');
  await expectCurrent(page, after(2));
  await button(page, 'Previous testimonial').focus();
  await page.keyboard.press('Enter');
  await expectCurrent(page, 2);
  await dot(page, count()).focus();
  await page.keyboard.press('Enter');
  await expectShowing(page, count());
  await dot(page, 1).focus();
  await page.keyboard.press('Space');
  await expectShowing(page, 1);

  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(button(page, 'Play testimonials')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(button(page, 'Pause testimonials')).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every testimonial can still be scrolled into view and read', async ({ page }) => {
    if (await isQuotation(page)) return;
    await page.goto('/');
    await expect(carousel(page).getByRole('group')).toHaveCount(count());
    for (let number = count(); number >= 1; number -= 1) {
      await slide(page, number).scrollIntoViewIfNeeded();
      await expect(slide(page, number)).toBeInViewport({ ratio: 1 });
      await expect(slide(page, number)).toContainText(testimonialText(number, 'text'));
    }
    await expect(page.getByRole('img', { name: pictureName() })).toBeVisible();
  });
});

test(
  'printed, Home keeps each card, testimonial and the closing panel whole, the testimonials two to a row, and no button',
  { tag: '@own-viewport' },
  async ({ page, owner }) => {
    // An A4 sheet's width at 96 dpi less the page's 1.5 cm margins (@page): what a printed page is laid out in.
    await page.setViewportSize({ width: 680, height: 1000 });
    await page.goto('/');
    await page.emulateMedia({ media: 'print' });
    const main = page.getByRole('main');
    const services = main
      .getByRole('region', { name: owner.text('en', 'home.services.title') })
      .getByRole('listitem');
    await expect(services).toHaveCount(serviceIds.length);
    const panel = main.getByRole('region', { name: owner.text('en', 'home.cta.title') });
    for (const whole of [
      ...(await services.all()),
      ...(await main.locator('figure').all()),
      panel,
    ]) {
      await expect(whole).toHaveCSS('break-inside', 'avoid');
    }
    await expect(main.getByRole('button')).toHaveCount(0);
    // Two to a row: the second testimonial beside the first, not under it.
    if (count() < 2) return;
    // Every testimonial prints, whichever the slider showed (the others are aria-hidden on screen).
    const [first, second] = await carousel(page).locator('[role="group"]').all();
    const [firstBox, secondBox] = [await first?.boundingBox(), await second?.boundingBox()];
    expect(firstBox).not.toBeNull();
    expect(secondBox).not.toBeNull();
    expect(secondBox?.y).toBe(firstBox?.y);
    expect(secondBox?.x ?? 0).toBeGreaterThan((firstBox?.x ?? 0) + (firstBox?.width ?? 0) - 1);
  },
);
