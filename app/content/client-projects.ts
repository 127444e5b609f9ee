import type { ClientProject } from './types';

/** Work delivered for clients. Words live in `projects.client.<id>`; a project without a url shows no link,
 * one without a place is not on the map. */
export const clientProjects: readonly ClientProject[] = [
  {
    id: 'safariLodge',
    tech: ['Astro', 'Tailwind CSS', 'Netlify Forms'],
    url: 'https://lodge.example.com',
    place: { name: 'arusha', longitude: 36.683, latitude: -3.3869 },
  },
  {
    id: 'farmCooperative',
    tech: ['QGIS', 'Leaflet', 'PostGIS'],
    url: 'https://coop.example.org',
    place: { name: 'kampala', longitude: 32.5825, latitude: 0.3476 },
  },
  {
    id: 'clinicFinder',
    tech: ['React', 'MapLibre GL', 'OpenStreetMap'],
    url: 'https://clinics.example.org',
    place: { name: 'maputo', longitude: 32.5732, latitude: -25.9692 },
  },
  {
    id: 'schoolPortal',
    tech: ['Laravel', 'MySQL', 'Alpine.js'],
    // No url: it runs on the school's internal network.
    place: { name: 'mombasa', longitude: 39.6682, latitude: -4.0435 },
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
