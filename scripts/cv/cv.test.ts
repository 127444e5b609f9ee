// @vitest-environment node
import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import * as fontkit from 'fontkit';
import { getDocumentProxy, getMeta } from 'unpdf';
import { beforeAll, expect, test } from 'vitest';
import { defaultLanguage, languages, type Language } from '../../app/i18n/languages';
import { valueAt } from '../../app/lib/value-at';
import { lastLanguage, otherLanguage } from '../../app/test/languages';
import { loadOwner, type OwnerInput } from '../owner/load';
import { formatProblem } from '../owner/problem';
import { cvFontProblems } from '../owner/validate';
import { cvProblems } from './cv-check';
import { cvContent } from './cv-content';
import { readStructure } from './pdf-structure';
import { commonCharacters, cvFontFiles, missingCharacters } from './cv-fonts';
import { renderCv } from './write-cv';

let sample: OwnerInput;

beforeAll(async () => {
  sample = await loadOwner();
});

/** The sample owner's input with one word replaced (a deep copy; the sample stays as it is). */
function withWord(lang: string, path: string, value: string): OwnerInput {
  const input = structuredClone(sample);
  const parts = path.split('.');
  const last = parts.pop() ?? '';
  (valueAt(input.words[lang], parts) as Record<string, unknown>)[last] = value;
  return input;
}

test("every character of the sample owner's CVs is in the CV's font", () => {
  expect(cvProblems(sample, 'https://www.example.com')).toEqual([]);
});

test('a character the font lacks is named with its file, item and field', () => {
  const input = withWord(lastLanguage, 'about.jobs.job2.title', 'Desenvolvedor 開発者');
  expect(cvProblems(input, 'https://www.example.com').map(formatProblem)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^app/i18n/locales/${lastLanguage}/about\\.json: jobs\\.job2 › title: only characters the CV's font .* \\(found: "開" \\(U\\+958B\\), "発" \\(U\\+767A\\), "者" \\(U\\+8005\\)\\)$`,
      ),
    ),
  ]);
});

test('a character the font lacks is named in the same run as the identity’s problems, not after them', () => {
  const input = withWord(otherLanguage, 'about.jobs.job2.company', 'Savannah 株式会社');
  (input.site as { email: string }).email = 'ana.luisa+portfolio@example';
  const identity = {
    file: 'site.config.ts',
    item: 'site',
    field: 'email',
    expected: 'an e-mail address',
  };
  expect(cvFontProblems(input, [identity]).map(formatProblem)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^app/i18n/locales/${otherLanguage}/about\\.json: jobs\\.job2 › company: only characters`,
      ),
    ),
  ]);
  // Beside a problem of the words, the CV is not read from them.
  expect(
    cvFontProblems(input, [{ ...identity, file: `app/i18n/locales/${otherLanguage}/about.json` }]),
  ).toEqual([]);
});

/** Profiles of the test's own: the owner may give either, both or none. */
const planted = {
  github: 'https://github.com/planted-owner',
  linkedin: 'https://www.linkedin.com/in/planted-owner',
};

/** The planted profiles' addresses: those given, and those left out. */
function partitionProfiles(profiles: object): [string[], string[]] {
  const entries = Object.entries(planted);
  return [
    entries.filter(([kind]) => kind in profiles).map(([, url]) => url),
    entries.filter(([kind]) => !(kind in profiles)).map(([, url]) => url),
  ];
}

test.each([
  ['both profiles', planted],
  ['GitHub alone', { github: planted.github }],
  ['LinkedIn alone', { linkedin: planted.linkedin }],
  ['neither profile', {}],
])('given %s, the CV’s contacts link the profiles given and no other', (_, profiles) => {
  const input = structuredClone(sample);
  (input.site as { profiles: Record<string, string> }).profiles = { ...profiles };
  const hrefs = cvContent(input, 'en', 'https://www.example.com').content.contacts.map(
    ({ href }) => href,
  );
  const [given, left] = partitionProfiles(profiles);
  for (const url of given) expect(hrefs).toContain(url);
  for (const url of left) expect(hrefs).not.toContain(url);
  expect(hrefs).not.toContain(undefined);
});

// Drawn from their own subsets: in the Latin one they would be empty glyphs, lost as text.
test.each<[string, Language, string]>([
  [
    'Latin Extended letters (a name from beyond the site’s languages)',
    otherLanguage,
    'Łódź Ŋgũgĩ Şirket',
  ],
  ['Vietnamese letters, kept whole', 'en', 'Nguyễn Thị Hằng, Đà Nẵng'],
])('%s are drawn, and read back as text', async (_, lang, company) => {
  const input = withWord(lang, 'about.jobs.job1.company', company);
  expect(cvProblems(input, 'https://www.example.com')).toEqual([]);
  const { content } = cvContent(input, lang, 'https://www.example.com');
  const pdf = await getDocumentProxy(new Uint8Array(await renderCv(content)));
  const { elements } = await readStructure(pdf);
  expect(elements.map(({ text }) => text)).toContain(company);
});

test('the rendered CV carries its title, author and language, and its words as text', async () => {
  const { content } = cvContent(sample, otherLanguage, 'https://www.example.com');
  const pdf = await getDocumentProxy(new Uint8Array(await renderCv(content)));
  const { info } = await getMeta(pdf);
  expect(info).toMatchObject({
    Title: content.title,
    Author: content.name,
    Language: otherLanguage,
  });
  const page = await pdf.getPage(1);
  const text = (await page.getTextContent()).items
    .map((item) => ('str' in item ? item.str : ''))
    .join('');
  expect(text).toContain(content.jobs[0]?.title);
});

test('the XMP metadata is well-formed XML whatever the role holds, and says what the info says', async () => {
  const role = 'Web & GIS Developer, "R&D" <lead>';
  const { content } = cvContent(withWord('en', 'meta.role', role), 'en', 'https://www.example.com');
  expect(content.subject).toContain(role);
  const bytes = await renderCv(content);
  const start = bytes.indexOf('<x:xmpmeta');
  const end = bytes.indexOf('</x:xmpmeta>') + '</x:xmpmeta>'.length;
  expect(start).toBeGreaterThan(0);
  const xmp = bytes.subarray(start, end).toString('utf8');
  expect(XMLValidator.validate(xmp)).toBe(true);
  // Read back by an XML parser: the same texts as the CV's, whatever they hold.
  type Rdf = Record<string, { 'rdf:Alt'?: { 'rdf:li': string }; 'rdf:Seq'?: { 'rdf:li': string } }>;
  const parsed = new XMLParser({ ignoreAttributes: true }).parse(xmp) as {
    'x:xmpmeta': { 'rdf:RDF': { 'rdf:Description': Rdf[] } };
  };
  const dc = parsed['x:xmpmeta']['rdf:RDF']['rdf:Description'].find((entry) => 'dc:title' in entry);
  expect({
    title: dc?.['dc:title']?.['rdf:Alt']?.['rdf:li'],
    subject: dc?.['dc:description']?.['rdf:Alt']?.['rdf:li'],
    author: dc?.['dc:creator']?.['rdf:Seq']?.['rdf:li'],
  }).toEqual({ title: content.title, subject: content.subject, author: content.name });
  // Its language too, as the catalog gives it.
  const language = parsed['x:xmpmeta']['rdf:RDF']['rdf:Description'].find(
    (entry) => 'dc:language' in entry,
  )?.['dc:language'] as { 'rdf:Bag'?: { 'rdf:li': string } } | undefined;
  expect(language?.['rdf:Bag']?.['rdf:li']).toBe(content.lang);
  // The info dictionary keeps the text as it is.
  const { info } = await getMeta(await getDocumentProxy(new Uint8Array(bytes)));
  expect(info).toMatchObject({ Subject: content.subject, Title: content.title });
});

test('a link longer than the line is broken onto lines of its own, inside the margins', async () => {
  const input = structuredClone(sample);
  const long = `https://github.com/${'NoBreakOpportunityAtAll'.repeat(8)}`;
  (input.site as { profiles: Record<string, string> }).profiles.github = long;
  const { content } = cvContent(input, 'en', 'https://www.example.com');
  const pdf = await getDocumentProxy(new Uint8Array(await renderCv(content)));
  const first = await pdf.getPage(1);
  const [, , width] = first.view;
  const links = (await first.getAnnotations()) as {
    subtype: string;
    url?: string;
    rect: number[];
  }[];
  const rects = links.filter(({ url }) => url === long).map(({ rect }) => rect);
  expect(rects.length).toBeGreaterThan(1);
  for (const [left = 0, , right = Infinity] of rects) {
    expect(left).toBeGreaterThanOrEqual(42 - 0.5);
    expect(right).toBeLessThanOrEqual((width ?? 0) - 42 + 0.5);
  }
  const text = (await first.getTextContent()).items
    .map((item) => ('str' in item ? item.str : ''))
    .join('');
  expect(text.replace(/\s/g, '')).toContain(long.replace(/^https:\/\//, ''));
  // Every contact is still there, each once (the long one read across its lines).
  const { elements } = await readStructure(pdf);
  const linkTexts = elements
    .filter(({ role }) => role === 'Link')
    .map(({ text }) => text.replace(/\s/g, ''));
  expect(linkTexts).toEqual([
    ...content.contacts.map(({ text }) => text),
    ...content.projects.flatMap(({ link }) => (link ? [link.text] : [])),
  ]);
});

test('the site link leads to the pages in the CV’s language', () => {
  for (const { code: lang } of languages) {
    const { contacts } = cvContent(sample, lang, 'https://www.example.com').content;
    const site = contacts.find(({ href }) => href.startsWith('https://www.example.com'));
    const home =
      lang === defaultLanguage ? 'https://www.example.com/' : `https://www.example.com/${lang}`;
    expect(site).toEqual({ text: home.replace(/^https:\/\//, '').replace(/\/$/, ''), href: home });
  }
});

test('the CV is a tagged PDF: headings, paragraphs, lists and links, in reading order', async () => {
  const { content } = cvContent(sample, lastLanguage, 'https://www.example.com');
  const pdf = await getDocumentProxy(new Uint8Array(await renderCv(content)));
  const { marked, elements, untagged } = await readStructure(pdf);
  expect(marked).toBe(true);
  // Every text is in the structure, except the artifacts (the footer, the separators).
  expect(untagged).toEqual([]);
  const texts = (role: string) =>
    elements.filter((element) => element.role === role).map(({ text }) => text);
  expect(texts('H1')).toEqual([content.name]);
  expect(texts('H2')).toEqual(Object.values(content.headings));
  expect(texts('H3')).toEqual([
    ...content.jobs.map(({ title }) => title),
    ...content.achievements.map(({ title, organization }) => `${title} – ${organization}`),
    ...content.projects.map(({ title, details }) => `${title} – ${details}`),
  ]);
  const links = elements.filter((element) => element.role === 'Link');
  expect(links.map(({ text }) => text)).toEqual([
    ...content.contacts.map(({ text }) => text),
    ...content.projects.flatMap(({ link }) => (link ? [link.text] : [])),
  ]);
  // Each link's structure element holds its annotation, so the link is announced as one.
  expect(links.every(({ hasObject }) => hasObject)).toBe(true);
  const firstJobLines = content.jobs[0]?.lines ?? [];
  expect(texts('LBody').slice(0, firstJobLines.length)).toEqual(firstJobLines);
  expect(texts('LBody').slice(-content.languages.length)).toEqual(content.languages);
  expect(texts('Lbl').every((label) => label === '•')).toBe(true);
  // The footer repeats on each page as an artifact, not as text of the structure.
  expect(elements.some(({ text }) => text.includes(content.footer))).toBe(false);
});

test('a kind of content the owner has none of has no section, as on the site', async () => {
  const { content } = cvContent(sample, 'en', 'https://www.example.com');
  const empty = { ...content, jobs: [], achievements: [], projects: [], languages: [] };
  const pdf = await getDocumentProxy(new Uint8Array(await renderCv(empty)));
  const { elements } = await readStructure(pdf);
  const texts = (role: string) =>
    elements.filter((element) => element.role === role).map(({ text }) => text);
  expect(texts('H1')).toEqual([content.name]);
  expect(texts('H2')).toEqual([content.headings.profile]);
  expect(texts('H3')).toEqual([]);
});

test('the characters checked without reading the fonts are in every subset and weight', () => {
  const fonts = cvFontFiles().map((file) => fontkit.create(readFileSync(file)));
  const common = Array.from({ length: 0x2100 }, (_, point) => String.fromCodePoint(point)).filter(
    (character) => commonCharacters.test(character),
  );
  const latin = fonts.filter((_, index) =>
    /-latin-\d+-normal\.woff$/.test(cvFontFiles()[index] ?? ''),
  );
  expect(latin).toHaveLength(2);
  for (const font of latin) {
    const drawn = new Set('characterSet' in font ? font.characterSet : []);
    const undrawn = common.filter((character) => !drawn.has(character.codePointAt(0) ?? 0));
    expect(undrawn).toEqual([]);
  }
});

test('beyond them, the fonts decide: Latin Extended and Vietnamese are drawn, Greek and Han are not', () => {
  expect(missingCharacters('Ação, ñ, Ŋ, ẞ, Łódź – “ok” … 20 €')).toEqual([]);
  expect(missingCharacters('Nguyễn Thị Hằng, Đà Nẵng')).toEqual([]);
  expect(missingCharacters('Ωmega ‼ 你')).toEqual(['Ω', '‼', '你']);
});
