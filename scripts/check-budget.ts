/**
 * Budget test on the build output (the budgets in the README, Benchmarks).
 * For every prerendered page:
 * - the JavaScript loaded before interaction (module scripts, module
 *   preloads, what its inline module script imports, and all their static
 *   imports, transitively; read by scripts/module-graph.ts) within 140 KB
 *   gzip, in at most 8 requests of at least 2 KB each;
 * - its styles, inline or linked, within 15 KB gzip;
 * - its inline head script within 1.7 KB;
 * - the map's inline SVG (Projects) within 20 KB.
 * Prints a table of the measured sizes; exits 1 if over.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mapSvgId } from '../app/features/projects/work-map-layout.ts';
import { mapBudgetBytes } from './map/work-map.ts';
import { inlineModuleScripts, pageModuleUrls } from './module-graph.ts';
import { pageManifest } from './page-scripts.ts';
import { clientDirOf } from './output-dir.ts';

const budgets = {
  jsBytes: 140 * 1024,
  /** Script requests a page makes before it is interactive (docs/decisions/014). */
  scriptRequests: 8,
  /**
   * No script request smaller than this: each costs a round trip and its
   * headers. The not-found route's module is the one exception (see
   * notFoundModulesOf).
   */
  scriptMinBytes: 2 * 1024,
  cssBytes: 15 * 1024,
  /** The inline head script (theme, language landing, early taps): 745 B before early taps, at most 1 KB more. */
  headScriptBytes: 745 + 1024,
};

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

/**
 * The not-found route's module, named by the page's inline manifest: on a 404
 * document it is the whole page (1.0 KB), and React Router loads a route from
 * its own file, so it is the one script allowed under the floor.
 */
function notFoundModulesOf(html: string): Set<string> {
  const [moduleScript = ''] = inlineModuleScripts(html);
  const routes = Object.values(pageManifest(moduleScript)?.routes ?? {});
  return new Set(routes.filter(({ path }) => path === '*').map(({ module }) => module));
}

function measurePage(htmlFile: string): {
  js: number;
  scripts: number[];
  /** The smallest script that must stay above the floor. */
  smallest: number;
  css: number;
  headScript: number;
  map: number;
} {
  const html = readFileSync(htmlFile, 'utf8');
  const headScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const jsUrls = new Set(pageModuleUrls(html, clientDir));
  const css = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const src = attr(tag, 'src');
    const href = attr(tag, 'href');
    if (tag.startsWith('<script') && src) jsUrls.add(src);
    if (/rel="modulepreload"/.test(tag) && href) jsUrls.add(href);
    if (/rel="stylesheet"/.test(tag) && href) css.add(join(clientDir, href));
  }
  // The page's own inline styles count against the same budget as a stylesheet.
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text = '']) => text);
  const sizes = new Map([...jsUrls].map((url) => [url, gzipSize(join(clientDir, url))]));
  const scripts = [...sizes.values()];
  const exempt = notFoundModulesOf(html);
  const floored = [...sizes].filter(([url]) => !exempt.has(url)).map(([, bytes]) => bytes);
  return {
    js: scripts.reduce((total, bytes) => total + bytes, 0),
    scripts,
    smallest: Math.min(...floored),
    css:
      [...css].reduce((total, f) => total + gzipSize(f), 0) +
      (inlineCss.length ? gzipLength(inlineCss.join('')) : 0),
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
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  let isOver = false;
  const pages = htmlFiles(clientDir).sort();
  if (pages.length === 0) {
    console.error(`No prerendered pages in ${clientDir}: run the build first.`);
    process.exit(1);
  }
  for (const page of pages) {
    const name = `/${relative(clientDir, dirname(page))}`.replace(/\/$/, '') || '/';
    const { js, scripts, smallest, css, headScript, map } = measurePage(page);
    const over =
      js > budgets.jsBytes ||
      scripts.length > budgets.scriptRequests ||
      smallest < budgets.scriptMinBytes ||
      css > budgets.cssBytes ||
      headScript > budgets.headScriptBytes ||
      map > mapBudgetBytes;
    isOver ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${name.padEnd(14)} JS ${kb(js).padStart(9)} in ${scripts.length} requests (smallest ${kb(smallest)})  CSS ${kb(css).padStart(8)}  head script ${kb(headScript).padStart(7)}` +
        (map ? `  map HTML ${kb(map).padStart(8)}` : ''),
    );
  }
  console.log(
    `Budgets: JS ${kb(budgets.jsBytes)} in at most ${budgets.scriptRequests} requests of at least ${kb(budgets.scriptMinBytes)}, CSS ${kb(budgets.cssBytes)}, head script ${kb(budgets.headScriptBytes)}, map HTML ${kb(mapBudgetBytes)} gzip per page.`,
  );
  if (isOver) {
    console.log(
      'A page is OVER a budget: make it lighter (a lucide icon a page already shows costs nothing more; a new one about 150 bytes), or raise that budget in scripts/check-budget.ts knowing what it costs a visitor on a slow phone.',
    );
  }
  process.exit(isOver ? 1 : 0);
}
