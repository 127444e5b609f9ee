/**
 * The words of the map (scripts/map/): every place a project names has its
 * name in every language (`projects.map.places.<name>`), and so has every
 * country that holds a place (`projects.map.countries.<key>`, found from the
 * coordinates with the map's own Natural Earth countries); and there are no
 * names of places or countries the map does not show. A place whose longitude
 * and latitude look swapped, or one of them of the wrong sign (in the sea or
 * an unnamed country as written, in a country the words name the other way),
 * is reported as that.
 */
import { valueAt } from '../../app/lib/value-at.ts';
import { countriesWithPlaces, readCountries, type CountriesTopology } from '../map/work-map.ts';
import { ownerFiles, type ContentName, type OwnerInput } from './load.ts';
import { languageName, type Problem } from './problem.ts';
import { placeSchema } from './schemas.ts';
import { itemWords } from './words.ts';

/** Where the map's names live; check.ts leaves these keys to this file. */
export const mapWordCollections = ['projects.map.places.', 'projects.map.countries.'];

const placed: ContentName[] = ['featuredProjects', 'clientProjects'];

type Located = {
  /** The content file that lists the project. */
  file: string;
  /** `featured project "landMapper"`. */
  label: string;
  id: string;
  name: string;
  /** Absent when the place is not valid (the schema reports it). */
  coordinates?: { longitude: number; latitude: number };
};

/** The projects that name a place, with its coordinates when the place is valid. */
function locatedProjects(input: OwnerInput): Located[] {
  return placed.flatMap((name) => {
    const list = input.content[name];
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown): Located[] => {
      const id = valueAt(item, ['id']);
      const placeName = valueAt(item, ['place', 'name']);
      if (typeof id !== 'string' || typeof placeName !== 'string') return [];
      const place = placeSchema.safeParse(valueAt(item, ['place']));
      const label = itemWords[name].label(id);
      return [
        {
          file: ownerFiles[name],
          label,
          id,
          name: placeName,
          ...(place.success && { coordinates: place.data }),
        },
      ];
    });
  });
}

function isText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

const contentFiles = `${ownerFiles.featuredProjects} or ${ownerFiles.clientProjects}`;

type Coordinates = { longitude: number; latitude: number };

/** The slips a place's coordinates may hold: what to set right, and where the place would then be. */
function misreadings({ longitude, latitude }: Coordinates): { fix: string; at: Coordinates }[] {
  return [
    ...(Math.abs(longitude) <= 90
      ? [
          {
            fix: 'longitude and latitude the right way round',
            at: { longitude: latitude, latitude: longitude },
          },
        ]
      : []),
    {
      fix: 'the sign of latitude right (south of the equator is negative)',
      at: { longitude, latitude: -latitude },
    },
    {
      fix: 'the sign of longitude right (west of Greenwich is negative)',
      at: { longitude: -longitude, latitude },
    },
  ].filter(({ at }) => at.longitude !== longitude || at.latitude !== latitude);
}

/** The country a place lies in, by the map's own countries; none at sea. */
function countryAt(id: string, coordinates: Coordinates, topology: CountriesTopology) {
  return countriesWithPlaces([{ id, ...coordinates }], topology)[0];
}

/** The country keys that have a name in any of the owner's languages. */
function namedCountries(input: OwnerInput): Set<string> {
  return new Set(
    input.languages.flatMap(({ code }) => {
      const names = valueAt(input.words[code]?.projects, ['map', 'countries']);
      if (names === null || typeof names !== 'object') return [];
      return Object.entries(names).flatMap(([key, name]) => (isText(name) ? [key] : []));
    }),
  );
}

/**
 * The places whose coordinates seem to hold a slip: as written they lie in
 * the sea or in a country no language names, and swapped, or with the sign
 * of one turned, they lie in a country the words do name.
 */
function misreadPlaceProblems(
  input: OwnerInput,
  located: readonly Located[],
  topology: CountriesTopology,
): Map<string, Problem> {
  const named = namedCountries(input);
  const countryOf = (id: string, coordinates: Coordinates) => countryAt(id, coordinates, topology);
  const problems = new Map<string, Problem>();
  for (const { file, id, label, coordinates } of located) {
    if (!coordinates) continue;
    const written = countryOf(id, coordinates);
    if (written && named.has(written.key)) continue;
    for (const { fix, at } of misreadings(coordinates)) {
      const other = countryOf(id, at);
      if (!other || !named.has(other.key)) continue;
      problems.set(id, {
        file,
        item: label,
        field: 'place',
        expected: `${fix}${written ? `, or, if it does lie in ${written.name}, that country's name in every language (projects.map.countries.${written.key})` : ''}: as written the place lies ${written ? `in ${written.name}, which no language names` : 'in the sea'}, and at longitude ${at.longitude}, latitude ${at.latitude} it would lie in ${other.name}, which the words name (longitude runs east–west, -180 to 180; latitude north–south, -90 to 90)`,
        found: `longitude ${coordinates.longitude}, latitude ${coordinates.latitude}`,
      });
      break;
    }
  }
  return problems;
}

/**
 * Notices of places no country holds, not even by its coast (the map looks
 * about 30 km around a place): a dropped digit (Nairobi at longitude 3.68)
 * puts a place in the open sea, and the map then stretches to show it. Not a
 * stop: a project may be meant to lie at sea (a port, an island the map's
 * countries leave out).
 */
export function placesAtSea(
  input: OwnerInput,
  topology: CountriesTopology = readCountries(),
): string[] {
  return locatedProjects(input).flatMap(({ file, id, label, coordinates }) => {
    if (!coordinates || countryAt(id, coordinates, topology)) return [];
    return [
      `${file} › ${label} › place: longitude ${coordinates.longitude}, latitude ${coordinates.latitude} lies in the sea, over 30 km from any country's coast, and the map stretches to show it; check the numbers (a digit dropped?) if the place is on land.`,
    ];
  });
}

export function checkPlaceWords(
  input: OwnerInput,
  topology: CountriesTopology = readCountries(),
): Problem[] {
  const located = locatedProjects(input);
  const places = Map.groupBy(located, ({ name }) => name);
  const misread = misreadPlaceProblems(input, located, topology);
  const valid = located.flatMap(({ id, coordinates }) =>
    coordinates && !misread.has(id) ? [{ id, ...coordinates }] : [],
  );
  const countries = countriesWithPlaces(valid, topology);
  // A place off the globe, or misread, may be the one that needs a country's name: judge no name unused then.
  const areAllPlacesValid = valid.length === located.length;
  const problems: Problem[] = [...misread.values()];
  // Where each place would lie after each slip of order or sign: found once, for every
  // language, and only when some country's name is unused.
  let slips: { fix: string; at: Coordinates; label: string; key: string | undefined }[] | undefined;
  const slipsOfPlaces = () =>
    (slips ??= located.flatMap(({ id, label, coordinates }) =>
      coordinates
        ? misreadings(coordinates).map((slip) => ({
            ...slip,
            label,
            key: countryAt(id, slip.at, topology)?.key,
          }))
        : [],
    ));
  for (const { code } of input.languages) {
    const language = languageName(code);
    const file = `${ownerFiles.locales}/${code}/projects.json`;
    const words = input.words[code]?.projects;
    const named = (kind: string) => {
      const names = valueAt(words, ['map', kind]);
      return (names !== null && typeof names === 'object' ? names : {}) as Record<string, unknown>;
    };
    const placeNames = named('places');
    for (const [key, users] of places) {
      if (isText(placeNames[key])) continue;
      const projects = users.map(({ label }) => label).join(', ');
      problems.push({
        file,
        item: users[0]?.label ?? key,
        field: `map.places.${key}`,
        expected: `the ${language} name of the place "${key}" (place.name of ${projects})`,
        found: describe(placeNames[key]),
      });
    }
    for (const key of Object.keys(placeNames)) {
      if (places.has(key)) continue;
      problems.push({
        file,
        item: `map.places.${key}`,
        field: '(text)',
        expected: `names only of places a project has (place.name in ${contentFiles}): remove it, or give a project this place`,
      });
    }
    const countryNames = named('countries');
    for (const { key, name, placeIds } of countries) {
      if (isText(countryNames[key])) continue;
      const projects = located
        .filter(({ id }) => placeIds.includes(id))
        .map(({ label }) => label)
        .join(', ');
      problems.push({
        file,
        item: `country "${name}"`,
        field: `map.countries.${key}`,
        expected: `the ${language} name of ${name} (Natural Earth), where the place of ${projects} lies`,
        found: describe(countryNames[key]),
      });
    }
    // Places at sea, or in a country this language does not name: one of them may be meant to lie in an unused country.
    const strays = located.flatMap(({ id, label, coordinates }) => {
      if (!coordinates) return [];
      const country = countries.find(({ placeIds }) => placeIds.includes(id));
      if (country && isText(countryNames[country.key])) return [];
      return [`${label} lies ${country ? `in ${country.name}` : 'in the sea'} as written`];
    });
    for (const key of Object.keys(countryNames)) {
      if (!areAllPlacesValid || countries.some((country) => country.key === key)) continue;
      // A place that a slip of order or sign took out of this country (Lisbon swapped lies in Tanzania).
      const meant = located.flatMap(({ label }) => {
        const slip = slipsOfPlaces().find(
          (candidate) => candidate.label === label && candidate.key === key,
        );
        return slip
          ? [
              `${label}: it would lie there with ${slip.fix} (longitude ${slip.at.longitude}, latitude ${slip.at.latitude})`,
            ]
          : [];
      });
      problems.push({
        file,
        item: `map.countries.${key}`,
        field: '(text)',
        expected:
          meant.length > 0
            ? `names only of countries that hold a place on the map: check the coordinates of ${meant.join('; ')}; or remove it, if no place is meant to lie there`
            : 'names only of countries that hold a place on the map: remove it' +
              (strays.length > 0
                ? `, or, if a place should lie there, check its coordinates (${strays.join('; ')})`
                : ''),
      });
    }
  }
  return problems;
}
