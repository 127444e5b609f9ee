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

/**
 * Where a visitor meets some text (a page's path, or a file's), in which
 * language, with the placeholders it shows and the texts that show them.
 */
export type ShownText = { path: string; lang: string; placeholders: string[]; texts: string[] };

/** A file the build wrote from the words (its URL path), in a language, with the texts it holds. */
export type WrittenText = { path: string; lang: string; texts: string[] };

/** What a built page shows, by its URL path. */
export function shownOnPage(path: string, html: string): ShownText {
  return { path, ...shownPlaceholders(html) };
}

/** What a written file shows. */
export function shownInFile({ path, lang, texts }: WrittenText): ShownText {
  return { path, lang, ...placeholdersIn(texts) };
}

const unread = new Set(['script', 'style', 'template']);

/** The placeholders in a page's text and attributes, each once, the texts that hold them, and the page's language. */
export function shownPlaceholders(html: string): Omit<ShownText, 'path'> {
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
  return { lang, ...placeholdersIn(texts) };
}

/** A value as a URL's reader sees it (`%7B%7Bnme%7D%7D` is `{{nme}}`); as it is when it is no valid URL encoding. */
function urlDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The placeholders in some texts, each once, and the texts that hold any, each once. */
function placeholdersIn(texts: Iterable<string>): { placeholders: string[]; texts: string[] } {
  const found = new Set<string>();
  const holding = new Set<string>();
  for (const text of texts) {
    for (const [token] of text.matchAll(placeholderPattern)) {
      found.add(token);
      holding.add(text);
    }
  }
  return { placeholders: [...found], texts: [...holding] };
}

/**
 * Whether a shown text is these words with `token` left in: it holds the
 * token with the words' own letters on either side of it (up to the next
 * placeholder, which the page may have filled in). Words with no letters
 * around it (`{{name}} – {{role}}`) would match any such text: they tell
 * nothing, and are never a match.
 */
function isShownAsIn(value: string, token: string, texts: readonly string[]): boolean {
  const index = value.indexOf(token);
  const before = value.slice(0, index).split(placeholderPattern).at(-1) ?? '';
  const after = value.slice(index + token.length).split(placeholderPattern)[0] ?? '';
  if (`${before}${after}`.trim() === '') return false;
  return texts.some((text) => text.includes(`${before}${token}${after}`));
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
  const shownOn = new Map<
    string,
    { lang: string; token: string; paths: string[]; texts: string[] }
  >();
  for (const { path, lang, placeholders, texts } of shown) {
    for (const token of placeholders) {
      const key = `${lang} ${token}`;
      const entry = shownOn.get(key) ?? { lang, token, paths: [], texts: [] };
      entry.paths.push(path);
      entry.texts.push(...texts.filter((text) => text.includes(token)));
      shownOn.set(key, entry);
    }
  }
  return [...shownOn.values()].flatMap(({ lang, token, paths, texts }) => {
    const where = `${token} shows as written on ${paths.join(', ')}`;
    const expected = `only placeholders the site fills in; ${where}: is it misspelt, or one that these words are not given?`;
    const holders = [...leaves(words[lang] ?? {})].filter(
      ([, value]) => typeof value === 'string' && value.includes(token),
    );
    if (holders.length === 0) {
      return [{ file: '(the built site)', item: paths.join(', '), field: '(text)', expected }];
    }
    // The words whose text the pages show with the token left in, when the
    // texts tell them apart; else every word that holds it.
    const shownAsIn = holders.filter(([, value]) => isShownAsIn(String(value), token, texts));
    return (shownAsIn.length > 0 ? shownAsIn : holders).map(([key, value]) =>
      wordProblem(lang, key, expected, JSON.stringify(value)),
    );
  });
}
