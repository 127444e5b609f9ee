/**
 * Flattens each prerendered page's loading (docs/decisions/014). React
 * Router's inline module script imports the route manifest, the page's route
 * modules and then, by a dynamic `import()`, `entry.client`; each of those
 * imports more chunks, one level at a time, and the stylesheet is a
 * render-blocking request of its own. This step
 * - removes React Router's module preloads, which would take the bandwidth
 *   the first paint needs (docs/decisions/005);
 * - writes the manifest (under 1 KB gzip) into the inline script instead of
 *   fetching it;
 * - writes the stylesheet into the page (`<style>`), and takes it out of the
 *   manifest so the browser's router does not add its `<link>` back;
 * - starts the scripts once the first paint is on screen, so they never share
 *   the network with what that paint needs (measured: Lighthouse's simulated
 *   paint counts every request that ended before its observed paint);
 * - then preloads every module the page needs, so all of them are fetched at
 *   once, and runs React Router's script;
 * - if a module fails to load, shows the page as it is without JavaScript.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineModuleScripts, moduleClosure } from './module-graph.ts';

const manifestImport = /import "(\/assets\/manifest-[\w-]+\.js)";/;
const manifestAssignment = /^window\.__reactRouterManifest=(\{[\s\S]*\});?$/;
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[\w-]+\.css)"\/>/g;

type Manifest = {
  /** The manifest's own module, and the browser entry. */
  url?: string;
  entry?: { module: string };
  routes: Record<string, { path?: string; module: string; css?: string[] }>;
};

/** How the manifest is written into the held module script: one line of its own. */
const manifestLine = /^window\.__reactRouterManifest=(\{.*\});$/m;

/** The route manifest a flattened page carries in its held module script. */
export function pageManifest(moduleScript: string): Manifest | undefined {
  const json = manifestLine.exec(moduleScript)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Manifest);
}

/**
 * React Router's manifest module, for the page to carry inline: with no
 * stylesheets (the page carries them inline too), and naming the browser entry
 * as its own module. The browser's router, as it hydrates, adds a module
 * preload of the manifest's module to the page, which would fetch a file the
 * page already holds (a request of 0.5 KB, after the others); the entry is
 * loaded by then, so that preload fetches nothing.
 */
function manifestWithoutCss(url: string, clientDir: string): string {
  const code = readFileSync(join(clientDir, url), 'utf8').trim();
  const json = manifestAssignment.exec(code)?.[1];
  if (json === undefined) throw new Error(`${url} is not the route manifest this step knows`);
  const manifest = JSON.parse(json) as Manifest;
  if (manifest.url !== url || !manifest.entry) {
    throw new Error(`${url} does not name itself and the browser entry, as this step knows it`);
  }
  manifest.url = manifest.entry.module;
  for (const route of Object.values(manifest.routes)) route.css = [];
  return `window.__reactRouterManifest=${JSON.stringify(manifest).replace(/</g, '\\u003c')};`;
}

/**
 * The page's starter (a classic inline script, serialised into the page):
 * once the first contentful paint is on screen (its Paint Timing entry), it
 * preloads every module the page needs and then runs React Router's module
 * script, kept in the page as a data block. A hidden page paints nothing and
 * starts at once; a browser without Paint Timing waits for the first frame.
 * React Router's script is run whole, so its static imports are all
 * evaluated before it sets the route modules and imports `entry.client`.
 */
function startAfterFirstPaint(modules: readonly string[], holderId: string): void {
  const start = () => {
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    // A module that fails to load (offline, a deploy that removed it): the page
    // becomes what it is without JavaScript, every part readable and its links
    // working (what `<noscript>` holds put in), rather than controls that never answer.
    script.addEventListener('error', () => {
      document.documentElement.removeAttribute('data-js');
      for (const fallback of document.querySelectorAll('noscript')) {
        const markup = document.createElement('template');
        markup.innerHTML = fallback.textContent ?? '';
        fallback.replaceWith(markup.content);
      }
    });
    script.textContent = document.getElementById(holderId)?.textContent ?? '';
    document.head.append(script);
  };
  if (document.hidden) return start();
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}

/** The id of the data block that holds React Router's module script until the start. */
export const moduleStartId = 'module-start';

export function flattenPageScripts(html: string, clientDir: string): string {
  const [moduleScript] = inlineModuleScripts(html);
  if (moduleScript === undefined) return html;
  const manifestUrl = manifestImport.exec(moduleScript)?.[1];
  const code =
    manifestUrl === undefined
      ? moduleScript
      : moduleScript.replace(manifestImport, () => manifestWithoutCss(manifestUrl, clientDir));
  let page = html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(stylesheetLink, (_, href: string) => {
      const css = readFileSync(join(clientDir, href), 'utf8').replace(/<\/style/gi, '<\\/style');
      return `<style>${css}</style>`;
    });
  const modules = moduleClosure([code], clientDir);
  const starter = `(${startAfterFirstPaint.toString()})(${JSON.stringify(modules)}, ${JSON.stringify(moduleStartId)})`;
  const element = /<script type="module"[^>]*>[\s\S]*?<\/script>/;
  if (!element.test(page)) throw new Error("React Router's module script is not where it was");
  page = page.replace(
    element,
    () =>
      `<script type="text/plain" id="${moduleStartId}">${code}</script><script>${starter}</script>`,
  );
  return page;
}
