/** `npm start`: builds the site if there is no build yet, then serves it. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteServer } from '../server/server.ts';

const clientDir = join(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build', 'client');

if (!existsSync(join(clientDir, 'index.html'))) {
  console.log('No build found: building the site first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
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
