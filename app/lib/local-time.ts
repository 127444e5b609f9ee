/**
 * The owner's clock, formatted per language with Intl: the time of day in the
 * owner's time zone (a 24-hour clock where the locale uses one) and the zone's
 * UTC offset. The clock needs the visitor's "now", so pages render it only
 * after hydration; the offset alone may be prerendered.
 */

/** `14:05` (en-GB, sw-KE, pt-BR), `2:05 PM` (en-US): hours and minutes in `timeZone`. */
export function formatClock(locale: string, timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    date,
  );
}

/** `UTC+3`, `UTC−3` (with a minus sign), `UTC+5:30`, `UTC`: the offset of `timeZone` at `date`. */
export function utcOffset(timeZone: string, date: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return (name ?? 'GMT')
    .replace('GMT', 'UTC')
    .replace(/[+-]0$/, '')
    .replace('-', '\u2212');
}

/** `March 2027`, `Machi 2027`, `março de 2027`: a `YYYY-MM` month in the locale's words. */
export function formatMonth(locale: string, yearMonth: string): string {
  const [year = 1970, month = 1] = yearMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** The year and month (UTC) of a timestamp: `2026-11`, as `formatMonth` takes it. */
export function yearMonthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}
