import { expect, test } from 'vitest';
import { isLanguage, languageFromPath, languages, localizePath, pagePathOf } from './languages';
import { notOfferedLanguage } from '../test/languages';

test('the language of a path comes from its prefix, else English', () => {
  expect(languageFromPath('/')).toBe('en');
  expect(languageFromPath('/about')).toBe('en');
  expect(languageFromPath('/sw')).toBe('sw');
  expect(languageFromPath('/sw/about')).toBe('sw');
  expect(languageFromPath('/pt/projects')).toBe('pt');
  expect(languageFromPath(`/${notOfferedLanguage}/about`)).toBe('en');
  expect(languageFromPath('/en/about')).toBe('en');
  // As the browser's router matches it: in any letter case, percent-decoded, one segment.
  expect(languageFromPath('/SW/about')).toBe('sw');
  expect(languageFromPath('/%73w/x')).toBe('sw');
  expect(languageFromPath('/sw%2Fx')).toBe('en');
  expect(languageFromPath('/%E0%A4%A/x')).toBe('en');
  expect(languageFromPath('/swahili')).toBe('en');
});

test('the page path drops the language prefix and trailing slashes', () => {
  expect(pagePathOf('/')).toBe('/');
  expect(pagePathOf('/about/')).toBe('/about');
  expect(pagePathOf('/sw')).toBe('/');
  expect(pagePathOf('/sw/')).toBe('/');
  expect(pagePathOf('/pt/projects')).toBe('/projects');
  expect(pagePathOf(`/${notOfferedLanguage}/about`)).toBe(`/${notOfferedLanguage}/about`);
  expect(pagePathOf('/%73w/about')).toBe('/about');
  expect(pagePathOf('/SW/nope')).toBe('/nope');
});

test('localized paths keep one URL per page and language', () => {
  expect(localizePath('en', '/')).toBe('/');
  expect(localizePath('en', '/about')).toBe('/about');
  expect(localizePath('sw', '/')).toBe('/sw');
  expect(localizePath('sw', '/about')).toBe('/sw/about');
  expect(localizePath('pt', 'projects')).toBe('/pt/projects');
});

test('only offered languages are languages', () => {
  expect(languages.filter(({ code }) => !isLanguage(code))).toEqual([]);
  expect(isLanguage(notOfferedLanguage)).toBe(false);
  expect(isLanguage('xx')).toBe(false);
  expect(isLanguage(null)).toBe(false);
  expect(isLanguage(42)).toBe(false);
});

test('English, Swahili and Portuguese name their territory as DESIGN.md gives it, for og:locale', () => {
  const design: Record<string, string> = { en: 'en_US', sw: 'sw_KE', pt: 'pt_BR' };
  const given = languages
    .filter(({ code }) => code in design)
    .map(({ code, locale }) => `${code} ${locale}`);
  expect(given).toEqual(
    languages.filter(({ code }) => code in design).map(({ code }) => `${code} ${design[code]}`),
  );
});
