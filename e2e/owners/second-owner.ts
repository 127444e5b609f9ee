/**
 * A second owner, built in the test suite to prove that the site and its
 * tests hold for anyone's identity and content, not only the sample owner's:
 * another name, initials, e-mail and site URL; fewer jobs, testimonials and
 * client projects, one more featured project, which has no picture, no URLs
 * and the grey "planned" status; other places on the map, in other countries;
 * booked until a month, in another time zone (Lisbon). Its items, their
 * words and its pictures are all its own (second-owner-words.json), so it
 * needs nothing of the owner whose project it copies; the site's own words,
 * the achievements, hobbies and photo are that owner's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '../../app/i18n/languages.ts';
import type { OwnerFixture } from '../../scripts/owner/copy-project.ts';

/**
 * The words of the second owner's items and of its home page's title (which
 * a copied owner may have given their own city), in English, Swahili and
 * Portuguese; in a language the copied owner added, its Portuguese ones:
 * words of its own that are not English, as the tests that look for English
 * left untranslated on a page expect.
 */
const ownWords = JSON.parse(
  readFileSync(join(import.meta.dirname, 'second-owner-words.json'), 'utf8'),
) as OwnerFixture['words'];
const words = Object.fromEntries(
  languages.map(({ code }) => [code, ownWords[code] ?? ownWords.pt ?? {}]),
);

/**
 * A project picture of the owner's own (an SVG source, as an owner may give):
 * a map-like drawing in one hue, so the fixture needs none of the copied
 * owner's pictures.
 */
function projectPicture(hue: number): string {
  const shade = (lightness: number) => `hsl(${hue} 45% ${lightness}%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 160 100">
  <rect width="160" height="100" fill="${shade(92)}"/>
  <path d="M0 70 C40 55 60 85 100 66 S150 40 160 48 V100 H0Z" fill="${shade(78)}"/>
  <path d="M20 10 H70 V45 H20Z M85 15 H140 V38 H85Z" fill="${shade(60)}"/>
  <circle cx="112" cy="70" r="9" fill="${shade(40)}"/>
</svg>
`;
}

export const secondOwner: OwnerFixture = {
  site: {
    name: 'Amani Odhiambo',
    initials: 'AO',
    email: 'amani.odhiambo@example.org',
    url: 'https://amani.example.net',
    // No LinkedIn: every profile is optional.
    profiles: { github: 'https://codeberg.example.org/amani' },
    // Not the site's three languages: the owner's own.
    speaks: ['sw', 'en', 'fr'],
    // Another offset than the sample's, with summer time, and booked rather than available.
    timeZone: 'Europe/Lisbon',
    themeColor: '#0f766e',
    copyrightYear: 2026,
    availability: { status: 'booked', until: '2027-03' },
  },
  content: {
    jobs: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
    testimonials: [
      { id: 'grace', initials: 'GW', bgColor: 'from-amber-700 to-orange-800' },
      { id: 'amina', initials: 'AH', bgColor: 'from-blue-700 to-indigo-800' },
      { id: 'joao', initials: 'JA', bgColor: 'from-emerald-700 to-teal-800' },
    ],
    featuredProjects: [
      {
        id: 'landMapper',
        tech: ['Leaflet', 'PostGIS', 'GeoServer'],
        status: 'completed',
        image: 'land-parcel-mapper.svg',
        fallbackEmoji: '🗺️',
        liveUrl: 'https://parcels.example.net',
        place: { name: 'gulu', longitude: 32.2999, latitude: 2.7724 },
      },
      {
        id: 'fieldSurvey',
        tech: ['Svelte', 'PostGIS', 'KoboToolbox'],
        status: 'planned',
        fallbackEmoji: '📋',
        place: { name: 'kigali', longitude: 30.0619, latitude: -1.9441 },
      },
      {
        id: 'waterDashboard',
        tech: ['D3.js', 'MapLibre GL', 'FastAPI'],
        status: 'inProgress',
        image: 'water-access-dashboard.svg',
        fallbackEmoji: '📊',
        githubUrl: 'https://codeberg.example.org/amani/water',
        place: { name: 'dodoma', longitude: 35.7516, latitude: -6.163 },
      },
      {
        id: 'marketplace',
        tech: ['React', 'Node.js'],
        status: 'completed',
        image: 'soko-marketplace.svg',
        fallbackEmoji: '🛒',
        liveUrl: 'https://soko.example.net',
        githubUrl: 'https://codeberg.example.org/amani/soko',
      },
    ],
    clientProjects: [
      {
        id: 'floodRisk',
        tech: ['QGIS', 'Python'],
        place: { name: 'lusaka', longitude: 28.2833, latitude: -15.4167 },
      },
      {
        id: 'clinicFinder',
        tech: ['MapLibre GL'],
        url: 'https://clinics.example.net',
        place: { name: 'addisAbaba', longitude: 38.7578, latitude: 8.9806 },
      },
      // Two projects in one far city: the map spreads crowded markers apart.
      {
        id: 'safariLodge',
        tech: ['Astro'],
        url: 'https://lodge.example.net',
        place: { name: 'lisbon', longitude: -9.1393, latitude: 38.7223 },
      },
      {
        id: 'schoolPortal',
        tech: ['Laravel'],
        place: { name: 'lisbon', longitude: -9.1393, latitude: 38.7223 },
      },
      { id: 'farmCooperative', tech: ['Leaflet', 'PostGIS'], url: 'https://coop.example.net' },
    ],
  },
  words,
  replacedWords: [
    'about.jobs',
    'home.testimonials.items',
    'projects.featured',
    'projects.client',
    'projects.map.places',
    'projects.map.countries',
  ],
  projectPictures: {
    'land-parcel-mapper.svg': projectPicture(140),
    'water-access-dashboard.svg': projectPicture(200),
    'soko-marketplace.svg': projectPicture(25),
  },
};
