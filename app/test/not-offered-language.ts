import { isLanguage } from '../i18n/languages';

/**
 * A language code the site does not offer, for the tests of what an unknown
 * prefix does: French, or, once the owner has added it, the first of German,
 * Italian and a code no language has.
 */
export const notOfferedLanguage =
  ['fr', 'de', 'it', 'xx'].find((code) => !isLanguage(code)) ?? 'xx';
