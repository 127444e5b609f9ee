// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { markBuildDirectory, mayEmptyBuildDirectory } from './output-dir';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a build empties a new, empty or earlier build folder, never a folder of other files', () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-out-'));
  expect(mayEmptyBuildDirectory(join(dir, 'not-yet'))).toBe(true);
  expect(mayEmptyBuildDirectory(dir)).toBe(true);
  mkdirSync(join(dir, 'client'));
  writeFileSync(join(dir, 'client', 'notes.txt'), 'someone else’s file');
  expect(mayEmptyBuildDirectory(dir)).toBe(false);
  markBuildDirectory(dir);
  expect(mayEmptyBuildDirectory(dir)).toBe(true);
});
