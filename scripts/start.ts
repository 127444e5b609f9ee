/**
 * `npm start`: serves what the sources say. It builds the site first when
 * there is no build, or when any source is newer than the build, and says so
 * in one line.
 */
import { createSiteServer } from '../server/server.ts';
import { clientDirOf, projectRootDir } from './output-dir.ts';
import { ensureFreshBuild } from './freshness.ts';

const clientDir = clientDirOf();
ensureFreshBuild(projectRootDir, clientDir);

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
const server = createSiteServer(clientDir);
server.listen(port, host, () => {
  console.log(`Serving ${clientDir} at http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
