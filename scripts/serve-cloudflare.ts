/**
 * `npm run serve:cloudflare`: serves the build with Cloudflare's own local
 * Pages runtime (wrangler `pages dev`, which runs workerd) on HOST:PORT
 * (127.0.0.1:8788), reading the build's `_headers`, `_redirects` and
 * `404.html` documents as Cloudflare Pages does. No account, no network: no
 * telemetry, no update check, no `Request.cf` download; state in a temporary
 * folder. Builds first when there is no build or a source is newer than it,
 * and, as npm start does, again when a source changes while it serves: the
 * runtime reads the new build's files and rules by itself.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compatibilityDate } from './deploy/cloudflare-netlify.ts';
import { clientDirOf, projectRootDir } from './output-dir.ts';
import { ensureFreshBuild } from './freshness.ts';
import { rebuildOnChange } from './rebuild-on-change.ts';
import { ensurePortFree } from './serve-port.ts';

const root = projectRootDir;
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '8788';
// Whether the port is free, before a build that can take a while.
await ensurePortFree({ host, port: Number(port), command: 'npm run serve:cloudflare' });

const clientDir = clientDirOf();
ensureFreshBuild(root, clientDir);

const wrangler = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
if (!existsSync(wrangler)) {
  console.error('wrangler is not installed: run `npm install` in the project, then retry.');
  process.exit(1);
}

// One state folder per port, emptied first: a run killed outright leaves nothing to pile up.
const state = join(tmpdir(), `portfolio-wrangler-${port}`);
rmSync(state, { recursive: true, force: true });
mkdirSync(state, { recursive: true });
const args = [
  wrangler,
  'pages',
  'dev',
  clientDir,
  '--ip',
  host,
  '--port',
  port,
  '--compatibility-date',
  compatibilityDate,
  '--persist-to',
  state,
  '--show-interactive-dev-session=false',
];
const server = spawn(process.execPath, args, {
  cwd: state,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: join(state, 'logs'),
    CI: 'true',
  },
});

// Listened for at once: a runtime that cannot start stops this command with its code.
let stopWatching = (): void => {};
server.on('exit', (code, signal) => {
  stopWatching();
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
// SIGHUP: the terminal closed (an SSH session dropped).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill(signal));
}

// Sources edited while it serves are built too (not with `WATCH=0`).
stopWatching = await rebuildOnChange(root, clientDir);
