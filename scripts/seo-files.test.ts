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
