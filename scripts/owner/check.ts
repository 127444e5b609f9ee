/**
 * Checks everything the owner supplies and returns every problem at once:
 * the identity and each content entity against their schemas, unique ids,
 * the words of every item in every language, and the translation files
 * (same keys as English, no empty value, the same placeholders, no key that
 * nothing uses). Pictures are checked by pictures.ts.
 */
import { z } from 'zod';
import { serviceIds } from '../../app/features/home/services.ts';
import { shellElementIds } from '../../app/layout/element-ids.ts';
import { valueAt } from '../../app/lib/value-at.ts';
import { pageTitle } from '../../app/seo/page-title.ts';
import { isKeyUsed, wordlessKeys, type CodeKeys } from './code-keys.ts';
import { ownerFiles, type ContentName, type OwnerInput } from './load.ts';
import { checkPlaceWords, mapWordCollections } from './places.ts';
import { languageName, unloadableProblem, wholeFile, type Problem } from './problem.ts';
import {
  achievementSchema,
  clientProjectSchema,
  featuredProjectSchema,
  hobbySchema,
  jobSchema,
  languageSchema,
  siteOriginSchema,
  siteSchema,
  testimonialSchema,
} from './schemas.ts';
import { checkGlossaries } from './glossary.ts';
import {
  itemWords,
  leaves,
  localeFile,
  serviceWordFields,
  wordProblem,
  type ItemWords,
} from './words.ts';

const itemSchemas: Record<ContentName, z.ZodType> = {
  testimonials: testimonialSchema,
  jobs: jobSchema,
  achievements: achievementSchema,
  hobbies: hobbySchema,
  featuredProjects: featuredProjectSchema,
  clientProjects: clientProjectSchema,
};

/**
 * A service's word (`home.services.web.ask`): whether services.ts lists the
 * service, and whether the field is one its card shows; undefined for any
 * other key. The code names these words by a pattern (a template with the
 * service's id), so a retired service's words look used, and English lacking
 * a listed one's is known to no other check.
 */
function serviceWordOf(key: string): { isListed: boolean; isShown: boolean } | undefined {
  const [section, group, id, field, ...rest] = key.split('.');
  if (section !== 'home' || group !== 'services' || field === undefined) return undefined;
  const isListed = (serviceIds as readonly (string | undefined)[]).includes(id);
  return {
    isListed,
    isShown:
      isListed && rest.length === 0 && (serviceWordFields as readonly string[]).includes(field),
  };
}

/**
 * The languages with English first, wherever the list puts it: English's
 * words are the keys' source (app/i18n/resources.ts), which the others follow.
 */
function referenceFirst(languages: OwnerInput['languages']): OwnerInput['languages'] {
  const english = languages.filter(({ code }) => code === 'en');
  return [...english, ...languages.filter(({ code }) => code !== 'en')];
}

/**
 * Words a service services.ts lists lacks in English, in every language that
 * lacks them too: the code names them by a pattern, so no other check knows
 * them (where English has them, the other languages are held to English's keys).
 */
function serviceWordProblems(input: OwnerInput): Problem[] {
  const [base] = referenceFirst(input.languages);
  return serviceIds.flatMap((id) => {
    const textAt = (code: string, field: string) =>
      valueAt(input.words[code], ['home', 'services', id, field]);
    // Missing only: a value that is no text is the text check's to name.
    const wordless = serviceWordFields.filter(
      (field) => !base || textAt(base.code, field) === undefined,
    );
    return input.languages.flatMap(({ code }) => {
      const missing = wordless.filter((field) => textAt(code, field) === undefined);
      if (missing.length === 0) return [];
      return [
        {
          file: localeFile(code, 'home'),
          item: `service "${id}"`,
          field: missing.join(', '),
          expected: `${languageName(code)} words at home.services.${id}: app/features/home/services.ts lists the service "${id}"`,
          found: 'nothing',
        },
      ];
    });
  });
}

/**
 * Markup the site would show as typed, since it shows words as plain text:
 * an HTML tag (`<b>`, `</a>`, `<br/>`, not `<2 KB` or `a < b`) or comment; an HTML
 * entity people paste (`&amp;`, `&eacute;`, `&#8212;`, not `AT&T;` or
 * `R&D;`); Markdown's bold as Markdown reads it (`**fast**`, `__very
 * fast__`, not `__init__` or `2**10`) and its link to an address
 * (`[maps](https://…)`, not `handlers[i](event)`).
 */
const markups = [
  { pattern: /<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?\/?>|<!--/, kind: 'no HTML' },
  {
    pattern:
      /&(?:#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp|shy|[lr]?[sd]quo|[lr]aquo|[mn]dash|hellip|middot|bull|copy|reg|trade|euro|pound|deg|times|[a-z](?:acute|grave|circ|tilde|uml|cedil|ring|slash)|szlig|aelig|oelig);/i,
    kind: 'write the character itself',
  },
  {
    pattern:
      /(?<![\p{L}\p{N}_*])(?:\*\*(?=\S)[^*]*?\S\*\*|__(?=\S)[^_]*\s[^_]*?\S__)(?![\p{L}\p{N}_*])/u,
    kind: 'no Markdown',
  },
  {
    pattern: /\[[^\]]+\]\((?:https?:\/\/|mailto:|\/|#)[^)\s]*\)/,
    kind: 'no Markdown; a link goes in the content',
  },
];

/** Words with something to see: not only spaces and invisible characters (a zero-width space, a soft hyphen). */
function isVisibleText(value: unknown): value is string {
  return typeof value === 'string' && !/^[\s\p{Cf}]*$/u.test(value);
}

/** What a text that shows nothing holds, so the owner can find it: `only invisible characters: U+200B`. */
function describeText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return describe(value);
  const codes = [...new Set(value.replace(/\s/g, ''))].map(
    (char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
  return `only invisible characters: ${codes.join(', ')}`;
}

/** The first markup in some words, and what to do instead. */
function markupIn(value: string): { markup: string; kind: string } | undefined {
  for (const { pattern, kind } of markups) {
    const markup = pattern.exec(value)?.[0];
    if (markup !== undefined) return { markup, kind };
  }
  return undefined;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  // JSON would write NaN and Infinity as null.
  return typeof value === 'number' && !Number.isFinite(value)
    ? String(value)
    : JSON.stringify(value);
}

/**
 * The schema at `path` within `schema`, through optional fields and, for a
 * discriminated union, the option `value` chose (`availability.until` of a
 * booked availability).
 */
function schemaAt(
  schema: z.ZodType,
  path: readonly PropertyKey[],
  value: unknown,
): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const [index, part] of path.entries()) {
    node = resolved(node, valueAt(value, path.slice(0, index)));
    node =
      node instanceof z.ZodObject
        ? (node.shape as Record<PropertyKey, z.ZodType>)[part]
        : node instanceof z.ZodArray
          ? (node.element as z.ZodType)
          : undefined;
  }
  return resolved(node, valueAt(value, path));
}

/** A schema through its optional wrappers and, for a discriminated union, the option `value` chose. */
function resolved(schema: z.ZodType | undefined, value: unknown): z.ZodType | undefined {
  let node = schema;
  while (node instanceof z.ZodOptional) node = node.unwrap() as z.ZodType;
  if (node instanceof z.ZodDiscriminatedUnion) {
    node = (node.options as z.ZodType[]).find((option) => optionMatches(option, value));
  }
  return node;
}

/** Whether a union option's literal fields (its discriminator) match `value`'s. */
function optionMatches(option: z.ZodType, value: unknown): boolean {
  if (!(option instanceof z.ZodObject)) return false;
  return Object.entries(option.shape).some(
    ([key, field]) =>
      field instanceof z.ZodLiteral && field.safeParse(valueAt(value, [key])).success,
  );
}

/** The field names of the object schema at `path` within `schema` (through optional fields). */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[], value: unknown): string[] {
  const node = schemaAt(schema, path, value);
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

/**
 * A missing text field's own rule ("a year and month, e.g. 2027-03"), read
 * from its schema by trying an empty text; undefined for a field that takes
 * no text, or no rule beyond being one.
 */
function ruleOf(
  schema: z.ZodType,
  path: readonly PropertyKey[],
  value: unknown,
): string | undefined {
  const node = schemaAt(schema, path, value);
  const issue = node?.safeParse('').error?.issues[0];
  return issue && issue.code !== 'invalid_type' ? issue.message : undefined;
}

/** What a value of each kind looks like, for a value of the wrong kind or none (zod's own words are for developers). */
const kindWords: Record<string, string> = {
  string: 'a text in quotes',
  number: 'a number, without quotes',
  boolean: 'true or false',
  array: 'a list in [ ], e.g. ["React", "Node.js"]',
  object: 'a group of fields in { }',
};

function schemaProblems(schema: z.ZodType, value: unknown, file: string, item: string): Problem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue): Problem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        item,
        field: [...issue.path, key].join('.'),
        expected: `no such field here (a typo?); the fields are ${fieldsAt(schema, issue.path, value).join(', ')}`,
      }));
    }
    const field = issue.path.join('.') || '(the item)';
    const found = valueAt(value, issue.path);
    const kind = issue.code === 'invalid_type' ? kindWords[issue.expected] : undefined;
    const expected =
      kind === undefined
        ? issue.message
        : found === undefined
          ? `required: ${ruleOf(schema, issue.path, value) ?? kind}`
          : kind;
    return [{ file, item, field, expected, found: describe(found) }];
  });
}

/**
 * The list of languages: each entry's fields, each code once, and the default
 * one of them. A mistake here misleads every later check (a folder of words
 * looked for under the wrong name), so it is told first and alone among the
 * checks of the identity, content and words; the pictures' and icons' checks,
 * which it cannot mislead, still run beside it (validate.ts), so an owner sees
 * those at once too.
 */
const scriptNames = new Intl.DisplayNames(['en'], { type: 'script' });

/**
 * A language the site cannot show: one written in another script than Latin
 * letters (the CV's font, Noto Sans, has Latin, Latin Extended and Vietnamese
 * only), or right to left (the pages and the CV are laid out left to right).
 * Its `intlLocale` decides: `sr-Latn-RS` is Serbian in Latin letters.
 */
function scriptProblems(entry: unknown, file: string, item: string): Problem[] {
  const intlLocale = valueAt(entry, ['intlLocale']);
  if (typeof intlLocale !== 'string') return [];
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(intlLocale).maximize();
  } catch {
    // Not a locale Intl takes: the schema names it.
    return [];
  }
  const { script = 'Latn' } = locale;
  const direction =
    (locale as { getTextInfo?: () => { direction?: string } }).getTextInfo?.().direction ?? 'ltr';
  if (script === 'Latn' && direction === 'ltr') return [];
  return [
    {
      file,
      item,
      field: 'intlLocale',
      expected:
        "a language written in Latin letters, left to right: the CV's font (Noto Sans: Latin, Latin Extended, Vietnamese) has no other letters, and the pages and the CV are laid out left to right",
      found: `${intlLocale}, written in ${scriptNames.of(script) ?? script} script${direction === 'rtl' ? ', right to left' : ''}`,
    },
  ];
}

function checkLanguages({ languageList }: OwnerInput): Problem[] {
  const file = ownerFiles.languages;
  const { languages, defaultLanguage } = languageList;
  if (!Array.isArray(languages) || languages.length === 0) {
    return [
      {
        file,
        item: 'languages',
        field: '(export)',
        expected: 'an exported list named languages, of at least one language',
        found: describe(languages),
      },
    ];
  }
  const codes = languages.map((entry: unknown) => valueAt(entry, ['code']));
  const problems = languages.flatMap((entry: unknown, index) => {
    const code = codes[index];
    const item = typeof code === 'string' ? `language "${code}"` : `language ${index + 1}`;
    const repeated =
      codes.indexOf(code) < index
        ? [{ file, item, field: 'code', expected: 'each language once', found: 'listed again' }]
        : [];
    const schema = schemaProblems(languageSchema, entry, file, item);
    return [
      ...schema,
      ...repeated,
      ...(schema.length === 0 ? scriptProblems(entry, file, item) : []),
    ];
  });
  if (!codes.includes(defaultLanguage)) {
    problems.push({
      file,
      item: 'defaultLanguage',
      field: '(value)',
      expected: `the code of a language in the list (${codes.map(describe).join(', ')})`,
      found: describe(defaultLanguage),
    });
  }
  return problems;
}

function checkSite(input: OwnerInput): Problem[] {
  if (input.site === undefined) {
    return [
      {
        file: ownerFiles.site,
        item: 'site',
        field: '(export)',
        expected: 'an export named site: export const site = { name: …, … }',
        found: 'nothing',
      },
    ];
  }
  const problems = schemaProblems(siteSchema, input.site, ownerFiles.site, 'site');
  // The build's own origin, when given, goes into every canonical and sitemap URL.
  const override = input.siteUrlOverride;
  const result = override === undefined ? undefined : siteOriginSchema.safeParse(override);
  if (result?.success === false) {
    problems.push({
      file: '(environment)',
      item: 'SITE_URL',
      field: 'value',
      expected: result.error.issues[0]?.message ?? 'the site origin',
      found: describe(override),
    });
  }
  return problems;
}

type ContentItem = { id: string | number };

/** Each collection's valid-looking items, for the word checks; problems for the rest. */
function checkContent(input: OwnerInput): {
  problems: Problem[];
  items: Record<ContentName, ContentItem[]>;
  /** The collections where two items share an id. */
  repeated: Set<ContentName>;
  /** Whether a content file holds no list under its name. */
  isListMissing: boolean;
} {
  const problems: Problem[] = [];
  const repeated = new Set<ContentName>();
  const items = {} as Record<ContentName, ContentItem[]>;
  let isListMissing = false;
  for (const name of Object.keys(itemSchemas) as ContentName[]) {
    const file = ownerFiles[name];
    const list = input.content[name];
    items[name] = [];
    if (!Array.isArray(list)) {
      isListMissing = true;
      problems.push({
        file,
        item: name,
        field: '(export)',
        expected: `an exported list named ${name} (the checks of the words run once every list loads)`,
        found: describe(list),
      });
      continue;
    }
    /** Each id seen, with its place in the list (1 for the first item). */
    const seen = new Map<unknown, number>();
    // Every place, empty ones too (`{ id: 8 },,` leaves one, which forEach would skip).
    Array.from(list as unknown[]).forEach((entry, index) => {
      if (entry === undefined) {
        problems.push({
          file,
          item: `item ${index + 1}`,
          field: '(item)',
          expected: 'an item in every place of the list: two commas in a row leave an empty one',
          found: 'an empty place',
        });
        return;
      }
      const id = valueAt(entry, ['id']);
      const item =
        typeof id === 'string' || typeof id === 'number'
          ? itemWords[name].label(id)
          : `item ${index + 1}`;
      problems.push(...schemaProblems(itemSchemas[name], entry, file, item));
      if (typeof id !== 'string' && typeof id !== 'number') return;
      const first = seen.get(id);
      if (first !== undefined) {
        problems.push({
          file,
          item,
          field: 'id',
          expected: `an id no other item has; item ${first} of the list has it too`,
          found: `${describe(id)} on item ${index + 1}`,
        });
        repeated.add(name);
        return;
      }
      seen.set(id, index + 1);
      items[name].push({ id });
    });
  }
  problems.push(...projectIdProblems(items));
  return { problems, items, repeated, isListMissing };
}

/**
 * Projects' ids name their cards on one page (`<article id>`, the map's
 * `#id` links): none may be another project's, featured or client, or an id
 * of the page's own (`main`, the skip link's target).
 */
function projectIdProblems(items: Record<ContentName, ContentItem[]>): Problem[] {
  const problems: Problem[] = [];
  const featured = new Set(items.featuredProjects.map(({ id }) => id));
  for (const name of ['featuredProjects', 'clientProjects'] as const) {
    for (const { id } of items[name]) {
      const item = itemWords[name].label(id);
      if (name === 'clientProjects' && featured.has(id)) {
        problems.push({
          file: ownerFiles[name],
          item,
          field: 'id',
          expected: `an id no featured project has (both are cards on Projects, found by their id); ${itemWords.featuredProjects.label(id)} in ${ownerFiles.featuredProjects} has it too`,
          found: describe(id),
        });
      }
      if (shellElementIds.includes(String(id))) {
        problems.push({
          file: ownerFiles[name],
          item,
          field: 'id',
          expected: `an id the page's own elements do not use (${shellElementIds.join(', ')}): the project's card carries its id`,
          found: describe(id),
        });
      }
    }
  }
  return problems;
}

function placeholders(text: unknown): string {
  if (typeof text !== 'string') return '';
  // Any {{…}}, spaces aside, so one the site cannot fill (`{{name, uppercase}}`) shows as written.
  const found = text.match(/{{[^{}]*}}/g) ?? [];
  return found
    .map((placeholder) => placeholder.replace(/\s+/g, ''))
    .sort()
    .join(' ');
}

/**
 * Every language's text of an interface key has the same placeholders. The
 * placeholders most languages share are the reference (English's on a tie),
 * so a typo in English (`{{nme}}`) is blamed on English, not on the
 * languages that have it right.
 */
function placeholderProblems(
  words: ReadonlyMap<string, ReadonlyMap<string, unknown>>,
  english: ReadonlyMap<string, unknown>,
  isItemWord: (key: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  for (const key of english.keys()) {
    if (isItemWord(key)) continue;
    const found = [...words].flatMap(([code, map]) =>
      map.has(key) ? [{ code, placeholders: placeholders(map.get(key)) }] : [],
    );
    const votes = Map.groupBy(found, (entry) => entry.placeholders);
    const [first, second] = [...votes.values()].sort((a, b) => b.length - a.length);
    const reference =
      first && first.length > (second?.length ?? 0)
        ? (first[0]?.placeholders ?? '')
        : placeholders(english.get(key));
    const agreeing = votes.get(reference) ?? [];
    for (const { code, placeholders: own } of found) {
      if (own === reference) continue;
      const others = agreeing.map((entry) => languageName(entry.code)).join(' and ');
      problems.push(
        wordProblem(
          code,
          key,
          `the same placeholders as ${others} (${reference || 'none'})`,
          own || 'none',
        ),
      );
    }
  }
  return problems;
}

/** What every rule on the words reads: each language's words as `dot.path → value`, English's among them. */
type WordContext = {
  input: OwnerInput;
  codeKeys: CodeKeys;
  /** English (or the first language without it), whose keys the others follow. */
  base: OwnerInput['languages'][number];
  others: OwnerInput['languages'];
  words: Map<string, Map<string, unknown>>;
  english: Map<string, unknown>;
  /** Whether a key is a content item's word (checked per item) rather than an interface word. */
  isItemWord: (key: string) => boolean;
};

/**
 * Words English gives as an object or a list where every other language has
 * a text (`"description": { "text": … }`): English's slip, told once on its
 * own line, and alone among the words' problems, since each other language
 * would otherwise be blamed twice for it (a key English lacks, one it has).
 */
function englishShapeProblems({ input, base, others }: WordContext): Problem[] {
  if (others.length === 0) return [];
  const problems: Problem[] = [];
  const walk = (value: unknown, path: readonly string[]): void => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const at = [...path, key];
      const isText = ({ code }: { code: string }) =>
        typeof valueAt(input.words[code], at) === 'string';
      if (child !== null && typeof child === 'object' && others.every(isText)) {
        const names = others.map(({ code }) => languageName(code)).join(' and ');
        problems.push(
          wordProblem(
            base.code,
            at.join('.'),
            `a text, as ${names} ${others.length > 1 ? 'have' : 'has'} there`,
            Array.isArray(child) ? 'a list' : 'an object',
          ),
        );
      } else {
        walk(child, at);
      }
    }
  };
  walk(input.words[base.code], []);
  return problems;
}

function checkWords(
  input: OwnerInput,
  { items, repeated }: Pick<ReturnType<typeof checkContent>, 'items' | 'repeated'>,
  codeKeys: CodeKeys,
): Problem[] {
  const [base, ...others] = referenceFirst(input.languages);
  if (!base) return [];
  const words = new Map(
    input.languages.map(({ code }) => [code, leaves(input.words[code] ?? {})] as const),
  );
  const collections = [
    ...Object.values(itemWords).map(({ section, path }) => `${section}.${path}.`),
    ...mapWordCollections,
  ];
  const context: WordContext = {
    input,
    codeKeys,
    base,
    others,
    words,
    english: words.get(base.code) ?? new Map<string, unknown>(),
    isItemWord: (key) => collections.some((prefix) => key.startsWith(prefix)),
  };
  const shapes = englishShapeProblems(context);
  if (shapes.length > 0) return shapes;
  const wordless = wordlessKeys(codeKeys, context.english);
  return [
    ...itemWordProblems(input, items, repeated),
    ...markupAndEmptyProblems(context),
    ...wordlessKeyProblems(context, wordless),
    ...missingAndExtraKeyProblems(context, new Set(wordless.map(({ key }) => key))),
    ...placeholderProblems(words, context.english, context.isItemWord),
    ...serviceWordProblems(input),
    ...unusedWordProblems(context),
  ];
}

/** More items than this with no words in a language are told in one line (20 new jobs: not 20 lines per language). */
const wordlessOneByOne = 3;

/** An item with no words in a language: where they were looked for, and what was there. */
type Wordless = { item: string; key: string; expected: string; found: string };

function wordlessProblems(
  wordless: readonly Wordless[],
  { file, language, spec, list }: { file: string; language: string; spec: ItemWords; list: string },
): Problem[] {
  const field = spec.fields.join(', ');
  if (wordless.length <= wordlessOneByOne) {
    return wordless.map(({ item, expected, found }) => ({ file, item, field, expected, found }));
  }
  const [first] = wordless;
  const founds = new Set(wordless.map(({ found }) => found));
  const [found] = founds;
  return [
    {
      file,
      item: wordless.map(({ item }) => item).join(', '),
      field,
      expected: `${language} words for each of these ${wordless.length} (listed in ${list}), as at ${first?.key ?? ''}`,
      ...(founds.size === 1 && found !== undefined && { found }),
    },
  ];
}

/** Content items: every field in every language; no words for items that do not exist. */
function itemWordProblems(
  input: OwnerInput,
  items: ReturnType<typeof checkContent>['items'],
  repeated: ReturnType<typeof checkContent>['repeated'],
): Problem[] {
  const problems: Problem[] = [];
  for (const [name, spec] of Object.entries(itemWords) as [ContentName, ItemWords][]) {
    const itemKeys = new Map(items[name].map(({ id }) => [spec.key(id), id] as const));
    for (const { code } of input.languages) {
      const language = languageName(code);
      const file = localeFile(code, spec.section);
      const collection = valueAt(input.words[code]?.[spec.section], spec.path.split('.'));
      const entries: Record<string, unknown> =
        collection !== null && typeof collection === 'object'
          ? (collection as Record<string, unknown>)
          : {};
      /** The items with no words at all in this language: told one by one, or as one line when many. */
      const wordless: Wordless[] = [];
      for (const [itemKey, id] of itemKeys) {
        const key = `${spec.section}.${spec.path}.${itemKey}`;
        const words = entries[itemKey];
        const item = spec.label(id);
        const where = `${language} words for ${item} (listed in ${ownerFiles[name]}) at ${key}`;
        if (words === null || typeof words !== 'object') {
          wordless.push({ item, key, expected: where, found: describe(words) });
          continue;
        }
        for (const field of spec.fields) {
          const value = (words as Record<string, unknown>)[field];
          if (!isVisibleText(value)) {
            problems.push({
              file,
              item,
              field,
              expected: `a non-empty text: ${where}.${field}`,
              found: describeText(value),
            });
          }
        }
        for (const field of Object.keys(words)) {
          if (!spec.fields.includes(field)) {
            problems.push({
              file,
              item,
              field,
              expected: `only the fields ${spec.fields.join(', ')}; nothing uses ${key}.${field}`,
            });
          }
        }
      }
      problems.push(
        ...wordlessProblems(wordless, { file, language, spec, list: ownerFiles[name] }),
      );
      for (const [itemKey, words] of Object.entries(entries)) {
        if (itemKeys.has(itemKey)) continue;
        const fields =
          words !== null && typeof words === 'object' ? Object.keys(words).join(', ') : '(text)';
        problems.push({
          file,
          item: `${spec.path}.${itemKey}`,
          field: fields,
          expected: repeated.has(name)
            ? `words only for items of ${ownerFiles[name]}; none has the key ${itemKey}, and two items there share an id: if one of them was ${itemKey}, give it back its id, else remove these words`
            : `words only for items of ${ownerFiles[name]}; none has the key ${itemKey}: remove these words, or add the item`,
        });
      }
    }
  }

  return problems;
}

/**
 * Every word is shown as written (never as HTML): a tag would show on the
 * page as is. Interface words: no empty value.
 */
function markupAndEmptyProblems({ words, isItemWord }: WordContext): Problem[] {
  const problems: Problem[] = [];
  for (const [code, map] of words) {
    for (const [key, value] of map) {
      const found = typeof value === 'string' ? markupIn(value) : undefined;
      if (found) {
        problems.push(
          wordProblem(
            code,
            key,
            `plain text: the site shows words as written, so ${found.markup} would show as is (${found.kind})`,
            describe(value),
          ),
        );
      }
      // i18next reads `$t(key)` as another key's words, put in its place.
      if (typeof value === 'string' && value.includes('$t(')) {
        problems.push(
          wordProblem(
            code,
            key,
            "no $t(…): the site would show another key's words in its place; write the words themselves",
            describe(value),
          ),
        );
      }
      if (isItemWord(key)) continue;
      if (!isVisibleText(value)) {
        problems.push(wordProblem(code, key, 'a non-empty text', describeText(value)));
      }
    }
  }
  return problems;
}

/**
 * Words the code names that English lacks: the page would show a raw key.
 * Every language that lacks one is told, English first; the others' words are not extra.
 */
function wordlessKeyProblems(
  { input, words }: WordContext,
  wordless: ReturnType<typeof wordlessKeys>,
): Problem[] {
  const problems: Problem[] = [];
  for (const { key, source } of wordless) {
    for (const { code } of input.languages) {
      if (!(words.get(code)?.has(key) ?? false)) {
        problems.push(
          wordProblem(
            code,
            key,
            `a text in ${languageName(code)}, which ${source} shows`,
            'nothing',
          ),
        );
      }
    }
  }
  return problems;
}

/** Interface words: English's keys in every other language, and only those. */
function missingAndExtraKeyProblems(
  { codeKeys, base, others, words, english, isItemWord }: WordContext,
  wordlessKeySet: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const { code } of others) {
    const language = languageName(code);
    const map = words.get(code) ?? new Map<string, unknown>();
    for (const [key, text] of english) {
      if (isItemWord(key)) continue;
      if (!map.has(key)) {
        // English words nothing shows are to be removed (below), not translated.
        if (!isKeyUsed(key, codeKeys)) continue;
        problems.push(
          wordProblem(code, key, `a ${language} text for ${describe(text)}`, 'nothing'),
        );
      }
    }
    for (const key of map.keys()) {
      // A listed service's word English lacks is asked of English (serviceWordProblems).
      if (
        !isItemWord(key) &&
        !english.has(key) &&
        !wordlessKeySet.has(key) &&
        serviceWordOf(key)?.isShown !== true
      ) {
        problems.push(
          wordProblem(
            code,
            key,
            `only keys English has (${languageName(base.code)} has no ${key})`,
          ),
        );
      }
    }
  }
  return problems;
}

/** English words nothing shows (or a retired service's): to be removed in every language. */
function unusedWordProblems({
  input,
  codeKeys,
  base,
  words,
  isItemWord,
  english,
}: WordContext): Problem[] {
  const problems: Problem[] = [];
  const languageCodes = input.languages.map(({ code }) => code).join(', ');
  const whereHeld = (key: string) => {
    const holders = [...words].flatMap(([code, map]) => (map.has(key) ? [code] : []));
    return holders.length === words.size
      ? `in every language (${languageCodes})`
      : `in ${holders.join(', ')}`;
  };
  // A service services.ts no longer lists: one line for all its words.
  const retired = new Map<string, string[]>();
  for (const key of english.keys()) {
    if (isItemWord(key)) continue;
    if (serviceWordOf(key)?.isListed === false) {
      const [, , id = ''] = key.split('.');
      retired.set(id, [...(retired.get(id) ?? []), key]);
    } else if (!isKeyUsed(key, codeKeys)) {
      problems.push(
        wordProblem(
          base.code,
          key,
          `only words the site shows; nothing shows ${key}: remove it from ${key.split('.')[0] ?? ''}.json ${whereHeld(key)}`,
          'words nothing uses',
        ),
      );
    }
  }
  for (const [id, keys] of retired) {
    problems.push({
      file: localeFile(base.code, 'home'),
      item: `service "${id}"`,
      field: keys.map((key) => key.split('.').slice(3).join('.')).join(', '),
      expected: `only words of the services app/features/home/services.ts lists (${serviceIds.join(', ')}): remove home.services.${id} from home.json ${whereHeld(keys[0] ?? '')}, or list "${id}" there with its icon`,
      found: 'words nothing uses',
    });
  }
  return problems;
}

/** The line a JSON parse error points at (`… (line 3 column 3)`), if it says. */
function lineOf(message: string): number | undefined {
  const line = /\bline (\d+)/.exec(message)?.[1];
  return line === undefined ? undefined : Number(line);
}

/**
 * The longest title a page may have (`<title>`, also its shared `og:title`):
 * html-validate's `long-title` rule, which the tests hold every built page
 * to, and about where search results cut a title short.
 */
export const pageTitleMaxLength = 70;

/** The pages whose titles the words give (`meta.<page>.title`), each followed by the name. */
const titledPages = ['home', 'about', 'projects', 'notFound'] as const;

/** Titles that, with the name after them (app/seo/page-title.ts), run past the longest. */
function pageTitleProblems(input: OwnerInput): Problem[] {
  const name = valueAt(input.site, ['name']);
  if (typeof name !== 'string') return [];
  const suffix = pageTitle('', name);
  return input.languages.flatMap(({ code }) =>
    titledPages.flatMap((page) => {
      const title = valueAt(input.words[code], ['meta', page, 'title']);
      if (typeof title !== 'string' || pageTitle(title, name).length <= pageTitleMaxLength) {
        return [];
      }
      return [
        wordProblem(
          code,
          `meta.${page}.title`,
          `at most ${pageTitleMaxLength - suffix.length} characters: the page's title is this and "${suffix}", at most ${pageTitleMaxLength} in all (search results cut longer ones)`,
          `${title.length} characters, ${title.length + suffix.length} with the name`,
        ),
      ];
    }),
  );
}

/** The years in a job's `years` words, in order: `2019–2023` gives 2019, 2023. */
function yearsIn(text: string): number[] {
  return [...text.matchAll(/\b(?:19|20)\d\d\b/g)].map(([year]) => Number(year));
}

/**
 * A job's years in every language: the years English gives, in its order (the
 * pages and CVs in each language say when the job was), and English's from the
 * earlier to the later (`2025–2023` is a slip).
 */
function jobYearsProblems(input: OwnerInput): Problem[] {
  const spec = itemWords.jobs;
  const [base] = referenceFirst(input.languages);
  if (!base || !Array.isArray(input.content.jobs)) return [];
  return input.content.jobs.flatMap((job: unknown) => {
    const id = valueAt(job, ['id']);
    if (typeof id !== 'number' && typeof id !== 'string') return [];
    const yearsOf = (code: string) =>
      valueAt(input.words[code], [spec.section, ...spec.path.split('.'), spec.key(id), 'years']);
    const english = yearsOf(base.code);
    if (typeof english !== 'string') return [];
    const reference = yearsIn(english);
    const where = { item: spec.label(id), field: 'years' };
    const problems: Problem[] = [];
    if (reference.some((year, index) => index > 0 && year < (reference[index - 1] ?? year))) {
      problems.push({
        file: localeFile(base.code, spec.section),
        ...where,
        expected: 'the earlier year first: a job runs from one year to a later one',
        found: describe(english),
      });
    }
    for (const { code } of input.languages) {
      const text = yearsOf(code);
      if (code === base.code || typeof text !== 'string') continue;
      if (yearsIn(text).join() === reference.join()) continue;
      problems.push({
        file: localeFile(code, spec.section),
        ...where,
        expected: `the years ${languageName(base.code)} gives (${describe(english)}): ${reference.length > 0 ? reference.join(', ') : 'none'}, in that order`,
        found: describe(text),
      });
    }
    return problems;
  });
}

export function checkOwner(input: OwnerInput, codeKeys: CodeKeys): Problem[] {
  // A file that cannot be read: nothing that depends on it can be checked, and
  // checking anyway would bury its one line under knock-on problems.
  const unloadable = input.unloadable.map(unloadableProblem);
  if (unloadable.some(({ file }) => file === ownerFiles.languages)) return unloadable;
  const languages = checkLanguages(input);
  if (languages.length > 0) return languages;
  if (unloadable.length > 0) return unloadable;
  const unreadable = input.unreadable.map(({ file, message, line = lineOf(message) }): Problem => ({
    // `file:line`, as an editor jumps to it, when the parser says where.
    file: line === undefined ? file : `${file}:${line}`,
    item: wholeFile,
    field: '(JSON)',
    expected: 'valid JSON (the checks of the words run once every file reads)',
    found: message,
  }));
  const repeated = input.repeatedKeys.map(({ lang, key, lines: [first, last] }): Problem => {
    const problem = wordProblem(
      lang,
      key,
      `each key once in its object: the value on line ${last} replaces the one on line ${first}; remove one`,
    );
    return { ...problem, file: `${problem.file}:${last}` };
  });
  const content = checkContent(input);
  const first = [...unreadable, ...repeated, ...checkSite(input), ...content.problems];
  // Words checked against a list that did not load would all read as unused.
  if (unreadable.length > 0 || content.isListMissing) return first;
  return [
    ...first,
    ...checkWords(input, content, codeKeys),
    ...pageTitleProblems(input),
    ...jobYearsProblems(input),
    ...checkPlaceWords(input),
    ...checkGlossaries(input),
  ];
}
