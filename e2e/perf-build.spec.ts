/**
 * Performance budgets on the build output (README, Benchmarks), without a browser:
 * what each prerendered page asks for before its first paint.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { parse } from 'node-html-parser';
import { languages, localizePath } from '../app/i18n/languages';
import { prerenderPaths } from '../app/routes-paths';
import { pageModuleUrls } from '../scripts/module-graph';
import { moduleStartId } from '../scripts/page-scripts';
import { policyFileOf } from '../server/rules';
import { ownerTest as test, type Owner } from './owner';

const documentOf = (owner: Owner, path: string) =>
  parse(readFileSync(join(owner.clientDir, path, 'index.html'), 'utf8'));

for (const path of prerenderPaths) {
  test(`${path} carries its styles, and asks for no web font and no script before first paint`, ({
    owner,
  }) => {
    const document = documentOf(owner, path);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(document.querySelectorAll('head style')).toHaveLength(1);
    expect(document.querySelectorAll('link[as="font"], link[href*="fonts."]')).toHaveLength(0);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    // Hydration starts from the page once the first frame is drawn: a
    // starter runs React Router's module script, which the page holds as a
    // data block (docs/decisions/014).
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    const held = document.getElementById(moduleStartId)?.text ?? '';
    expect(held).toMatch(/import \* as route0 from "\/assets\/root-[\w-]+\.js"/);
    const starter = document.getElementById(moduleStartId)?.nextElementSibling?.text ?? '';
    expect(starter).toMatch(/'first-contentful-paint'/);
    expect(starter).toContain(JSON.stringify(moduleStartId));
  });

  test(`${path} asks V8 to compile its scripts while they download`, ({ owner }) => {
    const html = readFileSync(join(owner.clientDir, path, 'index.html'), 'utf8');
    for (const url of pageModuleUrls(html, owner.clientDir)) {
      const code = readFileSync(join(owner.clientDir, url), 'utf8');
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
    }
  });

  test(`${path} carries no preload helper: its language chunks load by a bare import()`, ({
    owner,
  }) => {
    const html = readFileSync(join(owner.clientDir, path, 'index.html'), 'utf8');
    const code = pageModuleUrls(html, owner.clientDir)
      .map((url) => readFileSync(join(owner.clientDir, url), 'utf8'))
      .join('\n');
    expect(code).not.toContain('vite:preloadError');
    for (const { code: lang } of languages) {
      expect(code).toMatch(
        new RegExp(`"\\./locales/${lang}\\.ts":\\(\\)=>import\\(\`\\./${lang}-[\\w-]+\\.js\`\\)`),
      );
    }
  });

  test(`${path} gives every image its width and height`, ({ owner }) => {
    for (const image of documentOf(owner, path).querySelectorAll('img')) {
      expect(image.getAttribute('width'), image.toString()).toMatch(/^\d+$/);
      expect(image.getAttribute('height'), image.toString()).toMatch(/^\d+$/);
    }
  });
}

test('the home pages load the profile photo first', ({ owner }) => {
  for (const path of languages.map(({ code }) => localizePath(code, '/'))) {
    expect(prerenderPaths).toContain(path);
    const preload = documentOf(owner, path).querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/images/profile.webp');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
  }
});

test('the projects pages load a project picture at once only in their first screen: none behind the map, else the first', ({
  owner,
}) => {
  const hasMap = [...owner.featuredProjects, ...owner.clientProjects].some(
    ({ place }) => place !== undefined,
  );
  const pictured = owner.featuredProjects.filter(({ image }) => image !== undefined);
  for (const path of prerenderPaths.filter((p) => p.endsWith('/projects'))) {
    const pictures = [...documentOf(owner, path).querySelectorAll('main img')];
    expect(pictures, path).toHaveLength(pictured.length);
    const asked = pictures.map((picture) => ({
      loading: picture.getAttribute('loading'),
      hasPriority: picture.hasAttribute('fetchpriority'),
    }));
    const isFirstInFirstScreen = !hasMap && owner.featuredProjects[0]?.image !== undefined;
    expect(asked, path).toEqual(
      asked.map((_, index) =>
        isFirstInFirstScreen && index === 0
          ? { loading: 'eager', hasPriority: true }
          : { loading: 'lazy', hasPriority: false },
      ),
    );
  }
});

test('no image is over 40 KB, and the profile photo is at most 30 KB', ({ owner }) => {
  const { clientDir } = owner;
  const images = readdirSync(join(clientDir, 'images'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(webp|avif|jpe?g|png)$/.test(name))
    .map((name) => ({ name, size: statSync(join(clientDir, 'images', name)).size }));
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter(({ size }) => size > 40 * 1024)).toEqual([]);
  expect(statSync(join(clientDir, 'images', 'profile.webp')).size).toBeLessThanOrEqual(30 * 1024);
});

test('the policy map is the last file postbuild writes, so a server that takes a build when it appears takes it whole', ({
  owner,
}) => {
  const policyMap = statSync(policyFileOf(owner.clientDir)).mtimeMs;
  const files = readdirSync(owner.clientDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile(),
  );
  const later = files.filter(
    (entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs > policyMap,
  );
  expect(later.map((entry) => join(entry.parentPath, entry.name))).toEqual([]);
  // The precompressed copies are among the files checked.
  expect(files.some((entry) => entry.name.endsWith('.br'))).toBe(true);
});
