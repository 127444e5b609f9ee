import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { sidebarId } from './element-ids';

/**
 * Whether the sidebar is open, and the ways it closes: its toggle and close
 * button (focus goes back to the toggle), a tap or focus elsewhere from
 * 1024 px, and a navigation as it starts.
 */
export function useShellSidebar(isSmallScreen: boolean) {
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shouldReturnFocus = useRef(false);

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

  // A navigation (a link, back or forward) closes the sidebar once, as it
  // starts: opening the sidebar again while the next page is still loading
  // keeps it open when that page arrives.
  const location = useLocation();
  const navigation = useNavigation();
  const navigationKey = navigation.location?.key ?? location.key;
  const [closedForKey, setClosedForKey] = useState(navigationKey);
  if (closedForKey !== navigationKey) {
    setClosedForKey(navigationKey);
    setSidebarOpen(false);
  }

  return { isSidebarOpen, toggleRef, closeSidebar, toggleSidebar };
}
