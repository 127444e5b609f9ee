import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { pagePathOf } from '~/i18n/languages';
import { mainId } from './element-ids';

/**
 * A page change by a link moves focus to the new page's heading, as a new
 * document would start reading from its top: a screen reader says where the
 * visitor now is, and focus is not left on a link that has gone. Back and
 * forward keep the browser's own restoring; a language switch keeps focus on
 * the language button, on the same page, and a sidebar opened while the page
 * loaded keeps it.
 */
export function usePageChangeFocus(isSidebarOpen: boolean): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = pathname;
    // Another page (not this one in another language), by a link, with the sidebar closed.
    if (pagePathOf(previous) === pagePathOf(pathname)) return;
    if (navigationType === NavigationType.Pop || isSidebarOpen) return;
    const heading = document.querySelector<HTMLElement>(`#${mainId} h1`);
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [pathname, navigationType, isSidebarOpen]);
}
