// @vitest-environment node
import { expect, test } from 'vitest';
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
  expect(pages).toContain('/sw/about');
  expect(pages).not.toContain('/404');
  expect(pages).not.toContain('/pt/404');
});

test('an unknown path gets the 404 document of its language prefix', () => {
  expect(notFoundDocumentFor('/x')).toBe('/404');
  expect(notFoundDocumentFor('/swx')).toBe('/404');
  expect(notFoundDocumentFor('/sw/x')).toBe('/sw/404');
  expect(notFoundDocumentFor('/pt')).toBe('/pt/404');
  // The language the browser's router will draw the 404 page in.
  expect(notFoundDocumentFor('/PT/x')).toBe('/pt/404');
  expect(notFoundDocumentFor('/%73w/x')).toBe('/sw/404');
});

test("canonical redirects follow the site's rule (app/lib/page-address.ts) over the site's pages", () => {
  expect(canonicalRedirectOf('/Sw/About/')).toBe('/sw/about');
  expect(canonicalRedirectOf('/PT')).toBe('/pt');
  expect(canonicalRedirectOf('/About/team')).toBeNull();
});

test('cache classes: hashed assets, documents, everything else', () => {
  expect(cacheClassOf('/assets/app-abc123.js')).toBe('immutable');
  expect(cacheClassOf('/pt/about')).toBe('document');
  expect(cacheClassOf('/sw/404')).toBe('document');
  expect(cacheClassOf('/favicon.svg')).toBe('other');
});

test('each page has its prerendered file and a flat copy for static hosts', () => {
  expect(nestedFileOf('/')).toBe('index.html');
  expect(nestedFileOf('/sw/about')).toBe('sw/about/index.html');
  expect(flatFileOf('/sw/about')).toBe('sw/about.html');
  expect(flatFileOf('/404')).toBe('404.html');
});
