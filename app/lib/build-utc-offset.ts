declare const __BUILD_UTC_OFFSET__: string;

/**
 * The owner's UTC offset when the site was built (`UTC+3`). The prerendered
 * page shows it, and hydration reads it from here rather than asking Intl:
 * the first time-zone lookup loads the zone data, about 100 ms on a slow
 * phone, which would delay the page's first working tap.
 */
export const buildUtcOffset: string = __BUILD_UTC_OFFSET__;
