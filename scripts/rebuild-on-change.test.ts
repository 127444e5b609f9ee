// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { sourceListing } from './freshness';
import { markBuildFinished, markBuildStarted } from './output-dir';
import { rebuildOnChange, watchSources } from './rebuild-on-change';

/** Waits until `isDone`, or fails after `ms`. */
async function until(isDone: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await pause(20);
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

test('every save of a source is seen, in place or by a rename over it, again and again, in new folders too, and a top file made again; tests, editors’ files, builds and other files are not', async () => {
  const root = mkdtempSync(join(tmpdir(), 'portfolio-watch-'));
  const words = join(root, 'app', 'i18n', 'locales', 'en');
  mkdirSync(words, { recursive: true });
  writeFileSync(join(words, 'home.json'), '{}');
  writeFileSync(join(root, 'site.config.ts'), 'export {};');
  mkdirSync(join(root, 'build', 'client'), { recursive: true });
  const seen: string[] = [];
  const errors: unknown[] = [];
  const stop = await watchSources(
    root,
    (file) => seen.push(file),
    (error) => errors.push(error),
  );
  try {
    // An editor's safe save, `sed -i`, git: a new file renamed over the old, three times.
    for (const text of ['{"a":1}', '{"a":2}', '{"a":3}']) {
      // Saves come apart, as an owner's do: chokidar reports one change of a file per 50 ms
      // (the build starts 300 ms after the last save, so it reads both of two quicker ones).
      await pause(100);
      const count = seen.length;
      writeFileSync(join(words, '.home.json.tmp'), text);
      renameSync(join(words, '.home.json.tmp'), join(words, 'home.json'));
      await until(() => seen.slice(count).includes('app/i18n/locales/en/home.json'));
    }
    await pause(100);
    let count = seen.length;
    writeFileSync(join(words, 'home.json'), '{"a":4}');
    await until(() => seen.slice(count).includes('app/i18n/locales/en/home.json'));

    count = seen.length;
    writeFileSync(join(root, 'site.config.ts'), 'export const a = 1;');
    await until(() => seen.slice(count).includes('site.config.ts'));

    count = seen.length;
    mkdirSync(join(root, 'app', 'content'));
    writeFileSync(join(root, 'app', 'content', 'jobs.ts'), 'export {};');
    await until(() => seen.slice(count).includes('app/content/jobs.ts'));

    // A top file removed, then made again a while later (a `git checkout` of another branch).
    count = seen.length;
    rmSync(join(root, 'site.config.ts'));
    await until(() => seen.slice(count).includes('site.config.ts'));
    await pause(400);
    writeFileSync(join(root, 'site.config.ts'), 'export const b = 2;');
    await pause(100);
    count = seen.length;
    writeFileSync(join(root, 'site.config.ts'), 'export const b = 3;');
    await until(() => seen.slice(count).includes('site.config.ts'));

    await pause(100);
    count = seen.length;
    writeFileSync(join(root, 'build', 'client', 'index.html'), '');
    writeFileSync(join(root, 'notes.md'), '');
    writeFileSync(join(root, 'app', 'content', 'jobs.test.ts'), '');
    writeFileSync(join(root, 'app', 'content', '.jobs.ts.swp'), '');
    writeFileSync(join(root, 'app', 'content', 'jobs.ts'), 'export const b = 1;');
    await until(() => seen.slice(count).includes('app/content/jobs.ts'));
    await pause(200);
    expect(seen.slice(count).filter((file) => file !== 'app/content/jobs.ts')).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await stop();
    rmSync(root, { recursive: true, force: true });
  }
}, 20_000);

/** Whether a process with this id is running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('a server that stops stops the build it started, and every process of that build', async () => {
  const root = mkdtempSync(join(tmpdir(), 'portfolio-stop-build-'));
  mkdirSync(join(root, 'app'), { recursive: true });
  writeFileSync(join(root, 'app', 'root.tsx'), 'export {};');
  // A build step that starts a process of its own (as the build runs Vite), says
  // both ids (whole: written aside, then renamed, so the test never reads half a
  // file), and would write a build much later.
  const step = join(root, 'step.mjs');
  const pids = join(root, 'pids');
  writeFileSync(
    step,
    `import { spawn } from 'node:child_process';
     import { renameSync, writeFileSync } from 'node:fs';
     const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
     writeFileSync(${JSON.stringify(`${pids}.part`)}, JSON.stringify([process.pid, child.pid]));
     renameSync(${JSON.stringify(`${pids}.part`)}, ${JSON.stringify(pids)});
     setTimeout(() => writeFileSync(${JSON.stringify(join(root, 'built'))}, ''), 60_000);`,
  );
  const stop = await rebuildOnChange(root, join(root, 'build', 'client'), [step]);
  try {
    // No build yet: the step starts at once.
    await until(() => existsSync(pids));
    const [stepPid, childPid] = JSON.parse(readFileSync(pids, 'utf8')) as [number, number];
    expect([isRunning(stepPid), isRunning(childPid)]).toEqual([true, true]);
    stop();
    await until(() => !isRunning(stepPid) && !isRunning(childPid));
  } finally {
    stop();
    rmSync(root, { recursive: true, force: true });
  }
}, 20_000);

/**
 * A project of one source with a finished build of it (made with `siteUrl` as
 * its SITE_URL, if given), and a build step of the test's own (`step`, an ES
 * module's code); what the server says is gathered in `said`.
 */
function servedProject(name: string, step: string, siteUrl?: string) {
  const root = mkdtempSync(join(tmpdir(), `portfolio-${name}-`));
  const source = join(root, 'app', 'root.tsx');
  mkdirSync(dirname(source), { recursive: true });
  writeFileSync(source, 'export {};');
  const buildDir = join(root, 'build');
  markBuildStarted(sourceListing(root), buildDir, siteUrl);
  mkdirSync(join(buildDir, 'client'), { recursive: true });
  writeFileSync(join(buildDir, 'client', 'index.html'), '<!doctype html>');
  markBuildFinished(() => sourceListing(root), buildDir);
  const stepFile = join(root, 'step.mjs');
  writeFileSync(stepFile, step);
  const said: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void said.push(line));
  return {
    root,
    source,
    said,
    serve: () => rebuildOnChange(root, join(buildDir, 'client'), [stepFile]),
    cleanUp: () => {
      log.mockRestore();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

test('a failed build’s edit undone is said in one line, and builds nothing', async () => {
  // A build step that fails, counting its runs.
  const runs = join(tmpdir(), `portfolio-runs-${process.pid}-${Date.now()}`);
  const project = servedProject(
    'undone',
    `import { appendFileSync } from 'node:fs';
     appendFileSync(${JSON.stringify(runs)}, 'x');
     process.exit(1);`,
  );
  const stop = await project.serve();
  try {
    writeFileSync(project.source, 'export const broken = ;');
    await until(() => project.said.includes('The build stopped: still serving the last one.'));
    writeFileSync(project.source, 'export {};');
    await until(() => project.said.includes('The sources are as the served build again.'));
    expect(readFileSync(runs, 'utf8')).toBe('x');
  } finally {
    stop();
    project.cleanUp();
    rmSync(runs, { force: true });
  }
}, 20_000);

test('a rebuild on an edit keeps the SITE_URL the served build was made with, and says so', async () => {
  const origin = 'https://preview.someone.example';
  // A build step that says the SITE_URL it was given.
  const given = join(tmpdir(), `portfolio-given-${process.pid}-${Date.now()}`);
  const project = servedProject(
    'kept-origin',
    `import { writeFileSync } from 'node:fs';
     writeFileSync(${JSON.stringify(given)}, String(process.env.SITE_URL));`,
    origin,
  );
  const siteUrl = process.env.SITE_URL;
  delete process.env.SITE_URL;
  const stop = await project.serve();
  try {
    writeFileSync(project.source, 'export const edited = true;');
    await until(() => existsSync(given));
    expect(readFileSync(given, 'utf8')).toBe(origin);
    expect(project.said).toContain(
      `app/root.tsx changed since the build: rebuilding the site for ${origin}, the SITE_URL the served build was made with (give SITE_URL to change it); the last build is served meanwhile.`,
    );
  } finally {
    stop();
    project.cleanUp();
    if (siteUrl !== undefined) process.env.SITE_URL = siteUrl;
    rmSync(given, { force: true });
  }
}, 20_000);
