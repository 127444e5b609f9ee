import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/seo/page-meta';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageMeta
        title={t('meta.about.title')}
        description={t('meta.about.description')}
        path="/about"
      />
      <h1 className="text-4xl font-bold tracking-tight">{t('about.title')}</h1>
    </div>
  );
}
