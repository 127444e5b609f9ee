import type { ClientProject, FeaturedProject } from '~/content/types';
import type { Translation } from '~/i18n/resources';

/**
 * Projects whose id has its words in the translation files: an id without
 * `projects.featured.<id>` (or `projects.client.<id>`) fails the type check.
 */
export type FeaturedProjectEntry = FeaturedProject & {
  id: keyof Translation['projects']['featured'];
};

export type ClientProjectEntry = ClientProject & {
  id: keyof Translation['projects']['client'];
};

/** A URL counts only when it is not blank: a blank one renders no link. */
export function hasUrl(url: string): boolean {
  return url.trim() !== '';
}
