import { useSyncExternalStore } from 'react';
import { writeStorage } from '~/lib/storage';

export const themeStorageKey = 'darkMode';

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
  writeStorage(themeStorageKey, JSON.stringify(isDark));
}
