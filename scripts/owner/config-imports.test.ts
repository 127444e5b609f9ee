// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { ownerFilesLoadedBy } from './config-imports';
import { ownerFiles, projectRoot } from './load';

test('the dev configuration loads the identity, the languages and the featured projects (which it reads for their pictures)', () => {
  expect(ownerFilesLoadedBy(projectRoot)).toEqual(
    [ownerFiles.featuredProjects, ownerFiles.languages, ownerFiles.site].sort(),
  );
});

test('an owner file imported through a plugin counts; one imported for its type only, or by no one, does not', () => {
  const root = mkdtempSync(join(tmpdir(), 'config-imports-'));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  try {
    put(
      'vite.config.ts',
      "import { plugin } from './scripts/plugin.ts';\nimport type { Job } from './app/content/jobs';\nexport default plugin;\n",
    );
    put(
      'scripts/plugin.ts',
      "import {\n  hobbies,\n} from '../app/content/hobbies';\nexport const plugin = hobbies;\n",
    );
    put(ownerFiles.hobbies, 'export const hobbies = [];\n');
    put(ownerFiles.jobs, 'export type Job = {};\n');
    put(ownerFiles.testimonials, 'export const testimonials = [];\n');
    expect(ownerFilesLoadedBy(root)).toEqual([ownerFiles.hobbies]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
