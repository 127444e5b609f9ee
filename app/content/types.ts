/**
 * The content entities. Data files hold facts (ids, URLs, tech tags, images,
 * status keys, gradient classes); every human-readable string lives in the
 * translation files, keyed by the item's id. Ids are typed from the English
 * words, so an id with no words is a type error on its own data line; the
 * build's checks (scripts/owner/check.ts) then hold every language to the same.
 */
import type { Translation } from '~/i18n/resources';
import type { HobbyIconName } from './hobby-icons';
import type { itemPrefix } from './item-words';

/** The numbers N of keys named `<prefix>N`: `job1`, `job2` give 1 | 2. */
type NumberedIds<Key, Prefix extends string> = Key extends `${Prefix}${infer N extends number}`
  ? N
  : never;

/** The owner's identity (site.config.ts). */
export type SiteConfig = {
  name: string;
  /**
   * The end of `name` that is the family name, when it is more than its last
   * word (`dos Santos Gonçalves`); the vCard files the name under it.
   */
  familyName?: string;
  /** Two letters shown when the photo fails to load. */
  initials: string;
  email: string;
  /** Absolute `https:` origin the site is served from; `SITE_URL` at build time overrides it. */
  url: string;
  /** Profile pages, each optional: the footer, CV, vCard and search data link those given. */
  profiles: { github?: string; linkedin?: string };
  /**
   * The languages the owner speaks, as BCP 47 codes (`['sw', 'en']`), for
   * search engines (schema.org `knowsLanguage`); none stated when absent.
   */
  speaks?: readonly string[];
  /** IANA time zone of the owner, e.g. `Africa/Nairobi`. */
  timeZone: string;
  /** `#rrggbb`, the browser's theme colour. */
  themeColor: string;
  copyrightYear: number;
  /** Whether the owner takes new work; shown on Home. */
  availability: Availability;
};

/**
 * The owner's availability: taking new work, booked until a month
 * (`'2027-03'`, shown as "Booked until March 2027" in the page's language),
 * or not taking work.
 */
export type Availability =
  { status: 'available' } | { status: 'booked'; until: string } | { status: 'unavailable' };

export type Testimonial = {
  /** `home.testimonials.items.<id>.{name,position,text}`. */
  id: keyof Translation['home']['testimonials']['items'];
  initials: string;
  /** Tailwind gradient classes for the card's avatar background. */
  bgColor: string;
};

export type Job = {
  /** `about.jobs.job<id>.{title,company,years,description}`. */
  id: NumberedIds<keyof Translation['about']['jobs'], typeof itemPrefix.jobs>;
};

export type Achievement = {
  /** `about.achievements.achievement<id>.{title,organization,description,year}`. */
  id: NumberedIds<keyof Translation['about']['achievements'], typeof itemPrefix.achievements>;
  emoji: string;
};

export type Hobby = {
  /** `about.hobbies.hobby<id>.{title,description}`. */
  id: NumberedIds<keyof Translation['about']['hobbies'], typeof itemPrefix.hobbies>;
  icon: HobbyIconName;
};

/**
 * Where a project was done: degrees east (-180 to 180) and north (-90 to 90),
 * and the key of the place's name in every language, `projects.map.places.<name>`
 * (`'nairobi'`). The map names the country it lies in from
 * `projects.map.countries.<key>`, the country's Natural Earth name in camelCase.
 */
export type Place = {
  name: keyof Translation['projects']['map']['places'];
  longitude: number;
  latitude: number;
};

/** Status keys: green when completed, yellow in progress, grey for planned. */
export const projectStatuses = ['completed', 'inProgress', 'planned'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export type FeaturedProject = {
  /** `projects.featured.<id>.{title,description,category}`. */
  id: keyof Translation['projects']['featured'];
  tech: readonly string[];
  status: ProjectStatus;
  /**
   * File name of the picture in app/content/images/projects/ (jpg, png, webp, avif
   * or svg), e.g. `'my-shop.jpg'`; the build makes its sizes and formats. Absent: the emoji tile.
   */
  image?: string;
  /** Shown in place of the image when there is none or it fails to load. */
  fallbackEmoji: string;
  /** Absolute `https:` URL of the running site; absent when there is none. */
  liveUrl?: string;
  /** Absolute `https:` URL of the source code; absent when it is private. */
  githubUrl?: string;
  place?: Place;
};

export type ClientProject = {
  /** `projects.client.<id>.{title,description}`. */
  id: keyof Translation['projects']['client'];
  tech: readonly string[];
  /** Absolute `https:` URL of the delivered site; absent when it is not public. */
  url?: string;
  place?: Place;
};
