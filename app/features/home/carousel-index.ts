/** Milliseconds between two automatic moves to the next testimonial. */
export const autoAdvanceMs = 5000;

/** Card width plus gap (320 + 24 px): the row's scroll offset per testimonial from 768 px. */
export const slideStep = 344;

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
