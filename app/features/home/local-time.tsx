import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../../site.config';
import { intlLocaleOf } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { buildUtcOffset } from '~/lib/build-utc-offset';
import { formatClock, utcOffset } from '~/lib/local-time';
import { useMinute } from '~/lib/use-minute';
import { whenIdle } from '~/lib/when-idle';

/** Stands for the clock in the translated sentence, which is split around it. */
const clockSlot = '\u0000';

/**
 * "Local time in Nairobi: 14:05 (UTC+3)", live once hydrated. The prerendered
 * HTML holds only what cannot go stale (the city and the UTC offset): the
 * clock's place is kept empty at a fixed width, so the reading arrives without
 * moving anything (no layout shift).
 */
export function LocalTime() {
  const { t } = useTranslation();
  const locale = intlLocaleOf(useLanguage());
  const now = useMinute();
  // The first reading waits until the page is idle after hydration: the time
  // zone data it loads (50 to 100 ms on a slow phone) must neither hold up a
  // tap nor the hydration of the sections below the first screen.
  const [isClockOn, setClockOn] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        // A browser that does not know the owner's zone throws here: the line then
        // keeps the build's offset and no reading, and the page stays whole.
        try {
          utcOffset(site.timeZone, new Date());
          setClockOn(true);
        } catch {
          // Left off: the prerendered line, whole and true.
        }
      }, 1000),
    [],
  );
  const date = isClockOn && now !== null ? new Date(now) : undefined;
  const [before, after] = t('home.contact.localTime', {
    city: t('home.contact.city'),
    // Until the clock runs (prerender, hydration): the offset at build time.
    offset: date ? utcOffset(site.timeZone, date) : buildUtcOffset,
    time: clockSlot,
  }).split(clockSlot);
  return (
    <p
      data-needs-js
      className="text-center text-sm text-balance text-slate-700 dark:text-slate-300"
    >
      {/* In the line, not beside it: on a narrow phone the words wrap and the icon stays with the first line. */}
      <Clock aria-hidden="true" className="mr-2 inline size-4 align-[-0.15em]" />
      {/* The offset may differ between build and visit across a change to summer time. */}
      <span suppressHydrationWarning>
        {before}
        <span className="inline-block min-w-[5ch] text-center tabular-nums">
          {date ? formatClock(locale, site.timeZone, date) : ''}
        </span>
        {after}
      </span>
    </p>
  );
}
