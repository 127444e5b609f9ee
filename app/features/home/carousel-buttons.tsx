import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type CarouselButtonsProps = {
  isPlaying: boolean;
  onTogglePlaying: () => void;
  onPrevious: () => void;
  onNext: () => void;
};

/** The rotation control first, as the WAI-ARIA carousel pattern asks, then previous and next. */
export function CarouselButtons({
  isPlaying,
  onTogglePlaying,
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
        onClick={onTogglePlaying}
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
