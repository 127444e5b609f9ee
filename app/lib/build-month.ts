declare const __BUILD_MONTH__: string;

/**
 * The year and month (UTC) when the site was built, `2026-11`: what the
 * prerendered page and its hydration take for "now" where only the month
 * matters (the owner's availability), so both read the same.
 */
export const buildMonth: string = __BUILD_MONTH__;
