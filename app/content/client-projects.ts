import type { ClientProject } from './types';

/** Work delivered for clients. Words live in `projects.client.<id>`; an empty url shows no link. */
export const clientProjects = [
  {
    id: 'safariLodge',
    tech: ['Astro', 'Tailwind CSS', 'Netlify Forms'],
    url: 'https://lodge.example.com',
  },
  {
    id: 'farmCooperative',
    tech: ['QGIS', 'Leaflet', 'PostGIS'],
    url: 'https://coop.example.org',
  },
  {
    id: 'clinicFinder',
    tech: ['React', 'MapLibre GL', 'OpenStreetMap'],
    url: 'https://clinics.example.org',
  },
  {
    id: 'schoolPortal',
    tech: ['Laravel', 'MySQL', 'Alpine.js'],
    // Runs on the school's internal network.
    url: '',
  },
  {
    id: 'propertyListings',
    tech: ['Next.js', 'Mapbox GL', 'Prisma'],
    url: 'https://homes.example.com',
  },
  {
    id: 'floodRisk',
    tech: ['ArcGIS Pro', 'Python', 'GeoServer', 'OpenLayers'],
    // Confidential work for a county planning office.
    url: '',
  },
] as const satisfies readonly ClientProject[];
