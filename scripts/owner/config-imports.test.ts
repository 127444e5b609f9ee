// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { ownerFilesLoadedBy } from './config-imports';
import { ownerFiles, projectRoot } from './load';

test('the dev configuration loads the identity, the languages, the featured projects (which it reads for their pictures) and the glossary (which its checks hold the words to)', () => {
  expect(ownerFilesLoadedBy(projectRoot)).toEqual(
    [
      ownerFiles.featuredProjects,
      ownerFiles.glossary,
      ownerFiles.languages,
      ownerFiles.site,
    ].sort(),
  );
});

test('an owner file imported through a plugin, re-exported, imported later or by a .js name counts, a broken one too; one imported for its type only, or only in a comment or text, does not', () => {
  const root = mkdtempSync(join(tmpdir(), 'config-imports-'));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  try {
    put(
      'vite.config.ts',
      [
        "import { plugin } from './scripts/plugin'; import './scripts/side.js';",
        "import type { Job } from './app/content/jobs';",
        "export { achievements } from './app/content/achievements.ts';",
        "const later = await import('./app/content/client-projects.ts');",
        "/* import { testimonials } from './app/content/testimonials'; */",
        "const text = `import { jobs } from './app/content/jobs'`;",
        'export default [plugin, later, text];',
      ].join('\n'),
    );
    put(
      'scripts/side.ts',
      "import { featuredProjects } from '../app/content/featured-projects';\n",
    );
    put(ownerFiles.achievements, 'export const achievements = [];\n');
    put(ownerFiles.clientProjects, 'export const clientProjects = [];\n');
    put(ownerFiles.featuredProjects, 'export const featuredProjects = [;\n');
    // A folder beside the module of the same name is not the module.
    mkdirSync(join(root, 'scripts/plugin'), { recursive: true });
    put(
      'scripts/plugin.ts',
      "import {\n  hobbies,\n} from '../app/content/hobbies';\nexport const plugin = hobbies;\n",
    );
    put(ownerFiles.hobbies, 'export const hobbies = [];\n');
    put(ownerFiles.jobs, 'export type Job = {};\n');
    put(ownerFiles.testimonials, 'export const testimonials = [];\n');
    expect(ownerFilesLoadedBy(root)).toEqual(
      [
        ownerFiles.achievements,
        ownerFiles.clientProjects,
        ownerFiles.featuredProjects,
        ownerFiles.hobbies,
      ].sort(),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
