// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  markBuildFinished,
  markBuildStarted,
  mayEmptyBuildDirectory,
  readBuildMarker,
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
