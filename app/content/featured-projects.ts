import type { FeaturedProject } from './types';

/** The featured personal projects. Words live in `projects.featured.<id>`. */
export const featuredProjects: readonly FeaturedProject[] = [
  {
    id: 'marketplace',
    tech: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Tailwind CSS'],
    status: 'completed',
    image: 'soko-marketplace.jpg',
    fallbackEmoji: '🛒',
    liveUrl: 'https://shop.example.com',
    githubUrl: 'https://github.com/example/soko-marketplace',
    place: { name: 'nairobi', longitude: 36.8219, latitude: -1.2921 },
  },
  {
    id: 'landMapper',
    tech: ['Leaflet', 'PostGIS', 'GeoServer', 'React', 'Django'],
    status: 'completed',
    image: 'land-parcel-mapper.jpg',
    fallbackEmoji: '🗺️',
    liveUrl: 'https://maps.example.com',
    // No githubUrl: the client keeps the source private.
    place: { name: 'kisumu', longitude: 34.7617, latitude: -0.0917 },
  },
  {
    id: 'waterDashboard',
    tech: ['D3.js', 'MapLibre GL', 'Python', 'FastAPI', 'PostGIS'],
    status: 'inProgress',
    image: 'water-access-dashboard.jpg',
    fallbackEmoji: '📊',
    // No liveUrl: not deployed yet.
    githubUrl: 'https://github.com/example/water-access-dashboard',
    place: { name: 'darEsSalaam', longitude: 39.2083, latitude: -6.7924 },
  },
];
