import { expect, test, vi } from 'vitest';
import type { SiteConfig } from '~/content/types';
import { site } from '../../site.config';
import { type personJsonLd, serializeJsonLd } from './json-ld';

/** Profiles of the test's own: the owner may give either, both or none. */
const planted = {
  github: 'https://github.com/planted-owner',
  linkedin: 'https://www.linkedin.com/in/planted-owner',
};

/** A page's part of the Person. */
const pageOptions = {
  origin: 'https://site.test',
  url: 'https://site.test/',
  jobTitle: 'Dev',
  image: 'https://site.test/a.jpg',
};

/** `personJsonLd` of an identity that is the owner's but for the given fields. */
async function personOf(
  identity: Partial<SiteConfig>,
  options: Parameters<typeof personJsonLd>[0],
): Promise<ReturnType<typeof personJsonLd>> {
  vi.resetModules();
  vi.doMock('../../site.config', () => ({ site: { ...site, ...identity } }));
  try {
    const { personJsonLd: personWith } = await import('./json-ld');
    return personWith(options);
  } finally {
    vi.doUnmock('../../site.config');
  }
}

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

test('the Person comes from the identity config', async () => {
  const person = await personOf(
    { profiles: planted },
    {
      origin: 'https://site.test',
      url: 'https://site.test/sw',
      jobTitle: 'Msanidi',
      image: 'https://site.test/og-image.jpg',
    },
  );
  expect(person).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': 'https://site.test/#person',
    name: site.name,
    jobTitle: 'Msanidi',
    url: 'https://site.test/sw',
    image: 'https://site.test/og-image.jpg',
    email: `mailto:${site.email}`,
    sameAs: [planted.github, planted.linkedin],
    ...(site.speaks && { knowsLanguage: site.speaks }),
  });
});

test.each([
  ['GitHub alone', { github: planted.github }, [planted.github]],
  ['LinkedIn alone', { linkedin: planted.linkedin }, [planted.linkedin]],
  ['neither profile', {}, []],
])(
  'given %s, the Person links only the profiles given',
  async (_, profiles: SiteConfig['profiles'], sameAs) => {
    expect((await personOf({ profiles }, pageOptions)).sameAs).toEqual(sameAs);
  },
);

test("the Person states the owner's languages only when the identity gives them", async () => {
  expect(await personOf({ speaks: ['fr', 'en'] }, pageOptions)).toHaveProperty('knowsLanguage', [
    'fr',
    'en',
  ]);
  expect(await personOf({ speaks: undefined }, pageOptions)).not.toHaveProperty('knowsLanguage');
});
