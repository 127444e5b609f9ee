import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { site } from '../../../site.config';
import { keepHyphenatedWords } from '~/components/keep-hyphenated-words';
import { ProfileImage } from '~/components/profile-image';
import { useLocalizedPath } from '~/i18n/use-language';
import { AvailabilityStatus } from './availability-status';
import { LocalTime } from './local-time';

export function HeroSection() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="flex flex-col items-center text-center">
      <ProfileImage
        size={224}
        alt={t('home.hero.profileAlt', { name: site.name })}
        isPriority
        className="shadow-lg ring-4 ring-white dark:ring-slate-800"
      />
      <h1 className="mt-8 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {t('home.hero.title', { name: site.name })}
      </h1>
      <p className="mt-3 text-lg font-semibold text-blue-800 dark:text-blue-300">
        {keepHyphenatedWords(t('home.hero.role'))}
      </p>
      <div className="mt-5 flex flex-col items-center gap-2">
        <AvailabilityStatus availability={site.availability} />
        <LocalTime />
      </div>
      <p className="mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        {t('home.hero.description')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          to={localize('/about')}
          className="rounded-lg border border-transparent bg-blue-800 px-6 py-3 font-semibold text-white transition-colors hover:bg-blue-900 dark:bg-blue-400 dark:text-slate-950 dark:hover:bg-blue-300"
        >
          {t('home.hero.about')}
        </Link>
        <Link
          to={localize('/projects')}
          className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 transition-colors hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {t('home.hero.projects')}
        </Link>
      </div>
    </section>
  );
}
