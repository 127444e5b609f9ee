// @vitest-environment node
/**
 * "Any number of items works, none too" (README, Make it yours): an owner
 * with no item of any kind gets a site that builds, type-checks and shows no
 * empty section, on the site or in the CV.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { languages } from '../../app/i18n/languages';
import { applyOwner, copyProject, type OwnerFixture } from './copy-project';
import { loadOwner } from './load';
import { itemWords } from './words';

/** Every kind's words, and the map's place and country names, emptied. */
const emptied = [
  ...Object.values(itemWords).map(({ section, path }) => `${section}.${path}`),
  'projects.map.places',
  'projects.map.countries',
];

/** The merge patch that sets each dot path to `{}`. */
function emptyCollections(section: string): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const path of emptied.filter((dotted) => dotted.startsWith(`${section}.`))) {
    const keys = path.split('.').slice(1);
    const last = keys.pop() ?? '';
    let level = patch;
    for (const key of keys) level = (level[key] ??= {}) as Record<string, unknown>;
    level[last] = {};
  }
  return patch;
}

function run(root: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

test('an owner with no item of any kind gets a site that type-checks and builds, with no empty section', async () => {
  const sample = await loadOwner();
  const root = copyProject('empty');
  const sections = {
    home: emptyCollections('home'),
    about: emptyCollections('about'),
    projects: emptyCollections('projects'),
  };
  applyOwner(root, {
    site: sample.site as OwnerFixture['site'],
    content: {
      jobs: [],
      achievements: [],
      hobbies: [],
      testimonials: [],
      featuredProjects: [],
      clientProjects: [],
    },
    words: Object.fromEntries(languages.map(({ code }) => [code, sections])),
    replacedWords: emptied,
    projectPictures: {},
  });

  // `npm test`'s type check, which reads the item ids' types from the words.
  const typegen = run(root, 'npx', ['react-router', 'typegen']);
  expect(typegen.status, `react-router typegen:\n${typegen.output}`).toBe(0);
  const tsc = run(root, 'npx', ['tsc', '--noEmit']);
  expect(tsc.status, `tsc --noEmit:\n${tsc.output}`).toBe(0);

  const build = run(root, 'npm', ['run', 'build']);
  expect(build.status, `npm run build:\n${build.output}`).toBe(0);
  const words = sample.words.en as {
    about: { headings: Record<string, string> };
    home: { testimonials: { title: string } };
    projects: { featuredTitle: string; clientTitle: string; map: { title: string } };
  };
  /** A page's markup, without its scripts (which carry the page language's words whole). */
  const page = (path: string) =>
    readFileSync(join(root, 'build', 'client', path, 'index.html'), 'utf8').replace(
      /<script\b[\s\S]*?<\/script>/g,
      '',
    );
  const home = page('');
  const about = page('about');
  const projects = page('projects');
  expect(home).not.toContain(words.home.testimonials.title);
  for (const heading of Object.values(words.about.headings))
    expect(about).not.toContain(`>${heading}<`);
  for (const heading of [
    words.projects.featuredTitle,
    words.projects.clientTitle,
    words.projects.map.title,
  ]) {
    expect(projects).not.toContain(`>${heading}<`);
  }
}, 180_000);
