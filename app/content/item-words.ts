/**
 * Where each kind of content item keeps its words in the translation files,
 * and which fields every item needs in every language: the one table the
 * components, the CV, the translation types (app/i18n/resources.ts) and the
 * owner checks (scripts/owner) read. No imports: the build scripts load it
 * with plain Node.
 */

/** The kinds of item an owner lists, each in its own file under app/content/. */
export type ContentName =
  'testimonials' | 'jobs' | 'achievements' | 'hobbies' | 'featuredProjects' | 'clientProjects';

/**
 * The key of a numbered item's words is its prefix and its id: job 3's are
 * under `about.jobs.job3`. (Testimonials and projects are keyed by their id.)
 */
export const itemPrefix = { jobs: 'job', achievements: 'achievement', hobbies: 'hobby' } as const;

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
    key: (id) => `${itemPrefix.jobs}${id}`,
    fields: ['title', 'company', 'years', 'description'],
    label: (id) => `job ${id}`,
  },
  achievements: {
    section: 'about',
    path: 'achievements',
    key: (id) => `${itemPrefix.achievements}${id}`,
    fields: ['title', 'organization', 'description', 'year'],
    label: (id) => `achievement ${id}`,
  },
  hobbies: {
    section: 'about',
    path: 'hobbies',
    key: (id) => `${itemPrefix.hobbies}${id}`,
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
