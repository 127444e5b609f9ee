import { ArrowUpRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '~/components/external-link';
import type { ClientProject } from '~/content/types';
import { hasUrl } from './has-url';
import { TechList } from './tech-list';

type ClientProjectCardProps = {
  project: ClientProject;
};

/**
 * A client project; its website link is left out when it has no url. On paper
 * the link's address (app.css) takes a row of its own under the label.
 */
export function ClientProjectCard({ project }: ClientProjectCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t(`projects.client.${project.id}.title`);
  return (
    <article
      id={project.id}
      aria-labelledby={headingId}
      // A link to the card (a place on the map) moves focus to it, so a screen
      // reader reads where the visitor landed; its ring is the :target one.
      tabIndex={-1}
      className="break-inside-avoid focus:outline-none target:ring-2 target:ring-blue-600 dark:target:ring-blue-400 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <p className="text-slate-700 dark:text-slate-300">
        {t(`projects.client.${project.id}.description`)}
      </p>
      <TechList tech={project.tech} />
      {hasUrl(project.url) && (
        <ExternalLink
          href={project.url}
          rel="nofollow"
          label={t('projects.linkContext', { title })}
          className="mt-auto inline-flex items-center gap-1 self-start rounded-md py-1 font-semibold text-blue-800 underline-offset-4 hover:underline dark:text-blue-300 print:flex-wrap print:after:basis-full"
        >
          {t('projects.visitSite')}
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </ExternalLink>
      )}
    </article>
  );
}
