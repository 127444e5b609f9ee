import { useSyncExternalStore } from 'react';
import { writeStorage } from '~/lib/storage';

export const themeStorageKey = 'darkMode';

/**
 * Set on `<html>` once the visitor has chosen a theme on this page: the choice
 * then holds against the system's changes even when it could not be saved
 * (storage blocked or full), which the head script otherwise follows.
 */
export const themeChosenAttribute = 'data-theme-chosen';

function subscribe(onChange: () => void): () => void {
  // The head script and the toggle both change the class on <html>; watching
  // it keeps every reader in step, including live system-preference changes.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function isDarkNow(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** Whether dark mode is on; false while prerendering, the real value after hydration. */
export function useIsDark(): boolean {
  return useSyncExternalStore(subscribe, isDarkNow, () => false);
}

export function setDarkMode(isDark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
  root.setAttribute(themeChosenAttribute, '');
  writeStorage(themeStorageKey, JSON.stringify(isDark));
}
