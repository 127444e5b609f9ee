/**
 * `npm start`: serves what the sources say. It builds the site first when
 * there is no build, or when any source is newer than the build, and says so
 * in one line.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createSiteServer } from '../server/server.ts';
import { buildState } from './freshness.ts';

const root = join(import.meta.dirname, '..');
const clientDir = join(root, process.env.BUILD_DIR ?? 'build', 'client');

const state = buildState(root, clientDir);
if (!state.isFresh) {
  console.log(
    state.reason === 'missing'
      ? 'No build found: building the site first.'
      : `${state.source} is newer than the build: rebuilding the site first.`,
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
const server = createSiteServer(clientDir);
server.listen(port, host, () => {
  console.log(`Serving ${clientDir} at http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
