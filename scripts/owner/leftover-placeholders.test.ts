// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { leftoverPlaceholderProblems, shownPlaceholders } from './leftover-placeholders';

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
  expect(shownPlaceholders(html)).toEqual({ lang: 'sw', placeholders: ['{{nme}}', '{{ count }}'] });
  expect(shownPlaceholders(page('en', '<p>© 2026 Baraka.</p>')).placeholders).toEqual([]);
});

test('a placeholder shown as written names the word that holds it, in the page language, with its pages', () => {
  const words = {
    en: { footer: { copyright: '© {{year}} {{nme}}.' } },
    sw: { footer: { copyright: '© {{year}} {{nme}}.' } },
  };
  const problems = leftoverPlaceholderProblems(
    [
      { path: '/', html: page('en', '<p>© 2026 {{nme}}.</p>') },
      { path: '/about', html: page('en', '<p>© 2026 {{nme}}.</p>') },
      { path: '/sw', html: page('sw', '<p>© 2026 {{nme}}.</p>') },
    ],
    words,
  );
  expect(problems).toEqual([
    {
      file: 'app/i18n/locales/en/footer.json',
      item: 'footer',
      field: 'copyright',
      expected:
        'only placeholders the page fills in; {{nme}} shows as written on /, /about: is it misspelt?',
      found: JSON.stringify(words.en.footer.copyright),
    },
    expect.objectContaining({ file: 'app/i18n/locales/sw/footer.json', field: 'copyright' }),
  ]);
});

test('a placeholder no word holds (one in the content) is named with its page', () => {
  const problems = leftoverPlaceholderProblems(
    [{ path: '/projects', html: page('en', '<p>{{client}}</p>') }],
    { en: {} },
  );
  expect(problems).toEqual([
    expect.objectContaining({ file: '(the built pages)', item: '/projects', field: '(text)' }),
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
      /app\/i18n\/locales\/en\/footer\.json: footer › copyright: only placeholders the page fills in; {{year}} shows as written on \/about/,
    );
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
});
