/**
 * Reads everything the owner supplies, from a project root: the identity
 * (site.config.ts), the content modules (app/content/*.ts) and the words
 * (app/i18n/locales/<lang>/<section>.json, listed by app/i18n/locales/<lang>.ts). Build-time only: the checks, the
 * picture pipeline and the tests use it; no page imports it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentName } from '../../app/content/item-words.ts';
import type { Glossary } from '../../app/i18n/glossary.ts';
import { valueAt } from '../../app/lib/value-at.ts';
import { repeatedKeysIn } from './repeated-keys.ts';
import { languageCodePattern } from './schemas.ts';

export const projectRoot = join(import.meta.dirname, '..', '..');

/** The owner's files, relative to the root; problems name them this way. */
export const ownerFiles = {
  site: 'site.config.ts',
  languages: 'app/i18n/languages.ts',
  testimonials: 'app/content/testimonials.ts',
  jobs: 'app/content/jobs.ts',
  achievements: 'app/content/achievements.ts',
  hobbies: 'app/content/hobbies.ts',
  featuredProjects: 'app/content/featured-projects.ts',
  clientProjects: 'app/content/client-projects.ts',
  images: 'app/content/images',
  locales: 'app/i18n/locales',
  glossary: 'app/i18n/glossary.ts',
} as const;

export type { ContentName };

/** A language's words: section name → nested object of strings, as the JSON files hold them. */
type Words = Record<string, unknown>;

export type OwnerInput = {
  root: string;
  /** The identity as exported by site.config.ts (not yet validated). */
  site: unknown;
  /** Each content module's exported list (not yet validated). */
  content: Record<ContentName, unknown>;
  /** The languages of app/i18n/languages.ts whose code can name a folder of words. */
  languages: { code: string }[];
  /** app/i18n/languages.ts's exports as they are (not yet validated). */
  languageList: { languages: unknown; defaultLanguage: unknown };
  /** Words per language: section → value, read from each JSON file. */
  words: Record<string, Words>;
  /** JSON files that could not be parsed, with the parser's message and the line at fault. */
  unreadable: { file: string; message: string; line?: number }[];
  /** Keys given twice in one object of a words file (`JSON.parse` keeps the last): `about.title`, with both lines. */
  repeatedKeys: { lang: string; key: string; lines: [number, number] }[];
  /** `SITE_URL` from the environment, which overrides the identity's `url` in a build. */
  siteUrlOverride: string | undefined;
  /** TypeScript files that could not be loaded (a syntax or runtime error), with where and why. */
  unloadable: { file: string; message: string; line?: number }[];
  /** app/i18n/glossary.ts's glossaries by language code (none when it does not load). */
  glossaries: Partial<Record<string, Glossary>>;
};

const contentExports: Record<ContentName, string> = {
  testimonials: 'testimonials',
  jobs: 'jobs',
  achievements: 'achievements',
  hobbies: 'hobbies',
  featuredProjects: 'featuredProjects',
  clientProjects: 'clientProjects',
};

/**
 * Where (the file and line its stack names first) and why a module failed to
 * load: a syntax error, or an error thrown while it runs. The message is one
 * line, followed by the line of source it points at.
 */
export function loadFailure(
  root: string,
  error: unknown,
): { file?: string; message: string; line?: number } {
  if (!(error instanceof Error)) return { message: String(error) };
  const message = `${error.name}: ${error.message.split('\n')[0] ?? ''}`;
  const at = /(?:file:\/\/)?(\/[^\s:?]+\.[cm]?[jt]sx?)(?:\?[^\s:]*)?:(\d+)/.exec(error.stack ?? '');
  if (!at?.[1] || !at[2]) return { message };
  const path = decodeURIComponent(at[1]);
  const line = Number(at[2]);
  const source = existsSync(path) ? readFileSync(path, 'utf8').split('\n')[line - 1]?.trim() : '';
  return {
    file: relative(root, path),
    message:
      (source ? `${message}, at "${source}"` : message) +
      // A parser stops at the first token it cannot take: the slip may be just before it.
      (error instanceof SyntaxError ? ' (or just before it)' : ''),
    line,
  };
}

/** Loads so far, which keep two loads in one millisecond apart. */
let loads = 0;

async function importModule(
  root: string,
  file: string,
  unloadable: OwnerInput['unloadable'],
): Promise<Record<string, unknown>> {
  const path = join(root, file);
  // A query string makes every load fresh: dev reloads and tests re-read edited files, even
  // twice in one millisecond.
  const url = `${pathToFileURL(path).href}?t=${Date.now()}-${(loads += 1)}`;
  try {
    return (await import(url)) as Record<string, unknown>;
  } catch (error) {
    unloadable.push({ file, ...loadFailure(root, error) });
    return {};
  }
}

/**
 * A language's list of word files (`app/i18n/locales/<code>.ts`), which the
 * pages import: it must exist and load. Node imports JSON only with an import
 * attribute, so a file that parses and finds its JSON files stops at that
 * attribute, which is as far as this check needs.
 */
async function checkWordsIndex(
  root: string,
  file: string,
  unloadable: OwnerInput['unloadable'],
): Promise<void> {
  const path = join(root, file);
  const code = basename(file, '.ts');
  if (!existsSync(path)) {
    // Another translation's list holds its words to English's keys (`satisfies
    // Translation`); English's own is the model only when there is no other.
    const lists = readdirSync(join(root, ownerFiles.locales)).filter((name) =>
      name.endsWith('.ts'),
    );
    const model = basename(lists.find((name) => name !== 'en.ts') ?? 'en.ts', '.ts');
    unloadable.push({
      file,
      message: `no such file: copy ${ownerFiles.locales}/${model}.ts, with ./${model}/ changed to ./${code}/`,
    });
    return;
  }
  // Another language's words (a copy of en.ts left as it was) would pass every other check.
  const others = [...readFileSync(path, 'utf8').matchAll(/from\s+['"]([^'"]+)['"]/g)]
    .map(([, source = '']) => source)
    .filter((source) => source.endsWith('.json') && !source.startsWith(`./${code}/`));
  if (others.length > 0) {
    unloadable.push({
      file,
      message: `its words come from ${others.join(', ')}: import them from ./${code}/`,
    });
    return;
  }
  try {
    await import(`${pathToFileURL(path).href}?t=${Date.now()}`);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_IMPORT_ATTRIBUTE_MISSING')
      unloadable.push({ file, ...loadFailure(root, error) });
  }
}

/** What some Windows editors write before a UTF-8 file's first character, which JSON does not allow. */
const byteOrderMark = '\uFEFF';

/**
 * Where a JSON slip is and what it is, in the owner's words where the
 * parser's are a developer's. The parser names where it stopped: for a
 * missing comma, or one after the last value (`"b": "y",` then `}`), that is
 * the next line, so then it is the line the comma belongs to.
 */
export function jsonSlip(text: string, message: string): { line?: number; message: string } {
  const lineAt = (at: number) => text.slice(0, at).split('\n').length;
  const position = Number(/\bat position (\d+)/.exec(message)?.[1] ?? Number.NaN);
  if (Number.isNaN(position)) {
    // A text or key in single quotes: the parser quotes a piece of the file, not its place.
    const quote = message.startsWith(`Unexpected token '''`) ? singleQuoteAt(text) : -1;
    return quote < 0 ? { message } : { line: lineAt(quote), message: singleQuotes };
  }
  const before = text.slice(0, position).trimEnd();
  const at = text.charAt(position);
  if (at === "'") return { line: lineAt(position), message: singleQuotes };
  if (/^\/[/*]/.test(text.slice(position))) {
    return { line: lineAt(position), message: 'a comment, which JSON does not allow: remove it' };
  }
  if (before.endsWith(',') && /^\s*[}\]]/.test(text.slice(position))) {
    return {
      line: lineAt(before.length),
      message: `a comma after the last value, before ${text.slice(position).trim().charAt(0)} (JSON takes none there): remove it`,
    };
  }
  if (message.startsWith('Bad control character in string literal') && /[\n\r]/.test(at)) {
    return {
      line: lineAt(position),
      message:
        'a text that does not end on its line: its closing " is missing (a line break inside a text is written \\n)',
    };
  }
  if (/^Expected ',' or '[}\]]' after/.test(message)) {
    const isMidLine = text.slice(text.lastIndexOf('\n', position - 1) + 1, position).trim() !== '';
    // `"a": "say "hi" now"`: the text ends at the second ", and the parser stops at the h.
    if (isMidLine && before.endsWith('"') && /[^\s"{}[\],:]/.test(at)) {
      return {
        line: lineAt(position),
        message: 'a " inside a text, which ends the text there: write it as \\" or use “ ”',
      };
    }
    return {
      line: lineAt(before.length),
      message: 'a comma missing after this value, before the next one: add one',
    };
  }
  if (/^Expected (?:double-quoted )?property name/.test(message) && /[\p{L}\d_$]/u.test(at)) {
    return { line: lineAt(position), message: 'a key without its double quotes: write "key": …' };
  }
  return { line: lineAt(position), message };
}

const singleQuotes = 'a text or key in single quotes: JSON takes double quotes ("…")';

/** Where the first ' outside a double-quoted text is, or -1. */
function singleQuoteAt(text: string): number {
  let inText = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charAt(at);
    if (inText && char === '\\') at += 1;
    else if (char === '"') inText = !inText;
    else if (char === "'" && !inText) return at;
  }
  return -1;
}

/**
 * A words file's text read as JSON, or what is wrong with it and where: the
 * check and the dev server read the owner's JSON alike.
 */
export function readJson(
  text: string,
): { value: unknown; slip?: undefined } | { slip: { line?: number; message: string } } {
  if (text.startsWith(byteOrderMark)) {
    return {
      slip: {
        line: 1,
        message:
          'an invisible byte-order mark (BOM) before the {: save the file as UTF-8 without BOM',
      },
    };
  }
  if (text.trim() === '') {
    return {
      slip: { line: 1, message: 'an empty file: its words go in it as { "key": "text", … }' },
    };
  }
  if (text.includes('\u0000')) {
    return {
      slip: { line: 1, message: 'a file saved as UTF-16: save it as UTF-8 without BOM' },
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return { slip: jsonSlip(text, error instanceof Error ? error.message : String(error)) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const found = Array.isArray(value) ? 'a list [ … ]' : `${JSON.stringify(value)} alone`;
    return {
      slip: { line: 1, message: `${found}, where the words are one object { "key": "text", … }` },
    };
  }
  return { value };
}

export async function loadOwner(root: string = projectRoot): Promise<OwnerInput> {
  const unloadable: OwnerInput['unloadable'] = [];
  const siteModule = await importModule(root, ownerFiles.site, unloadable);
  const languagesModule = await importModule(root, ownerFiles.languages, unloadable);
  // Only a code that can name a folder is read; check.ts tells the others.
  const languageList = (Array.isArray(languagesModule.languages) ? languagesModule.languages : [])
    .map((entry: unknown) => valueAt(entry, ['code']))
    .filter((code): code is string => typeof code === 'string' && languageCodePattern.test(code))
    .map((code) => ({ code }));

  const { glossaries } = await importModule(root, ownerFiles.glossary, unloadable);

  const content = {} as Record<ContentName, unknown>;
  for (const [name, exportName] of Object.entries(contentExports) as [ContentName, string][]) {
    content[name] = (await importModule(root, ownerFiles[name], unloadable))[exportName];
  }

  const words: Record<string, Words> = {};
  const unreadable: OwnerInput['unreadable'] = [];
  const repeatedKeys: OwnerInput['repeatedKeys'] = [];
  for (const { code } of languageList) {
    const dir = join(root, ownerFiles.locales, code);
    const sections: Words = {};
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
    for (const name of files.sort()) {
      const file = `${ownerFiles.locales}/${code}/${name}`;
      const text = readFileSync(join(root, file), 'utf8');
      const read = readJson(text);
      if (read.slip) {
        unreadable.push({ file, ...read.slip });
        continue;
      }
      const section = name.replace(/\.json$/, '');
      sections[section] = read.value;
      for (const { path, lines } of repeatedKeysIn(text)) {
        repeatedKeys.push({ lang: code, key: [section, ...path].join('.'), lines });
      }
    }
    words[code] = sections;
    await checkWordsIndex(root, `${ownerFiles.locales}/${code}.ts`, unloadable);
  }

  return {
    root,
    site: siteModule.site,
    content,
    languages: [...new Map(languageList.map((language) => [language.code, language])).values()],
    languageList: {
      languages: languagesModule.languages,
      defaultLanguage: languagesModule.defaultLanguage,
    },
    words,
    unreadable,
    repeatedKeys,
    unloadable,
    siteUrlOverride: process.env.SITE_URL,
    glossaries: glossaries && typeof glossaries === 'object' ? glossaries : {},
  };
}
