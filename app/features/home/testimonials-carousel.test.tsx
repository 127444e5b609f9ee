import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { Testimonial } from '~/content/types';
import type { Translation } from '~/i18n/resources';
import { localizePath } from '~/i18n/languages';
import { interpolate } from '~/lib/interpolate';
import { prefixedLanguages } from '~/test/languages';
import { renderPage, translations } from '~/test/render';
import { createMediaQueryList } from '~/test/setup';
import { autoAdvanceMs, narrowQuery, slideStep, wideQuery } from './carousel-index';
import { TestimonialsCarousel } from './testimonials-carousel';

const en = translations.en.home.testimonials;

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

/** Makes the given media queries match, e.g. the 768 px breakpoint or reduced motion. */
function matchMedia(...matching: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    createMediaQueryList(query, matching.includes(query)),
  );
}
const narrow = narrowQuery;
const wide = wideQuery;
const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * Four testimonials of the tests' own, so that the carousel's behaviour is
 * tested whatever the owner's content holds (the browser tests take the
 * owner's count from the content).
 */
const testimonials = [
  { id: 'ana', initials: 'AN', bgColor: 'from-blue-700 to-indigo-800' },
  { id: 'ben', initials: 'BE', bgColor: 'from-emerald-700 to-teal-800' },
  { id: 'cleo', initials: 'CL', bgColor: 'from-amber-700 to-orange-800' },
  { id: 'dan', initials: 'DA', bgColor: 'from-fuchsia-700 to-purple-800' },
] as unknown as readonly Testimonial[];

/**
 * The fixture's words in place of the owner's testimonials. Each position ends
 * with a word of the rendered language, so a test can tell which words it got.
 */
function withFixture(translation: Translation): Translation {
  const { home } = translation;
  const items = Object.fromEntries(
    testimonials.map(({ id }, index) => [
      id,
      {
        name: `Client ${index + 1}`,
        position: `Position ${index + 1}, ${home.testimonials.label}`,
        text: `What client ${index + 1} says.`,
      },
    ]),
  ) as unknown as Translation['home']['testimonials']['items'];
  return { ...translation, home: { ...home, testimonials: { ...home.testimonials, items } } };
}

function renderCarousel(path = '/') {
  renderPage(<TestimonialsCarousel testimonials={testimonials} />, { path, words: withFixture });
}

function carousel(): HTMLElement {
  return screen.getByRole('region', { name: 'Testimonials' });
}

function currentDot(): string {
  const dot = screen
    .getAllByRole('button', { name: /^Go to testimonial/ })
    .find((button) => button.getAttribute('aria-current') === 'true');
  return dot?.getAttribute('aria-label') ?? 'none';
}

/**
 * Fake timers that user-event also follows. They also creep on with real time,
 * because Testing Library waits on a real zero-delay timer after each event.
 */
function useClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

test('is a carousel region of four slides labelled "N of 4", with every control', () => {
  renderCarousel();
  const region = carousel();
  expect(region).toHaveAttribute('aria-roledescription', en.roleCarousel);
  const slides = within(region).getAllByRole('group');
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 4',
    '2 of 4',
    '3 of 4',
    '4 of 4',
  ]);
  for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', en.roleSlide);
  for (const name of ['Pause testimonials', 'Previous testimonial', 'Next testimonial']) {
    expect(within(region).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(within(region).getAllByRole('button', { name: /^Go to testimonial \d$/ })).toHaveLength(4);
  expect(currentDot()).toBe('Go to testimonial 1');
});

test.each(prefixedLanguages)('in %s the role descriptions are translated', (lang) => {
  const { label, roleCarousel, roleSlide } = translations[lang].home.testimonials;
  renderCarousel(localizePath(lang, '/'));
  const region = screen.getByRole('region', { name: label });
  expect(region).toHaveAttribute('aria-roledescription', roleCarousel);
  expect(roleCarousel).not.toBe(en.roleCarousel);
  expect(roleSlide).not.toBe(en.roleSlide);
  for (const slide of within(region).getAllByRole('group')) {
    expect(slide).toHaveAttribute('aria-roledescription', roleSlide);
  }
});

test('each card shows name, position, text and initials on its gradient', () => {
  renderCarousel();
  const slide = within(screen.getByRole('group', { name: '2 of 4' }));
  expect(slide.getByText('Client 2')).toBeInTheDocument();
  expect(slide.getByText(`Position 2, ${en.label}`)).toBeInTheDocument();
  expect(slide.getByText('What client 2 says.')).toBeInTheDocument();
  const initials = slide.getByText('BE');
  expect(initials).toHaveAttribute('aria-hidden', 'true');
  expect(initials).toHaveClass('from-emerald-700', 'to-teal-800');
});

test('under 768 px only the current slide is exposed, and next and previous wrap around', async () => {
  matchMedia(narrow);
  const user = userEvent.setup();
  renderCarousel();
  expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 4',
  ]);
  await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
  expect(screen.getByRole('group', { name: '4 of 4' })).toBeInTheDocument();
  expect(currentDot()).toBe('Go to testimonial 4');
  await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(screen.getByRole('group', { name: '1 of 4' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: '4 of 4' })).not.toBeInTheDocument();
});

/** A finger from one point to another on the row. */
function swipe(from: [number, number], to: [number, number]) {
  const row = screen.getByTestId('testimonials-row');
  fireEvent.touchStart(row, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(row, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
}

test('under 768 px a sideways swipe of 40 px or more shows the next or previous testimonial', () => {
  matchMedia(narrow);
  renderCarousel();
  swipe([300, 100], [200, 110]);
  expect(currentDot()).toBe('Go to testimonial 2');
  swipe([100, 100], [200, 90]);
  swipe([100, 100], [200, 100]);
  expect(currentDot()).toBe('Go to testimonial 4');
  // Too short, or more down than sideways (a scroll of the page): no move.
  swipe([300, 100], [265, 100]);
  swipe([300, 100], [240, 200]);
  expect(currentDot()).toBe('Go to testimonial 4');
});

test('a swipe pauses the rotation, as the pause button does: the visitor has taken over', () => {
  matchMedia(narrow);
  renderCarousel();
  expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeInTheDocument();
  swipe([300, 100], [200, 100]);
  expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
});

test('two fingers are a pinch to zoom, never a swipe', () => {
  matchMedia(narrow);
  renderCarousel();
  const row = screen.getByTestId('testimonials-row');
  const finger = (identifier: number, clientX: number) => ({ identifier, clientX, clientY: 100 });
  fireEvent.touchStart(row, { touches: [finger(0, 200)] });
  fireEvent.touchStart(row, { touches: [finger(0, 200), finger(1, 220)] });
  // The fingers spread: one moves 100 px left, the other stays.
  fireEvent.touchEnd(row, { touches: [finger(1, 220)], changedTouches: [finger(0, 100)] });
  fireEvent.touchEnd(row, { touches: [], changedTouches: [finger(1, 220)] });
  expect(currentDot()).toBe('Go to testimonial 1');
});

test('from 768 px a swipe is left to the row’s own scrolling', () => {
  matchMedia(wide);
  renderCarousel();
  swipe([300, 100], [100, 100]);
  expect(currentDot()).toBe('Go to testimonial 1');
});

test('a dot shows its testimonial and becomes the current one', async () => {
  matchMedia(narrow);
  const user = userEvent.setup();
  renderCarousel();
  await user.click(screen.getByRole('button', { name: 'Go to testimonial 3' }));
  expect(screen.getByRole('group', { name: '3 of 4' })).toBeInTheDocument();
  expect(currentDot()).toBe('Go to testimonial 3');
  expect(screen.getByRole('button', { name: 'Go to testimonial 1' })).not.toHaveAttribute(
    'aria-current',
  );
});

test('advances every 5 seconds, wrapping from the last testimonial to the first', () => {
  useClock();
  renderCarousel();
  wait(autoAdvanceMs - 1);
  expect(currentDot()).toBe('Go to testimonial 1');
  wait(1);
  expect(currentDot()).toBe('Go to testimonial 2');
  wait(autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 3');
  wait(autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 4');
  wait(autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 1');
});

test('pauses while the pointer is over the carousel', async () => {
  const user = useClock();
  renderCarousel();
  const region = carousel();
  await user.hover(region);
  wait(3 * autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 1');
  await user.unhover(region);
  wait(autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 2');
});

test('pauses while focus is inside the carousel', () => {
  useClock();
  renderCarousel();
  act(() => screen.getByRole('button', { name: 'Go to testimonial 1' }).focus());
  wait(3 * autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 1');
  // Moving between controls keeps it paused; leaving the carousel resumes it.
  act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
  wait(3 * autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 1');
  act(() => screen.getByRole('button', { name: 'Next testimonial' }).blur());
  wait(autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 2');
});

test('pauses while the tab is hidden', () => {
  useClock();
  renderCarousel();
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }
  setVisibility('hidden');
  wait(3 * autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 1');
  setVisibility('visible');
  wait(autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 2');
});

test('the pause button stops the rotation until play is pressed', async () => {
  const user = useClock();
  renderCarousel();
  const region = carousel();
  await user.click(screen.getByRole('button', { name: 'Pause testimonials' }));
  const play = screen.getByRole('button', { name: 'Play testimonials' });
  await user.unhover(region);
  act(() => play.blur());
  wait(3 * autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 1');
  await user.click(play);
  expect(play).toHaveAccessibleName('Pause testimonials');
  await user.unhover(region);
  act(() => play.blur());
  wait(autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 2');
});

test('under reduced motion it does not rotate until the visitor presses play', async () => {
  matchMedia(reducedMotion);
  const user = useClock();
  renderCarousel();
  const region = carousel();
  wait(3 * autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 1');
  await user.click(screen.getByRole('button', { name: 'Play testimonials' }));
  await user.unhover(region);
  act(() => screen.getByRole('button', { name: 'Pause testimonials' }).blur());
  wait(autoAdvanceMs);
  expect(currentDot()).toBe('Go to testimonial 2');
});

test('from 768 px a dot scrolls the row smoothly by one step per testimonial', async () => {
  matchMedia(wide);
  const scrollTo = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
  const user = userEvent.setup();
  renderCarousel();
  await user.click(screen.getByRole('button', { name: 'Go to testimonial 3' }));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * slideStep, behavior: 'smooth' });
  await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 3 * slideStep, behavior: 'smooth' });
  expect(currentDot()).toBe('Go to testimonial 4');
});

test('from 768 px the current dot follows the visitor scrolling the row', () => {
  matchMedia(wide);
  const scrollTo = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
  renderCarousel();
  const row = screen.getByRole('region', { name: 'Testimonial cards' });
  expect(row).toHaveAttribute('tabindex', '0');
  // A wheel turn scrolls the row, which comes to rest on a card: snap points are one step apart.
  fireEvent.wheel(row, { deltaX: 2 * slideStep + 12 });
  Object.defineProperty(row, 'scrollLeft', { configurable: true, value: 2 * slideStep });
  fireEvent.scroll(row);
  fireEvent(row, new Event('scrollend'));
  expect(currentDot()).toBe('Go to testimonial 3');
  // Already there: the row is not scrolled again.
  expect(scrollTo).not.toHaveBeenCalled();
});

test('from 768 px the current dot follows a scroll with no input event (find in page, a script)', () => {
  matchMedia(wide);
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: vi.fn() });
  renderCarousel();
  const row = screen.getByRole('region', { name: 'Testimonial cards' });
  Object.defineProperty(row, 'scrollLeft', { configurable: true, value: 3 * slideStep });
  fireEvent.scroll(row);
  fireEvent(row, new Event('scrollend'));
  expect(currentDot()).toBe('Go to testimonial 4');
});

test('from 768 px the late end of its own scroll does not move the current dot', async () => {
  matchMedia(wide);
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: vi.fn() });
  const user = userEvent.setup();
  renderCarousel();
  const row = screen.getByRole('region', { name: 'Testimonial cards' });
  await user.click(screen.getByRole('button', { name: 'Go to testimonial 2' }));
  await user.click(screen.getByRole('button', { name: 'Go to testimonial 3' }));
  // The scroll to the second card ends late, while the row is on its way to the third.
  Object.defineProperty(row, 'scrollLeft', { configurable: true, value: slideStep + 6 });
  fireEvent(row, new Event('scrollend'));
  expect(currentDot()).toBe('Go to testimonial 3');
  // Unless the visitor takes over: then where they stop is what counts.
  fireEvent.keyDown(row, { key: 'ArrowLeft' });
  Object.defineProperty(row, 'scrollLeft', { configurable: true, value: slideStep });
  fireEvent(row, new Event('scrollend'));
  expect(currentDot()).toBe('Go to testimonial 2');
});

test.each(prefixedLanguages)('in %s its names are translated', (lang) => {
  const words = translations[lang].home.testimonials;
  renderCarousel(localizePath(lang, '/'));
  expect(screen.getByRole('region', { name: words.label })).toBeInTheDocument();
  expect(
    screen.getByRole('group', { name: interpolate(words.slide, { number: 1, count: 4 }) }),
  ).toBeInTheDocument();
  expect(words.goTo).not.toBe(en.goTo);
  const goTo2 = interpolate(words.goTo, { number: 2 });
  for (const name of [words.pause, words.previous, words.next, goTo2]) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  }
  expect(screen.getByText(`Position 1, ${words.label}`)).toBeInTheDocument();
});

test('with no testimonials there is no carousel at all', () => {
  renderPage(<TestimonialsCarousel testimonials={[]} />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('one testimonial is shown as a quotation in its region, with no carousel controls', () => {
  vi.useFakeTimers();
  renderPage(<TestimonialsCarousel testimonials={testimonials.slice(0, 1)} />, {
    words: withFixture,
  });
  const region = carousel();
  expect(region).not.toHaveAttribute('aria-roledescription');
  expect(within(region).getByText('What client 1 says.')).toBeInTheDocument();
  expect(within(region).queryByRole('group')).not.toBeInTheDocument();
  expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  wait(3 * autoAdvanceMs);
  expect(within(region).getByText('What client 1 says.')).toBeVisible();
});
