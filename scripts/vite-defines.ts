/**
 * The constants a build writes into the code (Vite `define`), the same for
 * the build (vite.config.ts) and the unit tests (vitest.config.ts).
 */
import { utcOffset, yearMonthOf } from '../app/lib/local-time.ts';
import { vcardFileName } from '../app/lib/vcard.ts';
import { site } from '../site.config.ts';
import { buildSiteUrl } from './seo-files.ts';

/** The owner's UTC offset now; an unknown zone is left to the owner checks, which name the field. */
function offsetNow(now: Date): string {
  try {
    return utcOffset(site.timeZone, now);
  } catch {
    return 'UTC';
  }
}

export function viteDefines(): Record<string, string> {
  return {
    // The absolute origin of canonical and alternate URLs, as in the sitemap.
    __SITE_URL__: JSON.stringify(buildSiteUrl()),
    // The owner's UTC offset at build time, which the prerendered page shows
    // (app/lib/build-utc-offset.ts).
    __BUILD_UTC_OFFSET__: JSON.stringify(offsetNow(new Date())),
    // The month of the build, UTC (app/lib/build-month.ts).
    __BUILD_MONTH__: JSON.stringify(yearMonthOf(Date.now())),
    // The owner's vCard file name (app/lib/owner-vcard.ts).
    __VCARD_FILE_NAME__: JSON.stringify(vcardFileName(site.name)),
  };
}
