import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientProjectCard } from './client-project-card';
import type { ClientProject } from '~/content/types';
import { projectGrid } from './project-grid';

type ClientProjectsProps = {
  projects: readonly ClientProject[];
};

export function ClientProjects({ projects }: ClientProjectsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // No client projects yet: no section, not a heading over nothing.
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-20">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('projects.clientTitle')}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('projects.clientIntro')}</p>
      <div className={`mt-8 gap-6 ${projectGrid}`}>
        {projects.map((project) => (
          <ClientProjectCard key={project.id} project={project} />
        ))}
      </div>
    </section>
  );
}
