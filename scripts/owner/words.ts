/**
 * The words the owner checks ask for: each content item's (the table in
 * app/content/item-words.ts, which the components, the CV and the
 * translation types read too) and each service's.
 */
import { ownerFiles } from './load.ts';
import type { Problem } from './problem.ts';

export { itemWords, type ItemWords } from '../../app/content/item-words.ts';

/**
 * The words each service of app/features/home/services.ts needs, under
 * `home.services.<id>` (its card on Home, its mail link: services-section.tsx).
 */
export const serviceWordFields = ['title', 'text', 'ask', 'mailSubject', 'mailIntro'] as const;

export function localeFile(lang: string, section: string): string {
  return `${ownerFiles.locales}/${lang}/${section}.json`;
}

/** `about.jobs.job3.title` → file about.json, item `jobs.job3`, field `title`. */
export function wordProblem(lang: string, key: string, expected: string, found?: string): Problem {
  const [section = '', ...rest] = key.split('.');
  const field = rest.pop() ?? section;
  return {
    file: localeFile(lang, section),
    item: rest.join('.') || section,
    field,
    expected,
    ...(found === undefined ? {} : { found }),
  };
}

/** Every leaf of a words object as `dot.path → value`. */
export function leaves(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}
