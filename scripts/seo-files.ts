/**
 * Build-time search files: `sitemap.xml` (every page with its language
 * alternates) and `robots.txt` (allow all, point at the sitemap), written into
 * the client build with the site's absolute origin (`buildSiteUrl`).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { site } from '../site.config.ts';
import { languages } from '../app/i18n/languages.ts';
import { pagePaths } from '../app/routes-paths.ts';
import { alternatesOf, pageUrl } from '../app/seo/alternates.ts';
import { escapeXml } from './escape-xml.ts';
import { siteOrigin } from './site-origin.ts';

/**
 * The absolute origin the build is for, without a trailing slash: `SITE_URL`
 * at build time, else the identity config's `url`. The one rule for the pages
 * (vite.config.ts), the unit tests (vitest.config.ts), the sitemap and the CV.
 */
export function buildSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return siteOrigin(site.url, env);
}

/** The sitemap: one `<url>` per page and language, each listing all its language versions. */
function sitemapXml(origin: string): string {
  const urls = pagePaths.flatMap((path) =>
    languages.map(({ code }) => {
      const links = alternatesOf(origin, path).map(
        ({ hrefLang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
      );
      return [
        '  <url>',
        `    <loc>${escapeXml(pageUrl(origin, code, path))}</loc>`,
        ...links,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Writes `sitemap.xml` and `robots.txt` into a client build directory. */
export async function writeSeoFiles(clientDir: string, origin = buildSiteUrl()): Promise<void> {
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(origin));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(origin));
}
