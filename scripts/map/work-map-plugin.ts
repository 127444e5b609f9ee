/**
 * Vite plugin behind `virtual:work-map`: draws the map of the owner's places
 * (work-map.ts) once per build and gives each environment only what it needs.
 *
 * - The prerender (server environment) gets the SVG markup, which the page
 *   writes into its HTML.
 * - The browser build gets the layout (the SVG's size, where each place and
 *   country name sits: a few hundred bytes) and the URL of the same SVG,
 *   written as a hashed asset; the page fetches it only after a client-side
 *   navigation to Projects. The SVG's path data never enters a JavaScript chunk.
 * - The dev server and unit tests get the markup everywhere.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { valueAt } from '../../app/lib/value-at.ts';
import { loadOwner, ownerFiles } from '../owner/load.ts';
import { buildWorkMap, type MapPlace, type WorkMap } from './work-map.ts';

const workMapModuleId = 'virtual:work-map';
const resolvedId = `\0${workMapModuleId}`;

/**
 * The projects' places, featured first, in the order the page lists the
 * projects. The content is read before it is validated (the dev server draws
 * the map while the owner edits): an item whose id or coordinates are not what
 * the schema asks is left off, and the owner checks name it.
 */
export function placesOf(projects: readonly unknown[]): MapPlace[] {
  return projects.flatMap((item) => {
    const id = valueAt(item, ['id']);
    const longitude = valueAt(item, ['place', 'longitude']);
    const latitude = valueAt(item, ['place', 'latitude']);
    return typeof id === 'string' && typeof longitude === 'number' && typeof latitude === 'number'
      ? [{ id, longitude, latitude }]
      : [];
  });
}

async function drawOwnerMap(root: string): Promise<WorkMap | undefined> {
  const { content } = await loadOwner(root);
  const projects = [content.featuredProjects, content.clientProjects].flatMap((list): unknown[] =>
    Array.isArray(list) ? list : [],
  );
  const places = placesOf(projects);
  return places.length > 0 ? buildWorkMap(places) : undefined;
}

export function workMapPlugin(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let map: Promise<WorkMap | undefined> | undefined;
  return {
    name: 'portfolio:work-map',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === workMapModuleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      for (const name of ['featuredProjects', 'clientProjects'] as const) {
        this.addWatchFile(join(root, ownerFiles[name]));
      }
      // Drawn once per build for both environments; again on every load in dev.
      const drawing = (isBuild && map) || drawOwnerMap(root);
      if (isBuild) map = drawing;
      const drawn = await drawing;
      const layout = drawn && {
        width: drawn.width,
        height: drawn.height,
        projection: drawn.projection,
        places: drawn.places,
        countries: drawn.countries.map(({ key, x, y }) => ({ key, x, y })),
      };
      let svgUrl: string | undefined;
      let svgMarkup = drawn?.svg;
      if (drawn && isBuild && this.environment.name === 'client') {
        const hash = createHash('sha256').update(drawn.svg).digest('base64url').slice(0, 8);
        const fileName = `assets/work-map-${hash}.svg`;
        this.emitFile({ type: 'asset', fileName, source: drawn.svg });
        svgUrl = `/${fileName}`;
        svgMarkup = undefined;
      }
      return [
        `export const layout = ${JSON.stringify(layout ?? null)};`,
        `export const svgMarkup = ${JSON.stringify(svgMarkup ?? null)};`,
        `export const svgUrl = ${JSON.stringify(svgUrl ?? null)};`,
      ].join('\n');
    },
  };
}
