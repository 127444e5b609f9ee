import { useTranslation } from 'react-i18next';
import { site } from '../../../site.config';
import { PageMeta } from '~/seo/page-meta';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageMeta title={t('meta.home.title')} description={t('meta.home.description')} path="/" />
      <h1 className="text-4xl font-bold tracking-tight">{t('home.title', { name: site.name })}</h1>
    </div>
  );
}
