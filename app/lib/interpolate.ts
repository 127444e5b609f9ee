import { valueAt } from './value-at.ts';

/**
 * The words' placeholders as i18next writes them (`{{name}}`, `{{ name }}`,
 * `{{user.name}}`): one pattern for the owner checks, the page scan and every
 * place that fills words outside i18next (the web app manifest, the vCards,
 * the browser tests).
 */
export const placeholderPattern = /{{\s*([\w.]+)\s*}}/g;

/** Words with their placeholders filled from `values`; one without a value stays as written. */
export function interpolate(text: string, values: Readonly<Record<string, unknown>> = {}): string {
  return text.replace(placeholderPattern, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/**
 * The words at a dot key (`meta.manifest.name`) of one language's
 * translations, placeholders filled: for words used outside i18next (the web
 * app manifest, the vCards, the CV, the browser tests). Throws naming the key
 * when there are none there; the owner checks report that before any build.
 */
export function textAt(
  words: unknown,
  key: string,
  values: Readonly<Record<string, unknown>> = {},
): string {
  const text = valueAt(words, key);
  if (typeof text !== 'string') throw new Error(`No text at ${key}`);
  return interpolate(text, values);
}
