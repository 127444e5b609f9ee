// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { serviceIds } from '../../app/features/home/services';
import { checkOwner, pageTitleMaxLength } from './check';
import { serviceWordFields } from './words';
import { readCodeKeys, type CodeKeys } from './code-keys';
import { jsonSlip, loadOwner, readJson, type OwnerInput } from './load';
import type { Place } from '../../app/content/types';
import { countriesWithPlaces } from '../map/work-map';
import { fixThenRun, formatProblem, formatProblems, languageName, type Problem } from './problem';
import { languageOption, languages, type Language } from '../../app/i18n/languages';
import type { Glossary } from '../../app/i18n/glossary';
import { escapeRegExp } from '../../app/lib/escape-reg-exp';
import { valueAt } from '../../app/lib/value-at';
import {
  candidateLanguages,
  lastLanguage,
  notOfferedLanguage,
  otherLanguage,
  prefixedLanguages,
} from '../../app/test/languages';

type Node = Record<string, unknown>;
type Edit = (input: Node) => void;

/** The owner's input, as the build reads it. */
let owner: OwnerInput;
/**
 * The owner's input with what the tests below plant mistakes in, where the
 * owner has none yet: a place on a featured and on a client project, and a
 * second client project (a copy of the first, words and all).
 */
let sample: OwnerInput;
let codeKeys: CodeKeys;

beforeAll(async () => {
  owner = await loadOwner();
  codeKeys = readCodeKeys(owner.root);
  sample = withTestShape(owner);
});

/** Places the tests can plant where the owner's projects have none, with their words. */
const testPlaces = [
  { name: 'testNairobi', longitude: 36.8219, latitude: -1.2921, country: 'kenya', word: 'Nairobi' },
  { name: 'testKampala', longitude: 32.5825, latitude: 0.3476, country: 'uganda', word: 'Kampala' },
] as const;

function withTestShape(input: OwnerInput): OwnerInput {
  const shaped = structuredClone(input);
  const content = shaped.content as Record<string, { id: string; place?: Place }[]>;
  const words = Object.values(shaped.words as Record<string, Node>).map(
    (language) => language.projects as Node & { map: Node; client: Node },
  );
  // A project of each kind where the owner has none (no client work yet).
  plantWhereNone(
    shaped,
    'featuredProjects',
    { id: 'testFeatured', tech: ['React'], status: 'completed', fallbackEmoji: '🧪' },
    'projects.featured.testFeatured',
    { title: 'Test project', description: 'A test project.', category: 'Testing' },
  );
  plantWhereNone(
    shaped,
    'clientProjects',
    { id: 'testClient', tech: ['React'] },
    'projects.client.testClient',
    { title: 'Test client project', description: 'A test client project.' },
  );
  const lists = ['featuredProjects', 'clientProjects'] as const;
  for (const [index, key] of lists.entries()) {
    const list = content[key] ?? [];
    const [first] = list;
    if (!first) throw new Error(`these tests need one item in content.${key}; there is none`);
    const place = testPlaces[index];
    if (!place || list.some((item) => item.place)) continue;
    const { name, longitude, latitude, country, word } = place;
    first.place = { name, longitude, latitude } as unknown as Place;
    for (const { map } of words) {
      (map.places as Node)[name] = word;
      const countries = map.countries as Node;
      if (countries[country] !== undefined) continue;
      countries[country] = country.charAt(0).toUpperCase() + country.slice(1);
    }
  }
  plantWhereNone(
    shaped,
    'testimonials',
    { id: 'testQuote', initials: 'TQ', bgColor: 'from-blue-700 to-indigo-800' },
    'home.testimonials.items.testQuote',
    { name: 'Test Client', position: 'Tester', text: 'A test quotation.' },
  );
  plantWhereNone(shaped, 'jobs', { id: 1 }, 'about.jobs.job1', {
    title: 'Test role',
    company: 'Test company',
    years: '2020–2021',
    description: 'A test line.',
  });
  const clients = content.clientProjects ?? [];
  const [client] = clients;
  if (client && clients.length < 2) {
    clients.push({ ...client, id: `${client.id}Copy` });
    for (const projects of words) projects.client[`${client.id}Copy`] = projects.client[client.id];
  }
  return shaped;
}

/** Puts one item, with its words in every language, into a content list the owner left empty. */
function plantWhereNone(
  input: OwnerInput,
  list: 'testimonials' | 'jobs' | 'featuredProjects' | 'clientProjects',
  item: Node,
  wordsKey: string,
  itemWords: Node,
): void {
  const content = input.content as Record<string, Node[]>;
  if ((content[list] ?? []).length > 0) return;
  content[list] = [item];
  for (const language of Object.values(input.words as Record<string, Node>)) {
    const keys = wordsKey.split('.');
    const last = keys.pop() ?? '';
    const parent = keys.reduce<Node>((node, key) => (node[key] ??= {}) as Node, language);
    parent[last] = structuredClone(itemWords);
  }
}

/** The object holding the last part of a dotted path (`content.jobs.0.id` → the first job). */
function parentOf(input: Node, path: string): [Node, string] {
  const parts = path.split('.');
  const last = parts.pop() ?? '';
  const parent = parts.reduce<unknown>((node, part) => (node as Node)[part], input);
  if (parent === null || typeof parent !== 'object') throw new Error(`nothing at ${path}`);
  return [parent as Node, last];
}

/** Plants a value at a dotted path of the owner's input. */
function set(path: string, value: unknown): Edit {
  return (input) => {
    const [parent, key] = parentOf(input, path);
    parent[key] = value;
  };
}

/** Takes the value at a dotted path out of the owner's input. */
function remove(path: string): Edit {
  return (input) => {
    const [parent, key] = parentOf(input, path);
    Reflect.deleteProperty(parent, key);
  };
}

/**
 * The problems of a copy of the sample owner's input with mistakes planted by
 * `edits`, beyond those the sample has (none, as the first test says).
 */
function planted(...edits: Edit[]) {
  const input = structuredClone(sample);
  for (const edit of edits) edit(input);
  const before = new Set(checkOwner(sample, codeKeys).map((problem) => formatProblem(problem)));
  return checkOwner(input, codeKeys).filter((problem) => !before.has(formatProblem(problem)));
}

/** Changes the place of the first client project that has one. */
function editPlace(change: (place: Place) => object): Edit {
  return (input) => {
    const projects = (input.content as Node).clientProjects as { place?: Place }[];
    const project = projects.find((item) => item.place);
    if (!project?.place) throw new Error('the test owner has no client project with a place');
    project.place = change(project.place) as Place;
  };
}

function firstOf<T>(list: unknown): T {
  const [item] = list as T[];
  if (item === undefined) throw new Error('the test owner has no such item');
  return item;
}

test('the owner has no problems', () => {
  expect(formatProblems(checkOwner(owner, codeKeys))).toBe(formatProblems([]));
});

/** Markup planted in a word, which the site would show as typed, and what to do instead. */
function markupCase(
  name: string,
  text: string,
  markup: string,
  instead: string,
): [string, Edit, Partial<Problem>] {
  return [
    name,
    set(`words.${lastLanguage}.footer.rights`, text),
    {
      file: `app/i18n/locales/${lastLanguage}/footer.json`,
      field: 'rights',
      expected: `plain text: the site shows words as written, so ${markup} would show as is (${instead})`,
    },
  ];
}

test.each<[string, Edit, Partial<Problem>]>([
  [
    'a profile URL without a scheme',
    set('site.profiles.github', 'github.com/someone'),
    { file: 'site.config.ts', item: 'site', field: 'profiles.github' },
  ],
  [
    'a profile URL with a line break in it (the URL parser would drop it)',
    set('site.profiles.linkedin', 'https://www.linkedin.com/in/x\nEMAIL:someone@example.net'),
    { file: 'site.config.ts', item: 'site', field: 'profiles.linkedin' },
  ],
  [
    'a hobby icon the site does not have',
    set('content.hobbies.0.icon', 'Guitar'),
    {
      file: 'app/content/hobbies.ts',
      field: 'icon',
      expected: expect.stringMatching(
        /^one of \w+(, \w+)* \(another of lucide-react's icons is added in app\/content\/hobby-icons\.ts\)$/,
      ),
    },
  ],
  [
    'a project URL with a space in it',
    set('content.clientProjects.0.url', 'https://example.net/a page'),
    { file: 'app/content/client-projects.ts', field: 'url' },
  ],
  [
    'an http: site URL',
    set('site.url', 'http://www.example.com'),
    { file: 'site.config.ts', item: 'site', field: 'url' },
  ],
  [
    'a bad e-mail',
    set('site.email', 'someone-at-example.com'),
    {
      file: 'site.config.ts',
      item: 'site',
      field: 'email',
      expected: expect.stringMatching(/e-mail/),
    },
  ],
  [
    'a family name that is not how the name ends',
    set('site.familyName', 'Someone Else'),
    {
      file: 'site.config.ts',
      item: 'site',
      field: 'familyName',
      expected: expect.stringMatching(/^the last words of name \(before any comma\)/),
    },
  ],
  [
    'an unknown time zone',
    set('site.timeZone', 'Africa/Atlantis'),
    {
      file: 'site.config.ts',
      item: 'site',
      field: 'timeZone',
      expected: expect.stringMatching(/IANA/),
    },
  ],
  [
    'a booked month that is not a year and month',
    set('site.availability', { status: 'booked', until: 'March 2027' }),
    {
      file: 'site.config.ts',
      item: 'site',
      field: 'availability.until',
      expected: expect.stringMatching(/2027-03/),
    },
  ],
  [
    'an unknown availability',
    set('site.availability', { status: 'busy' }),
    {
      file: 'site.config.ts',
      item: 'site',
      field: 'availability.status',
      expected: expect.stringMatching(/available, booked .* or unavailable/),
    },
  ],
  [
    'an http: live URL',
    set('content.featuredProjects.0.liveUrl', 'http://shop.example.net'),
    { file: 'app/content/featured-projects.ts', field: 'liveUrl' },
  ],
  [
    'an empty live URL',
    set('content.featuredProjects.0.liveUrl', ''),
    {
      file: 'app/content/featured-projects.ts',
      field: 'liveUrl',
      expected: expect.stringMatching(/or no field at all when there is none$/),
    },
  ],
  [
    'a client URL without a scheme',
    set('content.clientProjects.0.url', 'www.example.net'),
    { file: 'app/content/client-projects.ts', field: 'url' },
  ],
  [
    'an unknown status key',
    set('content.featuredProjects.0.status', 'done'),
    { file: 'app/content/featured-projects.ts', field: 'status', found: '"done"' },
  ],
  [
    'a tech list written as one text',
    set('content.featuredProjects.0.tech', 'React, Node.js'),
    {
      file: 'app/content/featured-projects.ts',
      field: 'tech',
      expected: 'a list in [ ], e.g. ["React", "Node.js"]',
      found: '"React, Node.js"',
    },
  ],
  [
    'a technology listed twice',
    set('content.featuredProjects.0.tech', ['Astro', 'Astro']),
    { file: 'app/content/featured-projects.ts', field: 'tech', expected: 'each technology once' },
  ],
  [
    'a word after the fallback emoji',
    set('content.featuredProjects.0.fallbackEmoji', '🌊 wave'),
    {
      file: 'app/content/featured-projects.ts',
      field: 'fallbackEmoji',
      expected: 'a single emoji, nothing else',
    },
  ],
  markupCase('HTML in the words', 'Todos os <b>direitos</b> reservados.', '<b>', 'no HTML'),
  markupCase(
    'an HTML entity in the words',
    'Sites &amp; mapas.',
    '&amp;',
    'write the character itself',
  ),
  markupCase(
    'Markdown bold in the words',
    'Sites **rápidos** e mapas.',
    '**rápidos**',
    'no Markdown',
  ),
  markupCase(
    'Markdown bold in underscores in the words',
    'Sites __muito rápidos__ e mapas.',
    '__muito rápidos__',
    'no Markdown',
  ),
  markupCase(
    'an HTML comment in the words',
    'Todos os direitos reservados. <!-- todo -->',
    '<!--',
    'no HTML',
  ),
  [
    "another key's words called in ($t(…), which i18next reads)",
    set(`words.${lastLanguage}.footer.rights`, '$t(nav.home) reservados.'),
    {
      file: `app/i18n/locales/${lastLanguage}/footer.json`,
      field: 'rights',
      expected:
        "no $t(…): the site would show another key's words in its place; write the words themselves",
    },
  ],
  [
    'words of invisible characters only (a zero-width space)',
    set(`words.${lastLanguage}.footer.rights`, '\u200b'),
    {
      file: `app/i18n/locales/${lastLanguage}/footer.json`,
      field: 'rights',
      expected: 'a non-empty text',
      found: 'only invisible characters: U+200B',
    },
  ],
  markupCase(
    'a Markdown link in the words',
    'Veja [os mapas](https://example.com/mapas).',
    '[os mapas](https://example.com/mapas)',
    'no Markdown; a link goes in the content',
  ),
  [
    'a booked month left out',
    set('site.availability', { status: 'booked' }),
    {
      file: 'site.config.ts',
      field: 'availability.until',
      expected: 'required: a year and month, e.g. 2027-03',
      found: 'nothing',
    },
  ],
  [
    'a misspelt field',
    set('content.clientProjects.0.URL', 'https://example.net'),
    {
      file: 'app/content/client-projects.ts',
      field: 'URL',
      expected: 'no such field here (a typo?); the fields are id, tech, url, place',
    },
  ],
  [
    'a gradient that is not two classes',
    set('content.testimonials.0.bgColor', 'blue'),
    {
      file: 'app/content/testimonials.ts',
      field: 'bgColor',
      expected: 'two Tailwind gradient classes, e.g. from-blue-700 to-indigo-800',
      found: '"blue"',
    },
  ],
  [
    'a gradient colour misspelt',
    set('content.testimonials.0.bgColor', 'from-emerald-700 to-tael-800'),
    {
      file: 'app/content/testimonials.ts',
      field: 'bgColor',
      expected: expect.stringMatching(/^colours of Tailwind's palette, .*\(tael-800 is not one\)$/),
      found: '"from-emerald-700 to-tael-800"',
    },
  ],
  [
    'a gradient too light for the white initials',
    set('content.testimonials.0.bgColor', 'from-amber-300 to-blue-800'),
    {
      file: 'app/content/testimonials.ts',
      field: 'bgColor',
      expected: expect.stringMatching(/^colours dark enough .*\(amber-300 is too light\)$/),
    },
  ],
  [
    'a gradient of two colours too light',
    set('content.testimonials.0.bgColor', 'from-amber-300 to-lime-200'),
    {
      file: 'app/content/testimonials.ts',
      field: 'bgColor',
      expected: expect.stringMatching(/\(amber-300 and lime-200 are too light\)$/),
    },
  ],
  [
    'a coordinate that is not a number',
    set('content.featuredProjects.0.place.latitude', Number.NaN),
    {
      file: 'app/content/featured-projects.ts',
      field: 'place.latitude',
      expected: 'a number, without quotes',
      found: 'NaN',
    },
  ],
  [
    'a field an availability does not take',
    set('site.availability', { status: 'available', until: '2027-02' }),
    {
      file: 'site.config.ts',
      field: 'availability.until',
      expected: 'no such field here (a typo?); the fields are status',
    },
  ],
  [
    'a misspelt field of a place',
    editPlace((place) => ({ ...place, lat: place.latitude })),
    {
      file: 'app/content/client-projects.ts',
      field: 'place.lat',
      expected: 'no such field here (a typo?); the fields are name, longitude, latitude',
    },
  ],
  [
    'coordinates off the globe',
    editPlace((place) => ({ ...place, latitude: 95 })),
    { file: 'app/content/client-projects.ts', field: 'place.latitude' },
  ],
])('%s is named with its file, item and field', (_, plant, expected) => {
  expect(planted(plant)).toEqual([expect.objectContaining(expected)]);
});

test('a misspelt time zone is told the one it most likely meant; one far from any is not', () => {
  const [misspelt] = planted(set('site.timeZone', 'Europe/Lisboa'));
  expect(misspelt?.expected).toBe(
    'an IANA time zone of an area and a city, e.g. Africa/Nairobi, or UTC; did you mean Europe/Lisbon?',
  );
  const [unknown] = planted(set('site.timeZone', 'Mars/Olympus Mons'));
  expect(unknown?.expected).toBe(
    'an IANA time zone of an area and a city, e.g. Africa/Nairobi, or UTC',
  );
});

test('an abbreviation or an offset is no time zone for the site (a runtime picks a city for it, or refuses it), and is told what Node reads it as', () => {
  const rule = 'an IANA time zone of an area and a city, e.g. Africa/Nairobi, or UTC';
  for (const [abbreviation, zone] of [
    ['EAT', 'Africa/Nairobi'],
    ['CET', 'Europe/Brussels'],
  ]) {
    expect(planted(set('site.timeZone', abbreviation))).toEqual([
      expect.objectContaining({
        field: 'timeZone',
        expected: `${rule}; Node reads ${abbreviation ?? ''} as ${zone ?? ''}, browsers may not: name your city's zone`,
      }),
    ]);
  }
  for (const noCity of ['GMT', '+03:00']) {
    expect(planted(set('site.timeZone', noCity))).toEqual([
      expect.objectContaining({ field: 'timeZone', expected: `${rule}: name your city's zone` }),
    ]);
  }
  for (const zone of ['UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+3']) {
    expect(planted(set('site.timeZone', zone))).toEqual([]);
  }
});

test('a page title that with the name runs past the longest a title may be is named, with the room left', () => {
  const name = (sample.site as { name: string }).name;
  const suffix = ` | ${name}`;
  const room = pageTitleMaxLength - suffix.length;
  const fits = 'T'.repeat(room);
  expect(planted(set(`words.${otherLanguage}.meta.about.title`, fits))).toEqual([]);
  expect(planted(set(`words.${otherLanguage}.meta.about.title`, `${fits}x`))).toEqual([
    {
      file: `app/i18n/locales/${otherLanguage}/meta.json`,
      item: 'about',
      field: 'title',
      expected: `at most ${room} characters: the page's title is this and "${suffix}", at most ${pageTitleMaxLength} in all (search results cut longer ones)`,
      found: `${room + 1} characters, ${pageTitleMaxLength + 1} with the name`,
    },
  ]);
});

test('two commas in a row in a content list name the empty place, not a crash of the build', () => {
  const { length } = sample.content.jobs as unknown[];
  const ids = (sample.content.jobs as { id: number }[]).map(({ id }) => id);
  // `{ id: 8 },, { id: 12 }`: a place left empty before a new item.
  const problems = planted(set(`content.jobs.${length + 1}`, { id: Math.max(...ids) + 1 }));
  expect(problems).toContainEqual({
    file: 'app/content/jobs.ts',
    item: `item ${length + 1}`,
    field: '(item)',
    expected: 'an item in every place of the list: two commas in a row leave an empty one',
    found: 'an empty place',
  });
});

test('a duplicate id names the second item', () => {
  const project = firstOf<{ id: string }>(sample.content.clientProjects);
  const { length } = sample.content.clientProjects as unknown[];
  const problems = planted(set(`content.clientProjects.${length}`, { ...project }));
  const { id } = project;
  expect(problems).toEqual([
    expect.objectContaining({
      file: 'app/content/client-projects.ts',
      item: `client project "${id}"`,
      field: 'id',
      expected: 'an id no other item has; item 1 of the list has it too',
      found: `"${id}" on item ${length + 1}`,
    }),
  ]);
});

test('an item renamed to another’s id: its orphaned words are told apart from words to remove', () => {
  const [first, second] = sample.content.clientProjects as { id: string }[];
  if (!first || !second) throw new Error('the test owner has fewer than two client projects');
  const problems = planted(set('content.clientProjects.1.id', first.id));
  const orphaned = problems.filter((problem) => problem.item === `client.${second.id}`);
  expect(orphaned.length).toBeGreaterThan(0);
  for (const problem of orphaned) {
    expect(problem.expected).toMatch(
      new RegExp(
        `two items there share an id: if one of them was ${second.id}, give it back its id`,
      ),
    );
  }
});

/** Gives the first client project another id, its words following it in every language. */
function renameClientProject(to: string): Edit {
  return (input) => {
    const project = firstOf<{ id: string }>((input.content as Node).clientProjects);
    for (const words of Object.values(input.words as Record<string, Node>)) {
      const client = (words.projects as Node).client as Node;
      client[to] = client[project.id];
      Reflect.deleteProperty(client, project.id);
    }
    project.id = to;
  };
}

test("a client project with a featured project's id is named: both are cards on one page", () => {
  const { id } = firstOf<{ id: string }>(sample.content.featuredProjects);
  expect(planted(renameClientProject(id))).toEqual([
    expect.objectContaining({
      file: 'app/content/client-projects.ts',
      item: `client project "${id}"`,
      field: 'id',
      expected: expect.stringContaining(
        `featured project "${id}" in app/content/featured-projects.ts has it too`,
      ),
    }),
  ]);
});

test('a project id the page itself uses is named', () => {
  expect(planted(renameClientProject('main'))).toEqual([
    expect.objectContaining({
      file: 'app/content/client-projects.ts',
      item: 'client project "main"',
      field: 'id',
      expected: expect.stringMatching(/^an id the page's own elements do not use \(.*\bmain\b/),
    }),
  ]);
});

test.each([
  ['https://localhost:3000', 'localhost, no public host'],
  ['https://shop', 'shop, no public host'],
  ['https://admin:secret@shop.example.org', 'a user name or password in it'],
  ['https://github.com/someone?tab=repositories ', 'a space at its start or end'],
  ['ftp://files.example.org/x', 'ftp: where https: goes'],
])('a link that looks right but is no public https: URL (%s) is told why', (url, why) => {
  expect(planted(set('site.profiles.github', url))).toEqual([
    expect.objectContaining({
      file: 'site.config.ts',
      field: 'profiles.github',
      expected: `an absolute https: URL, e.g. https://example.com/page, or no field at all when there is none; this one has ${why}`,
    }),
  ]);
});

test('English words made an object where the other languages have a text are named once, in English’s file', () => {
  const others = sample.languages.filter(({ code }) => code !== 'en');
  expect(planted(set('words.en.footer.rights', { text: 'All rights reserved.' }))).toEqual([
    {
      file: 'app/i18n/locales/en/footer.json',
      item: 'footer',
      field: 'rights',
      expected: `a text, as ${others.map(({ code }) => languageName(code)).join(' and ')} ${others.length > 1 ? 'have' : 'has'} there`,
      found: 'an object',
    },
  ]);
});

test('a SITE_URL that is no https: origin is named', () => {
  expect(planted(set('siteUrlOverride', 'http://you.example/blog')).map(formatProblem)).toEqual([
    '(environment): SITE_URL › value: the site origin alone, with https:, e.g. https://www.example.com (no path, query or #); this one has http: where https: goes (found: "http://you.example/blog")',
  ]);
  expect(planted(set('siteUrlOverride', 'https://you.example/blog')).map(formatProblem)).toEqual([
    '(environment): SITE_URL › value: the site origin alone, with https:, e.g. https://www.example.com (no path, query or #) (found: "https://you.example/blog")',
  ]);
  expect(planted(set('siteUrlOverride', 'https://you.example/'))).toEqual([]);
});

test('a JSON file that does not parse is named alone, without the knock-on missing words', () => {
  const problems = planted(
    set('unreadable', [
      { file: `app/i18n/locales/${otherLanguage}/home.json`, message: 'Unexpected token' },
    ]),
    remove(`words.${otherLanguage}.home`),
  );
  expect(problems.map(formatProblem)).toEqual([
    `app/i18n/locales/${otherLanguage}/home.json: valid JSON (the checks of the words run once every file reads) (found: Unexpected token)`,
  ]);
});

test('a JSON file that does not parse is named with the line the parser points at', () => {
  const message =
    "Expected ',' or '}' after property value in JSON at position 29 (line 3 column 3)";
  const problems = planted(
    set('unreadable', [{ file: `app/i18n/locales/${lastLanguage}/footer.json`, message }]),
    remove(`words.${lastLanguage}.footer`),
  );
  expect(problems.map(formatProblem)).toEqual([
    `app/i18n/locales/${lastLanguage}/footer.json:3: valid JSON (the checks of the words run once every file reads) (found: ${message})`,
  ]);
});

/** The parser's message for a text that does not parse. */
function parseError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the text parses');
}

test('a JSON slip is placed on its own line: a missing comma on the value it should follow', () => {
  const missingComma = '{\n  "a": "x",\n  "b": "y"\n\n  "c": "z"\n}\n';
  const comma = 'a comma missing after this value, before the next one: add one';
  expect(jsonSlip(missingComma, parseError(missingComma))).toEqual({ line: 3, message: comma });
  const inArray = '{\n  "a": [\n    "x"\n    "y"\n  ]\n}\n';
  expect(jsonSlip(inArray, parseError(inArray))).toEqual({ line: 3, message: comma });
  const onOneLine = '{\n  "a": "x" "b": "y"\n}\n';
  expect(jsonSlip(onOneLine, parseError(onOneLine))).toEqual({ line: 2, message: comma });
});

test('a comma after the last value is named on its line, in the owner’s words', () => {
  const trailingComma = '{\n  "a": "x",\n  "b": "y",\n}\n';
  expect(jsonSlip(trailingComma, parseError(trailingComma))).toEqual({
    line: 3,
    message: 'a comma after the last value, before } (JSON takes none there): remove it',
  });
});

test.each([
  [
    'a text left open',
    '{\n  "a": "x",\n  "b": "y,\n  "c": "z"\n}\n',
    3,
    'a text that does not end on its line: its closing " is missing (a line break inside a text is written \\n)',
  ],
  [
    'a quotation mark inside a text',
    '{\n  "a": "x",\n  "b": "say "hi" now"\n}\n',
    3,
    'a " inside a text, which ends the text there: write it as \\" or use “ ”',
  ],
  [
    'a key without quotes',
    '{\n  "a": "x",\n  b: "y"\n}\n',
    3,
    'a key without its double quotes: write "key": …',
  ],
  [
    'a text in single quotes, after an apostrophe in a text',
    `{\n  "a": "it's",\n${'  "filler": "x",\n'.repeat(20)}  "b": 'y'\n}\n`,
    23,
    'a text or key in single quotes: JSON takes double quotes ("…")',
  ],
  [
    'a key in single quotes',
    '{\n  "a": "x",\n  \'b\': "y"\n}\n',
    3,
    'a text or key in single quotes: JSON takes double quotes ("…")',
  ],
])('a JSON slip is told in the owner’s words, on its line: %s', (_, text, line, message) => {
  expect(jsonSlip(text, parseError(text))).toEqual({ line, message });
});

test.each([
  ['empty', ' \n', 1, 'an empty file: its words go in it as { "key": "text", … }'],
  [
    'with a comment',
    '{\n  "a": "x",\n  // the hero\n  "b": "y"\n}\n',
    3,
    'a comment, which JSON does not allow: remove it',
  ],
  [
    'saved as UTF-16',
    '\uFFFD\uFFFD{\u0000\n\u0000',
    1,
    'a file saved as UTF-16: save it as UTF-8 without BOM',
  ],
  ['a list', '[]\n', 1, 'a list [ … ], where the words are one object { "key": "text", … }'],
  [
    'a text alone',
    '"Home"\n',
    1,
    '"Home" alone, where the words are one object { "key": "text", … }',
  ],
])('a words file %s is named on its line, in the owner’s words', (_, text, line, message) => {
  expect(readJson(text)).toEqual({ slip: { line, message } });
});

test('a JSON slip the checks have no words for keeps the parser’s, on the line it points at', () => {
  const extra = '{\n  "a": "x"\n}\n}\n';
  expect(jsonSlip(extra, parseError(extra))).toEqual({ line: 4, message: parseError(extra) });
});

test('a TypeScript file that does not load is named alone, with its line', () => {
  const problems = planted(
    set('unloadable', [
      { file: 'site.config.ts', line: 11, message: "SyntaxError: Expected ',', got 'ident'" },
    ]),
    set('site', undefined),
  );
  expect(problems.map(formatProblem)).toEqual([
    "site.config.ts:11: TypeScript that loads: fix this first, the other checks run once the file loads (found: SyntaxError: Expected ',', got 'ident')",
  ]);
});

test('a job with no words in another language names its file, the job and its fields', () => {
  const { id } = firstOf<{ id: number }>(sample.content.jobs);
  const problems = planted(remove(`words.${otherLanguage}.about.jobs.job${id}`));
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${otherLanguage}/about.json`,
      item: `job ${id}`,
      field: 'title, company, years, description',
      expected: expect.stringMatching(new RegExp(`^${languageName(otherLanguage)} words for job`)),
    }),
  ]);
});

test('many new jobs without words are told in one line per language, not one per job', () => {
  const jobs = sample.content.jobs as { id: number }[];
  const next = Math.max(...jobs.map(({ id }) => id)) + 1;
  const added = Array.from({ length: 5 }, (_, index) => next + index);
  const problems = planted((input) => {
    (input.content as { jobs: { id: number }[] }).jobs.push(...added.map((id) => ({ id })));
  });
  expect(problems).toEqual(
    languages.map(({ code }) => ({
      file: `app/i18n/locales/${code}/about.json`,
      item: added.map((id) => `job ${id}`).join(', '),
      field: 'title, company, years, description',
      expected: `${languageName(code)} words for each of these 5 (listed in app/content/jobs.ts), as at about.jobs.job${next}`,
      found: 'nothing',
    })),
  );
  // A few are still told one by one.
  const few = planted((input) => {
    (input.content as { jobs: { id: number }[] }).jobs.push({ id: next });
  });
  expect(few).toHaveLength(languages.length);
  expect(few[0]).toMatchObject({ item: `job ${next}` });
});

test('a job missing one field in another language names that field', () => {
  const { id } = firstOf<{ id: number }>(sample.content.jobs);
  const problems = planted(remove(`words.${otherLanguage}.about.jobs.job${id}.company`));
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${otherLanguage}/about.json`,
      item: `job ${id}`,
      field: 'company',
    }),
  ]);
});

test('words for an item the content does not list are unused', () => {
  const problems = planted(
    set('words.en.about.jobs.job999', {
      title: 'Astronaut',
      company: 'Moon',
      years: '2030',
      description: 'x',
    }),
  );
  expect(problems).toEqual([
    expect.objectContaining({
      file: 'app/i18n/locales/en/about.json',
      item: 'jobs.job999',
      field: 'title, company, years, description',
      expected: expect.stringMatching(/remove these words, or add the item/),
    }),
  ]);
});

test('an interface key nothing uses is reported in the English file', () => {
  const problems = planted(set('words.en.footer.unusedGreeting', 'Hi'));
  // One line, to remove it: not also one per language asking to translate it.
  expect(problems).toEqual([
    expect.objectContaining({
      file: 'app/i18n/locales/en/footer.json',
      item: 'footer',
      field: 'unusedGreeting',
      expected:
        'only words the site shows; nothing shows footer.unusedGreeting: remove it from footer.json in en',
    }),
  ]);
  // Left in every language, it is to be removed from every one.
  const everywhere = planted(
    ...sample.languages.map(({ code }) => set(`words.${code}.footer.unusedGreeting`, 'Hi')),
  );
  expect(everywhere).toEqual([
    expect.objectContaining({
      file: 'app/i18n/locales/en/footer.json',
      expected: `only words the site shows; nothing shows footer.unusedGreeting: remove it from footer.json in every language (${sample.languages.map(({ code }) => code).join(', ')})`,
    }),
  ]);
});

test('a word the code shows, missing from every language, is named in each, with the file that shows it', () => {
  const problems = planted(
    ...sample.languages.map(({ code }) => remove(`words.${code}.footer.rights`)),
  );
  const source = codeKeys.sources.get('footer.rights');
  expect(source).toMatch(/^app\//);
  expect(problems.map(({ file, item, field, found }) => ({ file, item, field, found }))).toEqual(
    sample.languages.map(({ code }) => ({
      file: `app/i18n/locales/${code}/footer.json`,
      item: 'footer',
      field: 'rights',
      found: 'nothing',
    })),
  );
  for (const { expected } of problems) expect(expected).toContain(`which ${source ?? ''} shows`);
});

test('a word the code shows, missing from English alone, is asked of English, not taken from the others', () => {
  const problems = planted(remove('words.en.footer.rights'));
  expect(problems).toEqual([
    expect.objectContaining({
      file: 'app/i18n/locales/en/footer.json',
      item: 'footer',
      field: 'rights',
      expected: expect.stringMatching(/^a text in English, which app\/.+ shows$/),
    }),
  ]);
});

test('a dotted file name in the code is not taken for a word', () => {
  expect(codeKeys.literals.has('meta.json')).toBe(true);
  expect(checkOwner(sample, codeKeys).filter(({ field }) => field === 'json')).toEqual([]);
});

test('the words of a service the site no longer lists are unused, in every language that has them', () => {
  // Any id services.ts does not list (an owner's own service may be called anything).
  const unlisted = `${serviceIds.join('')}Retired`;
  const problems = planted(
    ...sample.languages.map(({ code }) =>
      set(`words.${code}.home.services.${unlisted}`, { title: 'Training', text: 'Courses.' }),
    ),
  );
  // One line for the service, whatever number of words it had.
  expect(problems).toEqual([
    {
      file: 'app/i18n/locales/en/home.json',
      item: `service "${unlisted}"`,
      field: 'title, text',
      expected: `only words of the services app/features/home/services.ts lists (${serviceIds.join(', ')}): remove home.services.${unlisted} from home.json in every language (${sample.languages.map(({ code }) => code).join(', ')}), or list "${unlisted}" there with its icon`,
      found: 'words nothing uses',
    },
  ]);
});

test('a service services.ts lists with no words is named in every language that lacks them, once', () => {
  const [id] = serviceIds;
  const problems = planted(
    ...sample.languages.map(({ code }) => remove(`words.${code}.home.services.${id ?? ''}`)),
  );
  expect(problems.map(({ file, item, field }) => ({ file, item, field }))).toEqual(
    sample.languages.map(({ code }) => ({
      file: `app/i18n/locales/${code}/home.json`,
      item: `service "${id ?? ''}"`,
      field: 'title, text, ask, mailSubject, mailIntro',
    })),
  );
  for (const { expected } of problems) {
    expect(expected).toContain('app/features/home/services.ts lists the service');
  }
});

test('a service’s word missing in English alone is asked of English, not taken from the others as extra', () => {
  const [id] = serviceIds;
  const problems = planted(remove(`words.en.home.services.${id ?? ''}.ask`));
  expect(problems.map(({ file, item, field }) => ({ file, item, field }))).toEqual([
    { file: 'app/i18n/locales/en/home.json', item: `service "${id ?? ''}"`, field: 'ask' },
  ]);
});

test('the words a service needs are the ones its card and mail link show', () => {
  const section = readFileSync(
    join(import.meta.dirname, '../../app/features/home/services-section.tsx'),
    'utf8',
  );
  const shown = [...section.matchAll(/home\.services\.\$\{id\}\.(\w+)/g)].map(([, field]) => field);
  expect(new Set(shown)).toEqual(new Set(serviceWordFields));
});

test('a service’s word missing in another language alone is asked of that language, once', () => {
  const [id] = serviceIds;
  const problems = planted(remove(`words.${otherLanguage}.home.services.${id ?? ''}.ask`));
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${otherLanguage}/home.json`,
      field: 'ask',
      found: 'nothing',
    }),
  ]);
});

test('an empty value in another language is named', () => {
  const problems = planted(set(`words.${lastLanguage}.footer.rights`, '  '));
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${lastLanguage}/footer.json`,
      item: 'footer',
      field: 'rights',
    }),
  ]);
});

test('an empty item field in another language is named with the item', () => {
  const { id } = firstOf<{ id: string }>(sample.content.featuredProjects);
  const problems = planted(set(`words.${lastLanguage}.projects.featured.${id}.title`, ''));
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${lastLanguage}/projects.json`,
      item: `featured project "${id}"`,
      field: 'title',
    }),
  ]);
});

test('a placeholder missing in another language is named', () => {
  const problems = planted(set(`words.${otherLanguage}.footer.copyright`, '© {{year}}.'));
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${otherLanguage}/footer.json`,
      field: 'copyright',
      expected: expect.stringMatching(/{{name}}/),
    }),
  ]);
});

/**
 * Adds a language to the end of the owner's list, with a copy of the words of
 * one of theirs: an owner with one language more than this one has.
 */
function addLanguage(copyOf: Language): Edit {
  const entry = candidateLanguages.find(({ code }) => code === notOfferedLanguage) ?? {
    ...languageOption(copyOf),
    code: notOfferedLanguage,
  };
  return (input) => {
    (input.languageList as { languages: unknown[] }).languages.push({ ...entry });
    (input.languages as { code: string }[]).push({ code: entry.code });
    (input.words as Record<string, unknown>)[entry.code] = structuredClone(
      (input.words as Record<string, unknown>)[copyOf],
    );
  };
}

test('a placeholder misspelt in English is blamed on English, not on the languages that have it right', () => {
  const english = sample.words.en?.footer as { copyright: string };
  expect(english.copyright).toContain('{{name}}');
  // The languages that have it right outvote English when they are two or more (on a
  // tie English's placeholders count): a language is added, whatever the owner's list.
  const problems = planted(
    addLanguage(otherLanguage),
    set('words.en.footer.copyright', english.copyright.replace('{{name}}', '{{nme}}')),
  );
  expect(problems).toEqual([
    {
      file: 'app/i18n/locales/en/footer.json',
      item: expect.any(String),
      field: 'copyright',
      // The owner's other languages, which have it right, by their English names.
      expected: expect.stringMatching(
        new RegExp(
          `^the same placeholders as ${[...prefixedLanguages, notOfferedLanguage]
            .map((code) => languageName(code))
            .join(' and ')} \\(.*{{name}}`,
        ),
      ),
      found: expect.stringMatching(/{{nme}}/),
    },
  ]);
});

test('a placeholder the site cannot fill is shown as written; one with spaces inside is the same placeholder', () => {
  const words = sample.words[lastLanguage]?.footer as { copyright: string };
  const formatted = words.copyright.replace('{{name}}', '{{name, uppercase}}');
  expect(planted(set(`words.${lastLanguage}.footer.copyright`, formatted))).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${lastLanguage}/footer.json`,
      field: 'copyright',
      found: expect.stringMatching(/{{name,uppercase}}/),
    }),
  ]);
  const spaced = words.copyright.replace('{{name}}', '{{ name }}');
  expect(planted(set(`words.${lastLanguage}.footer.copyright`, spaced))).toEqual([]);
});

/**
 * Runs `run` with a glossary of the test's own in place of the owner's for
 * some of their languages: a glossary's rules hold whichever languages the
 * owner has, and whatever their own glossaries say.
 */
function withGlossary<T>(langs: readonly Language[], glossary: Partial<Glossary>, run: () => T): T {
  // The sample's, which `planted` copies with the rest of its input.
  const all = sample.glossaries;
  const owners = new Map(langs.map((lang) => [lang, all[lang]]));
  for (const lang of langs) {
    all[lang] = {
      register: '',
      capitalisation: '',
      sentenceCase: false,
      properNouns: [],
      entries: [],
      ...glossary,
    };
  }
  try {
    return run();
  } finally {
    for (const [lang, own] of owners) {
      if (own) all[lang] = own;
      else Reflect.deleteProperty(all, lang);
    }
  }
}

test('a term the glossary rules out is named, with the term to use', () => {
  const need = {
    concept: 'to need (precisar de)',
    use: 'do que você precisa',
    avoid: ['o que você precisa'],
  };
  const problems = withGlossary([lastLanguage], { entries: [need] }, () =>
    planted(set(`words.${lastLanguage}.projects.cta.text`, 'Conte o que você precisa.')),
  );
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${lastLanguage}/projects.json`,
      item: 'cta',
      field: 'text',
      expected: expect.stringMatching(
        new RegExp(
          `^${escapeRegExp(`none of the terms the ${languageName(lastLanguage)} glossary rules out: for ${need.concept} it uses ${need.use}`)}`,
        ),
      ),
      found: '"o que você precisa"',
    }),
  ]);
});

test('a ruled-out term that holds another ("SIG web", "SIG") is named once, as the longer', () => {
  const { id } = firstOf<{ id: string }>(sample.content.featuredProjects);
  const gis = { concept: 'GIS', use: 'GIS', avoid: ['SIG', 'SIG web'] };
  const problems = withGlossary([lastLanguage], { entries: [gis] }, () =>
    planted(set(`words.${lastLanguage}.projects.featured.${id}.category`, 'SIG web')),
  );
  expect(problems).toEqual([expect.objectContaining({ field: 'category', found: '"SIG web"' })]);
});

test('the words of a ruled-out term are free in other senses: "ao vivo" is, "demo ao vivo" is not', () => {
  const [testimonial] = sample.content.testimonials as { id: string }[];
  if (!testimonial) throw new Error('this test needs a testimonial');
  const quote = `words.${lastLanguage}.home.testimonials.items.${testimonial.id}.text`;
  const liveDemo = { concept: 'live demo', use: 'demonstração', avoid: ['demo ao vivo'] };
  withGlossary([lastLanguage], { entries: [liveDemo] }, () => {
    expect(planted(set(quote, 'Ele pôs os nossos dados num mapa ao vivo.'))).toEqual([]);
    expect(planted(set(quote, 'Ele mostrou uma demo ao vivo do mapa.'))).toEqual([
      expect.objectContaining({ found: '"demo ao vivo"' }),
    ]);
  });
});

test('a label in title case is named with its capitalised words; a name the words give is not', () => {
  const { id } = firstOf<{ id: string }>(sample.content.featuredProjects);
  // A country the words name, as the language writes it: that of a project's place.
  const placed = placedProject(sample.content.featuredProjects);
  const [country] = countriesWithPlaces([{ id: placed.id, ...placed.place }]);
  if (!country) throw new Error(`no country at the place of ${placed.id}`);
  const countries = (sample.words[lastLanguage] as { projects: { map: { countries: Node } } })
    .projects.map.countries;
  const countryName = countries[country.key];
  expect(countryName).toMatch(/^\p{Lu}/u);
  // Languages that write labels in sentence case, with no proper nouns of their glossary's.
  const problems = withGlossary([otherLanguage, lastLanguage], { sentenceCase: true }, () =>
    planted(
      set(`words.${otherLanguage}.nav.about`, 'Kuhusu Mimi'),
      // The country of a place the words name may stand in a project's title.
      set(
        `words.${lastLanguage}.projects.featured.${id}.title`,
        `Mapa de cheias do ${String(countryName)}`,
      ),
    ),
  );
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${otherLanguage}/nav.json`,
      item: 'nav',
      field: 'about',
      expected: expect.stringMatching(
        new RegExp(
          `^sentence case, .*a small letter for Mimi; or, for a name, add it to glossaries\\.${otherLanguage}\\.properNouns in app/i18n/glossary\\.ts$`,
        ),
      ),
    }),
  ]);
});

test('a key only one language has is named', () => {
  const problems = planted(set(`words.${lastLanguage}.nav.blog`, 'Blog'));
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${lastLanguage}/nav.json`,
      item: 'nav',
      field: 'blog',
    }),
  ]);
});

/** The first project of a list that has a place, and that place. */
function placedProject(list: unknown): { id: string; place: Place } {
  const project = (list as { id: string; place?: Place }[]).find((item) => item.place);
  if (!project?.place) throw new Error('the test owner has no project with a place');
  return { id: project.id, place: project.place };
}

test('a place with no name in another language names its file, the project and the key', () => {
  const { id, place } = placedProject(sample.content.featuredProjects);
  const problems = planted(remove(`words.${otherLanguage}.projects.map.places.${place.name}`));
  expect(problems).toContainEqual(
    expect.objectContaining({
      file: `app/i18n/locales/${otherLanguage}/projects.json`,
      item: `featured project "${id}"`,
      field: `map.places.${place.name}`,
      expected: expect.stringMatching(
        new RegExp(`^the ${languageName(otherLanguage)} name of the place`),
      ),
    }),
  );
  // Only that language's: words that name the place may now also read as capitalised
  // without a reason (sentence case), which is the same missing name.
  expect(
    problems.filter(({ file }) => !file.startsWith(`app/i18n/locales/${otherLanguage}/`)),
  ).toEqual([]);
});

test('a country that holds a place and has no name in another language is named', () => {
  const { id, place } = placedProject(sample.content.clientProjects);
  const [country] = countriesWithPlaces([{ id, ...place }]);
  if (!country) throw new Error(`no country at the place of ${id}`);
  const problems = planted(remove(`words.${lastLanguage}.projects.map.countries.${country.key}`));
  expect(problems).toContainEqual(
    expect.objectContaining({
      file: `app/i18n/locales/${lastLanguage}/projects.json`,
      item: `country "${country.name}"`,
      field: `map.countries.${country.key}`,
    }),
  );
  expect(
    problems.filter(({ file }) => !file.startsWith(`app/i18n/locales/${lastLanguage}/`)),
  ).toEqual([]);
});

test('a place in a country with no name in any language is named in every language', () => {
  const { id, place } = placedProject(sample.content.featuredProjects);
  // A capital in a country none of the owner's words name.
  const named = (sample.words.en as { projects: { map: { countries: Node } } }).projects.map
    .countries;
  // Capitals whose mirror images (signs turned, or swapped) lie in the sea or in
  // countries few owners name, so that none reads as a slip (Mongolia, Bolivia).
  const unnamed = [
    { longitude: 106.92, latitude: 47.92 },
    { longitude: -68.15, latitude: -16.5 },
  ]
    .map((at) => ({ at, country: countriesWithPlaces([{ id, ...at }])[0] }))
    .find(({ country }) => country && !(country.key in named));
  if (!unnamed?.country) throw new Error('the owner names Mongolia and Bolivia');
  const problems = planted(set('content.featuredProjects.0.place', { ...place, ...unnamed.at }));
  expect(id).toBe(firstOf<{ id: string }>(sample.content.featuredProjects).id);
  const { key, name } = unnamed.country;
  // Its country is named as missing in every language.
  const missing = problems.filter(({ field }) => field === `map.countries.${key}`);
  expect(missing.map(({ file, item }) => `${file} ${item}`).sort()).toEqual(
    languages.map(({ code }) => `app/i18n/locales/${code}/projects.json country "${name}"`).sort(),
  );
  // Besides, moving the place may leave a country with no place (one the test shape planted,
  // or the owner's own where no other place lies): its name is named as unused, and nothing
  // else is.
  const places = (content: OwnerInput['content']) =>
    [content.featuredProjects, content.clientProjects].flatMap((list) =>
      (list as { id: string; place?: Place }[]).flatMap(({ id: placeId, place: at }) =>
        at ? [{ id: placeId, longitude: at.longitude, latitude: at.latitude }] : [],
      ),
    );
  const after = places(sample.content).map((entry) =>
    entry.id === id ? { id, ...unnamed.at } : entry,
  );
  const stillPlaced = new Set(countriesWithPlaces(after).map((country) => country.key));
  const left = countriesWithPlaces(places(sample.content))
    .map((country) => country.key)
    .filter((country) => !stillPlaced.has(country));
  const rest = problems.filter((problem) => !missing.includes(problem));
  expect(new Set(rest.map(({ item }) => item))).toEqual(
    new Set(left.map((country) => `map.countries.${country}`)),
  );
});

test('a place with its longitude and latitude swapped is named as such, and nothing else is', () => {
  const { id, place } = placedProject(sample.content.featuredProjects);
  const [country] = countriesWithPlaces([{ id, ...place }]);
  if (!country) throw new Error(`no country at the place of ${id}`);
  const problems = planted(
    set('content.featuredProjects.0.place', {
      ...place,
      longitude: place.latitude,
      latitude: place.longitude,
    }),
  );
  expect(problems).toEqual([
    {
      file: 'app/content/featured-projects.ts',
      item: `featured project "${id}"`,
      field: 'place',
      expected: expect.stringMatching(
        new RegExp(
          `^longitude and latitude the right way round(, or, if it does lie in .+, that country's name in every language \\(projects\\.map\\.countries\\.\\w+\\))?: as written the place lies (in the sea|in .+, which no language names), and at longitude ${place.longitude}, latitude ${place.latitude} it would lie in ${country.name}, which the words name`,
        ),
      ),
      found: `longitude ${place.latitude}, latitude ${place.longitude}`,
    },
  ]);
});

test('a country name no place uses points at the place a slip of order took out of it, without blaming a place that may be right', () => {
  // A capital with its longitude and latitude swapped (Lisbon's lies in Tanzania), which
  // the words name too; they name its own country (Portugal), where no other place lies.
  const { id, place } = placedProject(sample.content.featuredProjects);
  const others = [
    ...(sample.content.featuredProjects as { id: string; place?: Place }[]),
    ...(sample.content.clientProjects as { id: string; place?: Place }[]),
  ].flatMap((project) => (project.place && project.id !== id ? [{ ...project.place, id }] : []));
  const taken = new Set(countriesWithPlaces(others).map(({ key }) => key));
  const capital = [
    { longitude: -9.1393, latitude: 38.7223 },
    { longitude: 51.389, latitude: 35.6892 },
    { longitude: 32.8597, latitude: 39.9334 },
  ]
    .map((at) => ({
      lisbon: at,
      swapped: { longitude: at.latitude, latitude: at.longitude },
      portugal: countriesWithPlaces([{ id, ...at }])[0],
      written: countriesWithPlaces([{ id, longitude: at.latitude, latitude: at.longitude }])[0],
    }))
    .find(({ portugal, written }) => portugal && written && !taken.has(portugal.key));
  const { lisbon, swapped, portugal, written } = capital ?? {};
  if (!lisbon || !swapped || !portugal || !written) {
    throw new Error('the owner has places in Portugal, Iran and Turkey');
  }
  const words = (lang: string) => `words.${lang}.projects.map`;
  const plantLisbon = (at: { longitude: number; latitude: number }) =>
    planted(
      set('content.featuredProjects.0.place', { ...place, name: 'testLisbon', ...at }),
      ...languages.flatMap(({ code: lang }) => [
        set(`${words(lang)}.places.testLisbon`, 'Lisboa'),
        set(`${words(lang)}.countries.${portugal.key}`, 'Portugal'),
        set(`${words(lang)}.countries.${written.key}`, written.name),
      ]),
    );
  const aboutLisbon = (problems: ReturnType<typeof planted>) =>
    problems.filter(
      ({ item, field }) =>
        item === `map.countries.${portugal.key}` ||
        (item === `featured project "${id}"` && field === 'place'),
    );
  expect(aboutLisbon(plantLisbon(swapped))).toEqual(
    languages.map(({ code: lang }) => ({
      file: `app/i18n/locales/${lang}/projects.json`,
      item: `map.countries.${portugal.key}`,
      field: '(text)',
      expected: `names only of countries that hold a place on the map: check the coordinates of featured project "${id}": it would lie there with longitude and latitude the right way round (longitude ${lisbon.longitude}, latitude ${lisbon.latitude}); or remove it, if no place is meant to lie there`,
    })),
  );
  // The right way round, Portugal holds it: nothing about Lisbon is wrong.
  expect(aboutLisbon(plantLisbon(lisbon))).toEqual([]);
});

test('a place south of the equator written north of it is named as a slip of the sign', () => {
  // Maputo, with the sign of its latitude lost: in Egypt, which the test names nowhere.
  const maputo = { name: 'testMaputo', longitude: 32.5732, latitude: 25.9692 };
  const words = (lang: string) => `words.${lang}.projects.map`;
  const problems = planted(
    set('content.featuredProjects.0.place', maputo),
    ...languages.flatMap(({ code: lang }) => [
      set(`${words(lang)}.places.testMaputo`, 'Maputo'),
      set(`${words(lang)}.countries.mozambique`, 'Mozambique'),
      remove(`${words(lang)}.countries.egypt`),
    ]),
  );
  expect(problems).toContainEqual({
    file: 'app/content/featured-projects.ts',
    item: `featured project "${firstOf<{ id: string }>(sample.content.featuredProjects).id}"`,
    field: 'place',
    expected: expect.stringMatching(
      /^the sign of latitude right \(south of the equator is negative\), or, if it does lie in Egypt, that country's name in every language \(projects\.map\.countries\.egypt\): as written the place lies in Egypt, which no language names, and at longitude 32\.5732, latitude -25\.9692 it would lie in Mozambique/,
    ),
    found: 'longitude 32.5732, latitude 25.9692',
  });
});

test('a country name no place uses points at a place in the sea, whose coordinates may be the slip', () => {
  const { id } = firstOf<{ id: string }>(sample.content.featuredProjects);
  const { place } = placedProject(sample.content.featuredProjects);
  // The South Pacific, with no slip of sign or order that reaches land.
  const problems = planted(
    set('content.featuredProjects.0.place', { ...place, longitude: -140, latitude: -40 }),
    set(`words.${lastLanguage}.projects.map.countries.atlantis`, 'Atlântida'),
  );
  expect(problems).toContainEqual({
    file: `app/i18n/locales/${lastLanguage}/projects.json`,
    item: 'map.countries.atlantis',
    field: '(text)',
    expected: `names only of countries that hold a place on the map: remove it, or, if a place should lie there, check its coordinates (featured project "${id}" lies in the sea as written)`,
  });
  // With every place on land in a named country, the name is only unused.
  expect(
    planted(set(`words.${lastLanguage}.projects.map.countries.atlantis`, 'Atlântida')),
  ).toEqual([
    expect.objectContaining({
      item: 'map.countries.atlantis',
      expected: 'names only of countries that hold a place on the map: remove it',
    }),
  ]);
});

test('a content file without its list (an export renamed) is named alone, without the knock-on unused words', () => {
  const problems = planted(remove('content.clientProjects'));
  expect(problems).toEqual([
    {
      file: 'app/content/client-projects.ts',
      item: 'clientProjects',
      field: '(export)',
      expected:
        'an exported list named clientProjects (the checks of the words run once every list loads)',
      found: 'nothing',
    },
  ]);
});

test('a name may end with a suffix after a comma, and its family name is read before it', () => {
  expect(planted(set('site.name', 'Martin Luther King, Jr.'), remove('site.familyName'))).toEqual(
    [],
  );
  expect(
    planted(set('site.name', 'Ana dos Santos, PhD'), set('site.familyName', 'dos Santos')),
  ).toEqual([]);
});

test('the identity without its export (renamed) is named as such', () => {
  expect(planted(remove('site')).map(formatProblem)).toEqual([
    'site.config.ts: site › (export): an export named site: export const site = { name: …, … } (found: nothing)',
  ]);
});

test('a place name no project uses is named', () => {
  const problems = planted(set(`words.${lastLanguage}.projects.map.places.atlantida`, 'Atlântida'));
  expect(problems).toEqual([
    expect.objectContaining({
      file: `app/i18n/locales/${lastLanguage}/projects.json`,
      item: 'map.places.atlantida',
      expected: expect.stringMatching(/remove it/),
    }),
  ]);
});

test('an emoji is any of Unicode’s, a flag and a keycap too; a letter or a word is not one', () => {
  for (const emoji of ['🇰🇪', '1️⃣', '👩🏽‍💻', '🗺', '🗺️']) {
    expect({
      emoji,
      problems: planted(set('content.featuredProjects.0.fallbackEmoji', emoji)),
    }).toEqual({
      emoji,
      problems: [],
    });
  }
  for (const notEmoji of ['A', 'map', '1']) {
    expect(planted(set('content.featuredProjects.0.fallbackEmoji', notEmoji))).toEqual([
      expect.objectContaining({ field: 'fallbackEmoji', expected: 'an emoji, e.g. 🗺️' }),
    ]);
  }
});

test('text that only looks like markup is plain text', () => {
  for (const text of [
    'R&D & co; AT&T; Q&A; P&G; HTML&CSS; Smith&Sons;',
    'a < b > c',
    '2 * 3 * 4, 2**10 and 3**2',
    'file_name_x, __init__.py, __proto__ and a__b__c',
    '[draft] (v2), [beta](v2) and handlers[i](event)',
    'C++, C# and F#',
  ]) {
    expect({ text, problems: planted(set(`words.en.about.jobs.job1.description`, text)) }).toEqual({
      text,
      problems: [],
    });
  }
});

test('profiles and spoken languages are optional; a language not written as a code is named', () => {
  expect(planted(remove('site.profiles.linkedin'), remove('site.speaks'))).toEqual([]);
  expect(planted(remove('site.profiles.github'))).toEqual([]);
  expect(planted(set('site.speaks', ['sw', 'English', 'pt-BR']))).toEqual([
    expect.objectContaining({
      file: 'site.config.ts',
      item: 'site',
      field: 'speaks.1',
      expected: 'a BCP 47 language code, e.g. sw, en or pt-BR',
    }),
  ]);
});

describe('the list of languages (app/i18n/languages.ts)', () => {
  const last = languages.length - 1;
  const code = languages[last]?.code ?? '';
  const entry = `languageList.languages.${last}`;

  test.each<[string, Edit, Partial<Problem>]>([
    [
      'an intlLocale in Open Graph’s form (Intl refuses it, and the page fails as it hydrates)',
      set(`${entry}.intlLocale`, `${code}_PT`),
      { field: 'intlLocale', expected: 'a BCP 47 locale joined by -, e.g. pt-BR or pt-PT' },
    ],
    [
      'a locale in BCP 47’s form (Open Graph wants pt_BR)',
      set(`${entry}.locale`, `${code}-BR`),
      { field: 'locale', expected: expect.stringMatching(/^Open Graph's form/) },
    ],
    [
      'a flag written as letters',
      set(`${entry}.flag`, 'BR'),
      { field: 'flag', expected: 'an emoji, e.g. 🗺️' },
    ],
    [
      'an empty name (the menu item would have no name)',
      set(`${entry}.name`, ' '),
      { field: 'name', expected: 'a non-empty text' },
    ],
  ])('%s is named alone, with the language and the field', (_, edit, problem) => {
    expect(planted(edit)).toEqual([
      {
        file: 'app/i18n/languages.ts',
        item: `language "${code}"`,
        found: expect.any(String),
        ...problem,
      },
    ]);
  });

  test('a field misspelt is named, and the field it stands for as missing', () => {
    const problems = planted(
      remove(`${entry}.intlLocale`),
      set(`${entry}.intlLocal`, `${code}-PT`),
    );
    expect(problems).toEqual([
      expect.objectContaining({ item: `language "${code}"`, field: 'intlLocale' }),
      expect.objectContaining({
        item: `language "${code}"`,
        field: 'intlLocal',
        expected: expect.stringMatching(
          /^no such field here \(a typo\?\); the fields are code, name, flag, locale, intlLocale$/,
        ),
      }),
    ]);
  });

  test('a code in upper case is named as such, not as a missing file of words', () => {
    expect(planted(set(`${entry}.code`, code.toUpperCase())).map(formatProblem)).toEqual([
      `app/i18n/languages.ts: language "${code.toUpperCase()}" › code: a two- or three-letter language code in lower case, e.g. pt or fr (found: "${code.toUpperCase()}")`,
    ]);
  });

  test('English stays the words’ reference wherever the list puts it', () => {
    const moved = (input: Record<string, unknown>) => {
      const list = input.languages as { code: string }[];
      list.push(...list.splice(0, 1));
    };
    const englishKey = 'footer.rights';
    const [section = '', field = ''] = englishKey.split('.');
    const problems = planted(moved, (input) => {
      const words = input.words as Record<string, Record<string, Record<string, unknown>>>;
      Reflect.deleteProperty(words.en?.[section] ?? {}, field);
    });
    // English lacks a key the code shows: it is asked of English as the code's, not as a
    // translation of the language listed first.
    expect(problems).toEqual([
      expect.objectContaining({
        file: `app/i18n/locales/en/${section}.json`,
        field,
        expected: expect.stringMatching(/^a text in English, which \S+ shows$/),
      }),
    ]);
  });

  test('a language listed twice is named once, as listed again', () => {
    const problems = planted((input) => {
      const list = (input.languageList as { languages: unknown[] }).languages;
      list.push(structuredClone(list[last]));
    });
    expect(problems.map(formatProblem)).toEqual([
      `app/i18n/languages.ts: language "${code}" › code: each language once (found: listed again)`,
    ]);
  });

  test.each([
    ['ar-EG', 'ar-EG, written in Arabic script, right to left'],
    ['sr-RS', 'sr-RS, written in Cyrillic script'],
    ['ja-JP', 'ja-JP, written in Japanese script'],
  ])(
    'a language in another script or direction (%s) is named alone, as one the site cannot show',
    (intlLocale, found) => {
      expect(planted(set(`${entry}.intlLocale`, intlLocale))).toEqual([
        {
          file: 'app/i18n/languages.ts',
          item: `language "${code}"`,
          field: 'intlLocale',
          expected: expect.stringMatching(/^a language written in Latin letters, left to right: /),
          found,
        },
      ]);
    },
  );

  test('a language in Latin letters by its locale passes, whatever its usual script', () => {
    expect(planted(set(`${entry}.intlLocale`, 'sr-Latn-RS'))).toEqual([]);
  });

  test('a default language not in the list is named, with the codes it may be', () => {
    const problems = planted(set('languageList.defaultLanguage', 'xx'));
    expect(problems.map(formatProblem)).toEqual([
      `app/i18n/languages.ts: defaultLanguage › (value): the code of a language in the list (${languages.map(({ code: listed }) => `"${listed}"`).join(', ')}) (found: "xx")`,
    ]);
  });
});

describe("a job's years", () => {
  const firstJob = () => firstOf<{ id: number }>(sample.content.jobs);
  const yearsKey = (code: string) => `words.${code}.about.jobs.job${firstJob().id}.years`;

  test('in another language, with other years than English gives, are named with English’s', () => {
    const english = String(
      valueAt(sample.words.en, ['about', 'jobs', `job${firstJob().id}`, 'years']),
    );
    const years = english.match(/\b(?:19|20)\d\d\b/g) ?? [];
    // Each year two earlier, as a slip in one language would have it.
    const other = english.replace(/\b(?:19|20)\d\d\b/g, (year) => String(Number(year) - 2));
    expect(planted(set(yearsKey(lastLanguage), other))).toEqual([
      {
        file: `app/i18n/locales/${lastLanguage}/about.json`,
        item: `job ${firstJob().id}`,
        field: 'years',
        expected: `the years English gives (${JSON.stringify(english)}): ${years.join(', ')}, in that order`,
        found: JSON.stringify(other),
      },
    ]);
  });

  test('the same years in other words pass; a range that runs backwards in English is named', () => {
    expect(
      planted(
        set(yearsKey('en'), '2019–2023'),
        ...sample.languages
          .filter(({ code }) => code !== 'en')
          .map(({ code }) => set(yearsKey(code), 'de 2019 a 2023')),
      ).filter(({ field }) => field === 'years'),
    ).toEqual([]);
    const backwards = planted(
      ...sample.languages.map(({ code }) => set(yearsKey(code), '2025–2023')),
    );
    expect(backwards).toEqual([
      {
        file: 'app/i18n/locales/en/about.json',
        item: `job ${firstJob().id}`,
        field: 'years',
        expected: 'the earlier year first: a job runs from one year to a later one',
        found: '"2025–2023"',
      },
    ]);
  });
});

test('every mistake is reported at once, not only the first', () => {
  const problems = planted(
    set('site.email', 'nobody'),
    set('site.timeZone', 'Mars/Olympus'),
    set('content.featuredProjects.0.status', 'done'),
    set(`words.${lastLanguage}.footer.rights`, ''),
  );
  expect(problems.map(({ field }) => field).sort()).toEqual([
    'email',
    'rights',
    'status',
    'timeZone',
  ]);
  expect(formatProblems(problems)).toMatch(/^The site's content has 4 problems:\n/);
});

test('the code keys find literal and template keys', () => {
  expect(codeKeys.literals.has('home.hero.title')).toBe(true);
  expect(codeKeys.patterns.some((pattern) => pattern.test('projects.status.completed'))).toBe(true);
});

test('after a list of problems, the owner is told to run again the command they typed', () => {
  const typed = process.env.PORTFOLIO_COMMAND;
  try {
    delete process.env.PORTFOLIO_COMMAND;
    expect(fixThenRun('build', 2)).toBe('Fix these, then run npm run build again');
    expect(fixThenRun('build', 1)).toBe('Fix it, then run npm run build again');
    // npm start (or serve:nginx) built the site first, and passed its own command on.
    process.env.PORTFOLIO_COMMAND = 'start';
    expect(fixThenRun('build', 3)).toBe('Fix these, then run npm start again');
    process.env.PORTFOLIO_COMMAND = 'serve:nginx';
    expect(fixThenRun('build', 1)).toBe('Fix it, then run npm run serve:nginx again');
    // A build npm start began on a change.
    process.env.PORTFOLIO_COMMAND = 'watch';
    expect(fixThenRun('build', 1)).toBe('Fix it and save: the site builds again');
    expect(fixThenRun('build', 2)).toBe('Fix these and save: the site builds again');
  } finally {
    if (typed === undefined) delete process.env.PORTFOLIO_COMMAND;
    else process.env.PORTFOLIO_COMMAND = typed;
  }
});
