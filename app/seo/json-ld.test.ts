import { expect, test, vi } from 'vitest';
import { site } from '../../site.config';
import { personJsonLd, serializeJsonLd } from './json-ld';

test('serialized JSON-LD cannot close its script element and still parses to the same data', () => {
  const data = {
    name: '</script><script>alert(1)</script>',
    note: 'a & b > c <!-- d',
    line: '\u2028',
  };
  const json = serializeJsonLd(data);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(json).toContain('\\u003c/script\\u003e');
  expect(JSON.parse(json)).toEqual(data);
});

test('the Person comes from the identity config', () => {
  const person = personJsonLd({
    origin: 'https://site.test',
    url: 'https://site.test/sw',
    jobTitle: 'Msanidi',
    image: 'https://site.test/og-image.jpg',
  });
  expect(person).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': 'https://site.test/#person',
    name: site.name,
    jobTitle: 'Msanidi',
    url: 'https://site.test/sw',
    image: 'https://site.test/og-image.jpg',
    email: `mailto:${site.email}`,
    sameAs: [site.profiles.github, site.profiles.linkedin],
    knowsLanguage: site.speaks,
  });
});

test("the Person states the owner's languages only when the identity gives them", async () => {
  vi.resetModules();
  vi.doMock('../../site.config', () => ({
    site: { ...site, profiles: { linkedin: site.profiles.linkedin }, speaks: undefined },
  }));
  try {
    const { personJsonLd: personOf } = await import('./json-ld');
    const person = personOf({
      origin: 'https://site.test',
      url: 'https://site.test/',
      jobTitle: 'Dev',
      image: 'https://site.test/a.jpg',
    });
    expect(person.sameAs).toEqual([site.profiles.linkedin]);
    expect(person).not.toHaveProperty('knowsLanguage');
  } finally {
    vi.doUnmock('../../site.config');
  }
});
