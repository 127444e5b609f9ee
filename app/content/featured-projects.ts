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
  },
  {
    id: 'landMapper',
    tech: ['Leaflet', 'PostGIS', 'GeoServer', 'React', 'Django'],
    status: 'completed',
    image: 'land-parcel-mapper.jpg',
    fallbackEmoji: '🗺️',
    liveUrl: 'https://maps.example.com',
    // No githubUrl: the client keeps the source private.
  },
  {
    id: 'waterDashboard',
    tech: ['D3.js', 'MapLibre GL', 'Python', 'FastAPI', 'PostGIS'],
    status: 'inProgress',
    image: 'water-access-dashboard.jpg',
    fallbackEmoji: '📊',
    // No liveUrl: not deployed yet.
    githubUrl: 'https://github.com/example/water-access-dashboard',
  },
];
