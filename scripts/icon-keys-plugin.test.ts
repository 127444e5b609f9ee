// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterEach, expect, test } from 'vitest';
import { blankIconKeys, iconKeysPlugin } from './icon-keys-plugin';

const sunModule = join(process.cwd(), 'node_modules/lucide-react/dist/esm/icons/sun.mjs');
/** The sun icon's shapes as lucide-react ships them: `[tag, { ...attributes, key }]`. */
const { __iconData: sun } = (await import(sunModule)) as {
  __iconData: { node: [string, Record<string, string>][] };
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Builds `main.js` with these plugins, minified; gives its chunks' code. */
async function buildApp(main: string, plugins: Plugin[], files: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-icon-keys-'));
  dirs.push(dir);
  for (const [name, code] of Object.entries({ ...files, 'main.js': main })) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), code);
  }
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { outDir: join(dir, 'out'), rolldownOptions: { input: join(dir, 'main.js') } },
  });
  const assets = join(dir, 'out', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
}

test("every shape's key of a lucide icon is blanked out, in place, and its shapes kept", () => {
  const code = readFileSync(sunModule, 'utf8');
  const result = blankIconKeys(code);
  expect(result.count).toBe(sun.node.length);
  expect(result.code).toHaveLength(code.length);
  expect(result.code).not.toMatch(/key:/);
  for (const [, attributes] of sun.node) {
    const { key = '', ...drawn } = attributes;
    expect(key).not.toBe('');
    expect(result.code).not.toContain(key);
    for (const value of Object.values(drawn)) expect(result.code).toContain(`"${value}"`);
  }
});

test("the browser's build carries an icon's shapes without their keys", async () => {
  const main = `import Sun from ${JSON.stringify(sunModule)}; window.icon = Sun;`;
  const keys = sun.node.map(([, { key = '' }]) => key);
  expect(keys.every(Boolean)).toBe(true);
  const paths = sun.node.flatMap(([, { d }]) => (d ? [d] : []));
  expect(paths.length).toBeGreaterThan(1);

  const withKeys = await buildApp(main, []);
  for (const key of keys) expect(withKeys).toContain(key);

  const blanked = await buildApp(main, [iconKeysPlugin()]);
  for (const key of keys) expect(blanked).not.toContain(key);
  for (const path of paths) expect(blanked).toContain(path);
});

test("the browser's build drops the statement that only reads an icon's shapes", async () => {
  const main = `import Sun from ${JSON.stringify(sunModule)}; window.icon = Sun;`;
  // lucide-react writes `__iconData.node;` after the icon, and the minifier keeps the read.
  const onlyRead = /[\w$]+\.node;/;
  expect(await buildApp(main, [])).toMatch(onlyRead);
  const blanked = await buildApp(main, [iconKeysPlugin()]);
  expect(blanked).not.toMatch(onlyRead);
  // The shapes themselves are still there, and still given to the icon.
  expect(blanked).toMatch(/node:\[/);
});

test('an icon whose shapes carry no key as lucide-react writes them stops the build', async () => {
  const icon = 'node_modules/lucide-react/dist/esm/icons/new-icon.mjs';
  const building = buildApp(
    `import icon from './${icon}'; window.icon = icon;`,
    [iconKeysPlugin()],
    {
      [icon]: `export default { name: "new-icon", node: [["path", { d: "M0 0", id: "a1b2c3" }]] };`,
    },
  );
  await expect(building).rejects.toThrow(/new-icon\.mjs: shape keys that .* does not know/);
});

test('a key written another way beside the known ones stops the build too', async () => {
  const icon = 'node_modules/lucide-react/dist/esm/icons/mixed-icon.mjs';
  const building = buildApp(
    `import icon from './${icon}'; window.icon = icon;`,
    [iconKeysPlugin()],
    {
      [icon]: `export default { node: [["path", { d: "M0 0", key: "a1b2c3" }], ["path", { d: "M1 1", key: 'd4e5f6' }]] };`,
    },
  );
  await expect(building).rejects.toThrow(/mixed-icon\.mjs: shape keys that .* does not know/);
});

test("an icon's older name, which re-exports the icon, builds", async () => {
  // lucide-react's `Home` is `house` under its older name.
  const alias = join(process.cwd(), 'node_modules/lucide-react/dist/esm/icons/home.mjs');
  expect(readFileSync(alias, 'utf8')).toMatch(/export \{ default \} from '\.\/house\.mjs'/);
  const code = await buildApp(`import Home from ${JSON.stringify(alias)}; window.icon = Home;`, [
    iconKeysPlugin(),
  ]);
  // The icon it names is in the build, its shapes without keys.
  expect(code).toMatch(/name:\s*["`']house["`']/);
  expect(code).not.toMatch(/\bkey:\s*["`']/);
});
