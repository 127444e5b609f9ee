/**
 * Flattens each prerendered page's loading (docs/decisions/014). React
 * Router's inline module script imports the route manifest, the page's route
 * modules and then, by a dynamic `import()`, `entry.client`; each of those
 * imports more chunks, one level at a time, and the stylesheet is a
 * render-blocking request of its own. This step
 * - writes the manifest (under 1 KB gzip) into the inline script instead of
 *   fetching it;
 * - writes the stylesheet into the page (`<style>`), and takes it out of the
 *   manifest so the browser's router does not add its `<link>` back;
 * - starts the scripts once the first paint is on screen, so they never share
 *   the network with what that paint needs (measured: Lighthouse's simulated
 *   paint counts every request that ended before its observed paint);
 * - then lists every module the page needs as a module preload, so all of them
 *   are fetched at once, and imports the route modules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineModuleScripts, pageModuleUrls } from './module-graph.ts';

const manifestImport = /import "(\/assets\/manifest-[\w-]+\.js)";/;
const manifestAssignment = /^window\.__reactRouterManifest=(\{[\s\S]*\});?$/;
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[\w-]+\.css)"\/>/g;

type Manifest = { routes: Record<string, { css?: string[] }> };

/** React Router's manifest module, with no stylesheets: the page carries them inline. */
function manifestWithoutCss(url: string, clientDir: string): string {
  const code = readFileSync(join(clientDir, url), 'utf8').trim();
  const json = manifestAssignment.exec(code)?.[1];
  if (json === undefined) throw new Error(`${url} is not the route manifest this step knows`);
  const manifest = JSON.parse(json) as Manifest;
  for (const route of Object.values(manifest.routes)) route.css = [];
  return `window.__reactRouterManifest=${JSON.stringify(manifest).replace(/</g, '\\u003c')};`;
}

/**
 * Resolves once the first contentful paint is on screen (its Paint Timing
 * entry), so that no script shares the network with what that paint needs.
 * A hidden page paints nothing and starts at once; a browser without Paint
 * Timing waits for the first frame.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden) return resolve();
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      return requestAnimationFrame(() => setTimeout(resolve));
    }
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

const routeImport = /import \* as (route\d+) from "([^"]+)";/g;

/**
 * React Router's module script, rewritten to start after the first paint:
 * the route modules are imported with `import()` once the module preloads are
 * in place, instead of static imports the parser fetches at once.
 */
function startingAfterFirstPaint(code: string, preloads: readonly string[]): string {
  const routes = [...code.matchAll(routeImport)].map(([, name = '', url = '']) => ({ name, url }));
  if (routes.length === 0) throw new Error("React Router's module script imports no route module");
  const rest = code.replace(routeImport, '');
  return [
    `await (${afterFirstPaint.toString()})();`,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${routes.map(({ name }) => name).join(', ')}] = await Promise.all([${routes.map(({ url }) => `import(${JSON.stringify(url)})`).join(', ')}]);`,
    rest.trim(),
  ].join('\n');
}

export function flattenPageScripts(html: string, clientDir: string): string {
  const [moduleScript] = inlineModuleScripts(html);
  if (moduleScript === undefined) return html;
  const manifestUrl = manifestImport.exec(moduleScript)?.[1];
  const code =
    manifestUrl === undefined
      ? moduleScript
      : moduleScript.replace(manifestImport, () => manifestWithoutCss(manifestUrl, clientDir));
  let page = html.replace(moduleScript, () => code);
  page = page.replace(stylesheetLink, (_, href: string) => {
    const css = readFileSync(join(clientDir, href), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
  return page.replace(code, () => startingAfterFirstPaint(code, pageModuleUrls(page, clientDir)));
}
