import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '../../../site.config';
import { intlLocaleOf } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { formatClock, utcOffset } from '~/lib/local-time';
import { useMinute } from '~/lib/use-minute';

/** When this module loaded: at build time for the prerender, at page load in the browser. */
const loadedAt = Date.now();

/**
 * "Local time in Nairobi: 14:05 (UTC+3)", live once hydrated; before that
 * (and in the prerendered HTML) only what cannot go stale: "Time zone:
 * Nairobi, UTC+3".
 */
export function LocalTime() {
  const { t } = useTranslation();
  const locale = intlLocaleOf(useLanguage());
  const now = useMinute();
  const city = t('home.contact.city');
  const date = new Date(now ?? loadedAt);
  const offset = utcOffset(site.timeZone, date);
  return (
    <p className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {/* The offset may differ between build and visit across a change to summer time. */}
      <span suppressHydrationWarning>
        {now === null
          ? t('home.contact.timeZone', { city, offset })
          : t('home.contact.localTime', {
              city,
              offset,
              time: formatClock(locale, site.timeZone, date),
            })}
      </span>
    </p>
  );
}
