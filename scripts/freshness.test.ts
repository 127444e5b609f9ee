// @vitest-environment node
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildState } from './freshness';

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
