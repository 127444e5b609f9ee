import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/seo/page-meta';

export function ProjectsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageMeta
        title={t('meta.projects.title')}
        description={t('meta.projects.description')}
        path="/projects"
      />
      <h1 className="text-4xl font-bold tracking-tight">{t('projects.title')}</h1>
    </div>
  );
}
