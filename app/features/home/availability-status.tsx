import { useTranslation } from 'react-i18next';
import type { Availability } from '~/content/types';
import { intlLocaleOf } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { buildMonth } from '~/lib/build-month';
import { formatMonth, yearMonthOf } from '~/lib/local-time';
import { useMinute } from '~/lib/use-minute';

type AvailabilityStatusProps = {
  availability: Availability;
};

/** The dot's colour and shape per status; the words beside it carry the meaning. */
const dotClass = {
  available: 'rounded-full bg-emerald-600 dark:bg-emerald-400',
  booked: 'rounded-full border-2 border-amber-600 dark:border-amber-400',
  unavailable: 'rotate-45 rounded-sm bg-slate-500 dark:bg-slate-400',
} as const;

/**
 * The availability as of a month (`2026-11`): booked until a month that has
 * passed is available again.
 */
export function availabilityIn(availability: Availability, yearMonth: string): Availability {
  return availability.status === 'booked' && availability.until < yearMonth
    ? { status: 'available' }
    : availability;
}

/**
 * "Available for new projects", "Booked until March 2027" or "Not taking new
 * work", with a status dot. Once the booked month has passed, it says
 * available: as of the build month in the prerendered page and while
 * hydrating, as of the visitor's clock after.
 */
export function AvailabilityStatus({ availability: configured }: AvailabilityStatusProps) {
  const { t } = useTranslation();
  const locale = intlLocaleOf(useLanguage());
  const minute = useMinute();
  const availability = availabilityIn(
    configured,
    minute === null ? buildMonth : yearMonthOf(minute),
  );
  const text =
    availability.status === 'booked'
      ? t('common.availability.booked', { month: formatMonth(locale, availability.until) })
      : t(`common.availability.${availability.status}`);
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <span aria-hidden="true" className={`size-2.5 shrink-0 ${dotClass[availability.status]}`} />
      {text}
    </p>
  );
}
