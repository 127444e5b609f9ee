import { useLocation } from 'react-router';
import { languageFromPath, localizePath, pagePathOf, type Language } from './languages';

/** The current page's language, read from the URL (the URL and the shown language always agree). */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** Builds links that keep the current language's prefix. */
export function useLocalizedPath(): (path: string) => string {
  const lang = useLanguage();
  return (path) => localizePath(lang, path);
}

/**
 * The current page's unprefixed path without a trailing slash. Prerendering
 * sees `/about/` (the page is written as about/index.html) while the browser
 * sees `/about`; both must render the same markup for hydration.
 */
export function useCurrentPage(): string {
  return pagePathOf(useLocation().pathname);
}
