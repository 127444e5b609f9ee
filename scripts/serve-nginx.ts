/**
 * `npm run serve:nginx`: serves the build with Debian's nginx in the
 * foreground, with the config generated from server/rules.ts (see
 * scripts/deploy/nginx.ts), on HOST:PORT (127.0.0.1:8080). It runs from a
 * temporary prefix, so it needs no write access to /etc/nginx or /var.
 * When nginx is missing, installs Debian's package as root, else stops with
 * one line saying what to install. Builds first when there is no build or a source
 * is newer than it, and, as npm start does, again when a source changes while it
 * serves, reloading nginx with the new build's policies.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  realpathSync,
  rmSync,
  unwatchFile,
  watchFile,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { policyFileOf, readPolicies } from '../server/rules.ts';
import { brotliModule, mainConfig, siteConfig } from './deploy/nginx.ts';
import { clientDirOf, projectRootDir } from './output-dir.ts';
import { ensureFreshBuild } from './freshness.ts';
import { rebuildOnChange } from './rebuild-on-change.ts';
import { ensurePortFree } from './serve-port.ts';

const nginxBinary = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
].find((path) => existsSync(path));

const isRoot = process.getuid?.() === 0;

function apt(packages: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  return install(['update', '-qq']) && install(['install', '-y', '-qq', ...packages]);
}

function ensureNginx(): string {
  if (nginxBinary) {
    // Debian's brotli module, for precompressed .br files; gzip alone without it.
    if (isRoot && !existsSync(brotliModule)) {
      console.log("No nginx brotli module: installing Debian's package.");
      apt(['libnginx-mod-http-brotli-static']);
    }
    return nginxBinary;
  }
  if (isRoot) {
    console.log("No nginx found: installing Debian's nginx package.");
    if (apt(['nginx', 'libnginx-mod-http-brotli-static']) && existsSync('/usr/sbin/nginx')) {
      return '/usr/sbin/nginx';
    }
  }
  console.error(
    'nginx is not installed: run `sudo apt-get install nginx libnginx-mod-http-brotli-static` (or put nginx in /usr/sbin), then retry.',
  );
  process.exit(1);
}

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
// Whether the port is free, before a build that can take a while (nginx,
// refused it, would stop at once).
await ensurePortFree({ host, port, command: 'npm run serve:nginx' });

const clientDir = clientDirOf();
ensureFreshBuild(projectRootDir, clientDir);

const nginx = ensureNginx();
const isBrotli = existsSync(brotliModule);
// One prefix per port, emptied first: a run killed outright leaves nothing to pile up.
const prefix = join(tmpdir(), `portfolio-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix, { recursive: true });
const siteFile = join(prefix, 'site.conf');
const mainFile = join(prefix, 'nginx.conf');
/** The site's config for the build as it is now: its pages' policies. */
function writeSiteConfig(): void {
  writeFileSync(
    siteFile,
    siteConfig({
      root: realpathSync(clientDir),
      listen: `${host}:${port}`,
      policies: readPolicies(clientDir),
      isBrotli,
    }),
  );
}
writeSiteConfig();
writeFileSync(mainFile, mainConfig({ prefix, siteFile, isBrotli }));

const server = spawn(nginx, ['-p', prefix, '-c', mainFile, '-g', 'daemon off;'], {
  stdio: 'inherit',
});
// Listened for at once: nginx that cannot start (its port taken since, a bad
// config) stops within milliseconds, and so does this command, with its code.
let stopWatching = (): void => {};
const policyFile = policyFileOf(clientDir);
server.on('exit', (code, signal) => {
  stopWatching();
  unwatchFile(policyFile);
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
// SIGHUP: the terminal closed (an SSH session dropped).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // SIGQUIT: nginx finishes the requests in flight, then exits.
  process.on(signal, () => server.kill('SIGQUIT'));
}

// Sources edited while it serves are built too (not with `WATCH=0`).
stopWatching = await rebuildOnChange(projectRootDir, clientDir);
// A new build (its own, or `npm run build` beside it) comes with new policies:
// the config is written again and nginx reloads it, as the Node server reads them again.
watchFile(policyFile, { interval: 500 }, (now, before) => {
  if (now.mtimeMs === before.mtimeMs || now.mtimeMs === 0) return;
  try {
    writeSiteConfig();
  } catch (error) {
    console.log(`The new build's policies could not be read: ${String(error)}`);
    return;
  }
  // SIGHUP: nginx reads its config again and replaces its workers gracefully.
  server.kill('SIGHUP');
});
console.log(
  `nginx serving ${clientDir} at http://${host}:${port}${isBrotli ? '' : ' (gzip only: no brotli module)'}`,
);
