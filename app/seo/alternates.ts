import { defaultLanguage, languages, localizePath, type Language } from '../i18n/languages.ts';

/** One `hreflang` alternate of a page: a language code or `x-default`. */
export type Alternate = { hrefLang: Language | 'x-default'; href: string };

/** The absolute URL of a page (unprefixed path such as `/about`) in a language. */
export function pageUrl(origin: string, lang: Language, path: string): string {
  return `${origin}${localizePath(lang, path)}`;
}

/**
 * Every language version of a page, plus `x-default` pointing at the default
 * language. Shared by the head tags and the sitemap so the two always agree.
 */
export function alternatesOf(origin: string, path: string): Alternate[] {
  return [
    ...languages.map(({ code }) => ({ hrefLang: code, href: pageUrl(origin, code, path) })),
    { hrefLang: 'x-default', href: pageUrl(origin, defaultLanguage, path) },
  ];
}
