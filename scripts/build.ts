/**
 * `npm run build`, after the owner checks (scripts/check.ts): React Router's
 * build and postbuild, made in a folder beside the build folder
 * (`build-next`) and put in its place only once whole. A server running over
 * the build folder (`npm start`, nginx) serves the last build until then, with
 * no 404 and no page under another build's policies, and a build that fails
 * leaves the last one as it was. A build folder of other files, or one whose
 * parent this user cannot write to, is never replaced: the build goes into
 * it, as React Router's own would. One build of a folder runs at a time; a
 * second waits for the first to end.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import {
  buildDirOf,
  mayEmptyBuildDirectory,
  moveIntoPlace,
  nextBuildDirOf,
  projectRootDir,
  publishDirVariable,
  realPathOf,
  withBuildLock,
} from './output-dir.ts';

/** Whether a folder can be made beside `dir` (withBuildLock has made its parent). */
function canBuildBeside(dir: string): boolean {
  try {
    accessSync(dirname(dir), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

// The build folder itself, also when `build` is a link to it (the link stays).
const target = realPathOf(buildDirOf());
const next = nextBuildDirOf(target);
const reactRouter = join(
  dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')),
  'bin.cjs',
);

/** The build's steps with `env`; the status of the first that fails, else 0. */
function runSteps(env: NodeJS.ProcessEnv): number {
  for (const args of [[reactRouter, 'build'], [join(import.meta.dirname, 'postbuild.ts')]]) {
    const step = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: projectRootDir, env });
    if (step.status !== 0) return step.status ?? 1;
  }
  return 0;
}

let status = 0;
withBuildLock(target, () => {
  // Into the folder itself: one of other files, or one with no room beside it
  // (`/var/www/site`, its parent not the owner's).
  if (!mayEmptyBuildDirectory(target) || !canBuildBeside(target)) {
    status = runSteps({ ...process.env, BUILD_DIR: target });
    return;
  }
  if (!mayEmptyBuildDirectory(next)) {
    console.error(`${next} holds files that are not a build: move them, then build again`);
    status = 1;
    return;
  }
  status = runSteps({ ...process.env, BUILD_DIR: next, [publishDirVariable]: target });
  if (status !== 0) return;
  moveIntoPlace(next, target);
  console.log(`build: the new build is in ${relative(process.cwd(), target) || '.'}`);
});
process.exit(status);
