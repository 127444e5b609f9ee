/**
 * Placeholders the built site shows as written: `{{nme}}` where the code
 * fills `{{name}}`. The word checks (check.ts) hold every language to the
 * placeholders most of them share; this catches the rest, such as the same
 * misspelling in every language, on what a visitor would read:
 * - the pages' text and attribute values (URL-decoded too, for a mail link's
 *   subject and body), not their scripts (which carry the translations,
 *   placeholders and all, for hydration);
 * - the files the build writes from the words: each language's CV, vCard
 *   and web app manifest.
 */
import { NodeType, parse, type HTMLElement } from 'node-html-parser';
import type { Problem } from './problem.ts';
import { placeholderPattern } from '../../app/lib/interpolate.ts';
import { leaves, wordProblem } from './words.ts';

/** Where a visitor meets some text (a page's path, or a file's), in which language, with the placeholders it shows. */
export type ShownText = { path: string; lang: string; placeholders: string[] };

/** A file the build wrote from the words (its URL path), in a language, with the texts it holds. */
export type WrittenText = { path: string; lang: string; texts: string[] };

/** What a built page shows, by its URL path. */
export function shownOnPage(path: string, html: string): ShownText {
  return { path, ...shownPlaceholders(html) };
}

/** What a written file shows. */
export function shownInFile({ path, lang, texts }: WrittenText): ShownText {
  return { path, lang, placeholders: placeholdersIn(texts) };
}

const unread = new Set(['script', 'style', 'template']);

/** The placeholders in a page's text and attributes, each once, and the page's language. */
export function shownPlaceholders(html: string): { lang: string; placeholders: string[] } {
  const root = parse(html, { comment: false });
  const texts: string[] = [];
  const visit = (element: HTMLElement) => {
    if (unread.has(element.rawTagName?.toLowerCase() ?? '')) return;
    for (const value of Object.values(element.attributes)) texts.push(value, urlDecoded(value));
    for (const child of element.childNodes) {
      if (child.nodeType === NodeType.ELEMENT_NODE) visit(child as HTMLElement);
      else if (child.nodeType === NodeType.TEXT_NODE) texts.push(child.text);
    }
  };
  visit(root);
  const lang = root.querySelector('html')?.getAttribute('lang') ?? '';
  return { lang, placeholders: placeholdersIn(texts) };
}

/** A value as a URL's reader sees it (`%7B%7Bnme%7D%7D` is `{{nme}}`); as it is when it is no valid URL encoding. */
function urlDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The placeholders in some texts, each once. */
function placeholdersIn(texts: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const [token] of text.matchAll(placeholderPattern)) found.add(token);
  }
  return [...found];
}

/** Every string in a value made of objects, arrays and strings (a manifest, a CV's content). */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * One problem per word that holds a placeholder shown as written, naming the
 * pages and files that show it; a placeholder no word of that language holds
 * (one in the content itself) is named with the pages and files alone.
 */
export function leftoverPlaceholderProblems(
  shown: readonly ShownText[],
  words: Readonly<Record<string, unknown>>,
): Problem[] {
  const shownOn = new Map<string, { lang: string; token: string; paths: string[] }>();
  for (const { path, lang, placeholders } of shown) {
    for (const token of placeholders) {
      const key = `${lang} ${token}`;
      const entry = shownOn.get(key) ?? { lang, token, paths: [] };
      entry.paths.push(path);
      shownOn.set(key, entry);
    }
  }
  return [...shownOn.values()].flatMap(({ lang, token, paths }) => {
    const where = `${token} shows as written on ${paths.join(', ')}`;
    const expected = `only placeholders the site fills in; ${where}: is it misspelt?`;
    const holders = [...leaves(words[lang] ?? {})].filter(
      ([, value]) => typeof value === 'string' && value.includes(token),
    );
    if (holders.length === 0) {
      return [{ file: '(the built site)', item: paths.join(', '), field: '(text)', expected }];
    }
    return holders.map(([key, value]) => wordProblem(lang, key, expected, JSON.stringify(value)));
  });
}
