import { describe, expect, test } from 'vitest';
import {
  autoAdvanceMs,
  indexFromScroll,
  narrowQuery,
  nextIndex,
  previousIndex,
  slideStep,
  wideQuery,
  wrapIndex,
} from './carousel-index';

// The spec's numbers, pinned here once: the carousel's tests read them from the code.
test('the carousel moves on every 5 seconds, and is a slider under 768 px, a row from it', () => {
  expect(autoAdvanceMs).toBe(5000);
  expect(narrowQuery).toBe('(width < 48rem)');
  expect(wideQuery).toBe('(width >= 48rem)');
});

describe('wrapIndex', () => {
  test('keeps indexes inside the list and wraps both ends', () => {
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
  });

  test('an empty list has only index 0', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

test('next wraps from the last testimonial to the first', () => {
  expect([0, 1, 2, 3].map((index) => nextIndex(index, 4))).toEqual([1, 2, 3, 0]);
});

test('previous wraps from the first testimonial to the last', () => {
  expect([0, 1, 2, 3].map((index) => previousIndex(index, 4))).toEqual([3, 0, 1, 2]);
});

test('the scroll offset gives the nearest testimonial, within the list', () => {
  expect(indexFromScroll(0, slideStep, 4)).toBe(0);
  expect(indexFromScroll(slideStep, slideStep, 4)).toBe(1);
  // A row at rest a little short of, or past, a card still shows that card.
  expect(indexFromScroll(2 * slideStep - 12, slideStep, 4)).toBe(2);
  expect(indexFromScroll(2 * slideStep + 12, slideStep, 4)).toBe(2);
  expect(indexFromScroll(3 * slideStep, slideStep, 4)).toBe(3);
  expect(indexFromScroll(20 * slideStep, slideStep, 4)).toBe(3);
  expect(indexFromScroll(-20, slideStep, 4)).toBe(0);
  expect(indexFromScroll(100, 0, 4)).toBe(0);
});
