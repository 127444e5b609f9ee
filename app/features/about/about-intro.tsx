import { useTranslation } from 'react-i18next';
import { site } from '../../../site.config';
import { ProfileImage } from '~/components/profile-image';
import { CvLink } from './cv-link';

/** The page's opening: the owner's photo (or initials), the page title and a short introduction. */
export function AboutIntro() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-8 text-center md:flex-row md:gap-12 md:text-left">
      <ProfileImage
        size={160}
        alt={t('about.profileAlt', { name: site.name })}
        isPriority
        className="shadow-lg ring-4 ring-blue-100 dark:ring-blue-900"
      />
      <div>
        <h1 className="text-4xl font-bold tracking-tight">{t('about.title')}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {t('about.description', { name: site.name })}
        </p>
        <CvLink />
      </div>
    </div>
  );
}
