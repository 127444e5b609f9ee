import { expect, test } from 'vitest';
import { decodableUrl, mergedSlashesUrl } from './page-address';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

test('a page reached with doubled slashes shows its own address, query and fragment kept', () => {
  const about = 'https://www.example.com/about';
  expect(mergedSlashesUrl(at('//about', '?x=1', '#career'), about)).toBe('/about?x=1#career');
  expect(mergedSlashesUrl(at('/sw//about'), 'https://www.example.com/sw/about')).toBe('/sw/about');
  expect(mergedSlashesUrl(at('//'), 'https://www.example.com/')).toBe('/');
});

test('nothing changes for a plain path, a 404 document, or a path that is another page', () => {
  expect(mergedSlashesUrl(at('/about'), 'https://www.example.com/about')).toBeUndefined();
  expect(mergedSlashesUrl(at('//about'), null)).toBeUndefined();
  expect(mergedSlashesUrl(at('//projects'), 'https://www.example.com/about')).toBeUndefined();
  expect(mergedSlashesUrl(at('//about'), 'not a url')).toBeUndefined();
});

test('a path that does not decode is written so that it does, as typed', () => {
  expect(decodableUrl(at('/%', '?q=1'))).toBe('/%25?q=1');
  expect(decodableUrl(at('/x/%E0%A4%A'))).toBe('/x/%25E0%25A4%25A');
  expect(decodeURI('/x/%25E0%25A4%25A')).toBe('/x/%E0%A4%A');
  expect(decodableUrl(at('/sw/kuhusu%20mimi'))).toBeUndefined();
});
