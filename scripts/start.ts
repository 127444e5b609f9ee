/**
 * `npm start`: serves what the sources say. It builds the site first when
 * there is no build, or when any source is newer than the build, and says so
 * in one line; while it serves, it builds again when a source changes
 * (scripts/rebuild-on-change.ts).
 */
import { createSiteServer } from '../server/server.ts';
import { clientDirOf, projectRootDir } from './output-dir.ts';
import { ensureFreshBuild } from './freshness.ts';
import { rebuildOnChange } from './rebuild-on-change.ts';
import { ensurePortFree, exitOnPortProblem } from './serve-port.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

const where = { host, port, command: 'npm start' };
// Whether the port is free, before a build that can take a while.
await ensurePortFree(where);

const clientDir = clientDirOf();
ensureFreshBuild(projectRootDir, clientDir);

// Sources edited while it serves are built and served too (not with `WATCH=0`).
const stopWatching = await rebuildOnChange(projectRootDir, clientDir);
const server = createSiteServer(clientDir);
server.once('error', exitOnPortProblem(where));
server.listen(port, host, () => {
  console.log(`Serving ${clientDir} at http://${host}:${port}`);
});

// SIGHUP: the terminal closed (an SSH session dropped).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopWatching();
    server.close(() => process.exit(0));
  });
}
