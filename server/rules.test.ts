// @vitest-environment node
import { expect, test } from 'vitest';
import { capitalisedCode, encodedCode, lastLanguage, otherLanguage } from '../app/test/languages';
import {
  cacheClassOf,
  canonicalRedirectOf,
  flatFileOf,
  nestedFileOf,
  notFoundDocumentFor,
  pages,
} from './rules';

test('the pages are every prerendered path except the 404 documents', () => {
  expect(pages).toContain('/');
  expect(pages).toContain(`/${otherLanguage}/about`);
  expect(pages).not.toContain('/404');
  expect(pages).not.toContain(`/${lastLanguage}/404`);
});

test('an unknown path gets the 404 document of its language prefix', () => {
  expect(notFoundDocumentFor('/x')).toBe('/404');
  expect(notFoundDocumentFor(`/${otherLanguage}x`)).toBe('/404');
  expect(notFoundDocumentFor(`/${otherLanguage}/x`)).toBe(`/${otherLanguage}/404`);
  expect(notFoundDocumentFor(`/${lastLanguage}`)).toBe(`/${lastLanguage}/404`);
  // The language the browser's router will draw the 404 page in.
  expect(notFoundDocumentFor(`/${lastLanguage.toUpperCase()}/x`)).toBe(`/${lastLanguage}/404`);
  expect(notFoundDocumentFor(`/${encodedCode(otherLanguage)}/x`)).toBe(`/${otherLanguage}/404`);
});

test("canonical redirects follow the site's rule (app/lib/page-address.ts) over the site's pages", () => {
  expect(canonicalRedirectOf(`/${capitalisedCode(otherLanguage)}/About/`)).toBe(
    `/${otherLanguage}/about`,
  );
  expect(canonicalRedirectOf(`/${lastLanguage.toUpperCase()}`)).toBe(`/${lastLanguage}`);
  expect(canonicalRedirectOf('/About/team')).toBeNull();
});

test('cache classes: hashed assets, documents, everything else', () => {
  expect(cacheClassOf('/assets/app-abc123.js')).toBe('immutable');
  expect(cacheClassOf(`/${lastLanguage}/about`)).toBe('document');
  expect(cacheClassOf(`/${otherLanguage}/404`)).toBe('document');
  expect(cacheClassOf('/favicon.svg')).toBe('other');
});

test('each page has its prerendered file and a flat copy for static hosts', () => {
  expect(nestedFileOf('/')).toBe('index.html');
  expect(nestedFileOf(`/${otherLanguage}/about`)).toBe(`${otherLanguage}/about/index.html`);
  expect(flatFileOf(`/${otherLanguage}/about`)).toBe(`${otherLanguage}/about.html`);
  expect(flatFileOf('/404')).toBe('404.html');
});
