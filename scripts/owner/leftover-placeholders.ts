/**
 * Placeholders a prerendered page shows as written: `{{nme}}` where the code
 * fills `{{name}}`. The word checks (check.ts) hold every language to the
 * placeholders most of them share; this catches the rest, such as the same
 * misspelling in every language, on what the visitor would read: the pages'
 * text and attribute values, not their scripts (which carry the translations,
 * placeholders and all, for hydration).
 */
import { NodeType, parse, type HTMLElement } from 'node-html-parser';
import type { Problem } from './problem.ts';
import { placeholderPattern } from '../../app/lib/interpolate.ts';
import { leaves, wordProblem } from './words.ts';

const unread = new Set(['script', 'style', 'template']);

/** The placeholders in a page's text and attributes, each once, and the page's language. */
export function shownPlaceholders(html: string): { lang: string; placeholders: string[] } {
  const root = parse(html, { comment: false });
  const found = new Set<string>();
  const visit = (element: HTMLElement) => {
    if (unread.has(element.rawTagName?.toLowerCase() ?? '')) return;
    for (const value of Object.values(element.attributes)) {
      for (const [token] of value.matchAll(placeholderPattern)) found.add(token);
    }
    for (const child of element.childNodes) {
      if (child.nodeType === NodeType.ELEMENT_NODE) visit(child as HTMLElement);
      else if (child.nodeType === NodeType.TEXT_NODE) {
        for (const [token] of child.text.matchAll(placeholderPattern)) found.add(token);
      }
    }
  };
  visit(root);
  const lang = root.querySelector('html')?.getAttribute('lang') ?? '';
  return { lang, placeholders: [...found] };
}

/**
 * One problem per word that holds a placeholder a page shows as written,
 * naming the pages; a placeholder no word of the page's language holds (one
 * in the content itself) is named with the page alone.
 */
export function leftoverPlaceholderProblems(
  pages: readonly { path: string; html: string }[],
  words: Readonly<Record<string, unknown>>,
): Problem[] {
  const shownOn = new Map<string, { lang: string; token: string; paths: string[] }>();
  for (const { path, html } of pages) {
    const { lang, placeholders } = shownPlaceholders(html);
    for (const token of placeholders) {
      const key = `${lang} ${token}`;
      const entry = shownOn.get(key) ?? { lang, token, paths: [] };
      entry.paths.push(path);
      shownOn.set(key, entry);
    }
  }
  return [...shownOn.values()].flatMap(({ lang, token, paths }) => {
    const where = `${token} shows as written on ${paths.join(', ')}`;
    const expected = `only placeholders the page fills in; ${where}: is it misspelt?`;
    const holders = [...leaves(words[lang] ?? {})].filter(
      ([, value]) => typeof value === 'string' && value.includes(token),
    );
    if (holders.length === 0) {
      return [{ file: '(the built pages)', item: paths.join(', '), field: '(text)', expected }];
    }
    return holders.map(([key, value]) => wordProblem(lang, key, expected, JSON.stringify(value)));
  });
}
