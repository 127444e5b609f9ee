// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { copyProject, applyOwner, type OwnerFixture } from './copy-project';
import { loadOwner } from './load';
import {
  leftoverPlaceholderProblems,
  shownInFile,
  shownOnPage,
  shownPlaceholders,
  stringsOf,
} from './leftover-placeholders';

/** A page as the prerender writes it: the words again in a script, for hydration. */
const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Home</title></head><body>${body}` +
  `<script>window.__words = {"footer":{"copyright":"© {{year}} {{name}}"}}</script></body></html>`;

test('placeholders in the text and attributes are found; those in scripts and styles are not', () => {
  const html = page(
    'sw',
    `<p>© 2026 {{nme}}.</p><button aria-label="Open {{ count }} items">x</button>` +
      `<style>.a::after{content:"{{style}}"}</style><template><p>{{later}}</p></template>`,
  );
  expect(shownPlaceholders(html)).toEqual({
    lang: 'sw',
    placeholders: ['{{nme}}', '{{ count }}'],
    texts: ['© 2026 {{nme}}.', 'Open {{ count }} items'],
  });
  expect(shownPlaceholders(page('en', '<p>© 2026 Baraka.</p>')).placeholders).toEqual([]);
});

test('a placeholder in a link as its reader decodes it (a mail body) is found', () => {
  const body = encodeURIComponent('Hi {{nme}},\n\nBest regards,');
  const html = page('en', `<a href="mailto:a@example.com?subject=Hello&amp;body=${body}">Mail</a>`);
  expect(shownPlaceholders(html).placeholders).toEqual(['{{nme}}']);
  // Not URL encoding after all: the value is read as written.
  expect(shownPlaceholders(page('en', '<a href="/100%">{{x}}</a>')).placeholders).toEqual([
    '{{x}}',
  ]);
});

test('a written file shows the placeholders of every text it holds, however deep', () => {
  const manifest = {
    name: 'Ana – Dev',
    icons: [{ src: '/a.png' }],
    shortcuts: [{ name: '{{nme}}' }],
  };
  expect(stringsOf(manifest)).toEqual(['Ana – Dev', '/a.png', '{{nme}}']);
  expect(
    shownInFile({ path: '/manifest.webmanifest', lang: 'pt', texts: stringsOf(manifest) }),
  ).toEqual({
    path: '/manifest.webmanifest',
    lang: 'pt',
    placeholders: ['{{nme}}'],
    texts: ['{{nme}}'],
  });
});

test('a placeholder shown as written names the word that holds it, in the page language, with its pages', () => {
  const words = {
    en: { footer: { copyright: '© {{year}} {{nme}}.' } },
    sw: { footer: { copyright: '© {{year}} {{nme}}.' } },
  };
  const problems = leftoverPlaceholderProblems(
    [
      shownOnPage('/', page('en', '<p>© 2026 {{nme}}.</p>')),
      shownOnPage('/about', page('en', '<p>© 2026 {{nme}}.</p>')),
      shownOnPage('/sw', page('sw', '<p>© 2026 {{nme}}.</p>')),
    ],
    words,
  );
  expect(problems).toEqual([
    {
      file: 'app/i18n/locales/en/footer.json',
      item: 'footer',
      field: 'copyright',
      expected:
        'only placeholders the site fills in; {{nme}} shows as written on /, /about: is it misspelt, or one that these words are not given?',
      found: JSON.stringify(words.en.footer.copyright),
    },
    expect.objectContaining({ file: 'app/i18n/locales/sw/footer.json', field: 'copyright' }),
  ]);
});

test('a placeholder that other words use rightly names only the words the page shows it in', () => {
  // `{{name}}` is filled in the footer and the hero; the page does not give it to the title.
  const words = {
    en: {
      footer: { copyright: '© {{year}} {{name}}.' },
      hero: { title: 'Hi, I am {{name}}' },
      projects: { title: 'Projects by {{name}}', intro: 'Work by {{name}} since {{year}}' },
      // No letters around it: it would match any text that shows {{name}}.
      meta: { title: '{{name}} – {{role}}' },
    },
  };
  const shown = shownOnPage(
    '/projects',
    page('en', '<h1>Projects by {{name}}</h1><p>Work by {{name}} since 2020</p><p>© 2026 Ana.</p>'),
  );
  expect(leftoverPlaceholderProblems([shown], words).map(({ field }) => field)).toEqual([
    'title',
    'intro',
  ]);
  // Texts that match none of the words (the content's own): every word that holds it.
  const unmatched = shownOnPage('/projects', page('en', '<p>{{name}}</p>'));
  expect(leftoverPlaceholderProblems([unmatched], words)).toHaveLength(5);
});

test('a placeholder no word holds (one in the content) is named with its page', () => {
  const problems = leftoverPlaceholderProblems(
    [shownOnPage('/projects', page('en', '<p>{{client}}</p>'))],
    { en: {} },
  );
  expect(problems).toEqual([
    expect.objectContaining({ file: '(the built site)', item: '/projects', field: '(text)' }),
  ]);
});

test('postbuild stops on a page that shows a placeholder as written, naming the word', () => {
  const build = mkdtempSync(join(tmpdir(), 'leftover-'));
  try {
    mkdirSync(join(build, 'client', 'about'), { recursive: true });
    // The sample's own footer words, so the message names a word the owner has.
    writeFileSync(join(build, 'client', 'about', 'index.html'), page('en', '<p>{{year}}</p>'));
    const run = spawnSync(process.execPath, ['scripts/postbuild.ts'], {
      encoding: 'utf8',
      env: { ...process.env, BUILD_DIR: build },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /app\/i18n\/locales\/en\/footer\.json: footer › copyright: only placeholders the site fills in; {{year}} shows as written on \/about/,
    );
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  // A Node process of its own, which loads the owner's files: seconds on a busy machine.
}, 30_000);

test('postbuild stops on a placeholder misspelt alike in every language of the CV and manifest words', async () => {
  const sample = await loadOwner();
  const root = copyProject('leftover-files');
  const misspelt = (text: string) => text.replaceAll('{{name}}', '{{nme}}');
  const words: OwnerFixture['words'] = {};
  for (const { code } of sample.languages) {
    const { about, meta } = sample.words[code] as {
      about: { cv: { documentTitle: string } };
      meta: { manifest: { description: string } };
    };
    words[code] = {
      about: { cv: { documentTitle: misspelt(about.cv.documentTitle) } },
      meta: { manifest: { description: misspelt(meta.manifest.description) } },
    };
  }
  applyOwner(root, { site: sample.site as OwnerFixture['site'], content: {}, words });
  try {
    // A page with no placeholder: the build files alone show them.
    mkdirSync(join(root, 'build', 'client', 'about'), { recursive: true });
    writeFileSync(join(root, 'build', 'client', 'about', 'index.html'), page('en', '<p>CV</p>'));
    const run = spawnSync(process.execPath, ['scripts/postbuild.ts'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    for (const { code } of sample.languages) {
      const shown = `{{nme}} shows as written on [^:]*`;
      expect(run.stderr).toMatch(
        new RegExp(
          `app/i18n/locales/${code}/about\\.json: cv › documentTitle: only placeholders the site fills in; ${shown}/cv/[^ ,]+-${code}\\.pdf`,
        ),
      );
      expect(run.stderr).toMatch(
        new RegExp(
          `app/i18n/locales/${code}/meta\\.json: manifest › description: only placeholders the site fills in; ${shown}/(${code}/)?manifest\\.webmanifest`,
        ),
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 60_000);
