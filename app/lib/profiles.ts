import type { SiteConfig } from '../content/types.ts';

type Profiles = SiteConfig['profiles'];

/** The profiles the site can link, in order, each with the words that name it. */
const profileKinds = [
  { kind: 'github', labelKey: 'footer.github' },
  { kind: 'linkedin', labelKey: 'footer.linkedin' },
] as const satisfies readonly { kind: keyof Profiles; labelKey: string }[];

export type GivenProfile = (typeof profileKinds)[number] & { url: string };

/** The profiles the owner gives (each is optional), GitHub first, with their words: the build's vCards and CVs. */
export function givenProfiles(profiles: Profiles): GivenProfile[] {
  return profileKinds.flatMap((profile) => {
    const url = profiles[profile.kind];
    return url === undefined ? [] : [{ ...profile, url }];
  });
}

/**
 * Their addresses, for the pages (the footer, structured data, printed CV).
 * Written out rather than from `givenProfiles`: this way costs the pages'
 * JavaScript fewer bytes, which Home is short of.
 */
export function profileUrls({ github, linkedin }: Profiles): string[] {
  return [github, linkedin].filter((url) => url !== undefined);
}
