// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildState, sourceListing } from './freshness';
import { buildMarker, markBuildFinished, markBuildStarted } from './output-dir';

/** A tiny project: two sources, and (`isBuilt`) a finished build of them. */
function project(isBuilt = true) {
  const root = mkdtempSync(join(tmpdir(), 'freshness-'));
  mkdirSync(join(root, 'app', 'content', 'images'), { recursive: true });
  writeFileSync(join(root, 'app', 'content', 'jobs.ts'), 'export const jobs = [];');
  writeFileSync(join(root, 'app', 'content', 'images', 'icon.svg'), '<svg/>');
  utimesSync(join(root, 'app', 'content', 'jobs.ts'), 1000, 1000);
  const buildDir = join(root, 'build');
  const clientDir = join(buildDir, 'client');
  if (isBuilt) {
    markBuildStarted(sourceListing(root), buildDir);
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');
    markBuildFinished(() => sourceListing(root), buildDir);
  }
  return { root, buildDir, clientDir };
}

test('no build is missing', () => {
  const { root, clientDir } = project(false);
  expect(buildState(root, clientDir)).toEqual({ isFresh: false, reason: 'missing' });
});

test('a build of the sources as they are is fresh', () => {
  const { root, clientDir } = project();
  expect(buildState(root, clientDir)).toEqual({ isFresh: true });
});

test('a SITE_URL given that is not the build’s origin makes it stale; none leaves it as built', () => {
  const { root, clientDir } = project();
  writeFileSync(
    join(clientDir, 'robots.txt'),
    'User-agent: *\nAllow: /\n\nSitemap: https://preview.you.example/sitemap.xml\n',
  );
  expect(buildState(root, clientDir, {})).toEqual({ isFresh: true });
  expect(buildState(root, clientDir, { SITE_URL: 'https://preview.you.example/' })).toEqual({
    isFresh: true,
  });
  expect(buildState(root, clientDir, { SITE_URL: 'https://you.example' })).toEqual({
    isFresh: false,
    reason: 'stale',
    change: 'SITE_URL is https://you.example, the build is for https://preview.you.example',
  });
});

test('an edit after the build makes it stale and names the edited file', () => {
  const { root, clientDir } = project();
  writeFileSync(join(root, 'app', 'content', 'jobs.ts'), 'export const jobs = [1];');
  expect(buildState(root, clientDir)).toEqual({
    isFresh: false,
    reason: 'stale',
    change: 'app/content/jobs.ts changed since the build',
  });
});

test('the file saved last is named first among the changes since the build; one unchanged is not', () => {
  const { root, clientDir } = project();
  writeFileSync(join(root, 'app', 'content', 'jobs.ts'), 'export const jobs = [1];');
  writeFileSync(join(root, 'app', 'content', 'images', 'icon.svg'), '<svg></svg>');
  expect(buildState(root, clientDir, {}, 'app/content/images/icon.svg')).toMatchObject({
    change: 'app/content/images/icon.svg changed since the build',
  });
  rmSync(join(root, 'app', 'content', 'images', 'icon.svg'));
  expect(buildState(root, clientDir, {}, 'app/content/images/icon.svg')).toMatchObject({
    change: 'app/content/images/icon.svg was removed since the build',
  });
  expect(buildState(root, clientDir, {}, 'app/content/other.ts')).toMatchObject({
    change: 'app/content/jobs.ts changed since the build',
  });
});

test('a file put back with an older date than the build still makes it stale', () => {
  const { root, clientDir } = project();
  writeFileSync(join(root, 'app', 'content', 'jobs.ts'), 'export const jobs = [2];');
  utimesSync(join(root, 'app', 'content', 'jobs.ts'), 500, 500);
  expect(buildState(root, clientDir)).toMatchObject({
    reason: 'stale',
    change: 'app/content/jobs.ts changed since the build',
  });
});

test('a source saved again or touched with the same content leaves the build fresh', () => {
  const { root, clientDir } = project();
  const jobs = join(root, 'app', 'content', 'jobs.ts');
  writeFileSync(jobs, 'export const jobs = [];');
  utimesSync(jobs, 5000, 5000);
  expect(buildState(root, clientDir)).toEqual({ isFresh: true });
  // The same size, other content.
  writeFileSync(jobs, 'export const jobz = [];');
  expect(buildState(root, clientDir)).toMatchObject({
    reason: 'stale',
    change: 'app/content/jobs.ts changed since the build',
  });
});

test('a source removed or added since the build makes it stale, whatever the added file’s date', () => {
  const removed = project();
  rmSync(join(removed.root, 'app', 'content', 'images', 'icon.svg'));
  expect(buildState(removed.root, removed.clientDir)).toMatchObject({
    reason: 'stale',
    change: 'app/content/images/icon.svg was removed since the build',
  });

  const added = project();
  writeFileSync(join(added.root, 'site.config.ts'), 'export const site = {};');
  utimesSync(join(added.root, 'site.config.ts'), 10, 10);
  expect(buildState(added.root, added.clientDir)).toMatchObject({
    reason: 'stale',
    change: 'site.config.ts is new since the build',
  });
});

test('editing a test does not make the build stale', () => {
  const { root, clientDir } = project();
  writeFileSync(join(root, 'app', 'content', 'jobs.test.ts'), '');
  expect(buildState(root, clientDir)).toEqual({ isFresh: true });
});

test('the files an editor leaves beside a source do not make the build stale', () => {
  const { root, clientDir } = project();
  const content = join(root, 'app', 'content');
  for (const name of ['.jobs.ts.swp', '4913', 'jobs.ts~', '.#jobs.ts', '.DS_Store']) {
    writeFileSync(join(content, name), '');
  }
  expect(buildState(root, clientDir)).toEqual({ isFresh: true });
  writeFileSync(join(content, 'hobbies.ts'), 'export const hobbies = [];');
  expect(buildState(root, clientDir)).toMatchObject({ isFresh: false, reason: 'stale' });
});

test('a build made from the sources as they were when it began: an edit during the build is seen', () => {
  const { root, buildDir, clientDir } = project(false);
  markBuildStarted(sourceListing(root), buildDir);
  writeFileSync(join(root, 'app', 'content', 'jobs.ts'), 'export const jobs = [3];');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');
  markBuildFinished(() => sourceListing(root), buildDir);
  expect(buildState(root, clientDir)).toMatchObject({
    reason: 'stale',
    change: 'app/content/jobs.ts changed since the build',
  });
});

test('a build whose postbuild did not finish (no marker) is unfinished, however new its pages', () => {
  const { root, buildDir, clientDir } = project();
  rmSync(join(buildDir, buildMarker));
  expect(buildState(root, clientDir)).toEqual({ isFresh: false, reason: 'unfinished' });
});

test('an edit to the server’s rules makes the build stale: its policies and deploy files follow them', () => {
  const { root, clientDir } = project();
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'server', 'csp.ts'), 'export {};');
  expect(buildState(root, clientDir)).toMatchObject({
    reason: 'stale',
    change: 'server/csp.ts is new since the build',
  });
});

test('a build begun again and stopped before its end is unfinished, though no source changed', () => {
  const { root, buildDir, clientDir } = project();
  markBuildStarted(sourceListing(root), buildDir);
  expect(buildState(root, clientDir)).toEqual({ isFresh: false, reason: 'unfinished' });
});

test('a build from before builds listed their sources is stale', () => {
  const { root, buildDir, clientDir } = project();
  writeFileSync(
    join(buildDir, buildMarker),
    'A build of the portfolio: the next build empties this folder first.\n',
  );
  expect(buildState(root, clientDir)).toMatchObject({
    reason: 'stale',
    change: 'the build does not list its sources',
  });
});
