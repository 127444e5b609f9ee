/**
 * While `npm start` serves, a source that changes (an edit of the words, a
 * new picture, a `git pull`) is built, so the server keeps serving what the
 * sources say without a restart. The build is made beside the served one and
 * moved in whole (scripts/build.ts), and the server follows it (server.ts):
 * the last build answers meanwhile, and one that fails stays served. One line
 * says why each build starts, and one how it ended.
 */
import { spawn } from 'node:child_process';
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { buildState, buildSteps, ignored, sourceDirs, sourceFiles, whyBuild } from './freshness.ts';

/** How long the sources must stay still before a build: a save or a pull writes several files. */
const settleMs = 300;

/** Runs the build's steps one after the other; whether they all ended well. */
async function runSteps(root: string): Promise<boolean> {
  for (const step of buildSteps) {
    const status = await new Promise<number | null>((resolve) => {
      const run = spawn(process.execPath, [step], {
        stdio: 'inherit',
        cwd: root,
        // A problem the build names is fixed by saving again (owner/problem.ts).
        env: { ...process.env, PORTFOLIO_COMMAND: 'watch' },
      });
      run.once('error', (error) => {
        console.log(`The build could not start: ${String(error)}`);
        resolve(null);
      });
      run.once('exit', resolve);
    });
    if (status !== 0) return false;
  }
  return true;
}

/**
 * Starts watching the sources of the project at `root`, unless `WATCH=0`;
 * returns the function that stops.
 */
export function rebuildOnChange(root: string, clientDir: string): () => void {
  if (process.env.WATCH === '0') return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isBuilding = false;
  let isChangedWhileBuilding = false;

  function buildIfStale(): void {
    if (isBuilding) {
      isChangedWhileBuilding = true;
      return;
    }
    const state = buildState(root, clientDir);
    if (state.isFresh) return;
    isBuilding = true;
    console.log(`${whyBuild(state)}; the last build is served meanwhile.`);
    void runSteps(root).then((isBuilt) => {
      isBuilding = false;
      console.log(
        isBuilt
          ? 'Built: serving the new build.'
          : 'The build stopped: still serving the last one.',
      );
      if (isChangedWhileBuilding) {
        isChangedWhileBuilding = false;
        buildIfStale();
      }
    });
  }

  function onChange(file: string | null): void {
    if (file !== null && ignored.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(buildIfStale, settleMs);
  }

  const watchers: FSWatcher[] = [];
  try {
    for (const dir of sourceDirs.filter((name) => existsSync(join(root, name)))) {
      watchers.push(watch(join(root, dir), { recursive: true }, (_event, file) => onChange(file)));
    }
    // The files at the top by their folder: an editor that saves by replacing a file
    // would leave a watcher of the file itself on the old one.
    watchers.push(
      watch(root, (_event, file) => {
        if (file !== null && sourceFiles.includes(file)) onChange(file);
      }),
    );
  } catch (error) {
    // The system's limit of watched folders, or a file system that cannot be watched.
    for (const watcher of watchers) watcher.close();
    console.log(
      `Edits are not built while serving (${String(error)}): restart npm start after one.`,
    );
    return () => {};
  }
  for (const watcher of watchers) {
    watcher.on('error', (error) =>
      console.log(`Edits are no longer built while serving (${String(error)}).`),
    );
  }
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
