declare const __SITE_URL__: string;

/** The absolute origin of the deployed site (identity config, or `SITE_URL` at build time). */
export const siteUrl: string = __SITE_URL__;

/** The absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}
