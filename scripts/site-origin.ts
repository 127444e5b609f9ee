/**
 * The absolute origin a build is for, without a trailing slash: `SITE_URL` at
 * build time, else the identity's `url`. Kept free of imports, so the owner
 * checks can use it on an identity they loaded themselves (a broken
 * site.config.ts is then a problem they report, not a crash).
 */
export function siteOrigin(configuredUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL ?? configuredUrl).replace(/\/+$/, '');
}
