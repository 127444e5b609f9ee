/** Milliseconds between two automatic moves to the next testimonial. */
export const autoAdvanceMs = 5000;

/**
 * From 768 px, the row's card width and the gap between cards, in px. The one
 * source of the layout: the carousel hands both to its CSS as `--card` and
 * `--gap`, and scrolls by their sum.
 */
export const cardWidth = 320;
export const cardGap = 24;

/** Card width plus gap: the row's scroll offset per testimonial from 768 px. */
export const slideStep = cardWidth + cardGap;

/** Tailwind's `md` breakpoint, which switches the layout in CSS: a row from it, a slider below. */
export const wideQuery = '(width >= 48rem)';
export const narrowQuery = '(width < 48rem)';

/** Keeps any whole number inside 0 to count - 1, wrapping around both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** The testimonial a scrolled row shows first: the nearest step, kept within the list. */
export function indexFromScroll(scrollLeft: number, step: number, count: number): number {
  if (count <= 0 || step <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / step)));
}
