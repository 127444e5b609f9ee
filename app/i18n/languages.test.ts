import { expect, test } from 'vitest';
import { isLanguage, languageFromPath, languages, localizePath, pagePathOf } from './languages';
import { encodedCode, lastLanguage, notOfferedLanguage, otherLanguage } from '../test/languages';

const [a, b] = [otherLanguage, lastLanguage];

test('the language of a path comes from its prefix, else English', () => {
  expect(languageFromPath('/')).toBe('en');
  expect(languageFromPath('/about')).toBe('en');
  expect(languageFromPath(`/${a}`)).toBe(a);
  expect(languageFromPath(`/${a}/about`)).toBe(a);
  expect(languageFromPath(`/${b}/projects`)).toBe(b);
  expect(languageFromPath(`/${notOfferedLanguage}/about`)).toBe('en');
  expect(languageFromPath('/en/about')).toBe('en');
  // As the browser's router matches it: in any letter case, percent-decoded, one segment.
  expect(languageFromPath(`/${a.toUpperCase()}/about`)).toBe(a);
  expect(languageFromPath(`/${encodedCode(a)}/x`)).toBe(a);
  expect(languageFromPath(`/${a}%2Fx`)).toBe('en');
  expect(languageFromPath('/%E0%A4%A/x')).toBe('en');
  expect(languageFromPath(`/${a}x`)).toBe('en');
});

test('the page path drops the language prefix and trailing slashes', () => {
  expect(pagePathOf('/')).toBe('/');
  expect(pagePathOf('/about/')).toBe('/about');
  expect(pagePathOf(`/${a}`)).toBe('/');
  expect(pagePathOf(`/${a}/`)).toBe('/');
  expect(pagePathOf(`/${b}/projects`)).toBe('/projects');
  expect(pagePathOf(`/${notOfferedLanguage}/about`)).toBe(`/${notOfferedLanguage}/about`);
  expect(pagePathOf(`/${encodedCode(a)}/about`)).toBe('/about');
  expect(pagePathOf(`/${a.toUpperCase()}/nope`)).toBe('/nope');
});

test('localized paths keep one URL per page and language', () => {
  expect(localizePath('en', '/')).toBe('/');
  expect(localizePath('en', '/about')).toBe('/about');
  expect(localizePath(a, '/')).toBe(`/${a}`);
  expect(localizePath(a, '/about')).toBe(`/${a}/about`);
  expect(localizePath(b, 'projects')).toBe(`/${b}/projects`);
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
