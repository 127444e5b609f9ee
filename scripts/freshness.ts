/**
 * Whether a build still says what the sources say. A build records each
 * source file's size and a hash of its content when it begins (output-dir.ts);
 * it is stale when a source's content has since changed, or a source was
 * added or removed (a file put back with an older date counts too; one saved
 * or touched with the same content does not), and unfinished when it stopped
 * before postbuild's end, or there is none. Hashing every source takes some
 * milliseconds (about 250 files, 12 ms here).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readBuildMarker, type SourceListing } from './output-dir.ts';
import { siteOrigin } from './site-origin.ts';

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
/**
 * No part of what a build is made of: tests, and the files editors leave
 * beside the one they edit (vim's `.x.swp` and `4913`, `x~` backups, emacs's
 * `.#x`, macOS's `.DS_Store`).
 */
const ignored =
  /\.(test|spec)\.tsx?$|(^|[\\/])(\.DS_Store|\.#[^\\/]*|[^\\/]*~|\.[^\\/]*\.sw[a-p]|4913)$/;

/**
 * Whether a path from the project's root (`/`-separated; `''` is the root)
 * is a source, or a folder that holds sources: what a build lists and what
 * the servers watch (rebuild-on-change.ts).
 */
export function isSourcePath(path: string): boolean {
  if (path === '') return true;
  const [top = ''] = path.split('/');
  return sourceDirs.includes(top) ? !ignored.test(path) : sourceFiles.includes(path);
}

function listInto(root: string, path: string, listing: SourceListing): void {
  if (!existsSync(join(root, path))) return;
  const stat = statSync(join(root, path));
  if (stat.isDirectory()) {
    for (const entry of readdirSync(join(root, path)).sort()) {
      listInto(root, join(path, entry), listing);
    }
  } else {
    const file = path.split('\\').join('/');
    if (isSourcePath(file)) {
      const hash = createHash('sha256')
        .update(readFileSync(join(root, path)))
        .digest('base64url');
      listing[file] = `${stat.size} bytes, sha256 ${hash}`;
    }
  }
}

/** The project's sources as they are now: each file's size and content hash. */
export function sourceListing(root: string): SourceListing {
  const listing: SourceListing = {};
  for (const path of [...sourceDirs, ...sourceFiles]) listInto(root, path, listing);
  return listing;
}

/** How `path` differs between two listings, in words, or undefined when it does not. */
function changeOf(path: string, built: SourceListing, now: SourceListing): string | undefined {
  if (!(path in now)) return path in built ? `${path} was removed since the build` : undefined;
  if (!(path in built)) return `${path} is new since the build`;
  return built[path] === now[path] ? undefined : `${path} changed since the build`;
}

/**
 * The first source that differs between two listings, and how, in words;
 * `first`, when it differs, before any other (the file an owner just saved).
 */
function firstChange(built: SourceListing, now: SourceListing, first?: string): string | undefined {
  const paths = [
    ...(first === undefined ? [] : [first]),
    ...Object.keys(now),
    ...Object.keys(built),
  ];
  for (const path of paths) {
    const change = changeOf(path, built, now);
    if (change !== undefined) return change;
  }
  return undefined;
}

export type BuildState =
  | { isFresh: true }
  | { isFresh: false; reason: 'missing' }
  | { isFresh: false; reason: 'unfinished' }
  | { isFresh: false; reason: 'stale'; change: string };

/** The origin a build is for, as its robots.txt names its sitemap. */
function builtOrigin(clientDir: string): string | undefined {
  const robots = join(clientDir, 'robots.txt');
  if (!existsSync(robots)) return undefined;
  return /^Sitemap: (.+)\/sitemap\.xml$/m.exec(readFileSync(robots, 'utf8'))?.[1];
}

/**
 * `clientDir` is the build's client output, e.g. `<root>/build/client`. A
 * `SITE_URL` given (`SITE_URL=https://you.example npm start`) that is not the
 * build's origin makes it stale too; without one, the build's origin stands,
 * so that previewing a build made for a host does not remake it for another.
 * `saved`, a source's path from `root`, is named first when it changed.
 */
export function buildState(
  root: string,
  clientDir: string,
  env: NodeJS.ProcessEnv = process.env,
  saved?: string,
): BuildState {
  if (!existsSync(join(clientDir, 'index.html'))) return { isFresh: false, reason: 'missing' };
  const marker = readBuildMarker(dirname(clientDir));
  if (marker?.state !== 'finished') return { isFresh: false, reason: 'unfinished' };
  const built = builtOrigin(clientDir);
  const wanted = env.SITE_URL === undefined ? undefined : siteOrigin('', env);
  const change = marker.sources
    ? (firstChange(marker.sources, sourceListing(root), saved) ??
      (wanted !== undefined && wanted !== built
        ? `SITE_URL is ${wanted}, the build is for ${built ?? 'another origin'}`
        : undefined))
    : 'the build does not list its sources';
  return change === undefined ? { isFresh: true } : { isFresh: false, reason: 'stale', change };
}

/**
 * The environment to build in again, and what to say of it after why it
 * builds: with no `SITE_URL` given, the one the served build was made with
 * (`SITE_URL=… npm run build`, then an edit while it is served), so a rebuild
 * does not move the site's canonical links to the identity's `url` unasked.
 */
export function rebuildEnv(
  clientDir: string,
  env: NodeJS.ProcessEnv = process.env,
): { env: NodeJS.ProcessEnv; note: string } {
  const kept =
    env.SITE_URL === undefined ? readBuildMarker(dirname(clientDir))?.siteUrl : undefined;
  return kept === undefined
    ? { env, note: '' }
    : {
        env: { ...env, SITE_URL: kept },
        note: ` for ${kept}, the SITE_URL the served build was made with (give SITE_URL to change it)`,
      };
}

/** Why a build is needed, in words: `app/root.tsx changed since the build: rebuilding the site`. */
export function whyBuild(state: Exclude<BuildState, { isFresh: true }>): string {
  if (state.reason === 'missing') return 'No build found: building the site';
  if (state.reason === 'unfinished') return 'The last build did not finish: building the site';
  return `${state.change}: rebuilding the site`;
}

/**
 * Builds the site first when there is no build or a source changed since it,
 * saying why in one line; exits when the build fails. For the commands that
 * serve the build (`npm start`, `serve:nginx`, `serve:cloudflare`).
 */
export function ensureFreshBuild(root: string, clientDir: string): void {
  const state = buildState(root, clientDir);
  if (state.isFresh) return;
  const rebuild = rebuildEnv(clientDir);
  console.log(`${whyBuild(state)}${rebuild.note} first.`);
  // A problem the build finds is fixed, then this command run again (owner/problem.ts).
  const env = { ...rebuild.env, PORTFOLIO_COMMAND: process.env.npm_lifecycle_event ?? 'start' };
  for (const step of buildSteps) {
    const { status } = spawnSync(process.execPath, [step], { stdio: 'inherit', cwd: root, env });
    if (status !== 0) process.exit(status ?? 1);
  }
}

/**
 * `npm run build`'s steps (the owner checks, then scripts/build.ts), run by
 * this Node rather than through npm: a server under a process manager may
 * have no npm on its PATH.
 */
export const buildSteps = ['check.ts', 'build.ts'].map((file) => join(import.meta.dirname, file));
