import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches; `prerendered` (false unless given) while
 * prerendering and hydrating, for the page as it reads without JavaScript.
 */
export function useMediaQuery(query: string, prerendered = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => prerendered,
  );
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** `smooth` unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(reducedMotionQuery).matches ? 'auto' : 'smooth';
}
