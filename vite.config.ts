import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { site } from './site.config.ts';

/** The absolute origin used in canonical and alternate URLs; `SITE_URL` overrides the config at build time. */
const siteUrl = (process.env.SITE_URL ?? site.url).replace(/\/+$/, '');

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: { assetsInlineLimit: 0 },
});
