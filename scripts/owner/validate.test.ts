// @vitest-environment node
/**
 * validateOwner reads the content before the schema has passed it: a slip in
 * a featured project's shape is a problem on its item, never a crash of the
 * picture check that reads the same list.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { placesOf } from '../map/work-map-plugin';
import { copyProject } from './copy-project';
import { loadOwner, ownerFiles } from './load';
import { validateOwner } from './validate';

const root = copyProject('malformed-projects');
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a featured project with an image that is not text, or no project at all, is a problem on its item, not a crash; one with a bad id still names its picture', async () => {
  const { content } = await loadOwner();
  const projects = content.featuredProjects as { id: string; image?: string }[];
  const [first, second] = projects.filter(({ image }) => image !== undefined);
  expect(second?.image).toBeDefined();
  const file = join(root, ownerFiles.featuredProjects);
  const planted = readFileSync(file, 'utf8')
    .replace(`image: '${first?.image}'`, 'image: null')
    .replace(`id: '${second?.id}'`, 'id: 42')
    .replace(/\n\];\s*$/, '\n  null,\n  { id: 43, image: 43 },\n];\n');
  expect(planted).toContain('image: null');
  expect(planted).toContain('id: 42,');
  expect(planted).toContain('{ id: 43, image: 43 }');
  writeFileSync(file, planted);

  const { problems } = await validateOwner(root);

  const named = problems
    .filter(({ file: named }) => named === ownerFiles.featuredProjects)
    .map(({ item, field, found }) => `${item} › ${field}: ${found}`);
  expect(named).toEqual(
    expect.arrayContaining([
      `featured project "${first?.id}" › image: null`,
      `item ${projects.length + 1} › (the item): null`,
      'featured project "43" › image: 43',
      'featured project "42" › id: 42',
    ]),
  );
  // The project with a bad id still has its picture: it is not called unused.
  const unused = problems.filter(({ found }) => found === 'a picture no project uses');
  expect(unused.map(({ file: named }) => named)).not.toContainEqual(
    expect.stringContaining(`/${second?.image}`),
  );
  expect(unused.map(({ file: named }) => named)).toContainEqual(
    expect.stringContaining(`/${first?.image}`),
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
