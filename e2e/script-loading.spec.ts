/**
 * How a page loads its JavaScript (docs/decisions/014): nothing before the
 * first paint, then every module the page needs at once, so no module waits
 * for another to be read before it is asked for. A request latency makes a
 * waterfall visible: a second level would start a whole round trip later.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hydratedAttribute } from '../app/theme/early-taps';
import { pageModuleUrls } from '../scripts/module-graph';
import { localizePath } from '../app/i18n/languages';
import { lastLanguage, otherLanguage } from '../app/test/languages';
import { afterIdle, expect, holdRequests, saveData, scriptRequests, test } from './fixtures';

const latencyMs = 300;

for (const path of [
  '/',
  localizePath(otherLanguage, '/about'),
  localizePath(lastLanguage, '/projects'),
]) {
  test(`${path} asks for all its scripts after the first paint, in one round trip`, async ({
    page,
    owner,
  }) => {
    const html = readFileSync(join(owner.clientDir, path, 'index.html'), 'utf8');
    const expected = pageModuleUrls(html, owner.clientDir);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto(path);
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter((entry) => entry.path.endsWith('.js')),
    }));
    const pageScripts = scripts.filter((script) => expected.includes(script.path));
    expect(pageScripts.map((script) => script.path).sort()).toEqual([...expected].sort());
    const starts = pageScripts.map((script) => script.start);
    expect(Math.min(...starts)).toBeGreaterThan(firstPaint);
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(latencyMs);
  });
}

test('a page asks for its own scripts, each once, and no other script while it hydrates and idles', async ({
  page,
  owner,
}) => {
  // No prefetching of the other pages (the visitor saves data): what is left is the page's own.
  await saveData(page);
  const path = localizePath(otherLanguage, '/about');
  const html = readFileSync(join(owner.clientDir, path, 'index.html'), 'utf8');
  const expected = pageModuleUrls(html, owner.clientDir);
  const requested = scriptRequests(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '');
  // The router's own module preloads are added as it hydrates.
  await afterIdle(page);
  // Not React Router's manifest module either: the page carries the manifest inline.
  expect(requested.sort()).toEqual([...expected].sort());
});

test('a page in a background tab starts its scripts without waiting for a paint', async ({
  page,
}) => {
  // A hidden tab draws no frame: no paint is ever reported and
  // requestAnimationFrame never calls back.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { get: () => true });
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] });
    window.requestAnimationFrame = () => 0;
  });
  // The frame's own goto: the page's waits for hydration by polling on animation frames.
  await page.mainFrame().goto('/about');
  await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '');
});

test('a page whose own route module arrives last still hydrates, without an error', async ({
  page,
}) => {
  // React Router's script must have every route module before entry.client
  // runs; a late route module once started hydration without it.
  const release = await holdRequests(page, /\/assets\/home-[\w-]+\.js$/);
  const packages = page.waitForResponse(/\/assets\/entry\.client-[\w-]+\.js$/);
  // The frame's own goto: the page's waits for hydration, which the held module stops.
  await page.mainFrame().goto('/', { waitUntil: 'commit' });
  await packages;
  release();
  await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '');
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
  const pressed = await toggle.getAttribute('aria-pressed');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-pressed', pressed ?? '');
});
