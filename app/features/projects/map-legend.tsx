import type { MapProject } from './map-projects';

type MapLegendProps = { projects: readonly MapProject[] };

/**
 * What the map's points name, readable at a glance, on a touch screen too:
 * each place once, in the order it first comes, with its projects. The links
 * on the map say the same to assistive technology, so this is hidden from it.
 */
export function MapLegend({ projects }: MapLegendProps) {
  const legend = new Map<string, MapProject[]>();
  for (const project of projects) {
    legend.set(project.place, [...(legend.get(project.place) ?? []), project]);
  }
  return (
    <div
      aria-hidden="true"
      className="grid content-start gap-x-6 gap-y-4 text-sm min-[360px]:grid-cols-2 lg:col-start-1 lg:row-start-3 lg:mt-6"
    >
      {[...legend].map(([place, placeProjects]) => (
        <div key={place}>
          <div className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <span className="size-2.5 shrink-0 rounded-full bg-blue-800 dark:bg-sky-300" />
            {place}
          </div>
          {placeProjects.map(({ id, title }) => (
            <div key={id} className="mt-0.5 pl-4.5 text-slate-700 dark:text-slate-300">
              {title}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
