import { useTranslation } from 'react-i18next';

type CarouselDotsProps = {
  count: number;
  current: number;
  onSelect: (index: number) => void;
};

/** One button per slide; the current one is marked for assistive technology and by its shape. */
export function CarouselDots({ count, current, onSelect }: CarouselDotsProps) {
  const { t } = useTranslation();
  return (
    <div data-needs-js className="mt-4 flex justify-center gap-1 print:hidden">
      {Array.from({ length: count }, (_, index) => {
        const isCurrent = index === current;
        return (
          <button
            key={index}
            type="button"
            aria-label={t('home.testimonials.goTo', { number: index + 1 })}
            aria-current={isCurrent ? 'true' : undefined}
            onClick={() => onSelect(index)}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-3 rounded-full transition-[width,background-color] duration-300 ${
                isCurrent
                  ? 'w-8 bg-blue-800 dark:bg-blue-300'
                  : 'w-3 bg-slate-500 group-hover:bg-slate-700 dark:bg-slate-400 dark:group-hover:bg-slate-200'
              }`}
            />
          </button>
        );
      })}
    </div>
  );
}
