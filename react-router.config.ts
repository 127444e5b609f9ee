import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/routes-paths.ts';
import { buildDirectory } from './scripts/output-dir.ts';

export default {
  buildDirectory,
  ssr: false,
  prerender: prerenderPaths,
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
