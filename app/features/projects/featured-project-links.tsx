import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GitHubIcon } from '~/components/brand-icons';
import { ExternalLink } from '~/components/external-link';
import { hasUrl } from './has-url';
import { labelIconClass } from '~/components/label-icon';

type FeaturedProjectLinksProps = {
  /** The project's title, read to screen-reader users after each link's visible text. */
  title: string;
  liveUrl?: string;
  githubUrl?: string;
};

/**
 * Both links bordered, so side by side they share one height; each grows to
 * fill the row, so one link, two, or two stacked on a phone are all as wide
 * as the card. On paper the address app.css prints after a link takes a row
 * of its own under the label.
 */
const linkClass =
  'grow rounded-lg border px-3 py-2 text-center text-sm font-semibold text-balance transition-colors print:after:block';
const primaryClass = `${linkClass} border-transparent bg-blue-800 text-white hover:bg-blue-900 dark:bg-blue-400 dark:text-slate-950 dark:hover:bg-blue-300`;
const secondaryClass = `${linkClass} border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`;

/** "Live Demo" and "View Project" links; a link without a URL is not rendered. */
export function FeaturedProjectLinks({ title, liveUrl, githubUrl }: FeaturedProjectLinksProps) {
  const { t } = useTranslation();
  const hasLiveDemo = hasUrl(liveUrl);
  const hasSource = hasUrl(githubUrl);
  if (!hasLiveDemo && !hasSource) return null;
  // Screen readers hear the project's title after the visible text, so each link's name is unique.
  const context = t('projects.linkContext', { title });
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-2">
      {hasLiveDemo && (
        <ExternalLink href={liveUrl} rel="nofollow" label={context} className={primaryClass}>
          <ExternalLinkIcon aria-hidden="true" className={`size-4 ${labelIconClass}`} />
          {t('projects.liveDemo')}
        </ExternalLink>
      )}
      {hasSource && (
        <ExternalLink href={githubUrl} rel="nofollow" label={context} className={secondaryClass}>
          <GitHubIcon className={`size-4 ${labelIconClass}`} />
          {t('projects.viewProject')}
        </ExternalLink>
      )}
    </div>
  );
}
