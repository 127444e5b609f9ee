import { useEffect, useRef, type RefObject } from 'react';
import { scrollBehavior } from '~/lib/use-media-query';
import { indexFromScroll, slideStep } from './carousel-index';

type RowScrollOptions = {
  rowRef: RefObject<HTMLElement | null>;
  index: number;
  count: number;
  /** From 768 px the slides are a scrolling row; below, a one-card slider that never scrolls. */
  isWide: boolean;
  onScrolledTo: (index: number) => void;
};

/** Input by which a visitor scrolls the row: wheel or trackpad, touch, scrollbar, keyboard. */
const userScrollEvents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
const scrollKeys = ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', ' '];

function isUserScroll(event: Event): boolean {
  return !(event instanceof KeyboardEvent) || scrollKeys.includes(event.key);
}

/**
 * Keeps the scrolling row and the current index in step: a new index scrolls
 * the row (smoothly, one `slideStep` per slide), and the visitor's own scrolling picks
 * the index once the row comes to rest. The end of our own scroll never picks
 * one, so a late end of an older scroll cannot undo a newer move.
 */
export function useRowScroll({ rowRef, index, count, isWide, onScrolledTo }: RowScrollOptions) {
  /** Where our own scroll is heading, until it arrives or the visitor takes over. */
  const targetRef = useRef<number | null>(null);

  useEffect(() => {
    const row = rowRef.current;
    const left = isWide ? index * slideStep : 0;
    if (!row || Math.abs(row.scrollLeft - left) < 1) return;
    // Below 768 px, a row the visitor swiped before the slider took over (as
    // prerendered, it scrolls a card a width): the slider shows the card they reached.
    if (!isWide && index === 0 && row.clientWidth > 0) {
      onScrolledTo(Math.round(row.scrollLeft / row.clientWidth));
    }
    targetRef.current = left;
    row.scrollTo({ left, behavior: isWide ? scrollBehavior() : 'instant' });
  }, [rowRef, index, isWide, onScrolledTo]);

  useEffect(() => {
    const row = rowRef.current;
    if (!row || !isWide) return;
    let timer: number | undefined;
    // The visitor takes over from our own scroll: where it ends is theirs.
    const handleUserInput = (event: Event) => {
      if (isUserScroll(event)) targetRef.current = null;
    };
    // A scroll that is not our own on its way (the visitor's, by any means: a
    // wheel, a scrollbar, or a script or find-in-page with no input event) picks
    // the index where it comes to rest.
    const handleScrollEnd = () => {
      const target = targetRef.current;
      if (target === null) onScrolledTo(indexFromScroll(row.scrollLeft, slideStep, count));
      else if (Math.abs(row.scrollLeft - target) < 1) targetRef.current = null;
    };
    // `scrollend` fires once a scroll has settled; without it, a short debounce of `scroll`.
    const hasScrollEnd = 'onscrollend' in window;
    const handleScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(handleScrollEnd, 150);
    };
    const [endEvent, handleEnd] = hasScrollEnd
      ? ['scrollend', handleScrollEnd]
      : ['scroll', handleScroll];
    for (const type of userScrollEvents) row.addEventListener(type, handleUserInput);
    row.addEventListener(endEvent, handleEnd);
    return () => {
      window.clearTimeout(timer);
      for (const type of userScrollEvents) row.removeEventListener(type, handleUserInput);
      row.removeEventListener(endEvent, handleEnd);
    };
  }, [rowRef, count, isWide, onScrolledTo]);
}
