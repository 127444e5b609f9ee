/**
 * While `npm start` serves, a source that changes (an edit of the words, a
 * new picture, a `git pull`) is built, so the server keeps serving what the
 * sources say without a restart. The build is made beside the served one and
 * moved in whole (scripts/build.ts), and the server follows it (server.ts):
 * the last build answers meanwhile, and one that fails stays served. One line
 * says why each build starts, and one how it ended.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { relative, sep } from 'node:path';
import { buildState, buildSteps, isSourcePath, rebuildEnv, whyBuild } from './freshness.ts';

const isWindows = process.platform === 'win32';

/** How long the sources must stay still before a build: a save or a pull writes several files. */
const settleMs = 300;

/**
 * Runs the build's steps one after the other, each in a process group of its
 * own; resolves to whether they all ended well. `cancel` stops the step
 * running and every process it started (the build's own children), so a
 * server that stops leaves no build behind to move a new one into place.
 */
function runSteps(root: string, steps: readonly string[], env: NodeJS.ProcessEnv) {
  let current: ChildProcess | undefined;
  let isCancelled = false;
  const done = (async () => {
    for (const step of steps) {
      if (isCancelled) return false;
      const status = await new Promise<number | null>((resolve) => {
        const run = spawn(process.execPath, [step], {
          stdio: 'inherit',
          cwd: root,
          // Its own process group, stopped whole (POSIX); Windows has no groups to kill.
          detached: !isWindows,
          windowsHide: true,
          // A problem the build names is fixed by saving again (owner/problem.ts).
          env: { ...env, PORTFOLIO_COMMAND: 'watch' },
        });
        current = run;
        run.once('error', (error) => {
          console.log(`The build could not start: ${String(error)}`);
          resolve(null);
        });
        run.once('exit', resolve);
      });
      current = undefined;
      if (status !== 0) return false;
    }
    return true;
  })();
  const cancel = () => {
    isCancelled = true;
    if (current?.pid === undefined || current.exitCode !== null) return;
    try {
      if (isWindows) current.kill();
      else process.kill(-current.pid, 'SIGTERM');
    } catch {
      // The group has ended meanwhile.
    }
  };
  return { done, cancel };
}

/**
 * Calls `onChange` with the path (from `root`) of each source file saved,
 * added or removed, however it was written: in place, or by writing another
 * file and renaming it over the first (editors' safe save, `sed -i`, git).
 * Node's own recursive `fs.watch` misses every change to a file after the
 * first such rename on Linux; chokidar watches the folders instead, the
 * project's own too, so a top file deleted and made again is still seen
 * (`node_modules`, builds and the rest are never entered). chokidar is a
 * devDependency: imported here, so a server started with `WATCH=0` runs
 * without it. Resolves, once the files are watched, to the function that
 * stops.
 */
export async function watchSources(
  root: string,
  onChange: (file: string) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const { watch } = await import('chokidar');
  const watcher = watch('.', {
    cwd: root,
    ignoreInitial: true,
    ignored: (path) => !isSourcePath(relative(root, path).split(sep).join('/')),
  });
  watcher.on('all', (_event, file) => onChange(file.split(sep).join('/')));
  watcher.on('error', onError);
  await new Promise<void>((resolve) => watcher.once('ready', resolve));
  return () => watcher.close();
}

/**
 * Watches the sources of the project at `root`, unless `WATCH=0`, and
 * resolves once they are watched (a server says it is serving after that,
 * so no edit made once it does is missed) to the function that stops. A
 * source edited before then is built at once.
 */
export async function rebuildOnChange(
  root: string,
  clientDir: string,
  steps: readonly string[] = buildSteps,
): Promise<() => void> {
  if (process.env.WATCH === '0') return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isBuilding = false;
  let isChangedWhileBuilding = false;
  // The file saved last, named first when it is among the changes since the build.
  let lastSaved: string | undefined;
  let build: ReturnType<typeof runSteps> | undefined;
  let isStopped = false;
  let isLastBuildFailed = false;

  function buildIfStale(): void {
    if (isBuilding) {
      isChangedWhileBuilding = true;
      return;
    }
    const state = buildState(root, clientDir, process.env, lastSaved);
    if (state.isFresh) {
      // A failed build's change undone: the served build says what the sources say again.
      if (isLastBuildFailed) console.log('The sources are as the served build again.');
      isLastBuildFailed = false;
      return;
    }
    isBuilding = true;
    const { env, note } = rebuildEnv(clientDir);
    console.log(`${whyBuild(state)}${note}; the last build is served meanwhile.`);
    build = runSteps(root, steps, env);
    void build.done.then((isBuilt) => {
      isBuilding = false;
      isLastBuildFailed = !isBuilt;
      if (isStopped) return;
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

  let isErrorSaid = false;
  let stop: () => Promise<void>;
  try {
    stop = await watchSources(
      root,
      (file) => {
        lastSaved = file;
        clearTimeout(timer);
        timer = setTimeout(buildIfStale, settleMs);
      },
      // The system's limit of watched folders, or a file system that cannot be watched:
      // one line, though chokidar reports each folder it could not watch.
      (error) => {
        if (isErrorSaid) return;
        isErrorSaid = true;
        console.log(
          `Some edits may not be built while serving (${String(error)}): restart npm start after one.`,
        );
      },
    );
  } catch (error) {
    console.log(
      `Edits are not built while serving (${String(error)}): run npm install, or restart npm start after an edit.`,
    );
    return () => {};
  }
  // An edit made between the build and now.
  buildIfStale();
  // However the server ends (a signal it handles, an error, its own exit), its build ends with it.
  const cancelBuild = () => build?.cancel();
  process.once('exit', cancelBuild);
  return () => {
    isStopped = true;
    clearTimeout(timer);
    process.off('exit', cancelBuild);
    build?.cancel();
    void stop();
  };
}
