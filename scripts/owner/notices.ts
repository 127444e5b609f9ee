/**
 * What the checks tell the owner without stopping anything: input that is
 * valid but says something they may not mean any more.
 */
import type { SiteConfig } from '../../app/content/types.ts';
import { ownerFiles } from './load.ts';

/**
 * A booking that has ended by `yearMonth` (`2026-11`): the site then says the
 * owner is available again, as it should once the month has passed, but an
 * owner who is still booked would want to move the month on.
 */
export function ownerNotices(site: Pick<SiteConfig, 'availability'>, yearMonth: string): string[] {
  const { availability } = site;
  if (availability.status !== 'booked' || availability.until >= yearMonth) return [];
  return [
    `${ownerFiles.site} › availability › until: ${availability.until} has passed, so the site says you are available for new projects; move the month on if you are still booked.`,
  ];
}
