import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Job } from '~/content/types';
import { scrollBehavior } from '~/lib/use-media-query';
import { AboutSection } from './about-section';
import { TimelineItem } from './timeline-item';

/** Jobs shown while the timeline is collapsed. */
export const collapsedJobCount = 3;

/** After the list above it shrinks, brings the button back into view if it left the screen. */
function revealIfOffscreen(button: HTMLElement | null): void {
  if (!button) return;
  const { top, bottom } = button.getBoundingClientRect();
  // Its scroll-margin-top (app.css) keeps it clear of the sticky header.
  const clearance = parseFloat(getComputedStyle(button).scrollMarginTop) || 0;
  if (top < clearance || bottom > window.innerHeight) {
    button.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  }
}

type CareerTimelineProps = {
  jobs: readonly Job[];
};

/** The experience timeline: the first jobs, and a toggle that shows all of them or collapses again. */
export function CareerTimeline({ jobs }: CareerTimelineProps) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const canToggle = jobs.length > collapsedJobCount;

  function handleToggle() {
    if (!isExpanded) {
      setExpanded(true);
      return;
    }
    // Apply the collapse now, so the button's new position can be measured.
    flushSync(() => setExpanded(false));
    revealIfOffscreen(buttonRef.current);
  }
  // No jobs yet: no section, not a heading over nothing.
  if (jobs.length === 0) return null;

  return (
    <AboutSection id="career" title={t('about.headings.career')}>
      <div className="relative">
        <div
          data-testid="timeline-line"
          aria-hidden="true"
          className="absolute inset-y-0 left-4 w-0.5 print:hidden -translate-x-1/2 rounded-full bg-blue-200 md:left-1/2 dark:bg-blue-900"
        />
        <ol
          id={listId}
          data-print-all
          className="relative flex flex-col gap-8 md:grid md:grid-cols-2 md:gap-x-0 print:flex! print:gap-4"
        >
          {jobs.map((job, index) => (
            <TimelineItem
              key={job.id}
              jobId={job.id}
              side={index % 2 === 0 ? 'left' : 'right'}
              isHidden={!isExpanded && index >= collapsedJobCount}
            />
          ))}
        </ol>
      </div>
      {canToggle && (
        <div data-needs-js className="mt-10 flex justify-center print:hidden">
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={handleToggle}
            className="inline-flex scroll-mb-6 items-center gap-2 rounded-lg bg-blue-800 px-6 py-3 font-semibold text-white transition-colors hover:bg-blue-900 dark:bg-blue-400 dark:text-slate-950 dark:hover:bg-blue-300"
          >
            {isExpanded ? t('about.showLess') : t('about.showMore')}
            {isExpanded ? (
              <ChevronUp aria-hidden="true" className="size-5" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </AboutSection>
  );
}
