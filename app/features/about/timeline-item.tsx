import { useTranslation } from 'react-i18next';
import { keepHyphenatedWords } from '~/components/keep-hyphenated-words';
import { itemPrefix } from '~/content/item-words';
import type { Job } from '~/content/types';
import { MultilineText } from './multiline-text';

type TimelineSide = 'left' | 'right';

type TimelineItemProps = {
  jobId: Job['id'];
  /** The side of the line the card sits on from 768 px; below that every card is on the right. */
  side: TimelineSide;
  isHidden: boolean;
};

/**
 * From 768 px the list is a grid of two columns (career-timeline.tsx) where each
 * card spans two rows and the first right-hand card starts on the second: the
 * grid then places each card one row (about half a card, for cards of similar
 * heights) below the one before, on the other side, so the sides interlock
 * instead of leaving the other half of each row empty.
 */
const sideClasses: Record<TimelineSide, { item: string; dot: string }> = {
  left: { item: 'md:col-start-1 md:pr-10', dot: 'md:left-full' },
  right: { item: 'md:col-start-2 md:pl-10 md:nth-2:row-start-2', dot: 'md:left-0' },
};

/** One job on the career timeline: a dot on the line and a card beside it. */
export function TimelineItem({ jobId, side, isHidden }: TimelineItemProps) {
  const { t } = useTranslation();
  const classes = sideClasses[side];
  return (
    // Hidden items stay in the prerendered HTML, so crawlers and find-in-page tools see the whole career.
    <li
      hidden={isHidden}
      data-shown-without-js
      className={`relative break-inside-avoid pl-10 md:row-span-2 md:pl-0 ${classes.item} print:px-0!`}
    >
      <span
        aria-hidden="true"
        className={`absolute top-6 left-4 size-4 print:hidden -translate-x-1/2 rounded-full border-4 border-white bg-blue-800 dark:border-slate-950 dark:bg-blue-400 ${classes.dot}`}
      />
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:shadow-none dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm font-semibold text-blue-800 dark:text-blue-300">
          {t(`about.jobs.${itemPrefix.jobs}${jobId}.years`)}
        </p>
        <h3 className="mt-1 text-lg font-bold text-slate-900 dark:text-white">
          {keepHyphenatedWords(t(`about.jobs.${itemPrefix.jobs}${jobId}.title`))}
        </h3>
        <p className="font-medium text-slate-700 dark:text-slate-200">
          {t(`about.jobs.${itemPrefix.jobs}${jobId}.company`)}
        </p>
        <MultilineText
          text={t(`about.jobs.${itemPrefix.jobs}${jobId}.description`)}
          className="mt-3 text-slate-600 dark:text-slate-300"
        />
      </div>
    </li>
  );
}
