/** Where the build goes. `BUILD_DIR` lets parallel checkouts or test runs build side by side. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const buildDirectory = process.env.BUILD_DIR ?? 'build';

/** The project this script belongs to. */
export const projectRootDir = join(import.meta.dirname, '..');

/** A project's build folder: `<root>/build`, or `BUILD_DIR` (relative to the root, or absolute). */
function buildDirOf(root: string = projectRootDir): string {
  return resolve(root, buildDirectory);
}

/** The published files of a project's build: `<root>/build/client`. */
export function clientDirOf(root: string = projectRootDir): string {
  return join(buildDirOf(root), 'client');
}

/**
 * Marks a folder as a build of this project: written by postbuild, beside
 * `client/`, as its very last step, so it also dates a finished build.
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

const finishedMark = 'A build of the portfolio: the next build empties this folder first.\n';
const startedMark =
  'A build of the portfolio, begun and not finished: the next build empties this folder first.\n';

/** Marks the build directory as this project's, for the next build to empty: a finished build. */
export function markBuildDirectory(dir: string = buildDirOf()): void {
  writeFileSync(join(dir, buildMarker), finishedMark);
}

/**
 * Marks an earlier build as begun again, so that one which stops before
 * postbuild's end is not taken for finished (freshness.ts). A folder without
 * the marker is left as it is: it may not be the project's to mark.
 */
export function markBuildStarted(dir: string = buildDirOf()): void {
  const marker = join(dir, buildMarker);
  if (existsSync(marker)) writeFileSync(marker, startedMark);
}

/** Whether the build in `dir` ran to postbuild's end (its last write). */
export function isFinishedBuild(dir: string = buildDirOf()): boolean {
  try {
    return readFileSync(join(dir, buildMarker), 'utf8') === finishedMark;
  } catch {
    return false;
  }
}
