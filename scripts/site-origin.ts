/**
 * The absolute origin a build is for, without a trailing slash: `SITE_URL` at
 * build time, else the identity's `url`, with its host in lower case and no
 * default port. Kept free of imports, so the owner
 * checks can use it on an identity they loaded themselves (a broken
 * site.config.ts is then a problem they report, not a crash).
 */
export function siteOrigin(configuredUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  const given = env.SITE_URL ?? configuredUrl;
  // An origin as browsers write it: `https://WWW.Example.COM:443/` is `https://www.example.com`,
  // as every canonical and alternate link, the sitemap and the structured data then say.
  // With a path, query or #: the origin alone, while the owner checks name what is wrong (the
  // dev server, which runs on, would otherwise send the pages to that path: `/portfolio/about`).
  try {
    const url = new URL(given);
    if (url.origin !== 'null') return url.origin;
  } catch {
    // Not a URL: the owner checks say so; the text is kept as given.
  }
  return given.replace(/\/+$/, '');
}
