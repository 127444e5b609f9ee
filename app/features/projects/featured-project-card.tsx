import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturedProjectLinks } from './featured-project-links';
import type { FeaturedProject } from '~/content/types';
import { ProjectImage } from './project-image';
import { StatusBadge } from './status-badge';
import { TechList } from './tech-list';

type FeaturedProjectCardProps = {
  project: FeaturedProject;
  /** The card's picture is in the page's first screen. */
  isPriority?: boolean;
};

export function FeaturedProjectCard({ project, isPriority = false }: FeaturedProjectCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t(`projects.featured.${project.id}.title`);
  return (
    <article
      id={project.id}
      aria-labelledby={headingId}
      // A link to the card (a place on the map) moves focus to it, so a screen
      // reader reads where the visitor landed; its ring is the :target one.
      tabIndex={-1}
      className="break-inside-avoid focus:outline-none target:ring-2 target:ring-blue-600 dark:target:ring-blue-400 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <ProjectImage
        image={project.image}
        alt={t('projects.imageAlt', { title })}
        fallbackEmoji={project.fallbackEmoji}
        isPriority={isPriority}
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <h3 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <dl className="flex flex-wrap items-center gap-2 text-sm">
          <div>
            <dt className="sr-only">{t('projects.categoryLabel')}</dt>
            <dd className="font-medium text-blue-800 dark:text-blue-300">
              {t(`projects.featured.${project.id}.category`)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('projects.statusLabel')}</dt>
            <dd>
              <StatusBadge status={project.status} />
            </dd>
          </div>
        </dl>
        <p className="text-slate-700 dark:text-slate-300">
          {t(`projects.featured.${project.id}.description`)}
        </p>
        <TechList tech={project.tech} />
        <FeaturedProjectLinks
          title={title}
          liveUrl={project.liveUrl}
          githubUrl={project.githubUrl}
        />
      </div>
    </article>
  );
}
