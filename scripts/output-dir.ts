/** Where the build goes. `BUILD_DIR` lets parallel checkouts or test runs build side by side. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Each source file's size and modification time, by its path in the project (freshness.ts). */
export type SourceListing = Record<string, string>;

const marks = {
  started:
    'A build of the portfolio, begun and not finished: the next build empties this folder first.',
  finished: 'A build of the portfolio: the next build empties this folder first.',
} as const;

type BuildMark = { state: keyof typeof marks; sources?: SourceListing };

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
    const { sources } = JSON.parse(rest.join('\n')) as { sources?: SourceListing };
    return { state, sources };
  } catch {
    return { state };
  }
}

function writeBuildMarker(dir: string, { state, sources }: BuildMark): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, buildMarker), `${marks[state]}\n${JSON.stringify({ sources })}\n`);
}

/**
 * Marks a build as begun, with the sources as they are now: a build that stops
 * before postbuild's end is then not taken for finished (freshness.ts), and
 * the next one still empties the folder.
 */
export function markBuildStarted(sources: SourceListing, dir: string = buildDirOf()): void {
  writeBuildMarker(dir, { state: 'started', sources });
}

/**
 * Marks the build as finished, made from the sources listed when it began
 * (listed now, by `listSources`, when no begun build was marked).
 */
export function markBuildFinished(
  listSources: () => SourceListing,
  dir: string = buildDirOf(),
): void {
  const sources = readBuildMarker(dir)?.sources ?? listSources();
  writeBuildMarker(dir, { state: 'finished', sources });
}
