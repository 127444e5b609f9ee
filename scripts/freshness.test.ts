// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildState } from './freshness';
import { buildMarker, markBuildDirectory, markBuildStarted } from './output-dir';

/** A tiny project: one source, and a build made at `builtAt` (seconds). */
function project(builtAt: number | undefined) {
  const root = mkdtempSync(join(tmpdir(), 'freshness-'));
  mkdirSync(join(root, 'app', 'content'), { recursive: true });
  writeFileSync(join(root, 'app', 'content', 'jobs.ts'), 'export const jobs = [];');
  utimesSync(join(root, 'app', 'content', 'jobs.ts'), 1000, 1000);
  const clientDir = join(root, 'build', 'client');
  if (builtAt !== undefined) {
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');
    utimesSync(join(clientDir, 'index.html'), builtAt, builtAt);
    markBuildDirectory(join(root, 'build'));
    utimesSync(join(root, 'build', buildMarker), builtAt, builtAt);
  }
  return { root, clientDir };
}

test('no build is missing', () => {
  const { root, clientDir } = project(undefined);
  expect(buildState(root, clientDir)).toEqual({ isFresh: false, reason: 'missing' });
});

test('a build newer than every source is fresh', () => {
  const { root, clientDir } = project(2000);
  expect(buildState(root, clientDir)).toEqual({ isFresh: true });
});

test('an edit after the build makes it stale and names the edited file', () => {
  const { root, clientDir } = project(2000);
  writeFileSync(join(root, 'site.config.ts'), 'export const site = {};');
  utimesSync(join(root, 'site.config.ts'), 3000, 3000);
  expect(buildState(root, clientDir)).toEqual({
    isFresh: false,
    reason: 'stale',
    source: 'site.config.ts',
  });
});

test('editing a test does not make the build stale', () => {
  const { root, clientDir } = project(2000);
  writeFileSync(join(root, 'app', 'content', 'jobs.test.ts'), '');
  utimesSync(join(root, 'app', 'content', 'jobs.test.ts'), 3000, 3000);
  expect(buildState(root, clientDir)).toEqual({ isFresh: true });
});

test('a build whose postbuild did not finish (no marker) is unfinished, however new its pages', () => {
  const { root, clientDir } = project(2000);
  rmSync(join(root, 'build', buildMarker));
  expect(buildState(root, clientDir)).toEqual({ isFresh: false, reason: 'unfinished' });
});

test('an edit to the server’s rules makes the build stale: its policies and deploy files follow them', () => {
  const { root, clientDir } = project(2000);
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'server', 'csp.ts'), 'export {};');
  utimesSync(join(root, 'server', 'csp.ts'), 3000, 3000);
  expect(buildState(root, clientDir)).toEqual({
    isFresh: false,
    reason: 'stale',
    source: join('server', 'csp.ts'),
  });
});

test('a build begun again and stopped before its end is unfinished, though no source is newer', () => {
  const { root, clientDir } = project(2000);
  markBuildStarted(join(root, 'build'));
  utimesSync(join(root, 'build', buildMarker), 2000, 2000);
  expect(buildState(root, clientDir)).toEqual({ isFresh: false, reason: 'unfinished' });
});
