import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tappedNameAttribute } from '~/theme/early-taps';

type CarouselButtonsProps = {
  isPlaying: boolean;
  onSetPlaying: (isToPlay: boolean) => void;
  onPrevious: () => void;
  onNext: () => void;
};

/** The rotation control first, as the WAI-ARIA carousel pattern asks, then previous and next. */
export function CarouselButtons({
  isPlaying,
  onSetPlaying,
  onPrevious,
  onNext,
}: CarouselButtonsProps) {
  const { t } = useTranslation();
  const PlayIcon = isPlaying ? Pause : Play;
  return (
    <div data-needs-js className="flex items-center gap-1 print:hidden">
      <button
        type="button"
        aria-label={t(isPlaying ? 'home.testimonials.pause' : 'home.testimonials.play')}
        // Does what the button said when the visitor pressed it: a tap held from before
        // hydration carries that name, while this render's state may have moved on
        // (paused from the start under reduced motion).
        onClick={(event) => {
          const tappedName = event.currentTarget.getAttribute(tappedNameAttribute);
          onSetPlaying(
            tappedName === null ? !isPlaying : tappedName === t('home.testimonials.play'),
          );
        }}
        className="icon-button"
      >
        <PlayIcon aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-label={t('home.testimonials.previous')}
        onClick={onPrevious}
        className="icon-button"
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        aria-label={t('home.testimonials.next')}
        onClick={onNext}
        className="icon-button"
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
