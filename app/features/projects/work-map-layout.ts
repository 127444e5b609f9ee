/**
 * What the build tells the page about the map of the work (scripts/map/):
 * the SVG's size and where each place and each named country sits on it, as
 * percentages of the width and height. The SVG itself never enters the
 * page's JavaScript: the prerendered HTML carries it, and after a client-side
 * navigation it is fetched from `svgUrl` (see docs/decisions/011-map.md).
 */
import type { Translation } from '~/i18n/resources';

/** A country's name lives at `projects.map.countries.<key>`. */
type CountryKey = keyof Translation['projects']['map']['countries'];

/** A point on the map, in percent of its width (x) and height (y). */
export type MapPoint = { x: number; y: number };

export type WorkMapLayout = {
  /** The SVG's viewBox width and height. */
  width: number;
  height: number;
  /** The places' hemisphere (Lambert azimuthal equal-area), or the world (Equal Earth); the caption names it. */
  projection: 'azimuthal' | 'world';
  /** Each project's place on the map, by project id. */
  places: Record<string, MapPoint>;
  /** The countries that hold a place, where their names go. */
  countries: readonly (MapPoint & { key: CountryKey })[];
};

/** The id of the element holding the map's SVG, so hydration can keep what the HTML brought. */
export const mapSvgId = 'work-map-svg';
