import type { FeaturedProject } from './types';

/** The featured personal projects. Words live in `projects.featured.<id>`. */
export const featuredProjects = [
  {
    id: 'marketplace',
    tech: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Tailwind CSS'],
    status: 'completed',
    image: '/images/projects/soko-marketplace',
    fallbackEmoji: '🛒',
    liveUrl: 'https://shop.example.com',
    githubUrl: 'https://github.com/example/soko-marketplace',
  },
  {
    id: 'landMapper',
    tech: ['Leaflet', 'PostGIS', 'GeoServer', 'React', 'Django'],
    status: 'completed',
    image: '/images/projects/land-parcel-mapper',
    fallbackEmoji: '🗺️',
    liveUrl: 'https://maps.example.com',
    // The client keeps the source private.
    githubUrl: '',
  },
  {
    id: 'waterDashboard',
    tech: ['D3.js', 'MapLibre GL', 'Python', 'FastAPI', 'PostGIS'],
    status: 'inProgress',
    image: '/images/projects/water-access-dashboard',
    fallbackEmoji: '📊',
    // Not deployed yet.
    liveUrl: '',
    githubUrl: 'https://github.com/example/water-access-dashboard',
  },
] as const satisfies readonly FeaturedProject[];
