import type { ClientProject } from './types';

/** Work delivered for clients. Words live in `projects.client.<id>`; a project without a url shows no link. */
export const clientProjects: readonly ClientProject[] = [
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
    // No url: it runs on the school's internal network.
  },
  {
    id: 'propertyListings',
    tech: ['Next.js', 'Mapbox GL', 'Prisma'],
    url: 'https://homes.example.com',
  },
  {
    id: 'floodRisk',
    tech: ['ArcGIS Pro', 'Python', 'GeoServer', 'OpenLayers'],
    // No url: confidential work for a county planning office.
  },
];
