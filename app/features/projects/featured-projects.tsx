import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturedProjectCard } from './featured-project-card';
import type { FeaturedProject } from '~/content/types';
import { projectGrid } from './project-grid';

type FeaturedProjectsProps = {
  projects: readonly FeaturedProject[];
  /**
   * The first card's picture is in the page's first screen: so it is when no
   * map comes before the projects; with the map, every picture is below it.
   */
  isFirstInFirstScreen?: boolean;
};

export function FeaturedProjects({
  projects,
  isFirstInFirstScreen = false,
}: FeaturedProjectsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // No featured projects yet: no section, not a heading over nothing.
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('projects.featuredTitle')}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('projects.featuredIntro')}</p>
      <div className={`mt-8 gap-8 ${projectGrid}`}>
        {projects.map((project, index) => (
          <FeaturedProjectCard
            key={project.id}
            project={project}
            isPriority={isFirstInFirstScreen && index === 0}
          />
        ))}
      </div>
    </section>
  );
}
