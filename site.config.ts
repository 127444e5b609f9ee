import type { SiteConfig } from './app/content/types';

/**
 * The owner's identity: the one file an owner edits first (see "Make it
 * yours" in the README). The site belongs to a fictional owner until the real
 * one fills it in; contact addresses use reserved example domains.
 * `npm run check` validates every field.
 */
export const site = {
  name: 'Baraka Mwangi',
  initials: 'BM', // the site's icons show them (unless app/content/images/icon.svg exists)
  // familyName: 'dos Santos Gonçalves', // only when it is more than the name's last word (the vCard)
  email: 'hello@example.com',
  /** Absolute `https:` origin the site is served from; `SITE_URL` at build time overrides it. */
  url: 'https://www.example.com',
  // Each optional: the footer, the CV and the vCard link the profiles given.
  profiles: {
    github: 'https://github.com/example',
    linkedin: 'https://www.linkedin.com/in/example',
  },
  /** The languages you speak, as BCP 47 codes, for search engines (optional). */
  speaks: ['sw', 'en', 'pt'],
  /** IANA time zone where the owner works. */
  timeZone: 'Africa/Nairobi',
  /** The browser's and the icons' colour, as #rrggbb. */
  themeColor: '#2563eb',
  copyrightYear: 2025,
  /**
   * Shown on Home: `{ status: 'available' }`, `{ status: 'booked', until: '2027-03' }`
   * (a year and month; once it is over, Home says available) or `{ status: 'unavailable' }`.
   */
  availability: { status: 'available' },
} as const satisfies SiteConfig;
