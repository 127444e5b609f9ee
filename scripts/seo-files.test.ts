import { expect, test } from 'vitest';
import { site } from '../site.config';
import { buildSiteUrl } from './seo-files';

test('the build is for the identity config’s origin unless SITE_URL says otherwise', () => {
  expect(buildSiteUrl({})).toBe(new URL(site.url).origin);
  expect(buildSiteUrl({ SITE_URL: 'https://you.example' })).toBe('https://you.example');
});

test('the origin never ends in a slash, so page paths join it cleanly', () => {
  expect(buildSiteUrl({ SITE_URL: 'https://you.example/' })).toBe('https://you.example');
  expect(buildSiteUrl({ SITE_URL: 'https://you.example//' })).toBe('https://you.example');
});

test('the origin is written as browsers write it: host in lower case, no default port', () => {
  expect(buildSiteUrl({ SITE_URL: 'https://WWW.Example.COM:443/' })).toBe(
    'https://www.example.com',
  );
  expect(buildSiteUrl({ SITE_URL: 'https://you.example:8443' })).toBe('https://you.example:8443');
  // Not an origin alone: its origin (the owner check names the rest), so no page moves to that path.
  expect(buildSiteUrl({ SITE_URL: 'https://you.example/my portfolio?x#y' })).toBe(
    'https://you.example',
  );
  // Not a URL at all: kept as given, for the owner check to name.
  expect(buildSiteUrl({ SITE_URL: 'you.example' })).toBe('you.example');
});
