import { useLocation } from 'react-router';
import type { PagePath } from '../lib/page-paths';
import { languageFromPath, localizePath, pagePathOf, type Language } from './languages';

/** The current page's language, read from the URL (the URL and the shown language always agree). */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** Builds links to the site's pages that keep the current language's prefix; only a page type-checks. */
export function useLocalizedPath(): (path: PagePath) => string {
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
