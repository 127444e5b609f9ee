import { useTranslation } from 'react-i18next';
import { layout as mapLayout } from 'virtual:work-map';
import { BelowFirstScreen } from '~/components/below-first-screen';
import { clientProjects } from '~/content/client-projects';
import { featuredProjects } from '~/content/featured-projects';
import { PageMeta } from '~/seo/page-meta';
import { ClientProjects } from './client-projects';
import { FeaturedProjects } from './featured-projects';
import { ProjectsCta } from './projects-cta';
import { WorkMap } from './work-map';

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
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        {t('projects.intro')}
      </p>
      <BelowFirstScreen>
        <WorkMap featured={featuredProjects} client={clientProjects} />
        <FeaturedProjects projects={featuredProjects} isFirstInFirstScreen={!mapLayout} />
        <ClientProjects projects={clientProjects} />
        <ProjectsCta />
      </BelowFirstScreen>
    </div>
  );
}
