import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

let hasHydrated = false;

/** Called once React has hydrated the first page. */
export function markHydrated(): void {
  hasHydrated = true;
}

/**
 * Below the first screen: on a client-side page change these sections render
 * in a second, interruptible pass after the page's first screen has been
 * painted, so the new page shows in one short task (docs/decisions/015).
 * Hydration, back and forward (scroll restoration) and a link to an anchor
 * (scroll to it) render everything at once.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  const [isShown, setShown] = useState(
    () => !hasHydrated || navigationType === NavigationType.Pop || hash !== '',
  );
  useEffect(() => {
    if (isShown) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isShown]);
  // Until then, a screen's height keeps the footer out of sight.
  return isShown ? children : <div className="min-h-dvh" />;
}
