/**
 * Budget test on the build output (the budgets in the README, Benchmarks): for
 * every prerendered page, the JavaScript loaded before interaction (module
 * scripts, module preloads, the imports of its inline module scripts, and all
 * their static imports, transitively) must stay within 150 KB gzip, its
 * stylesheets within 15 KB gzip, its inline head script within 1.7 KB, and
 * the map's inline SVG (Projects) within 20 KB. Imports are read with
 * es-module-lexer, the parser Vite itself uses, so a string or comment that
 * looks like an import is never counted. Prints a table of the measured
 * sizes; exits 1 if over.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mapSvgId } from '../app/features/projects/work-map-layout.ts';
import { init, parse } from 'es-module-lexer';
import { clientDirOf } from './output-dir.ts';

const budgets = {
  jsBytes: 150 * 1024,
  cssBytes: 15 * 1024,
  /** The inline head script (theme, language landing, early taps): 745 B before early taps, at most 1 KB more. */
  headScriptBytes: 745 + 1024,
};

/** The map of the work may add at most this much gzip HTML to a page (README, Benchmarks). */
export const mapBudgetBytes = 20 * 1024;

const gzipLength = (text: string) => gzipSync(text, { level: 9 }).length;

/** The map's SVG as a page's HTML carries it, if it has one. */
export function inlineMapSvg(html: string): string | undefined {
  return new RegExp(`<div id="${mapSvgId}"[^>]*>(<svg[\\s\\S]*?</svg>)</div>`).exec(html)?.[1];
}

/** The gzip bytes the map's SVG adds to a page: the page with it, less the page without it. */
export function mapBytesOf(html: string): number {
  const svg = inlineMapSvg(html);
  return svg ? gzipLength(html) - gzipLength(html.replace(svg, '')) : 0;
}

const clientDir = clientDirOf();

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function assetPath(url: string, from = clientDir): string {
  return url.startsWith('/') ? join(clientDir, url) : join(from, url);
}

/**
 * The specifiers a module imports: its static imports (`import … from "x"`,
 * `import "x"`, `export … from "x"`), and with `withDynamic` also `import("x")`
 * with a literal specifier. `import.meta` and computed `import(x)` are not imports.
 */
function importsOf(code: string, withDynamic = false): string[] {
  const [imports] = parse(code);
  return imports.flatMap(({ n: specifier, d: dynamicStart }) => {
    const isStatic = dynamicStart === -1;
    const isDynamic = dynamicStart >= 0;
    return specifier !== undefined && (isStatic || (withDynamic && isDynamic)) ? [specifier] : [];
  });
}

function collectJs(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const spec of importsOf(code)) queue.push(assetPath(spec, dirname(file)));
  }
  return seen;
}

function measurePage(htmlFile: string): {
  js: number;
  css: number;
  headScript: number;
  map: number;
} {
  const html = readFileSync(htmlFile, 'utf8');
  const headScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const jsEntries = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags) {
    const src = attr(tag, 'src');
    const href = attr(tag, 'href');
    if (tag.startsWith('<script') && src) jsEntries.add(assetPath(src));
    if (/rel="modulepreload"/.test(tag) && href) jsEntries.add(assetPath(href));
    if (/rel="stylesheet"/.test(tag) && href) css.add(assetPath(href));
  }
  // The inline module scripts start the app: what they import, statically or
  // with a literal `import()`, loads before the page is interactive.
  const inlineModules = html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g);
  for (const [, code = ''] of inlineModules) {
    for (const spec of importsOf(code, true)) {
      if (spec.startsWith('/')) jsEntries.add(assetPath(spec));
    }
  }
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);
  return {
    js: sum(collectJs([...jsEntries])),
    css: sum(css),
    headScript: gzipLength(headScript),
    map: mapBytesOf(html),
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('index.html'))
    .map((name) => join(dir, name));
}

if (import.meta.main) {
  await init;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  let isOver = false;
  const pages = htmlFiles(clientDir).sort();
  if (pages.length === 0) {
    console.error(`No prerendered pages in ${clientDir}: run the build first.`);
    process.exit(1);
  }
  for (const page of pages) {
    const { js, css, headScript, map } = measurePage(page);
    const over =
      js > budgets.jsBytes ||
      css > budgets.cssBytes ||
      headScript > budgets.headScriptBytes ||
      map > mapBudgetBytes;
    isOver ||= over;
    const name = `/${relative(clientDir, dirname(page))}`.replace(/\/$/, '') || '/';
    console.log(
      `${over ? 'OVER' : 'ok  '} ${name.padEnd(14)} JS ${kb(js).padStart(9)}  CSS ${kb(css).padStart(8)}  head script ${kb(headScript).padStart(7)}` +
        (map ? `  map HTML ${kb(map).padStart(8)}` : ''),
    );
  }
  console.log(
    `Budgets: JS ${kb(budgets.jsBytes)}, CSS ${kb(budgets.cssBytes)}, head script ${kb(budgets.headScriptBytes)}, map HTML ${kb(mapBudgetBytes)} gzip per page.`,
  );
  process.exit(isOver ? 1 : 0);
}
