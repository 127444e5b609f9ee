import { expect, test } from 'vitest';
import { alternatesOf, pageUrl } from './alternates';

test('a page has one alternate per language plus x-default for English, and no fr', () => {
  expect(alternatesOf('https://site.test', '/about')).toEqual([
    { hrefLang: 'en', href: 'https://site.test/about' },
    { hrefLang: 'sw', href: 'https://site.test/sw/about' },
    { hrefLang: 'pt', href: 'https://site.test/pt/about' },
    { hrefLang: 'x-default', href: 'https://site.test/about' },
  ]);
});

test('the home page has no trailing slash except at the root', () => {
  expect(pageUrl('https://site.test', 'en', '/')).toBe('https://site.test/');
  expect(pageUrl('https://site.test', 'pt', '/')).toBe('https://site.test/pt');
});
