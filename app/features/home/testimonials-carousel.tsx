import { useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '~/content/types';
import { useMediaQuery } from '~/lib/use-media-query';
import { CarouselButtons } from './carousel-buttons';
import { cardGap, cardWidth, narrowQuery, wideQuery } from './carousel-index';
import { CarouselDots } from './carousel-dots';
import { TestimonialCard } from './testimonial-card';
import { useCarousel } from './use-carousel';
import { useRowScroll } from './use-row-scroll';

type TestimonialsCarouselProps = {
  testimonials: readonly Testimonial[];
};

/** The row's sizes from 768 px, from the constants the scrolling uses. */
const rowSizes = { '--card': `${cardWidth}px`, '--gap': `${cardGap}px` };

/**
 * The WAI-ARIA carousel: from 768 px a snap-scrolling row of cards
 * (`cardWidth`, `cardGap` apart: one `slideStep` per card); below, one card at a time sliding in 500 ms
 * (swiped sideways to the next or previous; without JavaScript, a row the visitor
 * swipes through).
 */
export function TestimonialsCarousel({ testimonials }: TestimonialsCarouselProps) {
  const { t } = useTranslation();
  const count = testimonials.length;
  const carousel = useCarousel(count);
  const isWide = useMediaQuery(wideQuery);
  const isNarrow = useMediaQuery(narrowQuery);
  // The row scrolls from 768 px, and at every width without JavaScript (as prerendered).
  const isScrollingRow = useMediaQuery(wideQuery, true);
  const rowRef = useRef<HTMLElement>(null);
  // Below 768 px the row moves by transform, not by scrolling: a sideways swipe moves it.
  const swipeStart = useRef<{ clientX: number; clientY: number; identifier: number }>(undefined);
  useRowScroll({ rowRef, index: carousel.index, count, isWide, onScrolledTo: carousel.goTo });
  // An owner with no testimonials yet gets no section, not an empty carousel.
  if (count === 0) return null;
  const heading = (
    <div>
      <h2 className="text-3xl font-bold tracking-tight">{t('home.testimonials.title')}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('home.testimonials.intro')}</p>
    </div>
  );
  // One testimonial is a quotation, not a carousel: nothing to move to, no controls.
  const [only] = testimonials;
  if (count === 1 && only) {
    return (
      <section aria-label={t('home.testimonials.label')}>
        {heading}
        <div className="mt-8 max-w-3xl">
          <TestimonialCard testimonial={only} />
        </div>
      </section>
    );
  }

  return (
    <section
      aria-roledescription={t('home.testimonials.roleCarousel')}
      aria-label={t('home.testimonials.label')}
      {...carousel.pauseProps}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        {heading}
        <CarouselButtons
          isPlaying={carousel.isPlaying}
          onSetPlaying={carousel.setPlaying}
          onPrevious={carousel.showPrevious}
          onNext={carousel.showNext}
        />
      </div>
      <section
        ref={rowRef}
        data-testid="testimonials-row"
        // A scrolling row must be focusable for keyboard users (WCAG 2.1.1, axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={isScrollingRow ? 0 : undefined}
        // Focusable, so a region with a name of its own (axe focus-order-semantics); a
        // section without one is no region.
        aria-label={isScrollingRow ? t('home.testimonials.row') : undefined}
        aria-live={carousel.isRotating ? 'off' : 'polite'}
        // One finger only: a second one makes it a pinch (zooming in to read), never a swipe.
        onTouchStart={(event) => {
          swipeStart.current = event.touches.length === 1 ? event.touches[0] : undefined;
        }}
        onTouchEnd={(event) => {
          const [start, end] = [swipeStart.current, event.changedTouches[0]];
          swipeStart.current = undefined;
          if (!isNarrow || !start || end?.identifier !== start.identifier) return;
          const across = end.clientX - start.clientX;
          // Sideways by 40 px or more, and more sideways than down: a vertical scroll stays one.
          if (Math.abs(across) < 40 || Math.abs(across) < Math.abs(end.clientY - start.clientY))
            return;
          // The visitor has taken over: no slide moves on by itself under their reading.
          carousel.stop();
          if (across < 0) carousel.showNext();
          else carousel.showPrevious();
        }}
        className="mt-8 snap-x snap-mandatory overflow-x-auto rounded-2xl [scrollbar-width:none] max-md:in-data-hydrated:overflow-hidden md:scroll-row print:overflow-visible!"
      >
        <div
          style={{ '--slide': carousel.index, ...rowSizes } as CSSProperties}
          className="flex -translate-x-[calc(var(--slide)*100%)] transition-transform duration-500 ease-in-out motion-reduce:transition-none md:translate-x-0 md:gap-(--gap) md:transition-none print:translate-x-0! print:flex-wrap print:gap-4"
        >
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription={t('home.testimonials.roleSlide')}
              aria-label={t('home.testimonials.slide', { number: index + 1, count })}
              aria-hidden={isNarrow && index !== carousel.index ? true : undefined}
              className="w-full shrink-0 snap-start break-inside-avoid md:w-(--card)"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
          {/* Room after the last card, so that every card can scroll to the row's start,
              filled with the first cards again (for the eye only: the row goes on from
              the last to the first), so that the last card is not alone in a blank row. */}
          <div
            aria-hidden="true"
            inert
            className="hidden shrink-0 gap-(--gap) overflow-hidden md:flex md:w-[calc(100%-var(--card)-var(--gap))] print:hidden"
          >
            {isWide &&
              testimonials.slice(0, -1).map((testimonial) => (
                <div key={testimonial.id} className="w-(--card) shrink-0">
                  <TestimonialCard testimonial={testimonial} />
                </div>
              ))}
          </div>
        </div>
      </section>
      <CarouselDots count={count} current={carousel.index} onSelect={carousel.goTo} />
    </section>
  );
}
