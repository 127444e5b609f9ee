import { memo, useLayoutEffect, type ReactNode } from 'react';
import { markHydrated } from '~/components/below-first-screen';
import { useMediaQuery } from '~/lib/use-media-query';
import { hydratedAttribute } from '~/theme/early-taps';
import { mainId, sidebarId } from './element-ids';
import { Footer } from './footer';
import { Header } from './header';
import { PrefetchPages } from './prefetch-pages';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { usePageChangeFocus } from './use-page-change-focus';
import { useShellSidebar } from './use-shell-sidebar';

/** Under 1024 px the open sidebar is a modal dialog over a dimmed page. */
const smallScreenQuery = '(max-width: 1023.98px)';

// The shell's parts render again only when their own props or the location
// change, not on each of a navigation's states.
const ShellHeader = memo(Header);
const ShellFooter = memo(Footer);
const ShellSidebar = memo(Sidebar);

export function AppShell({ children }: { children: ReactNode }) {
  const isSmallScreen = useMediaQuery(smallScreenQuery);
  const { isSidebarOpen, toggleRef, closeSidebar, toggleSidebar } = useShellSidebar(isSmallScreen);
  usePageChangeFocus(isSidebarOpen);

  // Marks the page interactive, for tests and for styles that need JavaScript,
  // as hydration commits: taps work from then on. The sections below the first
  // screen hydrate after it (docs/decisions/016).
  useLayoutEffect(() => {
    markHydrated();
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, []);

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
        isModal={isSidebarOpen && isSmallScreen}
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
