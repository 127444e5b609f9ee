/** The map of the work, from scripts/map/work-map-plugin.ts (see work-map-layout.ts). */
declare module 'virtual:work-map' {
  import type { WorkMapLayout } from '~/features/projects/work-map-layout';

  /** Where the places and country names sit; null when no project has a place. */
  export const layout: WorkMapLayout | null;
  /** The SVG's markup: in the prerender, the dev server and unit tests only. */
  export const svgMarkup: string | null;
  /** The SVG as a hashed file: in the browser build only. */
  export const svgUrl: string | null;
}
