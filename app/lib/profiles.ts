import type { SiteConfig } from '../content/types.ts';

/** The addresses of the profile pages the owner gives (each is optional), GitHub first. */
export function profileUrls({ github, linkedin }: SiteConfig['profiles']): string[] {
  return [github, linkedin].filter((url) => url !== undefined);
}
