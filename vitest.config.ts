import { defineConfig } from 'vitest/config';
import { workMapPlugin } from './scripts/map/work-map-plugin.ts';
import { buildSiteUrl } from './scripts/seo-files.ts';

export default defineConfig({
  plugins: [workMapPlugin()],
  resolve: { tsconfigPaths: true },
  // The same origin a build would use (vite.config.ts).
  define: { __SITE_URL__: JSON.stringify(buildSiteUrl()) },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./app/test/setup.ts'],
    restoreMocks: true,
  },
});
