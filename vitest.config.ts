import { defineConfig } from 'vitest/config';
import { workMapPlugin } from './scripts/map/work-map-plugin.ts';
import { site } from './site.config.ts';

export default defineConfig({
  plugins: [workMapPlugin()],
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify(site.url) },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./app/test/setup.ts'],
    restoreMocks: true,
  },
});
