/** Where the build goes. `BUILD_DIR` lets parallel checkouts or test runs build side by side. */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

export const buildDirectory = process.env.BUILD_DIR ?? 'build';

/** The project this script belongs to. */
export const projectRootDir = join(import.meta.dirname, '..');

/** A project's build folder: `<root>/build`, or `BUILD_DIR` (relative to the root, or absolute). */
export function buildDirOf(root: string = projectRootDir): string {
  return resolve(root, buildDirectory);
}

/** The published files of a project's build: `<root>/build/client`. */
export function clientDirOf(root: string = projectRootDir): string {
  return join(buildDirOf(root), 'client');
}

/**
 * Set by scripts/build.ts for the build it makes beside the build folder: the
 * folder that build will be moved to, and served from.
 */
export const publishDirVariable = 'PORTFOLIO_PUBLISH_DIR';

/**
 * Where the build made now will be served from: the build folder it replaces
 * when it is made beside it (scripts/build.ts), else its own. The nginx config
 * names it as its root.
 */
export function publishedClientDir(): string {
  const target = process.env[publishDirVariable];
  return target ? join(resolve(projectRootDir, target), 'client') : clientDirOf();
}

/** `path` with its links resolved, also when its last parts do not exist yet (a first build). */
export function realPathOf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPathOf(parent), basename(path));
  }
}

/** The folder a build is made in beside `dir` (`build-next`), before it takes `dir`'s place. */
export function nextBuildDirOf(dir: string): string {
  return `${dir}-next`;
}

/**
 * Puts the finished build in `next` in the place of the build folder `dir`,
 * by two renames: a server reading `dir` finds the whole last build until
 * the whole new one is there. A `dir` that cannot be renamed (a mount point,
 * such as a container's volume) has its contents replaced by a copy instead.
 */
export function moveIntoPlace(
  next: string,
  dir: string,
  rename: (from: string, to: string) => void = renameSync,
): void {
  // Named for this build alone: never a folder of the owner's (a copy named build-old).
  const old = `${dir}-replaced-${process.pid}`;
  if (existsSync(dir)) {
    try {
      rename(dir, old);
    } catch {
      for (const entry of readdirSync(dir)) {
        rmSync(join(dir, entry), { recursive: true, maxRetries: 3 });
      }
      cpSync(next, dir, { recursive: true });
      rmSync(next, { recursive: true, maxRetries: 3 });
      return;
    }
  }
  try {
    rename(next, dir);
  } catch (error) {
    if (existsSync(old)) rename(old, dir);
    throw error;
  }
  try {
    rmSync(old, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // The new build is in place; a file of the last one still open (Windows) stays behind.
  }
}

/** Blocks for `ms` milliseconds (a script with nothing else to do meanwhile). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Whether the process `pid` still runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `build` when no other build of `dir` runs: two at once (`npm start` and
 * `serve:nginx` started together after an edit, each rebuilding) would write
 * into the same `build-next`. The lock is a folder beside it, `build-lock`,
 * holding its process's id; one left over (isStaleLock) is taken over.
 */
export function withBuildLock(dir: string, build: () => void, wait = sleepSync): void {
  const lock = `${dir}-lock`;
  const pidFile = join(lock, 'pid');
  mkdirSync(dirname(lock), { recursive: true });
  let hasWaited = false;
  let isLocked = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(pidFile, String(process.pid));
      isLocked = true;
      break;
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      // No room for a lock beside the folder (a parent that is not this user's):
      // the build goes into the folder itself (scripts/build.ts), unlocked.
      if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') break;
      if (code !== 'EEXIST') throw error;
    }
    if (isStaleLock(lock, pidFile)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (!hasWaited) {
      console.log(
        `Another build of ${dir} is running: waiting for it to end (if none is, remove ${lock}).`,
      );
    }
    hasWaited = true;
    wait(250);
  }
  try {
    build();
  } finally {
    if (isLocked) rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Whether a build lock is left over: its process has ended (or is this one,
 * its id reused), it names none some seconds after it was taken (a build
 * stopped in between), or it is older than any build takes (an id reused by
 * another process after a restart).
 */
function isStaleLock(lock: string, pidFile: string): boolean {
  let takenAt: number;
  try {
    takenAt = statSync(lock).mtimeMs;
  } catch {
    return false;
  }
  const age = Date.now() - takenAt;
  if (age > 30 * 60_000) return true;
  let holder: number;
  try {
    holder = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    return age > 10_000;
  }
  return !Number.isInteger(holder) || holder === process.pid || !isRunning(holder);
}

/**
 * Marks a folder as a build of this project, and records what it was made
 * from: written when a build begins (after React Router empties the folder)
 * and again as postbuild's very last step, so it also tells a finished build
 * from one that stopped half-way.
 */
export const buildMarker = '.portfolio-build';

/**
 * Whether a build may empty `dir` before writing into it: a folder that does
 * not exist yet, is empty, or holds an earlier build of this project. Vite
 * empties a build inside the project by itself, but not one outside it
 * (`BUILD_DIR=/srv/site`), where the last build's files would otherwise stay
 * and be deployed (a CV named after a previous owner); a folder of anything
 * else is never emptied.
 */
export function mayEmptyBuildDirectory(dir: string = buildDirOf()): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0 || existsSync(join(dir, buildMarker));
}

/** Each source file's size and content hash, by its path in the project (freshness.ts). */
export type SourceListing = Record<string, string>;

const marks = {
  started:
    'A build of the portfolio, begun and not finished: the next build empties this folder first.',
  finished: 'A build of the portfolio: the next build empties this folder first.',
} as const;

type BuildMark = {
  state: keyof typeof marks;
  sources?: SourceListing;
  /** The `SITE_URL` the build was made with, if any: a rebuild on an edit keeps it (freshness.ts). */
  siteUrl?: string | undefined;
};

/** The marker in `dir`: whether its build finished, and the sources it was made from. */
export function readBuildMarker(dir: string = buildDirOf()): BuildMark | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, buildMarker), 'utf8');
  } catch {
    return undefined;
  }
  const [mark = '', ...rest] = text.split('\n');
  const state = (Object.keys(marks) as BuildMark['state'][]).find((key) => marks[key] === mark);
  if (!state) return undefined;
  try {
    const { sources, siteUrl } = JSON.parse(rest.join('\n')) as Omit<BuildMark, 'state'>;
    return { state, sources, siteUrl: typeof siteUrl === 'string' ? siteUrl : undefined };
  } catch {
    return { state };
  }
}

function writeBuildMarker(dir: string, { state, sources, siteUrl }: BuildMark): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, buildMarker),
    `${marks[state]}\n${JSON.stringify({ sources, siteUrl })}\n`,
  );
}

/**
 * Marks a build as begun, with the sources as they are now: a build that stops
 * before postbuild's end is then not taken for finished (freshness.ts), and
 * the next one still empties the folder.
 */
export function markBuildStarted(
  sources: SourceListing,
  dir: string = buildDirOf(),
  siteUrl: string | undefined = process.env.SITE_URL,
): void {
  writeBuildMarker(dir, { state: 'started', sources, siteUrl });
}

/**
 * Marks the build as finished, made from the sources listed when it began
 * (listed now, by `listSources`, when no begun build was marked).
 */
export function markBuildFinished(
  listSources: () => SourceListing,
  dir: string = buildDirOf(),
): void {
  const begun = readBuildMarker(dir);
  const sources = begun?.sources ?? listSources();
  const siteUrl = begun?.sources ? begun.siteUrl : process.env.SITE_URL;
  writeBuildMarker(dir, { state: 'finished', sources, siteUrl });
}
