import { Activity, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { languageFromPath } from '~/i18n/languages';

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
 *
 * The sections are a Suspense boundary, so that hydration makes the first
 * screen and the shell work first and hydrates them in later, interruptible
 * work; a tap on them before then hydrates them at once (docs/decisions/016).
 * The prerendered HTML holds them in place (app/entry.server.tsx).
 *
 * A Tab before the second pass draws them at once, so the keyboard goes on
 * from the heading into the page.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // A language switch keeps the page mounted: its words change in place, and
  // the sections below the first screen come again after the first screen.
  const language = languageFromPath(pathname);
  const isWholeAtOnce = !hasHydrated || navigationType === NavigationType.Pop || hash !== '';
  const [shownIn, setShownIn] = useState(isWholeAtOnce ? language : null);
  if (isWholeAtOnce && shownIn !== language) setShownIn(language);
  const isShown = isWholeAtOnce || shownIn === language;
  useEffect(() => {
    if (isShown) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShownIn(language)));
    });
    // Tab pressed before then (focus is on the new page's heading) draws the
    // rest at once, before the browser moves focus: it goes on into the page,
    // not past it to the footer.
    const drawOnTab = (event: KeyboardEvent) => {
      if (event.key === 'Tab') flushSync(() => setShownIn(language));
    };
    document.addEventListener('keydown', drawOnTab, true);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('keydown', drawOnTab, true);
    };
  }, [isShown, language]);
  // Until then, a screen's height keeps the footer out of sight.
  const placeholder = <div className="min-h-dvh" />;
  // Not shown yet on this page: nothing of it is drawn.
  if (shownIn === null) return placeholder;
  // Once shown, it stays mounted, hidden while a language switch draws it again (its
  // state, such as the career list shown whole or the testimonial on show, stays).
  return (
    <>
      {!isShown && placeholder}
      <Activity mode={isShown ? 'visible' : 'hidden'}>
        <Suspense fallback={placeholder}>{children}</Suspense>
      </Activity>
    </>
  );
}
