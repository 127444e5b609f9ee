import { afterEach, expect, test, vi } from 'vitest';
import { createI18n, loadI18n } from './i18n';
import en from './locales/en';
import type { Translation } from './resources';
import { otherLanguage as lang } from '~/test/languages';
import { translations } from '~/test/render';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Another language's words with one text taken out, as a mistake that slipped past the checks would. */
function wordsWithoutRights(): Translation {
  const words = translations[lang];
  const footer: Partial<Translation['footer']> = { ...words.footer };
  delete footer.rights;
  return { ...words, footer } as Translation;
}

const missing = `Missing words: "footer.rights" has no ${lang} text in app/i18n/locales/${lang}/`;

test('a missing text stops the prerender, naming the key and the language', () => {
  vi.stubEnv('SSR', true);
  vi.stubEnv('DEV', false);
  const i18n = createI18n(lang, wordsWithoutRights());
  expect(() => i18n.t('footer.rights')).toThrow(missing);
});

test.each([false, true])(
  'in development a missing text logs an error naming the key and the language (server render: %s), without stopping the page',
  (isServer) => {
    vi.stubEnv('SSR', isServer);
    vi.stubEnv('DEV', true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createI18n(lang, wordsWithoutRights());
    expect(() => i18n.t('footer.rights')).not.toThrow();
    expect(error).toHaveBeenCalledWith(missing);
  },
);

test('a missing text never shows its raw key: in the browser it reads as English once English is loaded', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const i18n = createI18n(lang, wordsWithoutRights());
  await loadI18n('en');
  expect(i18n.t('footer.rights')).toBe(en.footer.rights);
});

test.each([false, true])(
  'in development a missing text reads as nothing on the server and in the browser alike (server render: %s), so the page hydrates and keeps the overlay',
  async (isServer) => {
    vi.stubEnv('SSR', isServer);
    vi.stubEnv('DEV', true);
    vi.stubEnv('MODE', 'development');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createI18n(lang, wordsWithoutRights());
    await loadI18n('en');
    expect(i18n.t('footer.rights')).toBe('');
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/footer.rights/));
  },
);

test('a missing text with no English either reads as nothing, not as its key', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const i18n = createI18n('en', { ...en, footer: { ...en.footer, rights: undefined } } as never);
  expect(i18n.t('footer.rights')).toBe('');
});

test('a placeholder the code does not fill in reads as nothing in the browser, and an error names it', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const misspelt = { ...en, footer: { ...en.footer, rights: 'All rights reserved by {{nme}}.' } };
  const i18n = createI18n('en', misspelt);
  // The key's real words take no values; the misspelt ones ask for one the code never gives.
  expect(i18n.t('footer.rights', { name: 'Someone' } as never)).toBe('All rights reserved by .');
  expect(console.error).toHaveBeenCalledWith(
    expect.stringMatching(
      /\{\{nme\}\} in "All rights reserved by \{\{nme\}\}\." \(app\/i18n\/locales\/en\/footer\.json: rights\)/,
    ),
  );
});

test('words with every placeholder filled in log nothing', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const i18n = createI18n('en', en);
  const text = i18n.t('projects.linkContext', { title: 'Soko' });
  expect(text).toContain('Soko');
  expect(console.error).not.toHaveBeenCalled();
});
