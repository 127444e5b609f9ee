import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/routes-paths.ts';

export default {
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: prerenderPaths,
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
