import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { featuredProjects } from './app/content/featured-projects.ts';
import { ownerChecksPlugin } from './scripts/owner/owner-checks-plugin.ts';
import { picturesPlugin } from './scripts/owner/pictures-plugin.ts';
import { workMapPlugin } from './scripts/map/work-map-plugin.ts';
import { buildSiteUrl } from './scripts/seo-files.ts';

export default defineConfig({
  plugins: [
    // Stops the build on any mistake in the owner's identity, content, words or pictures.
    ownerChecksPlugin(),
    tailwindcss(),
    reactRouter(),
    // The sizes and formats of the owner's pictures, from app/content/images/.
    picturesPlugin({ featuredProjects }),
    // The map of the projects' places, drawn at build time (docs/decisions/011-map.md).
    workMapPlugin(),
  ],
  resolve: { tsconfigPaths: true },
  // The absolute origin of canonical and alternate URLs, as in the sitemap.
  define: { __SITE_URL__: JSON.stringify(buildSiteUrl()) },
  build: { assetsInlineLimit: 0 },
});
