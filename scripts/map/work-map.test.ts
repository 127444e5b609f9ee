// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import {
  buildWorkMap,
  countriesWithPlaces,
  countryKey,
  mapBudgetBytes,
  mapWidth,
  spreadMarkers,
  type MapPlace,
} from './work-map';

/**
 * The sample owner's places, as the geometry below was measured on (East
 * Africa, Mozambique): another owner's content changes the site's map, not
 * these cases. The owner's own map is checked on the build (e2e/map-build.spec.ts).
 */
const samplePlaces: MapPlace[] = [
  { id: 'marketplace', longitude: 36.8219, latitude: -1.2921 },
  { id: 'landMapper', longitude: 34.7617, latitude: -0.0917 },
  { id: 'waterDashboard', longitude: 39.2083, latitude: -6.7924 },
  { id: 'safariLodge', longitude: 36.683, latitude: -3.3869 },
  { id: 'farmCooperative', longitude: 32.5825, latitude: 0.3476 },
  { id: 'clinicFinder', longitude: 32.5732, latitude: -25.9692 },
  { id: 'schoolPortal', longitude: 39.6682, latitude: -4.0435 },
];

const spreads: [string, MapPlace[]][] = [
  ['the sample owner', samplePlaces],
  ['one place', [{ id: 'kigali', longitude: 30.0619, latitude: -1.9441 }]],
  [
    'places an ocean apart',
    [
      { id: 'lisbon', longitude: -9.1393, latitude: 38.7223 },
      { id: 'saoPaulo', longitude: -46.6333, latitude: -23.5505 },
      { id: 'maputo', longitude: 32.5732, latitude: -25.9692 },
    ],
  ],
  // Whole coastlines and borders in view: over the budget at the finest detail.
  [
    'places from Europe to East Africa',
    [
      { id: 'porto', longitude: -8.6291, latitude: 41.1579 },
      { id: 'nairobi', longitude: 36.8219, latitude: -1.2921 },
      { id: 'maputo', longitude: 32.5732, latitude: -25.9692 },
    ],
  ],
  [
    'places from Berlin to Delhi',
    [
      { id: 'berlin', longitude: 13.405, latitude: 52.52 },
      { id: 'delhi', longitude: 77.209, latitude: 28.6139 },
    ],
  ],
  // More than a hemisphere apart: the world, in Equal Earth.
  [
    'places a world apart',
    [
      { id: 'nairobi', longitude: 36.8219, latitude: -1.2921 },
      { id: 'losAngeles', longitude: -118.2437, latitude: 34.0522 },
    ],
  ],
  [
    'places a world apart, the short way across the Pacific',
    [
      { id: 'nairobi', longitude: 36.8219, latitude: -1.2921 },
      { id: 'maputo', longitude: 32.5732, latitude: -25.9692 },
      { id: 'honolulu', longitude: -157.8583, latitude: 21.3069 },
    ],
  ],
  [
    'places across the antimeridian',
    [
      { id: 'suva', longitude: 178.4419, latitude: -18.1416 },
      { id: 'apia', longitude: -171.7513, latitude: -13.8506 },
    ],
  ],
];

/** Every number in the SVG's markup: coordinates, sizes. */
function numbersIn(svg: string): string[] {
  return svg.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?|NaN|Infinity/g) ?? [];
}

test.each(spreads)(
  '%s: every place inside the map, clear of its edges, and no NaN',
  (_, places) => {
    const map = buildWorkMap(places);
    expect(map.width).toBe(mapWidth);
    expect(map.height).toBeGreaterThanOrEqual(Math.round(mapWidth / 1.5));
    expect(map.height).toBeLessThanOrEqual(Math.round(mapWidth / 0.75));
    expect(Object.keys(map.places)).toEqual(places.map(({ id }) => id));
    for (const { x, y } of [...Object.values(map.places), ...map.countries]) {
      expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(100);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(100);
    }
    // No two markers' 24 px squares overlap on the narrowest map (288 px wide).
    const squares = Object.values(map.places).map(({ x, y }) => [
      (x / 100) * 288,
      (y / 100) * 288 * (map.height / map.width),
    ]);
    for (const [i, [ax = 0, ay = 0]] of squares.entries()) {
      for (const [bx = 0, by = 0] of squares.slice(i + 1)) {
        expect(Math.max(Math.abs(ax - bx), Math.abs(ay - by))).toBeGreaterThanOrEqual(24);
      }
    }
    // The fit leaves room for a marker around every place.
    for (const { x, y } of Object.values(map.places)) {
      expect((x / 100) * map.width).toBeGreaterThanOrEqual(20);
      expect((x / 100) * map.width).toBeLessThanOrEqual(map.width - 20);
      expect((y / 100) * map.height).toBeGreaterThanOrEqual(20);
      expect((y / 100) * map.height).toBeLessThanOrEqual(map.height - 20);
    }
    expect(map.svg).toMatch(
      new RegExp(`^<svg [^>]*viewBox="0 0 ${map.width} ${map.height}"[^>]*aria-hidden="true"`),
    );
    expect(numbersIn(map.svg).filter((number) => !Number.isFinite(Number(number)))).toEqual([]);
    // No lake turned inside out by simplifying (the whole Earth less the lake, over the land).
    const lakes = /<path class="wm-lake" d="([^"]+)"/.exec(map.svg)?.[1] ?? '';
    for (const ring of lakes.split('M').filter(Boolean)) {
      const xs = numbersIn(ring)
        .filter((_, index) => index % 2 === 0)
        .map(Number);
      expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(map.width / 2);
    }
    // Land (all of it, when no coast is in view) and the country of every place.
    expect(map.svg).toMatch(/<path class="wm-land" d="M[^"]+"/);
    expect(map.svg).toMatch(/<path class="wm-home" d="M[^"]+"/);
    expect(gzipSync(map.svg, { level: 9 }).length).toBeLessThanOrEqual(mapBudgetBytes);
  },
);

test('places within a hemisphere get the azimuthal map; places further apart, the world', () => {
  expect(buildWorkMap(samplePlaces).projection).toBe('azimuthal');
  const world = buildWorkMap([
    { id: 'nairobi', longitude: 36.8219, latitude: -1.2921 },
    { id: 'losAngeles', longitude: -118.2437, latitude: 34.0522 },
  ]);
  expect(world.projection).toBe('world');
  // Both countries named, each where it is: the USA left of Kenya, north of it.
  const [kenya, usa] = ['kenya', 'unitedStatesOfAmerica'].map((key) =>
    world.countries.find((country) => country.key === key),
  );
  expect(usa?.x).toBeLessThan(kenya?.x ?? 0);
  expect(usa?.y).toBeLessThan(kenya?.y ?? 0);
  expect(world.places.losAngeles?.x).toBeLessThan(world.places.nairobi?.x ?? 0);
});

test('coastal places find their country, and each country is named once', () => {
  const mombasa = { id: 'schoolPortal', longitude: 39.6682, latitude: -4.0435 };
  const nairobi = { id: 'marketplace', longitude: 36.8219, latitude: -1.2921 };
  const maputo = { id: 'clinicFinder', longitude: 32.5732, latitude: -25.9692 };
  expect(countriesWithPlaces([mombasa, nairobi, maputo])).toEqual([
    { key: 'kenya', name: 'Kenya', placeIds: ['schoolPortal', 'marketplace'] },
    { key: 'mozambique', name: 'Mozambique', placeIds: ['clinicFinder'] },
  ]);
});

test('the sample owner: the countries of the places are drawn and named where they are', () => {
  const map = buildWorkMap(samplePlaces);
  expect(map.countries.map(({ key }) => key).sort()).toEqual(
    countriesWithPlaces(samplePlaces)
      .map(({ key }) => key)
      .sort(),
  );
  expect(map.svg).toMatch(/<path class="wm-home" d="M[^"]+"/);
});

test('the countries worked in are outlined above the borders and lakes, along their whole outline', () => {
  const map = buildWorkMap(samplePlaces);
  const home = /<path class="wm-home" d="([^"]+)"/.exec(map.svg)?.[1];
  const classes = [...map.svg.matchAll(/<(?:path|rect) class="([\w-]+)"/g)].map(([, name]) => name);
  expect(classes.indexOf('wm-home-edge')).toBeGreaterThan(classes.indexOf('wm-border'));
  expect(classes.indexOf('wm-home-edge')).toBeGreaterThan(classes.indexOf('wm-lake'));
  expect(home).toBeDefined();
  expect(/<path class="wm-home-edge" d="([^"]+)"/.exec(map.svg)?.[1]).toBe(home);
});

test.each([
  ['the sample owner', samplePlaces],
  // A far place widens the view: East Africa's markers then crowd Tanzania's centre.
  [
    'the sample owner and Lagos',
    [...samplePlaces, { id: 'lagos', longitude: 3.3792, latitude: 6.5244 }],
  ],
])('%s: no marker covers a country’s name', (_, places) => {
  const map = buildWorkMap(places);
  // In pixels of the map at its narrowest (288 px): a marker 24 px across, a name 16 px high, 6 px a letter.
  const pixels = (x: number, y: number) => [
    (x / 100) * 288,
    (y / 100) * 288 * (map.height / map.width),
  ];
  const covered = map.countries.flatMap((country) => {
    const [cx = 0, cy = 0] = pixels(country.x, country.y);
    return Object.entries(map.places)
      .filter(([, place]) => {
        const [px = 0, py = 0] = pixels(place.x, place.y);
        return Math.abs(px - cx) < country.name.length * 3 + 12 && Math.abs(py - cy) < 8 + 12;
      })
      .map(([id]) => `${country.name} under ${id}`);
  });
  expect(covered).toEqual([]);
});

/** The closed rings of an SVG path of absolute M/L/Z commands, as d3-geo writes them. */
function ringsOf(d: string): [number, number][][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/Z/g, '')
        .split('L')
        .map((pair) => pair.split(',').map(Number) as [number, number]),
    );
}

/** Whether a point lies inside a path filled by the even-odd rule (ray casting). */
function insidePath(d: string, [x, y]: [number, number]): boolean {
  let inside = false;
  for (const ring of ringsOf(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

test.each([
  // Small countries around the places (a large one is cut: see below), whatever the owner's places.
  [
    'East Africa, from Kampala to Maputo',
    [
      { id: 'nairobi', longitude: 36.8219, latitude: -1.2921 },
      { id: 'kisumu', longitude: 34.7617, latitude: -0.0917 },
      { id: 'darEsSalaam', longitude: 39.2083, latitude: -6.7924 },
      { id: 'arusha', longitude: 36.683, latitude: -3.3869 },
      { id: 'kampala', longitude: 32.5825, latitude: 0.3476 },
      { id: 'maputo', longitude: 32.5732, latitude: -25.9692 },
      { id: 'mombasa', longitude: 39.6682, latitude: -4.0435 },
    ],
  ],
  [
    'Nairobi and Kampala',
    [
      { id: 'nairobi', longitude: 36.8219, latitude: -1.2921 },
      { id: 'kampala', longitude: 32.5825, latitude: 0.3476 },
    ],
  ],
  [
    'Berlin and Delhi',
    [
      { id: 'berlin', longitude: 13.405, latitude: 52.52 },
      { id: 'delhi', longitude: 77.209, latitude: 28.6139 },
    ],
  ],
])('%s: the countries of the places are drawn whole, not cut at the map’s edge', (_, places) => {
  const map = buildWorkMap(places);
  const homes = /<path class="wm-home" d="([^"]+)"/.exec(map.svg)?.[1] ?? '';
  const points = ringsOf(homes).flat();
  expect(points.length).toBeGreaterThan(0);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  expect(Math.min(...xs)).toBeGreaterThan(0);
  expect(Math.max(...xs)).toBeLessThan(map.width);
  expect(Math.min(...ys)).toBeGreaterThan(0);
  expect(Math.max(...ys)).toBeLessThan(map.height);
});

test('a place in a country far larger than the places’ extent leaves it cut, not the map zoomed out', () => {
  const moscow = buildWorkMap([{ id: 'moscow', longitude: 37.6173, latitude: 55.7558 }]);
  const homes = /<path class="wm-home" d="([^"]+)"/.exec(moscow.svg)?.[1] ?? '';
  const xs = ringsOf(homes)
    .flat()
    .map(([x]) => x);
  expect(Math.min(...xs)).toBeLessThanOrEqual(0);
});

test.each([
  ['Moscow', { longitude: 37.6173, latitude: 55.7558 }],
  ['Denver', { longitude: -104.9903, latitude: 39.7392 }],
])(
  'a lone place deep inside a large country (%s) still shows where the country ends',
  (_, place) => {
    const map = buildWorkMap([{ id: 'place', ...place }]);
    const homes = /<path class="wm-home" d="([^"]+)"/.exec(map.svg)?.[1] ?? '';
    const grid = Array.from({ length: 20 }, (_, i) =>
      Array.from({ length: 20 }, (_, j): [number, number] => [
        ((i + 0.5) / 20) * map.width,
        ((j + 0.5) / 20) * map.height,
      ]),
    ).flat();
    const outside = grid.filter((point) => !insidePath(homes, point)).length;
    expect(outside / grid.length).toBeGreaterThan(0.05);
  },
);

test.each([
  ['Lake Victoria', { longitude: 33.0, latitude: -1.0 }],
  // Missing from the 1:50m layer: drawn from the 1:110m one.
  ['Lake Tanganyika', { longitude: 29.8, latitude: -6.5 }],
  ['Lake Malawi', { longitude: 34.5, latitude: -11.5 }],
])('%s is drawn as water, and the towns by it as land', (_, lake) => {
  const towns = [
    { id: 'kisumu', longitude: 34.7617, latitude: -0.0917 },
    { id: 'kigoma', longitude: 29.6269, latitude: -4.8769 },
    { id: 'mzuzu', longitude: 34.0207, latitude: -11.4656 },
  ];
  // Drawn apart: in one drawing, the lake's point and a town beside it would
  // be too close for two markers, and the markers would move off their places.
  const inLake = (places: MapPlace[], id: string) => {
    const map = buildWorkMap(places);
    const lakes = /<path class="wm-lake" d="([^"]+)"/.exec(map.svg)?.[1] ?? '';
    const { x, y } = map.places[id] ?? { x: NaN, y: NaN };
    return insidePath(lakes, [(x / 100) * map.width, (y / 100) * map.height]);
  };
  expect(inLake([{ id: 'lake', ...lake }], 'lake')).toBe(true);
  for (const { id } of towns)
    expect({ id, inLake: inLake([...towns], id) }).toEqual({ id, inLake: false });
});

test('Natural Earth names become translation keys', () => {
  expect(countryKey('Kenya')).toBe('kenya');
  expect(countryKey('Dem. Rep. Congo')).toBe('demRepCongo');
  expect(countryKey("Côte d'Ivoire")).toBe('coteDIvoire');
  expect(countryKey('S. Sudan')).toBe('sSudan');
});

test('a map needs a place', () => {
  expect(() => buildWorkMap([])).toThrow(/at least one place/);
});

test('markers crowded together, or on one spot, are pushed apart to a target each, inside the map', () => {
  const width = 800;
  const height = 600;
  // Two on one spot, one 5 units away, one at the edge, one far off.
  const points: [number, number][] = [
    [400, 300],
    [400, 300],
    [405, 300],
    [2, 2],
    [100, 500],
  ];
  const spread = spreadMarkers(points, width, height);
  const unitsPerPixel = width / 288;
  for (const [i, a] of spread.entries()) {
    for (const [j, b] of spread.entries()) {
      if (j <= i) continue;
      // 24 px squares (axe's target-size): apart across or down.
      expect(
        Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) / unitsPerPixel,
      ).toBeGreaterThanOrEqual(24);
    }
    expect(a[0]).toBeGreaterThanOrEqual(12 * unitsPerPixel);
    expect(a[1]).toBeLessThanOrEqual(height - 12 * unitsPerPixel);
  }
  // A marker with room around it stays on its place.
  expect(spread[4]).toEqual([100, 500]);
  expect(spreadMarkers(points, width, height)).toEqual(spread);
});

test('a far place squeezing the others together still leaves every marker its own target, tied to its place', () => {
  const places = [
    ...samplePlaces,
    { id: 'porto', longitude: -8.6291, latitude: 41.1579 },
    { id: 'portoToo', longitude: -8.6291, latitude: 41.1579 },
  ];
  const map = buildWorkMap(places);
  const pixels = Object.values(map.places).map(({ x, y }) => [
    (x / 100) * 288,
    (y / 100) * 288 * (map.height / map.width),
  ]);
  const closest = Math.min(
    ...pixels.flatMap(([ax = 0, ay = 0], i) =>
      pixels.slice(i + 1).map(([bx = 0, by = 0]) => Math.max(Math.abs(ax - bx), Math.abs(ay - by))),
    ),
  );
  expect(closest).toBeGreaterThanOrEqual(24);
  expect(map.svg).toMatch(
    /<path class="wm-leader" d="M[^"]+"\/><path class="wm-anchor" d="M[^"]+"\/>/,
  );
  // The country names left on the map do not run into each other (12 px capitals, about 8 px a letter).
  const boxes = map.countries.map(({ x, y, name }) => ({
    x: (x / 100) * 288,
    y: (y / 100) * 288 * (map.height / map.width),
    half: (name.length * 8) / 2,
  }));
  const overlapping = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => Math.abs(a.x - b.x) < a.half + b.half && Math.abs(a.y - b.y) < 14),
  );
  expect(overlapping).toEqual([]);
  // ... and each shows whole, however near the map's edge its country lies.
  for (const { x, half } of boxes) {
    expect(x - half).toBeGreaterThanOrEqual(0);
    expect(x + half).toBeLessThanOrEqual(288);
  }
});

test('places with room around them get no leader lines', () => {
  const map = buildWorkMap([
    { id: 'nairobi', longitude: 36.8219, latitude: -1.2921 },
    { id: 'mombasa', longitude: 39.6682, latitude: -4.0435 },
  ]);
  expect(map.svg).not.toContain('wm-leader');
});

test("a leader's dot on the place shows clear of its marker (a 14 px dot) at the narrowest map, never a smudge half under it", () => {
  // Two markers on one far place push the others about: some are tied to their places.
  for (const places of [
    [
      ...samplePlaces,
      { id: 'porto', longitude: -8.6291, latitude: 41.1579 },
      { id: 'portoToo', longitude: -8.6291, latitude: 41.1579 },
    ],
  ]) {
    const map = buildWorkMap(places);
    const pixelsPerUnit = 288 / map.width;
    const anchors = /class="wm-anchor" d="([^"]*)"/.exec(map.svg)?.[1] ?? '';
    // Each dot is `M<x - r> <y>a<r> …`: its centre is r to the right of where it starts.
    const dots = [...anchors.matchAll(/M(-?[\d.]+) (-?[\d.]+)a([\d.]+)/g)].map(([, x, y, r]) => [
      Number(x) + Number(r),
      Number(y),
    ]);
    expect(dots.length).toBeGreaterThan(0);
    const markers = Object.values(map.places).map(({ x, y }) => [
      (x / 100) * map.width,
      (y / 100) * map.height,
    ]);
    for (const [dx = 0, dy = 0] of dots) {
      const nearest = Math.min(...markers.map(([mx = 0, my = 0]) => Math.hypot(mx - dx, my - dy)));
      // The marker's dot is 7 px in radius, the place's 2 px.
      expect(nearest * pixelsPerUnit).toBeGreaterThanOrEqual(9);
    }
  }
});
