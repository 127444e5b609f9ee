import { expect, test } from 'vitest';
import { defaultLanguage, languages } from '~/i18n/languages';
import { lastLanguage } from '~/test/languages';
import { alternatesOf, pageUrl } from './alternates';

test('a page has one alternate per language, in the list’s order, plus x-default for English, and no other', () => {
  expect(alternatesOf('https://site.test', '/about')).toEqual([
    ...languages.map(({ code }) => ({
      hrefLang: code,
      href:
        code === defaultLanguage ? 'https://site.test/about' : `https://site.test/${code}/about`,
    })),
    { hrefLang: 'x-default', href: 'https://site.test/about' },
  ]);
});

test('the home page has no trailing slash except at the root', () => {
  expect(pageUrl('https://site.test', 'en', '/')).toBe('https://site.test/');
  expect(pageUrl('https://site.test', lastLanguage, '/')).toBe(`https://site.test/${lastLanguage}`);
});
