/**
 * The owner the tests run against: the identity, content and words of the
 * project root whose build is being served (the sample owner by default, a
 * second owner's copy in the `second-owner` project). Tests take names,
 * addresses, years and counts from here, never from literals, so any owner's
 * site passes the same suite.
 */
import { textAt } from '../app/lib/interpolate';
import { test as base } from '@playwright/test';
import type {
  Achievement,
  ClientProject,
  FeaturedProject,
  Hobby,
  Job,
  SiteConfig,
  Testimonial,
} from '../app/content/types';
import type { Language } from '../app/i18n/languages';
import { loadOwner, projectRoot } from '../scripts/owner/load';
import { clientDirOf } from '../scripts/output-dir';

export type Owner = {
  root: string;
  /** The build directory of that root (`build/client` unless BUILD_DIR says otherwise). */
  clientDir: string;
  site: SiteConfig;
  /**
   * The origin the build was made for (`SITE_URL` wins over the identity's
   * `url`), read here by the URL parser rather than by the build's own rule
   * (scripts/seo-files.ts), so a mistake in that rule shows in the tests.
   */
  origin: string;
  testimonials: readonly Testimonial[];
  jobs: readonly Job[];
  achievements: readonly Achievement[];
  hobbies: readonly Hobby[];
  featuredProjects: readonly FeaturedProject[];
  clientProjects: readonly ClientProject[];
  /** A translated text by its dot key, with `{{placeholders}}` filled; throws on a missing key. */
  text: (lang: Language, key: string, values?: Record<string, string | number>) => string;
};

async function readOwner(root: string = projectRoot): Promise<Owner> {
  const input = await loadOwner(root);
  const content = input.content as Record<string, unknown>;
  const site = input.site as Owner['site'];
  return {
    root,
    clientDir: clientDirOf(root),
    site,
    origin: new URL(process.env.SITE_URL ?? site.url).origin,
    testimonials: content.testimonials as Owner['testimonials'],
    jobs: content.jobs as Owner['jobs'],
    achievements: content.achievements as Owner['achievements'],
    hobbies: content.hobbies as Owner['hobbies'],
    featuredProjects: content.featuredProjects as Owner['featuredProjects'],
    clientProjects: content.clientProjects as Owner['clientProjects'],
    text: (lang, key, values = {}) => textAt(input.words[lang], key, values),
  };
}

export type OwnerFixtures = {
  /** The project root whose owner is under test; a project option. */
  ownerRoot: string;
  owner: Owner;
};

/** Worker fixtures that give every test the owner of the build under test. */
export const ownerTest = base.extend<object, OwnerFixtures>({
  ownerRoot: [projectRoot, { option: true, scope: 'worker' }],
  owner: [async ({ ownerRoot }, use) => use(await readOwner(ownerRoot)), { scope: 'worker' }],
});

/**
 * Every spec holds for any owner, whatever their name, words and number of
 * items, and the `second-owner` project runs them against another owner's
 * build, but these, which test how the scripts load and run, the same for
 * every owner (they run for the project's own owner at both widths, and
 * check what its content has: no carousel to tap with one testimonial):
 */
const ownerBlindSpecs = {
  'early-taps': 'taps before hydration: the head script and the early-taps holder',
  'hydration-order': 'the order the modules arrive in',
  'page-change': "how a client-side page change paints, not the page's words",
  prefetch: 'which modules are fetched when the page is idle or the visitor shows intent',
  'script-loading': 'how the scripts start after the first paint, and when they fail',
};

export const sampleOwnerOnlySpecs = new RegExp(
  `(?:^|[\\\\/])(${Object.keys(ownerBlindSpecs).join('|')})\\.spec\\.ts$`,
);

export { escapeRegExp } from '../app/lib/escape-reg-exp';
