/**
 * The owner's identity: the one file an owner edits first.
 * The site belongs to a fictional owner until the real one fills it in;
 * contact addresses use reserved example domains.
 */
export const site = {
  name: 'Baraka Mwangi',
  initials: 'BM',
  email: 'hello@example.com',
  /** Absolute origin the site is served from; `SITE_URL` at build time overrides it. */
  url: 'https://www.example.com',
  profiles: {
    github: 'https://github.com/example',
    linkedin: 'https://www.linkedin.com/in/example',
  },
  themeColor: '#2563eb',
  copyrightYear: 2025,
} as const;

export type Site = typeof site;
