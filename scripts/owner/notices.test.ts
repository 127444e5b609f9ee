// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Glossary } from '../../app/i18n/glossary';
import { defaultLanguage } from '../../app/i18n/languages';
import { loadOwner, type OwnerInput } from './load';
import { initialsFit, isExampleHost, ownerNotices } from './notices';

/**
 * The owner's input with addresses of their own (the sample's are example
 * ones, which get a notice of their own), in a folder of its own with the
 * words and glossaries of its listed languages only: words or a glossary
 * left in the project for a language taken out of the list (README allows
 * it) are a notice of their own.
 */
let sample: OwnerInput;
/** A glossary with no rules: the notices read only which codes have one. */
const noRules: Glossary = {
  register: '',
  capitalisation: '',
  sentenceCase: false,
  properNouns: [],
  entries: [],
};
beforeAll(async () => {
  sample = await loadOwner();
  Object.assign(sample.site as object, {
    email: 'hello@owner-site.dev',
    url: 'https://www.owner-site.dev',
    // A year no month of these tests comes before: a year still to come gets a notice of its own.
    copyrightYear: 2020,
  });
  // The projects' links too: the sample's are example ones, which get a notice of their own.
  for (const project of sample.content.clientProjects as { id: string; url?: string }[]) {
    if (project.url !== undefined)
      project.url = `https://${project.id.toLowerCase()}.owner-site.dev`;
  }
  for (const project of sample.content.featuredProjects as { id: string; liveUrl?: string }[]) {
    if (project.liveUrl !== undefined) {
      project.liveUrl = `https://${project.id.toLowerCase()}.owner-site.dev`;
    }
  }
  sample.siteUrlOverride = undefined;
  const loaded = sample.glossaries;
  sample.glossaries = Object.fromEntries(
    sample.languages.map(({ code }) => [code, loaded[code] ?? noRules]),
  );
  sample.root = await mkdtemp(join(tmpdir(), 'notices-'));
  const locales = join(sample.root, 'app/i18n/locales');
  for (const { code } of sample.languages) {
    await mkdir(join(locales, code), { recursive: true });
    await writeFile(join(locales, `${code}.ts`), '');
  }
});
afterAll(async () => {
  await rm(sample.root, { recursive: true, force: true });
});

/** The sample owner with some of its parts changed (a deep copy). */
function sampleWith(change: (input: OwnerInput) => void): OwnerInput {
  const input = structuredClone(sample);
  change(input);
  return input;
}

test("the owner's input, with addresses of their own, gets no notice", () => {
  const site = sample.site as { availability: { status: string; until?: string } };
  const month = site.availability.until ?? '2026-01';
  expect(ownerNotices(sample, month)).toEqual([]);
});

test('projects that link to reserved example addresses are noted, one line per file', () => {
  const input = sampleWith(({ content }) => {
    const [first, second] = content.clientProjects as { id: string; url?: string }[];
    if (!first || !second) throw new Error('this test needs two client projects');
    first.url = 'https://shop.example.org/';
    second.url = 'https://example.com';
  });
  const [first, second] = input.content.clientProjects as { id: string }[];
  expect(ownerNotices(input, '2020-01')).toContain(
    `app/content/client-projects.ts › url: ${first?.id}, ${second?.id} link to reserved example addresses (shop.example.org, example.com); put in the projects' own, or leave the field out for no link.`,
  );
});

test('a booking that has ended is pointed out, naming the file and field', () => {
  const booked = sampleWith((input) => {
    Object.assign(input.site as object, { availability: { status: 'booked', until: '2026-10' } });
  });
  expect(ownerNotices(booked, '2026-11')).toEqual([
    expect.stringMatching(
      /^site\.config\.ts › availability › until: 2026-10 has passed, so the site says you are available/,
    ),
  ]);
  // Until the end of its month it still stands.
  expect(ownerNotices(booked, '2026-10')).toEqual([]);
});

test('a copyright year still to come is pointed out; this year and earlier ones are not', () => {
  const later = sampleWith((input) => {
    (input.site as { copyrightYear: number }).copyrightYear = 2031;
  });
  expect(ownerNotices(later, '2026-11')).toEqual([
    'site.config.ts › copyrightYear: 2031 is still to come, and the footer shows "© 2031"; write the year the site\'s content was first published (2026 at the latest).',
  ]);
  expect(ownerNotices(later, '2031-01')).toEqual([]);
});

test('a language whose words are mostly English’s, word for word, is pointed out with the count', () => {
  const [, other] = sample.languages;
  if (!other) throw new Error('this test needs a second language');
  const copied = sampleWith((input) => {
    input.words[other.code] = structuredClone(input.words.en ?? {});
  });
  expect(ownerNotices(copied, '2020-01')).toEqual([
    expect.stringMatching(
      new RegExp(
        `^app/i18n/locales/${other.code}: (\\d+) of its \\1 texts are English's, word for word; translate them`,
      ),
    ),
  ]);
});

test('initials that are not their person’s are pointed out, with the name', () => {
  const [first] = sample.content.testimonials as { id: string; initials: string }[];
  if (!first) throw new Error('this test needs a testimonial');
  const renamed = sampleWith((input) => {
    const words = input.words.en as {
      home: { testimonials: { items: Record<string, { name: string }> } };
    };
    const person = words.home.testimonials.items[first.id];
    if (person) person.name = 'Zainab Bello';
  });
  expect(ownerNotices(renamed, '2020-01')).toEqual([
    `app/content/testimonials.ts › ${first.id} › initials: ${first.initials} are not those of "Zainab Bello" (app/i18n/locales/en/home.json); the card shows them beside the name.`,
  ]);
});

test('initials fit when each starts a word of the name, in order', () => {
  expect(initialsFit('JA', 'João Almeida')).toBe(true);
  expect(initialsFit('AM', 'Dr. Amina Mohamed-Otieno')).toBe(true);
  expect(initialsFit('ÉL', 'élodie Laurent')).toBe(true);
  expect(initialsFit('AJ', 'João Almeida')).toBe(false);
  expect(initialsFit('ZB', 'Amina Hassan')).toBe(false);
});

test('a place at sea, far from any coast, is pointed out with its coordinates', () => {
  const [first] = sample.content.featuredProjects as { id: string; place?: object }[];
  if (!first?.place) throw new Error('this test needs a featured project with a place');
  const placedAt = (longitude: number, latitude: number) =>
    sampleWith((input) => {
      const [project] = input.content.featuredProjects as { place: object }[];
      if (project) project.place = { ...project.place, longitude, latitude };
    });
  // Nairobi with a digit dropped from its longitude: the Gulf of Guinea.
  expect(ownerNotices(placedAt(3.68219, -1.28333), '2020-01')).toEqual([
    expect.stringMatching(
      new RegExp(
        `^app/content/featured-projects\\.ts › featured project "${first.id}" › place: longitude 3\\.68219, latitude -1\\.28333 lies in the sea`,
      ),
    ),
  ]);
  // A coastal city on its shore is no notice: Mombasa's old town.
  expect(ownerNotices(placedAt(39.6766, -4.0622), '2020-01')).toEqual([]);
});

test('reserved example addresses left in the identity are pointed out, naming the fields', () => {
  const withExamples = (email: string, url: string) =>
    ownerNotices(
      sampleWith((input) => Object.assign(input.site as object, { email, url })),
      '2026-01',
    ).filter((notice) => notice.includes('example'));
  expect(withExamples('me@studio.example.org', 'https://portfolio.example.net')).toEqual([
    'site.config.ts › email, url: studio.example.org, portfolio.example.net are reserved example addresses; put in your own before you deploy (the canonical links, sitemap, CV and vCard are made from them).',
  ]);
  expect(withExamples('me@mail.example', 'https://owner-site.dev')).toEqual([
    expect.stringMatching(
      /^site\.config\.ts › email: mail\.example is a reserved example address;/,
    ),
  ]);
  expect(withExamples('me@example-studio.com', 'https://examples.org')).toEqual([]);
  // The origin the build writes is SITE_URL's, when given.
  const built = (url: string, siteUrlOverride: string) =>
    ownerNotices(
      sampleWith((input) => {
        Object.assign(input.site as object, { url });
        input.siteUrlOverride = siteUrlOverride;
      }),
      '2026-01',
    ).filter((notice) => notice.includes('example'));
  expect(built('https://portfolio.example.net', 'https://owner-site.dev')).toEqual([]);
  expect(built('https://owner-site.dev', 'https://preview.example')).toEqual([
    expect.stringMatching(/^site\.config\.ts › url \(SITE_URL\): preview\.example is a reserved/),
  ]);
  expect(
    ['example.net', 'docs.example.org', 'x.example', 'example.com.'].every(isExampleHost),
  ).toBe(true);
  expect(['myexample.com', 'example.co', 'example.com.au'].some(isExampleHost)).toBe(false);
});

test('a profile on another site than its field’s is pointed out; one on that site or an example address is not', () => {
  const withProfiles = (profiles: object) =>
    ownerNotices(
      sampleWith((input) => Object.assign(input.site as object, { profiles })),
      '2026-01',
    );
  expect(
    withProfiles({
      github: 'https://www.linkedin.com/in/someone',
      linkedin: 'https://gitlab.com/someone',
    }),
  ).toEqual([
    "site.config.ts › profiles › github: www.linkedin.com is not github.com, and the site shows the link with github.com's icon and name; leave the field out if you have no profile there.",
    "site.config.ts › profiles › linkedin: gitlab.com is not linkedin.com, and the site shows the link with linkedin.com's icon and name; leave the field out if you have no profile there.",
  ]);
  expect(
    withProfiles({
      github: 'https://github.com/someone',
      linkedin: 'https://pt.linkedin.com/in/someone',
    }),
  ).toEqual([]);
  expect(withProfiles({ github: 'https://code.example.org/someone' })).toEqual([]);
});

test('words and a glossary of a language the list does not have are pointed out, once per language', () => {
  const [dropped, ...kept] = sample.languages.filter(({ code }) => code !== 'en');
  if (!dropped) throw new Error('this test needs a language besides English');
  const notices = ownerNotices(
    sampleWith((input) => {
      input.languages = input.languages.filter(({ code }) => code !== dropped.code);
    }),
    '2026-01',
  );
  expect(notices).toEqual([
    `app/i18n/locales/${dropped.code}: words of a language app/i18n/languages.ts does not list; no page shows them (delete ${dropped.code}.ts and ${dropped.code}/ if you do not mean to list it again).`,
    `app/i18n/glossary.ts › glossaries › ${dropped.code}: app/i18n/languages.ts lists no language ${dropped.code}, so no words are held to this glossary; delete it unless you mean to list ${dropped.code} again.`,
  ]);
  expect(kept.every(({ code }) => !notices.join().includes(`locales/${code}:`))).toBe(true);
});

test('a glossary under a code the list does not have names the listed languages it may have been meant for', () => {
  const [first, ...rest] = sample.languages.filter(({ code }) => code !== defaultLanguage);
  if (!first) throw new Error('this test needs a language besides English');
  const misspelt = first.code === 'zz' ? 'zy' : 'zz';
  const withGlossaries = (codes: string[]) =>
    ownerNotices(
      sampleWith((input) => {
        input.glossaries = Object.fromEntries(codes.map((code) => [code, noRules]));
      }),
      '2026-01',
    );
  const listed = sample.languages.map(({ code }) => code);
  // One language's glossary under a misspelt code: that language is named.
  expect(withGlossaries([...listed.filter((code) => code !== first.code), misspelt])).toEqual([
    `app/i18n/glossary.ts › glossaries › ${misspelt}: app/i18n/languages.ts lists no language ${misspelt}, so no words are held to this glossary; if it is meant for ${first.code}, which has no glossary, change its code; otherwise delete it.`,
  ]);
  // Every language without one is named; a language with no glossary at all is no notice.
  const without = [first, ...rest].map(({ code }) => code);
  expect(withGlossaries([defaultLanguage, misspelt])).toEqual([
    `app/i18n/glossary.ts › glossaries › ${misspelt}: app/i18n/languages.ts lists no language ${misspelt}, so no words are held to this glossary; if it is meant for ${without.join(' or ')}, ${without.length === 1 ? 'which has no glossary' : `${without.length === 2 ? 'neither' : 'none'} of which has a glossary`}, change its code; otherwise delete it.`,
  ]);
  expect(withGlossaries([defaultLanguage])).toEqual([]);
});

test('the glossaries’ codes are read from the project’s own app/i18n/glossary.ts, none when it does not load', async () => {
  const root = await mkdtemp(join(tmpdir(), 'notices-'));
  try {
    await mkdir(join(root, 'app/i18n'), { recursive: true });
    const file = join(root, 'app/i18n/glossary.ts');
    await writeFile(file, 'export const glossaries = { zz: {}, zy: {} };\n');
    expect(Object.keys((await loadOwner(root)).glossaries)).toEqual(['zz', 'zy']);
    await writeFile(file, 'export const glossaries = { zz: {} ;\n');
    const broken = await loadOwner(root);
    expect(broken.glossaries).toEqual({});
    // Named as the test runner's module loader reports it (relative to where it runs); the
    // one line `npm run check` gives is build.test.ts's.
    expect(broken.unloadable.some(({ file }) => file?.endsWith('app/i18n/glossary.ts'))).toBe(true);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('files in the words folder that are no language’s (.DS_Store, a README) are not taken for one', async () => {
  const root = await mkdtemp(join(tmpdir(), 'notices-'));
  try {
    const locales = join(root, 'app/i18n/locales');
    await mkdir(join(locales, 'en'), { recursive: true });
    await Promise.all(
      ['.DS_Store', 'README.md', 'en.ts', 'en.ts~', 'Thumbs.db'].map((name) =>
        writeFile(join(locales, name), ''),
      ),
    );
    const notices = ownerNotices(
      sampleWith((input) => {
        input.root = root;
        input.languages = [{ code: 'en' }];
      }),
      '2026-01',
    );
    expect(notices.filter((notice) => notice.startsWith('app/i18n/locales'))).toEqual([]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a language whose locales name another language is pointed out', () => {
  const last = sample.languages.length - 1;
  const code = sample.languages[last]?.code ?? '';
  const other = code === 'xx' ? 'yy' : 'xx';
  const notices = ownerNotices(
    sampleWith((input) => {
      const entry = (input.languageList.languages as Record<string, string>[])[last];
      if (!entry) throw new Error('this test needs a language');
      Object.assign(entry, { locale: `${other}_BR`, intlLocale: `${other}-BR` });
    }),
    '2026-01',
  );
  expect(notices).toEqual([
    `app/i18n/languages.ts › ${code} › locale, intlLocale: ${other}_BR, ${other}-BR name another language than ${code}; its pages' og:locale and dates follow them (e.g. ${code}_XX and ${code}-XX, with the country).`,
  ]);
});
