import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { NavigationType, useLocation, useNavigation, useNavigationType } from 'react-router';
import { markHydrated } from '~/components/below-first-screen';
import { pagePathOf } from '~/i18n/languages';
import { useMediaQuery } from '~/lib/use-media-query';
import { hydratedAttribute } from '~/theme/early-taps';
import { mainId, sidebarId } from './element-ids';
import { Footer } from './footer';
import { Header } from './header';
import { PrefetchPages } from './prefetch-pages';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';

/** Under 1024 px the open sidebar is a modal dialog over a dimmed page. */
const smallScreenQuery = '(max-width: 1023.98px)';

// The shell's parts render again only when their own props or the location
// change, not on each of a navigation's states.
const ShellHeader = memo(Header);
const ShellFooter = memo(Footer);
const ShellSidebar = memo(Sidebar);

export function AppShell({ children }: { children: ReactNode }) {
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const isSmallScreen = useMediaQuery(smallScreenQuery);
  const isModal = isSidebarOpen && isSmallScreen;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shouldReturnFocus = useRef(false);
  const location = useLocation();

  const closeSidebar = useCallback(() => {
    shouldReturnFocus.current = true;
    setSidebarOpen(false);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isSidebarOpen) closeSidebar();
    else setSidebarOpen(true);
  }, [isSidebarOpen, closeSidebar]);

  // Focus goes back to the toggle once the sidebar has closed.
  useEffect(() => {
    if (!isSidebarOpen && shouldReturnFocus.current) {
      shouldReturnFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [isSidebarOpen]);

  // From 1024 px the open sidebar lies over the page's left edge, under the
  // header: a tap or focus anywhere else in the page below the header closes
  // it, so it never hides what the visitor turns to, and focus stays where
  // they put it. It comes right after the header in the page, so Tab goes
  // from the header's controls into it, and on from it into the page.
  useEffect(() => {
    if (!isSidebarOpen || isSmallScreen) return;
    const dismiss = ({ target }: Event) => {
      if (target instanceof Element && !target.closest(`header, #${sidebarId}`)) {
        setSidebarOpen(false);
      }
    };
    const events = ['pointerdown', 'focusin'];
    for (const type of events) document.addEventListener(type, dismiss);
    return () => {
      for (const type of events) document.removeEventListener(type, dismiss);
    };
  }, [isSidebarOpen, isSmallScreen]);

  // A page change by a link moves focus to the new page's heading, as a new
  // document would start reading from its top: a screen reader says where the
  // visitor now is, and focus is not left on a link that has gone. Back and
  // forward keep the browser's own restoring; a language switch keeps focus
  // on the language button, on the same page, and a sidebar opened while the
  // page loaded keeps it.
  const navigationType = useNavigationType();
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = location.pathname;
    // Another page (not this one in another language), by a link, with the sidebar closed.
    if (pagePathOf(previous) === pagePathOf(location.pathname)) return;
    if (navigationType === NavigationType.Pop || isSidebarOpen) return;
    const heading = document.querySelector<HTMLElement>(`#${mainId} h1`);
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [location.pathname, navigationType, isSidebarOpen]);

  // Marks the page interactive, for tests and for styles that need JavaScript,
  // as hydration commits: taps work from then on. The sections below the first
  // screen hydrate after it (docs/decisions/016).
  useLayoutEffect(() => {
    markHydrated();
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, []);

  // A navigation (a link, back or forward) closes the sidebar once, as it
  // starts: opening the sidebar again while the next page is still loading
  // keeps it open when that page arrives.
  const navigation = useNavigation();
  const navigationKey = navigation.location?.key ?? location.key;
  const [closedForKey, setClosedForKey] = useState(navigationKey);
  if (closedForKey !== navigationKey) {
    setClosedForKey(navigationKey);
    setSidebarOpen(false);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={mainId} />
      <ShellHeader
        toggleRef={toggleRef}
        sidebarId={sidebarId}
        isSidebarOpen={isSidebarOpen}
        onToggleSidebar={toggleSidebar}
      />
      <ShellSidebar
        id={sidebarId}
        isOpen={isSidebarOpen}
        isModal={isModal}
        onClose={closeSidebar}
      />
      <main id={mainId} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <ShellFooter />
      <ScrollToTop />
      <PrefetchPages />
    </div>
  );
}
