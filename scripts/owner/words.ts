/**
 * Where each content item's words live in the translation files, and which
 * fields every item must have in every language. The components read the
 * same keys (typed from English, and from these fields when the owner has no
 * item of a kind: app/i18n/resources.ts); the build's checks read this table.
 */
import { ownerFiles, type ContentName } from './load.ts';
import type { Problem } from './problem.ts';

export type ItemWords = {
  /** The translation section (file) and the dotted path of the collection inside it. */
  section: string;
  path: string;
  /** The key of one item inside the collection. */
  key: (id: string | number) => string;
  fields: readonly string[];
  /** How an item is named in a message: `job 3`, `featured project "marketplace"`. */
  label: (id: string | number) => string;
};

export const itemWords = {
  testimonials: {
    section: 'home',
    path: 'testimonials.items',
    key: (id) => String(id),
    fields: ['name', 'position', 'text'],
    label: (id) => `testimonial "${id}"`,
  },
  jobs: {
    section: 'about',
    path: 'jobs',
    key: (id) => `job${id}`,
    fields: ['title', 'company', 'years', 'description'],
    label: (id) => `job ${id}`,
  },
  achievements: {
    section: 'about',
    path: 'achievements',
    key: (id) => `achievement${id}`,
    fields: ['title', 'organization', 'description', 'year'],
    label: (id) => `achievement ${id}`,
  },
  hobbies: {
    section: 'about',
    path: 'hobbies',
    key: (id) => `hobby${id}`,
    fields: ['title', 'description'],
    label: (id) => `hobby ${id}`,
  },
  featuredProjects: {
    section: 'projects',
    path: 'featured',
    key: (id) => String(id),
    fields: ['title', 'description', 'category'],
    label: (id) => `featured project "${id}"`,
  },
  clientProjects: {
    section: 'projects',
    path: 'client',
    key: (id) => String(id),
    fields: ['title', 'description'],
    label: (id) => `client project "${id}"`,
  },
} as const satisfies Record<ContentName, ItemWords>;

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
