import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { reducedMotionQuery, useMediaQuery } from '~/lib/use-media-query';
import { autoAdvanceMs, nextIndex, previousIndex, wrapIndex } from './carousel-index';

/** `auto` until the visitor presses pause or play: then their choice wins. */
type PlayChoice = 'auto' | 'playing' | 'paused';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the browser tab is hidden; false while prerendering. */
function useIsTabHidden(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/**
 * The current slide of a carousel of `count` slides, and its automatic
 * rotation: a move every 5 s, wrapping to the first, paused while the pointer
 * is over the carousel, focus is inside it, the tab is hidden or the visitor
 * pressed pause. Under reduced motion it starts paused.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const isReducedMotion = useMediaQuery(reducedMotionQuery);
  const isTabHidden = useIsTabHidden();
  const isPlaying = choice === 'playing' || (choice === 'auto' && !isReducedMotion);
  const isRotating = isPlaying && !isHovered && !hasFocus && !isTabHidden;

  // Restarted by every move, so each slide gets the full interval.
  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => nextIndex(current, count)),
      autoAdvanceMs,
    );
    return () => window.clearTimeout(timer);
  }, [isRotating, index, count]);

  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);

  return {
    index,
    isPlaying,
    isRotating,
    goTo,
    showNext: () => setIndex((current) => nextIndex(current, count)),
    showPrevious: () => setIndex((current) => previousIndex(current, count)),
    setPlaying: (isToPlay: boolean) => setChoice(isToPlay ? 'playing' : 'paused'),
    /** Pauses it, as the pause button does. */
    stop: () => setChoice('paused'),
    /** Spread on the carousel's root element. */
    pauseProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocus(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false);
      },
    },
  };
}
