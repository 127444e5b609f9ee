import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { workMapPlugin } from './scripts/map/work-map-plugin.ts';
import { viteDefines } from './scripts/vite-defines.ts';

export default defineConfig({
  plugins: [workMapPlugin()],
  resolve: { tsconfigPaths: true },
  define: viteDefines(),
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./app/test/setup.ts'],
    globalSetup: ['./app/test/check-languages.ts'],
    restoreMocks: true,
    // One worker per core: Vitest's default (one fewer) ran the files one at a
    // time on a 2-core machine (84 s instead of 55 s here).
    maxWorkers: availableParallelism(),
  },
});
