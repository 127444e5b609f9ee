/**
 * A second owner, built in the test suite to prove that the site and its
 * tests hold for anyone's identity and content, not only the sample owner's:
 * another name, initials, e-mail and site URL; fewer jobs, testimonials and
 * client projects, one more featured project, which has no picture, no URLs
 * and the grey "planned" status; other places on the map, in other countries;
 * booked until a month, in another time zone (Lisbon). Everything else is the
 * sample's.
 */
import type { OwnerFixture } from '../../scripts/owner/copy-project.ts';

const removedJobs = { job5: null, job6: null, job7: null, job8: null, job9: null, job10: null };

const fieldSurvey = {
  en: {
    title: 'Field Survey Planner',
    description:
      'A planning tool for household surveys: draw survey areas, split them among teams and follow progress on a map.',
    category: 'Web GIS',
  },
  sw: {
    title: 'Mpangaji wa tafiti za uwandani',
    description:
      'Zana ya kupanga tafiti za kaya: chora maeneo ya utafiti, yagawe kwa timu na ufuatilie maendeleo kwenye ramani.',
    category: 'GIS ya wavuti',
  },
  pt: {
    title: 'Planejador de pesquisas de campo',
    description:
      'Uma ferramenta para planejar pesquisas domiciliares: desenhe as áreas, divida-as entre as equipes e acompanhe o andamento no mapa.',
    category: 'GIS web',
  },
};

/** The second owner's places and countries; `null` removes the sample's that it does not have. */
const mapNames = {
  en: {
    places: {
      gulu: 'Gulu',
      kigali: 'Kigali',
      dodoma: 'Dodoma',
      lusaka: 'Lusaka',
      addisAbaba: 'Addis Ababa',
      lisbon: 'Lisbon',
    },
    countries: { rwanda: 'Rwanda', zambia: 'Zambia', ethiopia: 'Ethiopia', portugal: 'Portugal' },
  },
  sw: {
    places: {
      gulu: 'Gulu',
      kigali: 'Kigali',
      dodoma: 'Dodoma',
      lusaka: 'Lusaka',
      addisAbaba: 'Addis Ababa',
      lisbon: 'Lisbon',
    },
    countries: { rwanda: 'Rwanda', zambia: 'Zambia', ethiopia: 'Ethiopia', portugal: 'Ureno' },
  },
  pt: {
    places: {
      gulu: 'Gulu',
      kigali: 'Kigali',
      dodoma: 'Dodoma',
      lusaka: 'Lusaka',
      addisAbaba: 'Adis Abeba',
      lisbon: 'Lisboa',
    },
    countries: { rwanda: 'Ruanda', zambia: 'Zâmbia', ethiopia: 'Etiópia', portugal: 'Portugal' },
  },
};
const removedPlaces = {
  nairobi: null,
  kisumu: null,
  darEsSalaam: null,
  arusha: null,
  kampala: null,
  maputo: null,
  mombasa: null,
};
const city = { en: 'Lisbon', sw: 'Lisbon', pt: 'Lisboa' };

function wordsFor(lang: 'en' | 'sw' | 'pt') {
  return {
    about: { jobs: removedJobs },
    home: { testimonials: { items: { david: null } }, contact: { city: city[lang] } },
    projects: {
      featured: { fieldSurvey: fieldSurvey[lang] },
      client: { propertyListings: null },
      map: {
        places: { ...removedPlaces, ...mapNames[lang].places },
        countries: { kenya: null, mozambique: null, ...mapNames[lang].countries },
      },
    },
  };
}

export const secondOwner: OwnerFixture = {
  site: {
    name: 'Amani Odhiambo',
    initials: 'AO',
    email: 'amani.odhiambo@example.org',
    url: 'https://amani.example.net',
    profiles: {
      github: 'https://codeberg.example.org/amani',
      linkedin: 'https://www.linkedin.com/in/amani-odhiambo-example',
    },
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
        image: 'land-parcel-mapper.jpg',
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
        image: 'water-access-dashboard.jpg',
        fallbackEmoji: '📊',
        githubUrl: 'https://codeberg.example.org/amani/water',
        place: { name: 'dodoma', longitude: 35.7516, latitude: -6.163 },
      },
      {
        id: 'marketplace',
        tech: ['React', 'Node.js'],
        status: 'completed',
        image: 'soko-marketplace.jpg',
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
  words: { en: wordsFor('en'), sw: wordsFor('sw'), pt: wordsFor('pt') },
};
