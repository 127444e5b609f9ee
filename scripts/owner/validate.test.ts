// @vitest-environment node
/**
 * validateOwner reads the content before the schema has passed it: a slip in
 * a featured project's shape is a problem on its item, never a crash of the
 * picture check that reads the same list.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { placesOf } from '../map/work-map-plugin';
import { copyProject } from './copy-project';
import { ownerFiles } from './load';
import { validateOwner } from './validate';

const root = copyProject('malformed-projects');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A picture the test plants (any owner may have fewer than two, or none). */
const picture = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="${colour}"/></svg>\n`;

test('a featured project with an image that is not text, or no project at all, is a problem on its item, not a crash; one with a bad id still names its picture', async () => {
  // The test's own projects and pictures, in place of the owner's: two
  // projects with a picture, the first's image then not text, the second's id not text.
  const first = { id: 'plantedFirst', image: 'planted-first.svg' };
  const second = { image: 'planted-second.svg' };
  const projectsDir = join(root, ownerFiles.images, 'projects');
  rmSync(projectsDir, { recursive: true, force: true });
  mkdirSync(projectsDir, { recursive: true });
  writeFileSync(join(projectsDir, first.image), picture('#0f766e'));
  writeFileSync(join(projectsDir, second.image), picture('#2563eb'));
  const project = { tech: ['TypeScript'], status: 'completed', fallbackEmoji: '🗺️' };
  const projects = [
    { ...project, id: first.id, image: null },
    { ...project, id: 42, image: second.image },
    null,
    { id: 43, image: 43 },
  ];
  writeFileSync(
    join(root, ownerFiles.featuredProjects),
    `export const featuredProjects = ${JSON.stringify(projects, null, 2)};\n`,
  );

  const { problems } = await validateOwner(root);

  const named = problems
    .filter(({ file: named }) => named === ownerFiles.featuredProjects)
    .map(({ item, field, found }) => `${item} › ${field}: ${found}`);
  expect(named).toEqual(
    expect.arrayContaining([
      `featured project "${first.id}" › image: null`,
      'item 3 › (the item): null',
      'featured project "43" › image: 43',
      'featured project "42" › id: 42',
    ]),
  );
  // The project with a bad id still has its picture: it is not called unused.
  const unused = problems.filter(({ found }) => found === 'a picture no project uses');
  expect(unused.map(({ file: named }) => named)).not.toContainEqual(
    expect.stringContaining(`/${second.image}`),
  );
  expect(unused.map(({ file: named }) => named)).toContainEqual(
    expect.stringContaining(`/${first.image}`),
  );
});

test("the map's places leave out an item whose id or coordinates are not what the schema asks", () => {
  expect(
    placesOf([
      null,
      { id: 'a', place: { longitude: 36.8, latitude: -1.3 } },
      { id: 'b', place: { longitude: '36.8', latitude: -1.3 } },
      { id: 'c', place: null },
      { id: 7, place: { longitude: 1, latitude: 2 } },
      { id: 'd' },
    ]),
  ).toEqual([{ id: 'a', longitude: 36.8, latitude: -1.3 }]);
});
