/**
 * The map of the work in the build output (DESIGN.md budgets): in the
 * prerendered HTML of every language's Projects page, within 20 KB gzip, and
 * in no JavaScript; a client-side visit fetches the same SVG as a file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { parse } from 'node-html-parser';
import { prerenderPaths } from '../app/routes-paths';
import { inlineMapSvg, mapBytesOf } from '../scripts/check-budget';
import { mapBudgetBytes } from '../scripts/map/work-map';
import { ownerTest as test, type Owner } from './owner';

const htmlOf = (owner: Owner, path: string) =>
  readFileSync(join(owner.clientDir, path, 'index.html'), 'utf8');

const assetsOf = (owner: Owner) => readdirSync(join(owner.clientDir, 'assets'));

/** The ids of the owner's projects that have a place, in the page's order. */
const placedIds = (owner: Owner) =>
  [...owner.featuredProjects, ...owner.clientProjects]
    .filter((project) => project.place)
    .map(({ id }) => id);

for (const path of prerenderPaths) {
  const isProjects = path.endsWith('/projects');

  test(`${path} ${isProjects ? 'carries the map within its budget, a link per place' : 'carries no map'}`, ({
    owner,
  }) => {
    const html = htmlOf(owner, path);
    if (!isProjects) {
      expect(inlineMapSvg(html)).toBeUndefined();
      return;
    }
    expect(inlineMapSvg(html)).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*>.*class="wm-land"/);
    expect(mapBytesOf(html)).toBeGreaterThan(0);
    expect(mapBytesOf(html)).toBeLessThanOrEqual(mapBudgetBytes);
    const hrefs = parse(html)
      .querySelectorAll('main a[href^="#"]')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(placedIds(owner).map((id) => `#${id}`));
  });
}

test('a client-side visit fetches the very SVG the HTML carries; no JavaScript carries it', ({
  owner,
}) => {
  const svgFiles = assetsOf(owner).filter((name) => /^work-map-[\w-]+\.svg$/.test(name));
  expect(svgFiles).toHaveLength(1);
  const svg = readFileSync(join(owner.clientDir, 'assets', svgFiles[0] ?? ''), 'utf8');
  expect(inlineMapSvg(htmlOf(owner, '/projects'))).toBe(svg);
  // No third-party reference in the map.
  expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
  const pathData = /class="wm-land" d="([^"]{40})/.exec(svg)?.[1] ?? '';
  expect(pathData).not.toBe('');
  for (const name of assetsOf(owner).filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(join(owner.clientDir, 'assets', name), 'utf8');
    expect(code, name).not.toContain(pathData);
    expect(code, name).not.toContain('wm-land');
  }
});
