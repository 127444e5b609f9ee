/**
 * The one list of languages: adding one here adds it to routes, menu, metadata
 * and detection. `locale` is the page's `og:locale` (DESIGN.md's territory
 * forms); `intlLocale` formats its times and months: British English writes
 * the time as 14:05, as the copy's spelling is British (docs/decisions/006).
 */
export const languages = [
  { code: 'en', name: 'English', flag: '🇬🇧', locale: 'en_US', intlLocale: 'en-GB' },
  { code: 'sw', name: 'Kiswahili', flag: '🇰🇪', locale: 'sw_KE', intlLocale: 'sw-KE' },
  { code: 'pt', name: 'Português', flag: '🇧🇷', locale: 'pt_BR', intlLocale: 'pt-BR' },
] as const;

export type Language = (typeof languages)[number]['code'];
export type LanguageOption = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** localStorage key of the saved language choice (i18next's usual key). */
export const languageStorageKey = 'i18nextLng';

const codes: readonly string[] = languages.map((language) => language.code);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && codes.includes(value);
}

/**
 * The language a path is in: its first segment when that is a non-default
 * language, else the default. The segment is read as the browser's router
 * matches it, percent-decoded and in any letter case: `/%73w/x` and `/SW/x`
 * are in Swahili, `/sw%2Fx` (one segment) in English.
 */
export function languageFromPath(pathname: string): Language {
  let first = pathname.split('/')[1] ?? '';
  try {
    first = decodeURIComponent(first);
  } catch {
    // Not decodable: the router reads such a path as it is.
  }
  first = first.toLowerCase();
  return isLanguage(first) && first !== defaultLanguage ? first : defaultLanguage;
}

/** The path without its language prefix and without a trailing slash: `/sw/about/` gives `/about`. */
export function pagePathOf(pathname: string): string {
  const lang = languageFromPath(pathname);
  // The first segment as spelt (`/SW/…`, `/%73w/…`), not as long as the code.
  const rest = lang === defaultLanguage ? pathname : pathname.replace(/^\/[^/]*/, '');
  const trimmed = rest.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The path of a page in a language: `localizePath('sw', '/about')` gives `/sw/about`. */
export function localizePath(lang: Language, path: string): string {
  const page = path.startsWith('/') ? path : `/${path}`;
  if (lang === defaultLanguage) return page;
  return page === '/' ? `/${lang}` : `/${lang}${page}`;
}

export function languageOption(lang: Language): LanguageOption {
  return languages.find((language) => language.code === lang) ?? languages[0];
}

/** The BCP 47 locale Intl writes a language's dates and times in: `en-GB`, `sw-KE`, `pt-BR`. */
export function intlLocaleOf(lang: Language): string {
  return languageOption(lang).intlLocale;
}
