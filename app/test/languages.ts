/**
 * The languages the tests use, taken from the owner's list, so the suite holds
 * for any set of languages: an owner who drops Portuguese or adds French runs
 * the same tests (`npm run test:other-languages` proves it on a copy whose
 * languages are English and French).
 */
import { defaultLanguage, isLanguage, languages, type Language } from '../i18n/languages.ts';

/**
 * The tests find things by their English names (DESIGN.md's contract) at the
 * unprefixed paths, so English must be the default. The site itself builds
 * and serves with another default; the tests say so at once rather than fail
 * one by one (Vitest's global setup, app/test/check-languages.ts, and
 * playwright.config.ts import this file).
 */
if (defaultLanguage !== 'en') {
  throw new Error(
    `The tests need English as the default language; app/i18n/languages.ts has defaultLanguage '${defaultLanguage}'. The site builds with it, but the tests read English at the unprefixed paths (README, Make it yours, step 7).`,
  );
}

/** The languages other than the default, in the list's order: those whose paths have a prefix. */
export const prefixedLanguages: readonly Language[] = languages
  .map(({ code }) => code)
  .filter((code) => code !== defaultLanguage);

/**
 * A language with a prefix (the list's first after the default), for the tests
 * of what any such language does; the suite needs one.
 */
export const otherLanguage: Language = (() => {
  const [first] = prefixedLanguages;
  if (first === undefined) {
    throw new Error(
      `The tests need a language besides ${defaultLanguage} in app/i18n/languages.ts`,
    );
  }
  return first;
})();

/** A second prefixed language when the list has one (the last), else the same one. */
export const lastLanguage: Language = prefixedLanguages.at(-1) ?? otherLanguage;

/** A code with its first letter percent-encoded, as a browser may send it: `%73w` for `sw`. */
export function encodedCode(code: string): string {
  return `%${code.charCodeAt(0).toString(16)}${code.slice(1)}`;
}

/** A code with its first letter in capitals, as a visitor may type it: `Sw` for `sw`. */
export function capitalisedCode(code: string): string {
  return `${code.charAt(0).toUpperCase()}${code.slice(1)}`;
}

/** Languages an owner may add, whole entries of the list, for the tests that add one. */
export const candidateLanguages = [
  { code: 'fr', name: 'Français', flag: '🇫🇷', locale: 'fr_FR', intlLocale: 'fr-FR' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪', locale: 'de_DE', intlLocale: 'de-DE' },
  { code: 'it', name: 'Italiano', flag: '🇮🇹', locale: 'it_IT', intlLocale: 'it-IT' },
] as const;

/**
 * A language code the site does not offer, for the tests of what an unknown
 * prefix does: French, or, once the owner has added it, the first of German,
 * Italian and a code no language has.
 */
export const notOfferedLanguage =
  [...candidateLanguages.map(({ code }) => code), 'xx'].find((code) => !isLanguage(code)) ?? 'xx';
