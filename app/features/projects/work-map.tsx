import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { layout as builtLayout } from 'virtual:work-map';
import type { ClientProject, FeaturedProject } from '~/content/types';
import { MapLegend } from './map-legend';
import { MapMarker } from './map-marker';
import { mapProjects } from './map-projects';
import { useMapSvg } from './use-map-svg';
import { mapSvgId, type WorkMapLayout } from './work-map-layout';

type WorkMapProps = {
  featured: readonly FeaturedProject[];
  client: readonly ClientProject[];
  /** Where places and names sit on the built SVG; the build's by default. */
  layout?: WorkMapLayout | null;
};

/** The water alone, in the map's shape, until the SVG arrives after a client-side navigation. */
function blankMap({ width, height }: WorkMapLayout): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true" focusable="false"><rect class="wm-water" width="${width}" height="${height}"/></svg>`;
}

/**
 * "Where I have worked": the build's SVG map of the projects' places, with one
 * link per place, in the page's order of the projects, to the project's card.
 */
export function WorkMap({ featured, client, layout = builtLayout }: WorkMapProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const svg = useMapSvg();
  if (!layout) return null;
  const projects = mapProjects(featured, client, layout, t);
  return (
    <section
      aria-labelledby={headingId}
      // From 1024 px the heading and the legend sit beside the map, in the middle of its height
      // (the two 1fr rows share what the map leaves over), not over an empty block under them.
      className="mt-14 grid items-start gap-x-10 gap-y-6 lg:grid-cols-[1fr_minmax(0,28rem)] lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-y-0"
    >
      <div className="lg:row-start-2">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('projects.map.title')}
        </h2>
        {/* A touch screen has no hover: its visitors read how a tap works instead. */}
        <p className="mt-2 text-slate-700 pointer-coarse:hidden dark:text-slate-300">
          {t('projects.map.intro')}
        </p>
        <p className="mt-2 hidden text-slate-700 pointer-coarse:block dark:text-slate-300">
          {t('projects.map.introTouch')}
        </p>
      </div>
      <figure className="mx-auto w-full max-w-md lg:col-start-2 lg:row-span-4 lg:row-start-1">
        <div className="work-map @container relative">
          <div
            id={mapSvgId}
            className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800"
            dangerouslySetInnerHTML={{ __html: svg ?? blankMap(layout) }}
          />
          {layout.countries.map(({ key, x, y }) => (
            <span
              key={key}
              aria-hidden="true"
              className="wm-label pointer-events-none absolute text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase dark:text-slate-200"
              style={{ '--x': x, top: `${y}%` } as CSSProperties}
            >
              {t(`projects.map.countries.${key}`)}
            </span>
          ))}
          <ol className="absolute inset-0">
            {projects.map(({ id, label, point }) => (
              <MapMarker key={id} href={`#${id}`} label={label} point={point} />
            ))}
          </ol>
        </div>
        <figcaption className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t(layout.projection === 'world' ? 'projects.map.captionWorld' : 'projects.map.caption')}
        </figcaption>
      </figure>
      <MapLegend projects={projects} />
    </section>
  );
}
