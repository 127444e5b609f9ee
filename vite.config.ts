import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildSiteUrl } from './scripts/seo-files.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The absolute origin of canonical and alternate URLs, as in the sitemap.
  define: { __SITE_URL__: JSON.stringify(buildSiteUrl()) },
  build: { assetsInlineLimit: 0 },
});
