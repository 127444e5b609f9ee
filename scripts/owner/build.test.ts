// @vitest-environment node
/**
 * The build as an owner runs it: a copy of the project with twelve mistakes
 * planted in its files stops `npm run build`, non-zero, naming each one.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { applyOwner, copyProject, type OwnerFixture } from './copy-project';
import { loadOwner } from './load';
import { defaultLanguage, type Language } from '../../app/i18n/languages';
import { escapeRegExp } from '../../app/lib/escape-reg-exp';
import { lastLanguage, otherLanguage } from '../../app/test/languages';

type Item = Record<string, unknown> & { id: string | number };

/** `npm run check` in a project copy. */
function runCheck(root: string) {
  return spawnSync(process.execPath, ['scripts/check.ts'], { cwd: root, encoding: 'utf8' });
}

/** A words file of the owner's last listed language: `app/i18n/locales/pt/nav.json`. */
function lastLanguageWords(section: string): string {
  return `app/i18n/locales/${lastLanguage}/${section}.json`;
}

type WordPatches = OwnerFixture['words'];

/** Word patches given language by language, those of one language (the same one twice) merged by section. */
function wordPatches(...patches: readonly [Language, WordPatches[string]][]): WordPatches {
  const words: WordPatches = {};
  for (const [lang, sections] of patches) {
    const merged = (words[lang] ??= {});
    for (const [section, patch] of Object.entries(sections)) {
      merged[section] = { ...(merged[section] as object | undefined), ...(patch as object) };
    }
  }
  return words;
}

test('planted mistakes stop the build, each named by file, item and field', async () => {
  const sample = await loadOwner();
  const site = sample.site as OwnerFixture['site'];
  const [job] = sample.content.jobs as Item[];
  const [shop] = sample.content.featuredProjects as Item[];
  // An owner with no client work gets one planted (its missing words are more problems).
  const [client = { id: 'testClient', tech: ['React'] }] = sample.content.clientProjects as Item[];
  if (!job || !shop) throw new Error('this test needs a job and a featured project');
  // A second featured project (its words missing too, which is another problem).
  const second = { ...shop, id: `${String(shop.id)}Second` };
  const noisyPicture = 'noisy-photo.jpg';

  const root = copyProject('planted');
  applyOwner(root, {
    site: {
      ...site,
      email: 'hello-at-example',
      timeZone: 'Africa/Atlantis',
      profiles: { ...site.profiles, github: 'github.com/someone' },
    },
    content: {
      featuredProjects: [
        {
          ...shop,
          status: 'finished',
          liveUrl: 'http://shop.example.net',
          image: noisyPicture,
        } as never,
        { ...second, image: 'missing-picture.jpg' } as never,
      ],
      clientProjects: [client, client] as never,
    },
    // Two languages' mistakes, in one language's files when the owner has one besides English.
    words: wordPatches(
      ['en', { footer: { unusedGreeting: 'Hello' } }],
      [
        otherLanguage,
        { about: { jobs: { [`job${job.id}`]: null } }, footer: { copyright: '© {{year}}' } },
      ],
      [lastLanguage, { footer: { rights: '' } }],
    ),
  });
  // A noisy photo whose 800 px JPEG cannot stay within the image budget.
  const noise = Buffer.alloc(1600 * 1000 * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
  await sharp(noise, { raw: { width: 1600, height: 1000, channels: 3 } })
    .jpeg({ quality: 100 })
    .toFile(join(root, 'app', 'content', 'images', 'projects', noisyPicture));

  // `npm run build` checks before it builds; React Router's build alone has the same checks in a plugin.
  for (const command of [
    ['npm', 'run', 'build'],
    ['npx', 'react-router', 'build'],
  ] as const) {
    const [program, ...args] = command;
    const build = spawnSync(program, args, { cwd: root, encoding: 'utf8' });
    const output = `${build.stdout}\n${build.stderr}`;
    expect({ command, status: build.status }).not.toEqual({ command, status: 0 });
    for (const line of [
      'site.config.ts: site › email:',
      'site.config.ts: site › timeZone:',
      'site.config.ts: site › profiles.github:',
      `app/content/featured-projects.ts: featured project "${shop.id}" › status:`,
      `app/content/featured-projects.ts: featured project "${shop.id}" › liveUrl:`,
      `app/content/featured-projects.ts: featured project "${second.id}" › image:`,
      `app/content/client-projects.ts: client project "${client.id}" › id:`,
      `app/i18n/locales/${otherLanguage}/about.json: job ${job.id} › title, company, years, description:`,
      'app/i18n/locales/en/footer.json: footer › unusedGreeting:',
      `app/i18n/locales/${lastLanguage}/footer.json: footer › rights:`,
      `app/i18n/locales/${otherLanguage}/footer.json: footer › copyright:`,
      `featured project "${shop.id}" › image:`,
    ]) {
      expect(output).toContain(line);
    }
    expect(output).toMatch(/The site's content has \d+ problems:/);
    // The list alone: no stack trace of the bundler's internals around it.
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  }
}, 240_000);

test('a TypeScript slip in an owner file is one line naming the file and line, not a crash', () => {
  const root = copyProject('unloadable');
  const check = () => runCheck(root);
  const breakLine = (file: string, line: RegExp, slip: (text: string) => string) => {
    const path = join(root, file);
    const lines = readFileSync(path, 'utf8').split('\n');
    const index = lines.findIndex((text) => line.test(text));
    if (index < 0) throw new Error(`no line ${String(line)} in ${file}`);
    lines[index] = slip(lines[index] ?? '');
    writeFileSync(path, lines.join('\n'));
    return index + 1;
  };

  // An unclosed quote: the parser stops on the next line.
  const nameLine = breakLine('site.config.ts', /^\s+name: ['"]/, (text) =>
    text.replace(/['"],$/, ','),
  );
  let result = check();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`site.config.ts:${nameLine + 1}: TypeScript that loads`);
  expect(result.stderr).not.toMatch(/triggerUncaughtException|^\s+at /m);

  // A language's list of word files, which only the pages import (English's: it is there
  // whatever other language's list is gone).
  const wordsLine = breakLine('app/i18n/locales/en.ts', /^import about /, (text) =>
    text.replace('import', 'imoprt'),
  );
  const otherList = `app/i18n/locales/${otherLanguage}.ts`;
  rmSync(join(root, otherList));
  result = check();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`app/i18n/locales/en.ts:${wordsLine}: TypeScript that loads`);
  // The list to copy is another translation's that is there (a language's left out of the
  // list too), English's only when there is no other.
  const suggestion = new RegExp(
    `${escapeRegExp(otherList)}: TypeScript that loads: fix this first, the other checks run once the file loads \\(found: no such file: copy app/i18n/locales/([a-z]{2,3})\\.ts, with \\./\\1/ changed to \\./${otherLanguage}/\\)`,
  ).exec(result.stderr);
  const model = suggestion?.[1];
  const translations = readdirSync(join(root, 'app/i18n/locales')).filter(
    (name) => name.endsWith('.ts') && name !== 'en.ts',
  );
  expect(model).toBeDefined();
  expect(
    model === defaultLanguage ? translations.length === 0 : translations.includes(`${model}.ts`),
  ).toBe(true);
  expect(result.stderr).not.toMatch(/triggerUncaughtException|^\s+at /m);
  // English's list copied as it is: the other language's pages would show the English words.
  writeFileSync(join(root, otherList), readFileSync(join(root, 'app/i18n/locales/en.ts'), 'utf8'));
  result = check();
  expect(result.stderr).toMatch(
    new RegExp(
      `${escapeRegExp(otherList)}: .*its words come from \\./en/about\\.json, .*: import them from \\./${otherLanguage}/`,
    ),
  );

  // The glossary, which the checks import too: a comma left out while adding a name.
  const glossary = join(root, 'app/i18n/glossary.ts');
  const glossaryText = readFileSync(glossary, 'utf8');
  const glossaryLine = breakLine('app/i18n/glossary.ts', /^\s+'\w+',$/, (text) =>
    text.replace(/,$/, ''),
  );
  result = check();
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(
    new RegExp(
      `app/i18n/glossary\\.ts:(${glossaryLine}|${glossaryLine + 1}): TypeScript that loads`,
    ),
  );
  expect(result.stderr).not.toMatch(/triggerUncaughtException|^\s+at /m);
  writeFileSync(glossary, glossaryText);

  // A file the checks import themselves.
  const languageLine = breakLine(
    'app/i18n/languages.ts',
    new RegExp(`code: '${otherLanguage}',`),
    (text) => text.replace(`code: '${otherLanguage}',`, `code: '${otherLanguage}'`),
  );
  result = check();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`app/i18n/languages.ts:${languageLine}: TypeScript that loads`);
  expect(result.stderr).not.toMatch(/triggerUncaughtException|^\s+at /m);

  // The build says the same, though its own configuration imports these files.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  expect(build.status).not.toBe(0);
  expect(build.stderr).toContain(`app/i18n/languages.ts:${languageLine}: TypeScript that loads`);
  expect(build.stderr).toContain('then run npm run build again');
  expect(`${build.stdout}\n${build.stderr}`).not.toMatch(/PARSE_ERROR|^\s+at /m);
}, 60_000);

test('a words file saved with a byte-order mark (as some Windows editors do) is named as such on its first line', () => {
  const root = copyProject('byte-order-mark');
  const file = lastLanguageWords('nav');
  writeFileSync(join(root, file), `\uFEFF${readFileSync(join(root, file), 'utf8')}`);
  const result = runCheck(root);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    `${file}:1: valid JSON (the checks of the words run once every file reads) (found: an invisible byte-order mark (BOM) before the {: save the file as UTF-8 without BOM)`,
  );
}, 60_000);

test('a key given twice in a words file is named on the line that wins, with the line it replaces', () => {
  const root = copyProject('repeated-key');
  const file = lastLanguageWords('nav');
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => /^\s+"\w+": "/.test(line));
  const line = lines[index] ?? '';
  const key = /"(\w+)"/.exec(line)?.[1] ?? '';
  // The owner's new value written above the old one, which JSON.parse keeps.
  lines.splice(index, 0, line.replace(/: ".*"/, ': "New words"'));
  writeFileSync(join(root, file), lines.join('\n'));
  const result = runCheck(root);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    `${file}:${index + 2}: nav › ${key}: each key once in its object: the value on line ${index + 2} replaces the one on line ${index + 1}; remove one`,
  );
}, 60_000);

test('a component that throws while a page is drawn stops the build in a few lines naming the page, the error and the component, not the page’s HTML', () => {
  const root = copyProject('throws');
  const footer = join(root, 'app', 'layout', 'footer.tsx');
  const source = readFileSync(footer, 'utf8');
  const start = 'export function Footer() {';
  expect(source).toContain(start);
  writeFileSync(
    footer,
    source.replace(
      start,
      `${start}\n  if (Math.random() < 2) throw new TypeError('planted failure');`,
    ),
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  expect(build.status).not.toBe(0);
  expect(build.stderr).toMatch(
    /^Drawing the page \/\S* failed: TypeError: planted failure\n {2}in Footer < /m,
  );
  expect(build.stderr).toContain('npm run typecheck');
  expect(build.stderr).not.toContain('<!DOCTYPE');
  expect(build.stderr.length).toBeLessThan(2_000);
}, 120_000);
