// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { rebuildOnChange } from './rebuild-on-change';

test('sources that cannot be watched leave npm start serving, with one line saying edits need a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-watch-'));
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const stop = rebuildOnChange(join(dir, 'gone'), join(dir, 'build', 'client'));
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(
        /^Edits are not built while serving \(Error: ENOENT.*\): restart npm start after one\.$/,
      ),
    ]);
    expect(stop).not.toThrow();
  } finally {
    log.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  }
});
