/**
 * Whether a build still says what the sources say: the build is stale when
 * any file it is made from is newer than the build's marker (postbuild's very
 * last write, output-dir.ts), and unfinished when a build began after it and
 * stopped before its end, or there is none.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildMarker, isFinishedBuild } from './output-dir.ts';

/**
 * What a build is made of: the app, the owner's files, the build scripts and
 * configs, and the server's rules (the policies and deploy files follow them).
 */
const sourceDirs = ['app', 'public', 'scripts', 'server'];
const sourceFiles = [
  'site.config.ts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];
const ignored = /\.(test|spec)\.tsx?$/;

function newestIn(root: string, path: string, newer: { file?: string; time: number }): void {
  if (!existsSync(join(root, path))) return;
  const stat = statSync(join(root, path));
  if (stat.isDirectory()) {
    for (const entry of readdirSync(join(root, path))) newestIn(root, join(path, entry), newer);
  } else if (!ignored.test(path) && stat.mtimeMs > newer.time) {
    newer.file = path;
    newer.time = stat.mtimeMs;
  }
}

export type BuildState =
  | { isFresh: true }
  | { isFresh: false; reason: 'missing' }
  | { isFresh: false; reason: 'unfinished' }
  | { isFresh: false; reason: 'stale'; source: string };

/** `clientDir` is the build's client output, e.g. `<root>/build/client`. */
export function buildState(root: string, clientDir: string): BuildState {
  const home = join(clientDir, 'index.html');
  if (!existsSync(home)) return { isFresh: false, reason: 'missing' };
  if (!isFinishedBuild(dirname(clientDir))) return { isFresh: false, reason: 'unfinished' };
  const marker = join(dirname(clientDir), buildMarker);
  const newer = { file: undefined as string | undefined, time: statSync(marker).mtimeMs };
  for (const path of [...sourceDirs, ...sourceFiles]) newestIn(root, path, newer);
  return newer.file === undefined
    ? { isFresh: true }
    : { isFresh: false, reason: 'stale', source: relative(root, join(root, newer.file)) };
}

/**
 * Builds the site first when there is no build or a source is newer than it,
 * saying why in one line; exits when the build fails. For the commands that
 * serve the build (`npm start`, `serve:nginx`, `serve:cloudflare`).
 */
export function ensureFreshBuild(root: string, clientDir: string): void {
  const state = buildState(root, clientDir);
  if (state.isFresh) return;
  console.log(
    state.reason === 'missing'
      ? 'No build found: building the site first.'
      : state.reason === 'unfinished'
        ? 'The last build did not finish: building the site first.'
        : `${state.source} is newer than the build: rebuilding the site first.`,
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
