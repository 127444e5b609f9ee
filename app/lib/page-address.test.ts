import { expect, test } from 'vitest';
import {
  canonicalAddressUrl,
  canonicalPathOf,
  decodableUrl,
  notFoundDocumentUrl,
  pageElsewhereUrl,
  pageModuleUrls,
  routerPagePath,
} from './page-address';
import { encodedCode, lastLanguage, otherLanguage } from '~/test/languages';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

test('a page reached under another spelling of its path shows its own, query and fragment kept', () => {
  const about = 'https://www.example.com/about';
  expect(canonicalAddressUrl(at('//about', '?x=1', '#career'), about)).toBe('/about?x=1#career');
  expect(canonicalAddressUrl(at('/sw//about'), 'https://www.example.com/sw/about')).toBe(
    '/sw/about',
  );
  expect(canonicalAddressUrl(at('//'), 'https://www.example.com/')).toBe('/');
  expect(canonicalAddressUrl(at('/%61bout'), about)).toBe('/about');
  expect(canonicalAddressUrl(at('/about%2F'), about)).toBe('/about');
  expect(canonicalAddressUrl(at('/about/'), about)).toBe('/about');
});

test('nothing changes for a page at its own address, a 404 document, or a canonical that is no URL', () => {
  expect(canonicalAddressUrl(at('/about'), 'https://www.example.com/about')).toBeUndefined();
  expect(canonicalAddressUrl(at('//about'), null)).toBeUndefined();
  expect(canonicalAddressUrl(at('/x'), undefined)).toBeUndefined();
  expect(canonicalAddressUrl(at('//about'), 'not a url')).toBeUndefined();
});

test('a path that does not decode is written so that it does, as typed', () => {
  expect(decodableUrl(at('/%', '?q=1'))).toBe('/%25?q=1');
  expect(decodableUrl(at('/x/%E0%A4%A'))).toBe('/x/%25E0%25A4%25A');
  expect(decodeURI('/x/%25E0%25A4%25A')).toBe('/x/%E0%A4%A');
  expect(decodableUrl(at('/sw/kuhusu%20mimi'))).toBeUndefined();
});

const pages = ['/', '/about', '/projects', '/sw', '/sw/about'];

test("other spellings of a page's path lead to the page: no trailing slash, its own letters", () => {
  expect(canonicalPathOf('/about/', pages)).toBe('/about');
  expect(canonicalPathOf('/sw//', pages)).toBe('/sw');
  expect(canonicalPathOf('/ABOUT', pages)).toBe('/about');
  expect(canonicalPathOf('/Sw/About', pages)).toBe('/sw/about');
  expect(canonicalPathOf('/ABOUT/', pages)).toBe('/about');
  // Not a page in any letters: only the slash goes.
  expect(canonicalPathOf('/About/team/', pages)).toBe('/About/team');
  expect(canonicalPathOf('/About/team', pages)).toBeNull();
  expect(canonicalPathOf('/about', pages)).toBeNull();
  expect(canonicalPathOf('/', pages)).toBeNull();
  expect(canonicalPathOf('//evil.example/', pages)).toBeNull();
});

const route = (
  parentId: string | undefined,
  path?: string,
  module = '/assets/x.js',
  index?: boolean,
) => ({ parentId, path, module, index });
const manifest = {
  routes: {
    root: route(undefined, '', '/assets/root.js'),
    'en-home': route('root', undefined, '/assets/home.js', true),
    'en-about': route('root', 'about', '/assets/about.js'),
    'en-not-found': route('root', '*', '/assets/not-found.js'),
    'sw-home': route('root', 'sw', '/assets/home.js', true),
    'sw-about': route('root', 'sw/about', '/assets/about.js'),
    'sw-not-found': route('root', 'sw/*', '/assets/not-found.js'),
  },
};

test('a 404 document served for a path the router reads as a page loads the page, query and fragment kept', () => {
  expect(pageElsewhereUrl(at('/aBoUt', '?x=1', '#career'), null, manifest)).toBe(
    '/about?x=1#career',
  );
  expect(pageElsewhereUrl(at('/SW/About/'), undefined, manifest)).toBe('/sw/about');
  // Doubled slashes and escaped letters, as the router reads them: Home, and the Swahili About.
  expect(pageElsewhereUrl(at('//', '?utm_source=x'), null, manifest)).toBe('/?utm_source=x');
  expect(pageElsewhereUrl(at('///'), null, manifest)).toBe('/');
  expect(pageElsewhereUrl(at('/%53W/about'), null, manifest)).toBe('/sw/about');
  expect(pageElsewhereUrl(at('/sw/%61bout'), null, manifest)).toBe('/sw/about');
});

test('a page, an unknown path and a 404 document at its own address stay where they are', () => {
  expect(pageElsewhereUrl(at('/aBoUt'), 'https://www.example.com/about', manifest)).toBeUndefined();
  expect(pageElsewhereUrl(at('/Nope'), null, manifest)).toBeUndefined();
  // A slash alone moves no unknown path: the host would answer the same 404 again.
  expect(pageElsewhereUrl(at('/nope/'), null, manifest)).toBeUndefined();
  expect(pageElsewhereUrl(at('/sw/x'), null, manifest)).toBeUndefined();
  expect(pageElsewhereUrl(at('/%'), null, manifest)).toBeUndefined();
  // The router reads these as unknown paths too: a 404, as the host said.
  expect(pageElsewhereUrl(at('//about'), null, manifest)).toBeUndefined();
  expect(pageElsewhereUrl(at('/sw//about'), null, manifest)).toBeUndefined();
  // Loading a page's own address again would get the same 404 document.
  expect(pageElsewhereUrl(at('/about'), null, manifest)).toBeUndefined();
  expect(pageElsewhereUrl(at('/about'), null, undefined)).toBeUndefined();
});

test("the router's reading of a path is React Router's own: a page, or none for the catch-alls", () => {
  expect(routerPagePath('/', manifest)).toBe('/');
  expect(routerPagePath('/SW', manifest)).toBe('/sw');
  expect(routerPagePath('/sw/about/', manifest)).toBe('/sw/about');
  expect(routerPagePath('/sw/nope', manifest)).toBeUndefined();
  expect(routerPagePath('/nope', manifest)).toBeUndefined();
  expect(routerPagePath('/', undefined)).toBeUndefined();
});

test("the modules of pages are read from React Router's manifest, by the pages' paths", () => {
  expect(pageModuleUrls(manifest, ['/sw', '/sw/about', '/sw/projects'])).toEqual([
    '/assets/home.js',
    '/assets/about.js',
  ]);
  expect(pageModuleUrls(manifest, ['/about', '/nope'])).toEqual(['/assets/about.js']);
  expect(pageModuleUrls(undefined, ['/'])).toEqual([]);
});

const [a, b] = [otherLanguage, lastLanguage];

test("a host's 404 document in another language than the router's is hydrated at its own address", () => {
  // One English 404 document for every path (GitHub Pages, CloudFront).
  expect(notFoundDocumentUrl(`/${a}/nope`, undefined, 'en', '/404')).toBe('/404');
  expect(notFoundDocumentUrl(`/${b.toUpperCase()}/a/b`, null, 'en', '/404')).toBe('/404');
  // A host that chose by the decoded path, where the router reads one segment.
  expect(notFoundDocumentUrl(`/${a}%2Fnope`, undefined, a, '/404')).toBe(`/${a}/404`);
  expect(notFoundDocumentUrl('/nope', undefined, b, '/404')).toBe(`/${b}/404`);
});

test('a 404 document of the right language, a page, or a document in no language of the site stays', () => {
  expect(notFoundDocumentUrl(`/${a}/nope`, undefined, a, '/404')).toBeUndefined();
  expect(notFoundDocumentUrl(`/${encodedCode(a)}/nope`, undefined, a, '/404')).toBeUndefined();
  expect(notFoundDocumentUrl('/nope', undefined, 'en', '/404')).toBeUndefined();
  expect(
    notFoundDocumentUrl(`/${a}/about`, `https://www.example.com/${a}/about`, 'en', '/404'),
  ).toBeUndefined();
  expect(notFoundDocumentUrl(`/${a}/nope`, undefined, '', '/404')).toBeUndefined();
});
