import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '~/content/types';

type TestimonialCardProps = {
  testimonial: Testimonial;
};

export function TestimonialCard({ testimonial }: TestimonialCardProps) {
  const { t } = useTranslation();
  const { id, initials, bgColor } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <Quote aria-hidden="true" className="size-8 text-blue-800 dark:text-blue-300" />
      <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-300">
        <p>{t(`home.testimonials.items.${id}.text`)}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`flex size-[2.4em] shrink-0 items-center justify-center rounded-full bg-linear-to-br text-xl font-bold text-white ${bgColor}`}
        >
          {initials}
        </span>
        <span>
          <span className="block font-semibold text-slate-900 dark:text-white">
            {t(`home.testimonials.items.${id}.name`)}
          </span>
          <span className="block text-sm text-slate-600 dark:text-slate-300">
            {t(`home.testimonials.items.${id}.position`)}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
