// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  markBuildFinished,
  markBuildStarted,
  mayEmptyBuildDirectory,
  moveIntoPlace,
  nextBuildDirOf,
  readBuildMarker,
  withBuildLock,
} from './output-dir';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a build empties a new, empty or earlier build folder, never a folder of other files', () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-out-'));
  expect(mayEmptyBuildDirectory(join(dir, 'not-yet'))).toBe(true);
  expect(mayEmptyBuildDirectory(dir)).toBe(true);
  mkdirSync(join(dir, 'client'));
  writeFileSync(join(dir, 'client', 'notes.txt'), 'someone else’s file');
  expect(mayEmptyBuildDirectory(dir)).toBe(false);
  markBuildFinished(() => ({}), dir);
  expect(mayEmptyBuildDirectory(dir)).toBe(true);
});

test('a build records the SITE_URL it is made with, from its start to its end; one made without has none', () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-out-'));
  const siteUrl = process.env.SITE_URL;
  try {
    // As the build marks itself (vite.config.ts): the environment's SITE_URL, unnamed.
    process.env.SITE_URL = 'https://preview.someone.example';
    markBuildStarted({ 'app/root.tsx': '10 bytes' }, dir);
    delete process.env.SITE_URL;
    markBuildFinished(() => ({}), dir);
    expect(readBuildMarker(dir)).toMatchObject({
      state: 'finished',
      siteUrl: 'https://preview.someone.example',
    });
    markBuildStarted({ 'app/root.tsx': '10 bytes' }, dir);
    markBuildFinished(() => ({}), dir);
    expect(readBuildMarker(dir)?.siteUrl).toBeUndefined();
  } finally {
    if (siteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = siteUrl;
  }
});

test('a build begun in a folder React Router has just removed marks it again, so a failed build is emptied next time', () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-out-'));
  const buildDir = join(dir, 'build');
  markBuildStarted({ 'app/root.tsx': '10 bytes' }, buildDir);
  expect(readBuildMarker(buildDir)).toEqual({
    state: 'started',
    sources: { 'app/root.tsx': '10 bytes' },
  });
  mkdirSync(join(buildDir, 'client'));
  writeFileSync(join(buildDir, 'client', 'index.html'), 'half a build');
  expect(mayEmptyBuildDirectory(buildDir)).toBe(true);
  // Finished: the sources listed when it began, not when it ended.
  markBuildFinished(() => ({ 'app/root.tsx': '11 bytes' }), buildDir);
  expect(readBuildMarker(buildDir)).toEqual({
    state: 'finished',
    sources: { 'app/root.tsx': '10 bytes' },
  });
});

/** A finished build in `dir` whose home page reads `text`. */
function writeBuild(dir: string, text: string): void {
  mkdirSync(join(dir, 'client'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), text);
  markBuildFinished(() => ({}), dir);
}

const homeOf = (dir: string) => readFileSync(join(dir, 'client', 'index.html'), 'utf8');

test('a build made beside the build folder takes its place whole, leaving nothing behind', () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-out-'));
  const buildDir = join(dir, 'build');
  const next = nextBuildDirOf(buildDir);
  expect(next).toBe(join(dir, 'build-next'));
  // The first build: nothing to replace.
  writeBuild(next, 'first');
  moveIntoPlace(next, buildDir);
  expect(homeOf(buildDir)).toBe('first');
  // The next one: a file only the last build had does not stay.
  writeFileSync(join(buildDir, 'client', 'old-cv.pdf'), 'stale');
  writeBuild(next, 'second');
  moveIntoPlace(next, buildDir);
  expect(homeOf(buildDir)).toBe('second');
  expect(existsSync(join(buildDir, 'client', 'old-cv.pdf'))).toBe(false);
  expect(readdirSync(dir)).toEqual(['build']);
});

test('a build folder that cannot be renamed (a mount point) gets the new build copied into it', () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-out-'));
  const buildDir = join(dir, 'build');
  const next = nextBuildDirOf(buildDir);
  writeBuild(buildDir, 'first');
  writeFileSync(join(buildDir, 'client', 'old-cv.pdf'), 'stale');
  writeBuild(next, 'second');
  const busy = (from: string, to: string) => {
    if (from === buildDir)
      throw Object.assign(new Error('EBUSY: resource busy'), { code: 'EBUSY' });
    renameSync(from, to);
  };
  moveIntoPlace(next, buildDir, busy);
  expect(homeOf(buildDir)).toBe('second');
  expect(existsSync(join(buildDir, 'client', 'old-cv.pdf'))).toBe(false);
  expect(readdirSync(dir)).toEqual(['build']);
});

test('when the new build cannot be moved in, the last one is put back, and a folder of the owner’s beside it is never removed', () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-out-'));
  const buildDir = join(dir, 'build');
  const next = nextBuildDirOf(buildDir);
  writeBuild(buildDir, 'first');
  writeBuild(next, 'second');
  const refused = (from: string, to: string) => {
    if (from === next) throw new Error('EACCES: permission denied');
    renameSync(from, to);
  };
  expect(() => moveIntoPlace(next, buildDir, refused)).toThrow('EACCES');
  expect(homeOf(buildDir)).toBe('first');

  // The owner's own copy beside it, even of a build, is left alone.
  writeBuild(join(dir, 'build-old'), 'a copy');
  moveIntoPlace(next, buildDir);
  expect(homeOf(buildDir)).toBe('second');
  expect(homeOf(join(dir, 'build-old'))).toBe('a copy');
  expect(readdirSync(dir).sort()).toEqual(['build', 'build-old']);
});

test('a second build of a folder waits for the first to end, and takes over the lock of one that died', () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-out-'));
  const buildDir = join(dir, 'build');
  const lock = join(dir, 'build-lock');
  const order: string[] = [];
  // This build's own lock, while it builds.
  withBuildLock(buildDir, () => {
    order.push('first builds');
    expect(readFileSync(join(lock, 'pid'), 'utf8')).toBe(String(process.pid));
  });
  expect(existsSync(lock)).toBe(false);
  // Another process's build, running: this one waits (here, until that one ends).
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  mkdirSync(lock);
  writeFileSync(join(lock, 'pid'), String(other.pid));
  let waits = 0;
  withBuildLock(
    buildDir,
    () => order.push('second builds'),
    () => {
      waits += 1;
      if (waits === 3) {
        order.push('first ends');
        rmSync(lock, { recursive: true });
      }
    },
  );
  other.kill();
  expect(waits).toBe(3);
  expect(order).toEqual(['first builds', 'first ends', 'second builds']);
  expect(existsSync(lock)).toBe(false);

  // A build that was killed leaves its lock, naming a process that has ended.
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  }).stdout;
  mkdirSync(lock);
  writeFileSync(join(lock, 'pid'), ended);
  let hasWaited = false;
  withBuildLock(
    buildDir,
    () => order.push('after a dead build'),
    () => (hasWaited = true),
  );
  expect(hasWaited).toBe(false);
  expect(order.at(-1)).toBe('after a dead build');
  // A lock naming this very process (its id reused after a restart), one that names
  // none a while after it was taken, and one older than any build are left over too.
  for (const [pid, ageMs] of [
    [String(process.pid), 0],
    [undefined, 60_000],
    ['1', 3_600_000],
  ] as const) {
    mkdirSync(lock);
    if (pid !== undefined) writeFileSync(join(lock, 'pid'), pid);
    const takenAt = (Date.now() - ageMs) / 1000;
    utimesSync(lock, takenAt, takenAt);
    let waits = 0;
    withBuildLock(
      buildDir,
      () => order.push(`after a lock of ${pid ?? 'no process'}`),
      () => (waits += 1),
    );
    expect(waits).toBe(0);
  }
  expect(order.slice(-3)).toEqual([
    `after a lock of ${process.pid}`,
    'after a lock of no process',
    'after a lock of 1',
  ]);
  // A build that throws still lets the next one go.
  expect(() =>
    withBuildLock(buildDir, () => {
      throw new Error('the build failed');
    }),
  ).toThrow('the build failed');
  expect(existsSync(lock)).toBe(false);
});
