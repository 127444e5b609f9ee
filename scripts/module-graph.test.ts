// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { pageModuleUrls } from './module-graph';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A client folder with these files under `assets/`. */
function clientWith(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-graph-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), code);
  return dir;
}

test('a page loads its scripts’ imports, their static imports and re-exports, parents first', () => {
  const client = clientWith({
    'entry.js':
      'import { a } from "./shared.js"; export * from "./reexported.js"; import("./lazy.js");',
    'shared.js': 'import "./vendor.js"; export const a = 1;',
    'reexported.js': 'export const b = 2;',
    'vendor.js': 'export const c = 3;',
    'lazy.js': 'export const d = 4;',
    'route.js': 'export default 1;',
  });
  const html =
    '<script type="module">import "/assets/entry.js"; import("/assets/route.js");</script>';
  expect(pageModuleUrls(html, client)).toEqual([
    '/assets/entry.js',
    '/assets/route.js',
    '/assets/shared.js',
    '/assets/reexported.js',
    '/assets/vendor.js',
  ]);
});

test('a page’s script held as a data block counts; strings, comments, import.meta and computed imports do not', () => {
  const client = clientWith({
    'entry.js': [
      'const text = "import \'./not-a-module.js\'";',
      '// import "./commented.js";',
      'console.log(import.meta.url);',
      'const name = "x"; import(`./locales/${name}.js`); import(name);',
    ].join('\n'),
  });
  const html = [
    '<script type="text/plain" data-module>',
    'import "/assets/entry.js"; const lang = "sw";',
    'import(`/assets/${lang}.js`); import(lang); // import "/assets/commented.js"',
    '</script>',
  ].join('\n');
  expect(pageModuleUrls(html, client)).toEqual(['/assets/entry.js']);
});
