import type { TFunction } from 'i18next';
import type { ClientProject, FeaturedProject } from '~/content/types';
import type { MapPoint, WorkMapLayout } from './work-map-layout';

/** A project on the map: its card's id, title, place's name, point and link name. */
export type MapProject = {
  id: string;
  title: string;
  place: string;
  point: MapPoint;
  label: string;
};

/**
 * The projects that have a place on the map, in the page's order (featured,
 * then client), with their words in the page's language.
 */
export function mapProjects(
  featured: readonly FeaturedProject[],
  client: readonly ClientProject[],
  layout: WorkMapLayout,
  t: TFunction,
): MapProject[] {
  return [
    ...featured.map((project) => ({
      id: project.id,
      place: project.place,
      title: t(`projects.featured.${project.id}.title`),
    })),
    ...client.map((project) => ({
      id: project.id,
      place: project.place,
      title: t(`projects.client.${project.id}.title`),
    })),
  ].flatMap(({ id, place, title }) => {
    const point = layout.places[id];
    if (!place || !point) return [];
    const placeName = t(`projects.map.places.${place.name}`);
    const label = t('projects.map.marker', { title, place: placeName });
    return [{ id, label, point, title, place: placeName }];
  });
}
