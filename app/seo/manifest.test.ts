import { expect, test } from 'vitest';
import { languages } from '~/i18n/languages';
import { prefixedLanguages } from '~/test/languages';
import { translations } from '~/test/render';
import { manifestPath, shortNameOf, webManifest } from './manifest';

/** A test-owned identity: the manifest is built from whichever owner it is given. */
const owner = { name: 'Neema Achieng', initials: 'NA', themeColor: '#0f766e' };

test('each language has its own manifest path', () => {
  expect(manifestPath('en')).toBe('/manifest.webmanifest');
  for (const lang of prefixedLanguages) {
    expect(manifestPath(lang)).toBe(`/${lang}/manifest.webmanifest`);
  }
});

test.each(languages.map(({ code }) => code))(
  'the %s manifest is in its language and starts on its home page',
  (lang) => {
    const { meta } = translations[lang];
    const manifest = webManifest(lang, translations[lang], owner);
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(lang === 'en' ? '/' : `/${lang}`);
    expect(manifest.name).toBe(`${owner.name} – ${meta.role}`);
    expect(manifest.description).toContain(owner.name);
    expect(`${manifest.name} ${manifest.description}`).not.toMatch(/{{|}}/);
  },
);

test.each(prefixedLanguages)('the %s manifest says nothing in English', (lang) => {
  const english = webManifest('en', translations.en, owner);
  const manifest = webManifest(lang, translations[lang], owner);
  expect(manifest.name).not.toBe(english.name);
  expect(manifest.description).not.toBe(english.description);
});

test('the short name fits a home screen', () => {
  expect(shortNameOf('Neema Achieng', 'NA')).toBe('Neema A.');
  expect(shortNameOf('Wanjiru', 'W')).toBe('Wanjiru');
  expect(shortNameOf('Maximiliana Ochieng-Odhiambo', 'MO')).toBe('MO');
});
