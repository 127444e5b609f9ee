/**
 * One schema per kind of owner input: the identity and each content entity.
 * Build-time only (zod never reaches the pages); the types the pages use are
 * in app/content/types.ts. The `satisfies` checks below keep what a schema
 * passes within its type; schemas.test.ts checks the other way, that a type
 * has no field its schema does not read.
 */
import { z } from 'zod';
import { hobbyIcons, type HobbyIconName } from '../../app/content/hobby-icons.ts';
import {
  projectStatuses,
  type Achievement,
  type ClientProject,
  type FeaturedProject,
  type Hobby,
  type Job,
  type Place,
  type SiteConfig,
  type Testimonial,
} from '../../app/content/types.ts';
import { contrastWithWhite, palette } from './tailwind-colours.ts';

/**
 * White initials on a testimonial's gradient: 4.5:1 is WCAG AA for text, and
 * AAA (1.4.6) for large text, which the initials are (20 px bold).
 */
const minimumContrast = 4.5;

/**
 * What keeps a text from being an https: URL of a public host, in words;
 * empty when the rule alone says it (no text, no URL at all); undefined when
 * it is one.
 */
function httpsUrlSlip(value: unknown): string | undefined {
  if (typeof value !== 'string') return '';
  // The URL parser drops tabs and line breaks, and trims spaces, without a
  // word; written as is into a vCard or a header, a line break starts a line.
  if (/^\s|\s$/.test(value)) return 'a space at its start or end';
  if (/[\s\p{Cc}]/u.test(value)) return 'a space, line break or control character inside';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:') return `${url.protocol} where https: goes`;
  if (url.username || url.password) return 'a user name or password in it';
  if (!url.hostname.includes('.')) return `${url.hostname}, no public host`;
  return undefined;
}

function isHttpsUrl(value: string): boolean {
  return httpsUrlSlip(value) === undefined;
}

/** A rule for a URL, with what the one given lacks when the rule alone does not say it. */
function urlRule(rule: string): (issue: { input: unknown }) => string {
  return ({ input }) => {
    const slip = httpsUrlSlip(input);
    return slip ? `${rule}; this one has ${slip}` : rule;
  };
}

/** The zone the runtime takes `value` for (`EAT`: Africa/Nairobi), or undefined if none. */
function resolvedTimeZone(value: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * A time zone database name: an area and a place (`Africa/Nairobi`), or UTC.
 * Abbreviations that runtimes also take (`EAT`, `PST`, `CET`) stand for
 * whichever city the runtime picks (`CET` is Europe/Brussels in Node), and
 * not every browser takes them.
 */
function isTimeZone(value: string): boolean {
  return (value.includes('/') || value === 'UTC') && resolvedTimeZone(value) !== undefined;
}

/** Edits (insert, delete, change a letter) between two texts, ignoring case. */
function editDistance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/** The known time zone a mistyped one most likely meant (`Europe/Lisboa`: Europe/Lisbon), if one is close. */
function nearestTimeZone(value: string): string | undefined {
  if (value.length < 3) return undefined;
  let best: { zone: string; distance: number } | undefined;
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const distance = editDistance(value, zone);
    if (distance < (best?.distance ?? Infinity)) best = { zone, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(value.length / 5)) ? best.zone : undefined;
}

/**
 * What is expected of a time zone that is not one, with a hint: the zone a
 * misspelt one most likely meant, or what Node reads an abbreviation as
 * (`EST` is America/Panama there, which keeps no daylight saving time).
 */
function timeZoneRule(input: unknown): string {
  const rule = 'an IANA time zone of an area and a city, e.g. Africa/Nairobi, or UTC';
  if (typeof input !== 'string') return rule;
  const read = resolvedTimeZone(input);
  if (read === undefined) {
    const meant = nearestTimeZone(input);
    return meant === undefined ? rule : `${rule}; did you mean ${meant}?`;
  }
  return read.includes('/')
    ? `${rule}; Node reads ${input} as ${read}, browsers may not: name your city's zone`
    : `${rule}: name your city's zone`;
}

const text = z.string().trim().min(1, 'a non-empty text');

/** A link the item may lack (every link of the content is one): an empty one is told to go. */
const optionalHttpsUrl = z
  .string()
  .refine(isHttpsUrl, {
    error: urlRule(
      'an absolute https: URL, e.g. https://example.com/page, or no field at all when there is none',
    ),
  })
  .optional();

/** One message for every way to miss: an `http:` origin with a path is told the whole rule at once. */
export const siteOriginSchema = z.string().refine(
  (value) => {
    if (!isHttpsUrl(value)) return false;
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash;
  },
  {
    error: urlRule(
      'the site origin alone, with https:, e.g. https://www.example.com (no path, query or #)',
    ),
  },
);

/** An id that can stand in a translation key and an HTML id: `marketplace`, `landMapper`. */
const wordId = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'an id in camelCase letters and digits, e.g. landMapper');

/** The number N of a numbered item whose words are `<kind>N`. */
const itemNumber = z.number().int('a whole number').positive('a number from 1 up');

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** An emoji by Unicode's list (a flag 🇰🇪 and a keycap 1️⃣ too), or a pictograph typed without its emoji form (🗺). */
const rgiEmoji = new RegExp('^\\p{RGI_Emoji}$', 'v');

const emoji = z
  .string()
  .refine(
    (value) => rgiEmoji.test(value) || /^\p{Extended_Pictographic}/u.test(value),
    // Told once: a word is not also "nothing else".
    { error: 'an emoji, e.g. 🗺️', abort: true },
  )
  .max(16, 'a single emoji')
  // One emoji (a sequence like 👩🏽‍💻 is one), with no word after it.
  .refine((value) => [...graphemes.segment(value)].length === 1, 'a single emoji, nothing else');

const tech = z
  .array(text)
  .min(1, 'at least one technology')
  .refine((list) => new Set(list).size === list.length, 'each technology once');

/** A place whose name key is any id; check.ts holds its words to every language. */
type LoosePlace = Omit<Place, 'name'> & { name: string };

/** Where a project was done, on the globe. */
export const placeSchema = z.strictObject({
  /** The key of the place's name: `projects.map.places.<name>`. */
  name: wordId,
  longitude: z
    .number()
    .min(-180, 'a longitude from -180 to 180')
    .max(180, 'a longitude from -180 to 180'),
  latitude: z.number().min(-90, 'a latitude from -90 to 90').max(90, 'a latitude from -90 to 90'),
});

/**
 * A BCP 47 tag `Intl` reads, of a two- or three-letter language: `sw`,
 * `pt-BR` (not `English`, not `pt_BR`); in lower case first when asked.
 */
function bcp47(error: string, { isLowerCaseFirst = false } = {}) {
  const start = isLowerCaseFirst ? /^[a-z]{2,3}(?:-|$)/ : /^[a-z]{2,3}(?:-|$)/i;
  return z.string().refine(
    (tag) => {
      try {
        return start.test(tag) && Intl.getCanonicalLocales(tag).length === 1;
      } catch {
        return false;
      }
    },
    { error },
  );
}

const languageTag = bcp47('a BCP 47 language code, e.g. sw, en or pt-BR');

/** A language's code: the pages' path prefix and the name of its folder of words. */
export const languageCodePattern = /^[a-z]{2,3}$/;

/**
 * One language of app/i18n/languages.ts. Its code is the pages' path prefix
 * and the words' folder; `locale` goes into `og:locale`, in Open Graph's form;
 * `intlLocale` formats the page's times and months (a locale `Intl` takes,
 * or the page fails as it hydrates). No `satisfies` here: the list's type is
 * its own literal values; schemas.test.ts holds the fields to it.
 */
export const languageSchema = z.strictObject({
  code: z
    .string()
    .regex(
      languageCodePattern,
      'a two- or three-letter language code in lower case, e.g. pt or fr',
    ),
  name: text,
  flag: emoji,
  locale: z
    .string()
    .regex(
      /^[a-z]{2,3}_[A-Z]{2}$/,
      "Open Graph's form, the language and the country joined by _, e.g. pt_BR",
    ),
  intlLocale: bcp47('a BCP 47 locale joined by -, e.g. pt-BR or pt-PT', {
    isLowerCaseFirst: true,
  }),
});

export const siteSchema = z
  .strictObject({
    name: text,
    familyName: text.optional(),
    initials: z.string().regex(/^\p{Lu}{2}$/u, 'two capital letters, e.g. BM'),
    email: z.email('an e-mail address, e.g. you@example.com'),
    url: siteOriginSchema,
    profiles: z.strictObject({ github: optionalHttpsUrl, linkedin: optionalHttpsUrl }),
    speaks: z.array(languageTag).min(1, 'at least one language, or no speaks at all').optional(),
    timeZone: z.string().refine(isTimeZone, { error: ({ input }) => timeZoneRule(input) }),
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb, e.g. #2563eb'),
    copyrightYear: z
      .number()
      .int('a year, e.g. 2025')
      .min(1990, 'a year from 1990 on')
      .max(2100, 'a year before 2100'),
    availability: z.discriminatedUnion(
      'status',
      [
        z.strictObject({ status: z.literal('available') }),
        z.strictObject({
          status: z.literal('booked'),
          until: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a year and month, e.g. 2027-03'),
        }),
        z.strictObject({ status: z.literal('unavailable') }),
      ],
      { error: "a status of available, booked (with until: '2027-03') or unavailable" },
    ),
  })
  // Before a comma: "Ana dos Santos, PhD" ends in "dos Santos" (the vCard's suffix is "PhD").
  .refine(
    ({ name, familyName }) =>
      !familyName || (name.split(',')[0] ?? '').trim().endsWith(` ${familyName.trim()}`),
    {
      path: ['familyName'],
      error:
        'the last words of name (before any comma), e.g. "dos Santos Gonçalves" for "Maria-Antónia dos Santos Gonçalves"',
    },
  ) satisfies z.ZodType<SiteConfig>;

export const testimonialSchema = z.strictObject({
  id: wordId,
  initials: z.string().regex(/^\p{Lu}{1,3}$/u, 'one to three capital letters'),
  bgColor: z
    .string()
    .regex(/^from-[a-z]+-\d{2,3} to-[a-z]+-\d{2,3}$/, {
      error: 'two Tailwind gradient classes, e.g. from-blue-700 to-indigo-800',
      // Not two classes: no colours to judge.
      abort: true,
    })
    .superRefine((classes, context) => {
      const colours = classes.split(' ').map((name) => name.replace(/^(from|to)-/, ''));
      const unknown = colours.filter((colour) => !palette.has(colour));
      if (unknown.length > 0) {
        const names = [...new Set([...palette.keys()].map((colour) => colour.split('-')[0]))];
        context.addIssue({
          code: 'custom',
          message: `colours of Tailwind's palette, e.g. from-blue-700 to-indigo-800: ${names.join(', ')}, in shades 50 to 950 (${unknown.join(' and ')} ${unknown.length > 1 ? 'are not' : 'is not one'})`,
        });
        return;
      }
      const light = colours.filter(
        (colour) => contrastWithWhite(palette.get(colour) ?? 1) < minimumContrast,
      );
      if (light.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `colours dark enough for the white initials on them (contrast ${minimumContrast}:1), e.g. from-blue-700 to-indigo-800 (${light.join(' and ')} ${light.length > 1 ? 'are' : 'is'} too light)`,
        });
      }
    }),
}) satisfies z.ZodType<Omit<Testimonial, 'id'> & { id: string }>;

export const jobSchema = z.strictObject({ id: itemNumber }) satisfies z.ZodType<
  Omit<Job, 'id'> & { id: number }
>;

export const achievementSchema = z.strictObject({
  id: itemNumber,
  emoji,
}) satisfies z.ZodType<Omit<Achievement, 'id'> & { id: number }>;

/** The icon names hobbies.ts may use: those app/content/hobby-icons.ts lists. */
const hobbyIconNameList = Object.keys(hobbyIcons) as [HobbyIconName, ...HobbyIconName[]];

export const hobbySchema = z.strictObject({
  id: itemNumber,
  icon: z.enum(
    hobbyIconNameList,
    `one of ${hobbyIconNameList.join(', ')} (another of lucide-react's icons is added in app/content/hobby-icons.ts)`,
  ),
}) satisfies z.ZodType<Omit<Hobby, 'id'> & { id: number }>;

export const featuredProjectSchema = z.strictObject({
  id: wordId,
  tech,
  status: z.enum(projectStatuses, `one of ${projectStatuses.join(', ')}`),
  image: text.optional(),
  fallbackEmoji: emoji,
  liveUrl: optionalHttpsUrl,
  githubUrl: optionalHttpsUrl,
  place: placeSchema.optional(),
}) satisfies z.ZodType<
  Omit<FeaturedProject, 'id' | 'tech' | 'place'> & {
    id: string;
    tech: string[];
    place?: LoosePlace;
  }
>;

export const clientProjectSchema = z.strictObject({
  id: wordId,
  tech,
  url: optionalHttpsUrl,
  place: placeSchema.optional(),
}) satisfies z.ZodType<
  Omit<ClientProject, 'id' | 'tech' | 'place'> & { id: string; tech: string[]; place?: LoosePlace }
>;
