/**
 * What the checks tell the owner without stopping anything: input that is
 * valid but says something they may not mean any more.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig, Testimonial } from '../../app/content/types.ts';
import { valueAt } from '../../app/lib/value-at.ts';
import type { OwnerInput } from './load.ts';
import { ownerFiles } from './load.ts';
import { placesAtSea } from './places.ts';
import { languageCodePattern } from './schemas.ts';
import { leaves, localeFile } from './words.ts';

/**
 * A booking that has ended by `yearMonth` (`2026-11`): the site then says the
 * owner is available again, as it should once the month has passed, but an
 * owner who is still booked would want to move the month on.
 */
function passedBooking({ availability }: Pick<SiteConfig, 'availability'>, yearMonth: string) {
  if (availability.status !== 'booked' || availability.until >= yearMonth) return [];
  return [
    `${ownerFiles.site} › availability › until: ${availability.until} has passed, so the site says you are available for new projects; move the month on if you are still booked.`,
  ];
}

/** A copyright year still to come (`2031` in 2026): the footer shows it as written. */
function futureCopyright({ copyrightYear }: Pick<SiteConfig, 'copyrightYear'>, yearMonth: string) {
  const year = Number(yearMonth.slice(0, 4));
  if (copyrightYear <= year) return [];
  return [
    `${ownerFiles.site} › copyrightYear: ${copyrightYear} is still to come, and the footer shows "© ${copyrightYear}"; write the year the site's content was first published (${year} at the latest).`,
  ];
}

/** Whether each initial starts a word of the name, in order: `JA` for "João Almeida". */
export function initialsFit(initials: string, name: string): boolean {
  const starts = name.split(/[\s-]+/).map((word) => word.charAt(0).toLocaleUpperCase());
  let from = 0;
  for (const initial of initials.toLocaleUpperCase()) {
    from = starts.indexOf(initial, from) + 1;
    if (from === 0) return false;
  }
  return true;
}

/** A testimonial whose initials are not its person's (a name changed in the words, not the content). */
function mismatchedInitials(testimonials: readonly Testimonial[], english: unknown) {
  return testimonials.flatMap(({ id, initials }) => {
    const name = valueAt(english, ['home', 'testimonials', 'items', id, 'name']);
    if (typeof name !== 'string' || initialsFit(initials, name)) return [];
    return [
      `${ownerFiles.testimonials} › ${id} › initials: ${initials} are not those of "${name}" (${localeFile('en', 'home')}); the card shows them beside the name.`,
    ];
  });
}

/** A reserved example domain (RFC 2606): example.com, .net, .org, `*.example`, and their subdomains. */
export function isExampleHost(host: string): boolean {
  return /(^|\.)example(\.(com|net|org))?\.?$/i.test(host);
}

/**
 * The sample's reserved example addresses, still in the identity: valid, but
 * the pages' canonical links, the sitemap, the CV and the vCard are made from
 * them, so a site deployed with them points visitors and search engines nowhere.
 */
function exampleAddresses(
  { email, url }: Pick<SiteConfig, 'email' | 'url'>,
  siteUrlOverride: string | undefined,
): string[] {
  // The origin the build writes into the pages: SITE_URL's when given.
  const origin = siteUrlOverride ?? url;
  const hosts = [
    ['email', email.split('@').pop() ?? ''],
    [siteUrlOverride === undefined ? 'url' : 'url (SITE_URL)', URL.parse(origin)?.hostname ?? ''],
  ] as const;
  const left = hosts.filter(([, host]) => isExampleHost(host));
  if (left.length === 0) return [];
  return [
    `${ownerFiles.site} › ${left.map(([field]) => field).join(', ')}: ${left.map(([, host]) => host).join(', ')} ${left.length > 1 ? 'are' : 'is a'} reserved example address${left.length > 1 ? 'es' : ''}; put in your own before you deploy (the canonical links, sitemap, CV and vCard are made from them).`,
  ];
}

/**
 * Projects whose links lead to reserved example addresses (the sample's
 * `lodge.example.com`): valid, but the cards would link to nowhere once
 * deployed. One line per file, naming the fields and the projects.
 */
function exampleProjectLinks({ content }: OwnerInput): string[] {
  const lists = [
    ['featuredProjects', ['liveUrl', 'githubUrl']],
    ['clientProjects', ['url']],
  ] as const;
  return lists.flatMap(([name, fields]) => {
    const items = Array.isArray(content[name]) ? (content[name] as unknown[]) : [];
    const ids = new Set<string>();
    const found = new Set<string>();
    const hosts = new Set<string>();
    for (const item of items) {
      for (const field of fields) {
        const value = valueAt(item, [field]);
        const host = typeof value === 'string' ? (URL.parse(value)?.hostname ?? '') : '';
        if (!isExampleHost(host)) continue;
        ids.add(String(valueAt(item, ['id'])));
        found.add(field);
        hosts.add(host);
      }
    }
    if (ids.size === 0) return [];
    return [
      `${ownerFiles[name]} › ${[...found].join(', ')}: ${[...ids].join(', ')} link to reserved example addresses (${[...hosts].join(', ')}); put in the projects' own, or leave the field out for no link.`,
    ];
  });
}

/** The host each profile's icon and name stand for. */
const profileHosts = { github: 'github.com', linkedin: 'linkedin.com' } as const;

/**
 * A profile on another site than its field's (a LinkedIn address as github,
 * or a GitLab one): valid, but shown behind that site's icon and name. Only
 * noted: an owner may mean it, and a reserved example address is a stand-in.
 */
function profilesElsewhere({ profiles }: Pick<SiteConfig, 'profiles'>): string[] {
  return Object.entries(profileHosts).flatMap(([field, host]) => {
    const address = profiles[field as keyof typeof profileHosts];
    const hostname = address === undefined ? '' : (URL.parse(address)?.hostname ?? '');
    if (hostname === '' || hostname === host || hostname.endsWith(`.${host}`)) return [];
    if (isExampleHost(hostname)) return [];
    return [
      `${ownerFiles.site} › profiles › ${field}: ${hostname} is not ${host}, and the site shows the link with ${host}'s icon and name; leave the field out if you have no profile there.`,
    ];
  });
}

/**
 * Words of a language the list no longer has (taken out of languages.ts,
 * its folder or list left): no page shows them, but the build still makes
 * their chunk. Only noted: an owner may keep them to put the language back.
 * Other files there (`.DS_Store`, a README) are none of a language's.
 */
function wordsOfUnlistedLanguages({ root, languages }: OwnerInput): string[] {
  const listed = new Set(languages.map(({ code }) => code));
  const dir = join(root, ownerFiles.locales);
  const left = new Map<string, string[]>();
  for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
    const code = entry.isDirectory() ? entry.name : entry.name.replace(/\.ts$/, '');
    const isWords = entry.isDirectory() || entry.name.endsWith('.ts');
    if (!isWords || !languageCodePattern.test(code) || listed.has(code)) continue;
    left.set(code, [...(left.get(code) ?? []), entry.isDirectory() ? `${code}/` : entry.name]);
  }
  return [...left].map(
    ([code, files]) =>
      `${ownerFiles.locales}/${code}: words of a language ${ownerFiles.languages} does not list; no page shows them (delete ${files.sort().join(' and ')} if you do not mean to list it again).`,
  );
}

/**
 * A language whose locales name another language (the pt entry copied for
 * fr, its locales left): its pages would say `og:locale` pt_BR and write
 * months in Portuguese. Only noted: some languages' codes differ by right
 * (`no` is written `nb-NO`, `tl` `fil-PH`).
 */
function localesOfAnotherLanguage({ languageList }: OwnerInput): string[] {
  const list = Array.isArray(languageList.languages) ? (languageList.languages as unknown[]) : [];
  return list.flatMap((entry) => {
    const code = valueAt(entry, ['code']);
    if (typeof code !== 'string') return [];
    const fields = (['locale', 'intlLocale'] as const).filter((field) => {
      const value = valueAt(entry, [field]);
      return typeof value === 'string' && value.split(/[-_]/)[0]?.toLowerCase() !== code;
    });
    if (fields.length === 0) return [];
    const values = fields.map((field) => String(valueAt(entry, [field])));
    return [
      `${ownerFiles.languages} › ${code} › ${fields.join(', ')}: ${values.join(', ')} name another language than ${code}; its pages' og:locale and dates follow them (e.g. ${code}_XX and ${code}-XX, with the country).`,
    ];
  });
}

/**
 * A language whose words are mostly English's, word for word: English's
 * folder copied for it (README's step 7) and not yet translated, which the
 * build would publish in English under the language's name. Names and
 * technologies stay as they are in every language, so only more than half
 * of the texts is noted (the sample's languages share about a seventh).
 */
function untranslatedLanguages({ languages, words }: OwnerInput): string[] {
  const english = leaves(words.en);
  return languages.flatMap(({ code }) => {
    if (code === 'en') return [];
    const texts = [...leaves(words[code])].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && /\p{L}/u.test(entry[1]),
    );
    const same = texts.filter(([key, text]) => english.get(key) === text).length;
    if (texts.length === 0 || same * 2 <= texts.length) return [];
    return [
      `${ownerFiles.locales}/${code}: ${same} of its ${texts.length} texts are English's, word for word; translate them (names and technologies may stay as they are).`,
    ];
  });
}

/**
 * Glossaries under a code the list does not have, whose rules then hold no
 * words to them: a language taken out of the list (its words left too; the
 * glossary may stay, README says) or, with no words of its own, a misspelt
 * code (`pr` for `pt`), for which the listed languages with no glossary are
 * named. Only noted.
 */
function glossariesOfUnlistedLanguages({ root, languages, glossaries }: OwnerInput): string[] {
  const listed = languages.map(({ code }) => code);
  const glossaryCodes = Object.keys(glossaries);
  const [first, ...rest] = listed.filter((code) => !glossaryCodes.includes(code));
  const meant =
    first === undefined
      ? ''
      : rest.length === 0
        ? `if it is meant for ${first}, which has no glossary, change its code; otherwise `
        : `if it is meant for ${[first, ...rest].join(' or ')}, ${rest.length === 1 ? 'neither' : 'none'} of which has a glossary, change its code; otherwise `;
  return glossaryCodes
    .filter((code) => !listed.includes(code))
    .map((code) => {
      const hasWords = existsSync(join(root, ownerFiles.locales, code));
      const advice = hasWords
        ? `delete it unless you mean to list ${code} again`
        : `${meant}delete it`;
      return `${ownerFiles.glossary} › glossaries › ${code}: ${ownerFiles.languages} lists no language ${code}, so no words are held to this glossary; ${advice}.`;
    });
}

/** Every notice for a valid input, as of a month (`2026-11`). */
export function ownerNotices(input: OwnerInput, yearMonth: string): string[] {
  return [
    ...exampleAddresses(input.site as SiteConfig, input.siteUrlOverride),
    ...passedBooking(input.site as SiteConfig, yearMonth),
    ...futureCopyright(input.site as SiteConfig, yearMonth),
    ...profilesElsewhere(input.site as SiteConfig),
    ...exampleProjectLinks(input),
    ...mismatchedInitials(input.content.testimonials as readonly Testimonial[], input.words.en),
    ...placesAtSea(input),
    ...wordsOfUnlistedLanguages(input),
    ...glossariesOfUnlistedLanguages(input),
    ...localesOfAnotherLanguage(input),
    ...untranslatedLanguages(input),
  ];
}
