/**
 * `npm start`: serves what the sources say. It builds the site first when
 * there is no build, or when any source is newer than the build, and says so
 * in one line; while it serves, it builds again when a source changes
 * (scripts/rebuild-on-change.ts).
 */
import { createServer } from 'node:net';
import { createSiteServer } from '../server/server.ts';
import { clientDirOf, projectRootDir } from './output-dir.ts';
import { ensureFreshBuild } from './freshness.ts';
import { rebuildOnChange } from './rebuild-on-change.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

/** One line for a port the server cannot have, instead of Node's stack trace. */
function portProblem(error: NodeJS.ErrnoException): string {
  const next = `PORT=${port + 1} npm start`;
  if (error.code === 'EADDRINUSE')
    return `Port ${port} on ${host} is in use (another npm start?): stop that server, or choose another port: ${next}`;
  if (error.code === 'EACCES')
    return `Port ${port} on ${host} needs more rights than this user has: choose a port above 1023: ${next}`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return `HOST ${host} is not an address of this machine: use localhost, 0.0.0.0 or one of its own addresses`;
  return `Cannot serve on ${host}:${port}: ${error.message}`;
}

function fail(error: NodeJS.ErrnoException): never {
  console.error(portProblem(error));
  process.exit(1);
}

// Whether the port is free, before a build that can take a while.
await new Promise<void>((resolve) => {
  const probe = createServer();
  probe.once('error', fail);
  probe.listen(port, host, () => probe.close(() => resolve()));
});

const clientDir = clientDirOf();
ensureFreshBuild(projectRootDir, clientDir);

// Sources edited while it serves are built and served too (not with `WATCH=0`).
const stopWatching = await rebuildOnChange(projectRootDir, clientDir);
const server = createSiteServer(clientDir);
server.once('error', fail);
server.listen(port, host, () => {
  console.log(`Serving ${clientDir} at http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopWatching();
    server.close(() => process.exit(0));
  });
}
