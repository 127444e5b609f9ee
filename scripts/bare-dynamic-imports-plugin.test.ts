// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, expect, test } from 'vitest';
import { bareDynamicImportsPlugin, unwrapPreloads } from './bare-dynamic-imports-plugin';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Builds a small app from these files (`main.js` its entry); gives its chunks' code. */
async function buildApp(files: Record<string, string>): Promise<string[]> {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-bare-imports-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [bareDynamicImportsPlugin()],
    build: {
      outDir: join(dir, 'out'),
      rolldownOptions: { input: join(dir, 'main.js') },
    },
  });
  const assets = join(dir, 'out', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'));
}

test('each wrapped import() is given back bare, and only those', () => {
  const code = [
    'const a = () => __vitePreload(() => import("./en-!~{008}~.js"), __VITE_PRELOAD__);',
    "const b = () => __vitePreload( () => import('./sw.js') , __VITE_PRELOAD__ );",
    'const c = () => import(/* @vite-ignore */ url);',
  ].join('\n');
  const result = unwrapPreloads(code);
  expect(result.count).toBe(2);
  expect(result.code).toBe(
    [
      'const a = () => import("./en-!~{008}~.js");',
      "const b = () => import('./sw.js');",
      'const c = () => import(/* @vite-ignore */ url);',
    ].join('\n'),
  );
});

test('a chunk of plain data is imported bare, and the preload helper is gone', async () => {
  const chunks = await buildApp({
    'main.js': 'export const load = () => import("./words.js"); window.load = load;',
    'words.js': 'export default { hello: "Hello" };',
  });
  const all = chunks.join('\n');
  expect(all).toContain('Hello');
  expect(all).toMatch(/import\(`\.\/words-[\w-]+\.js`\)|import\("\.\/words-[\w-]+\.js"\)/);
  expect(all).not.toContain('vite:preloadError');
  expect(all).not.toContain('modulepreload');
});

test('the build stops when an unwrapped import would need more than its own chunk', async () => {
  await expect(
    buildApp({
      'main.js':
        'import { shared } from "./shared.js"; window.a = shared; window.load = () => import("./words.js");',
      'words.js': 'import { shared } from "./shared.js"; export default { shared };',
      'shared.js': 'export const shared = Math.random();',
    }),
  ).rejects.toThrow(/words-[\w-]+\.js, imported by .*has imports or styles of its own/);
});
