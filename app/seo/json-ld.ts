import { site } from '../../site.config';
import type { SiteConfig } from '~/content/types';
import { profileUrls } from '~/lib/profiles';

/** The owner as a schema.org `Person`, built from the identity config. */
export function personJsonLd(options: {
  /** Absolute URL of the home page in the current language. */
  url: string;
  /** Absolute origin of the site, for a language-independent `@id`. */
  origin: string;
  jobTitle: string;
  image: string;
}) {
  const { speaks }: SiteConfig = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${options.origin}/#person`,
    name: site.name,
    jobTitle: options.jobTitle,
    url: options.url,
    image: options.image,
    email: `mailto:${site.email}`,
    sameAs: profileUrls(site.profiles),
    // The languages the owner speaks, which are not the site's.
    ...(speaks && { knowsLanguage: [...speaks] }),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&`
 * are written as Unicode escapes, so no value can close the script element or
 * open a comment, and U+2028/U+2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
