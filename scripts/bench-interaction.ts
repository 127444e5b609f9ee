/**
 * The real-interaction benchmark (part of `npm run bench`, or alone with
 * `npm run bench:interaction`): real Chromium over CDP with the throttling of
 * the project's targets (README, Real interaction: 4x CPU, 1.6 Mbps down, 150 ms per request, 412x823),
 * 5 fresh contexts per page. For each page it gives the median and range of:
 * - first paint and LCP, beside the same page with every script removed (the floor);
 * - interactive: when hydration has ended, proven by a tap on "Toggle dark mode" that works;
 * - a client-side page change and a language switch, from the tap to the new heading on screen.
 * Exits 1 when a median misses a budget.
 */
import { chromium, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defaultLanguage, languages, localizePath } from '../app/i18n/languages.ts';
import { hydratedAttribute } from '../app/theme/early-taps.ts';
import { policyFileOf } from '../server/rules.ts';
import { createSiteServer } from '../server/server.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { clientDirOf } from './output-dir.ts';

export const throttling = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  viewport: { width: 412, height: 823 },
} as const;

/** The project's targets under this throttling (medians of the runs; README, Real interaction). */
export const targets = {
  interactiveMs: 1200,
  pageChangeMs: 100,
  languageSwitchMs: 100,
  paintRatio: 1.05,
};

const runs = Number(process.env.BENCH_RUNS ?? 5);
const clientDir = clientDirOf();

/** Each measured page, the page a link on it leads to, and the language it switches to. */
const journeys = [
  { path: '/', next: '/about' },
  { path: '/about', next: '/projects' },
  { path: '/projects', next: '/' },
] as const;
/** The list's first language after the default: a language switch goes there. */
const switchTo = (() => {
  const found = languages.find(({ code }) => code !== defaultLanguage);
  if (!found) throw new Error('A language switch needs a second language in the list');
  return found;
})();

/**
 * A copy of the site with every script removed from its pages: the floor of
 * paint times. It goes to `<copy>/client`, beside the build's policy map.
 */
export async function writeNoScriptCopy(): Promise<{ root: string; dir: string }> {
  const root = await mkdtemp(join(tmpdir(), 'portfolio-noscript-'));
  const dir = join(root, 'client');
  await cp(clientDir, dir, { recursive: true });
  await cp(policyFileOf(clientDir), policyFileOf(dir));
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = (await readFile(file, 'utf8'))
      .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    await writeFile(file, html);
    await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(html));
  }
  return { root, dir };
}

/** The production server over `dir`, on a free loopback port. */
export async function serve(dir: string) {
  const server = createSiteServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The binding the page calls once it has hydrated (see observePage). */
const hydratedBinding = '__benchHydrated';
/** The binding the page calls with the milliseconds from a tap to its new heading (see timeToNewHeading). */
const shownBinding = '__benchShown';

/**
 * Runs in the page before anything else: records LCP and the moment hydration
 * ends, and then tells the bench through a binding. Nothing of Playwright's
 * runs in the page while it loads (no polling, no injected script), so the
 * bench does not slow down the paint or the hydration that it measures.
 */
function observePage({ binding, attribute }: { binding: string; attribute: string }) {
  const state = { lcp: 0, hydrated: 0 };
  (window as unknown as { __bench: typeof state }).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute(attribute)) return;
    observer.disconnect();
    state.hydrated = performance.now();
    (window as unknown as Record<string, () => void>)[binding]?.();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
}

async function openThrottled(browser: Browser) {
  const context = await browser.newContext({
    viewport: throttling.viewport,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  let onHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => (onHydrated = resolve));
  await context.exposeBinding(hydratedBinding, () => onHydrated());
  let onShown: (ms: number) => void = () => {};
  /** The next time the page reports through the shown binding. */
  const nextShown = () => new Promise<number>((resolve) => (onShown = resolve));
  await context.exposeBinding(shownBinding, (_source, ms: number) => onShown(ms));
  await context.addInitScript(observePage, {
    binding: hydratedBinding,
    attribute: hydratedAttribute,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBitsPerSecond / 8,
    uploadThroughput: throttling.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
  return { context, page, cdp, hydrated, nextShown };
}

type Bench = { lcp: number; hydrated: number };

async function paintTimes(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __bench: Bench }).__bench.lcp > 0);
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    lcp: (window as unknown as { __bench: Bench }).__bench.lcp,
  }));
}

/**
 * Taps `target` as a finger would and returns the milliseconds from the tap's
 * click event to the first frame after the page's main heading changed.
 *
 * Between the tap and that frame nothing of Playwright's runs in the page: the
 * touch goes through CDP (a locator's `tap()` checks its hit target inside the
 * page's click dispatch, about 10 ms at 4x CPU), and the page reports through
 * a binding (polling with `waitForFunction` runs Playwright's script in the page).
 */
async function timeToNewHeading(
  page: Page,
  cdp: CDPSession,
  target: Locator,
  nextShown: () => Promise<number>,
): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`Nothing to tap: ${target.toString()}`);
  await page.evaluate((binding) => {
    const heading = document.querySelector('h1')?.textContent;
    let tapped = 0;
    addEventListener('click', (event) => (tapped ||= event.timeStamp), {
      capture: true,
      once: true,
    });
    new MutationObserver((_, observer) => {
      const now = document.querySelector('h1')?.textContent;
      if (now === undefined || now === heading) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const report = (window as unknown as Record<string, (ms: number) => void>)[binding];
          report?.(performance.now() - tapped);
        }),
      );
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, shownBinding);
  const shown = nextShown();
  const touch = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return withTimeout(shown, 10_000, `No new heading 10 s after tapping ${target.toString()}`);
}

/** `promise`, or a rejection with `message` once `ms` have passed without it. */
async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Waits until the page has made no request for `quietMs` (prefetches done). */
async function networkQuiet(page: Page, quietMs = 700): Promise<void> {
  let last = Date.now();
  const bump = () => (last = Date.now());
  page.on('request', bump);
  page.on('requestfinished', bump);
  while (Date.now() - last < quietMs) await page.waitForTimeout(100);
  page.off('request', bump);
  page.off('requestfinished', bump);
}

async function measureCold(browser: Browser, origin: string, journey: (typeof journeys)[number]) {
  const { context, page, cdp, hydrated, nextShown } = await openThrottled(browser);
  try {
    await page.goto(`${origin}${journey.path}`, { waitUntil: 'commit' });
    await withTimeout(hydrated, 30_000, `${journey.path} did not hydrate in 30 s`);
    const paint = await paintTimes(page);
    const interactive = await page.evaluate(
      () => (window as unknown as { __bench: Bench }).__bench.hydrated,
    );
    // Proof that a tap works at that point: the theme toggle answers.
    const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
    const pressed = await toggle.getAttribute('aria-pressed');
    await toggle.tap();
    await page.waitForFunction(
      ([button, before]) => button?.getAttribute('aria-pressed') !== before,
      [await toggle.elementHandle(), pressed] as const,
    );
    await networkQuiet(page);

    const link = page.locator(`a[href="${journey.next}"]:visible`).first();
    if ((await link.count()) === 0) {
      await page.getByRole('button', { name: 'Toggle navigation' }).tap();
    }
    const pageChange = await timeToNewHeading(
      page,
      cdp,
      page.locator(`a[href="${journey.next}"]:visible`).first(),
      nextShown,
    );
    await networkQuiet(page);

    const languageButton = page.getByRole('button', { name: /Change language/ });
    await languageButton.tap();
    // A visitor reads the menu before choosing.
    await page.waitForTimeout(800);
    const languageSwitch = await timeToNewHeading(
      page,
      cdp,
      page.getByRole('menuitemradio', { name: switchTo.name }),
      nextShown,
    );
    if (!page.url().endsWith(localizePath(switchTo.code, journey.next))) {
      throw new Error(`The language switch led to ${page.url()}`);
    }
    return { ...paint, interactive, pageChange, languageSwitch };
  } finally {
    await context.close();
  }
}

async function measureFloor(browser: Browser, origin: string, path: string) {
  const { context, page } = await openThrottled(browser);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    return await paintTimes(page);
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** "1,092 (1,050–1,140)": the median and the range, in ms. */
function summary(values: number[]): string {
  const ms = (value: number) => Math.round(value).toLocaleString('en');
  return `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;
}

if (import.meta.main) {
  const browser = await chromium.launch({
    executablePath: chromiumPath || undefined,
    args: chromiumArgs,
  });
  const site = await serve(clientDir);
  const floorCopy = await writeNoScriptCopy();
  const floor = await serve(floorCopy.dir);
  let isMissed = false;
  try {
    console.log(
      `Real interaction: ${runs} cold loads per page; ${throttling.cpuSlowdown}x CPU, ` +
        `${throttling.downloadBitsPerSecond / 1e6} Mbps, ${throttling.latencyMs} ms per request, ` +
        `${throttling.viewport.width}x${throttling.viewport.height}. Median (range), ms.`,
    );
    console.log(
      '| page | first paint | no-JS first paint | LCP | no-JS LCP | interactive | page change | language switch |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const journey of journeys) {
      const loads = [];
      const floors = [];
      for (let run = 0; run < runs; run += 1) {
        floors.push(await measureFloor(browser, floor.origin, journey.path));
        loads.push(await measureCold(browser, site.origin, journey));
      }
      const of = <T, K extends keyof T>(rows: T[], key: K) => rows.map((row) => Number(row[key]));
      const misses = [
        median(of(loads, 'interactive')) > targets.interactiveMs && 'interactive',
        median(of(loads, 'pageChange')) > targets.pageChangeMs && 'page change',
        median(of(loads, 'languageSwitch')) > targets.languageSwitchMs && 'language switch',
        median(of(loads, 'firstPaint')) > targets.paintRatio * median(of(floors, 'firstPaint')) &&
          'first paint',
        median(of(loads, 'lcp')) > targets.paintRatio * median(of(floors, 'lcp')) && 'LCP',
      ].filter(Boolean);
      isMissed ||= misses.length > 0;
      console.log(
        `| ${journey.path} | ${summary(of(loads, 'firstPaint'))} | ${summary(of(floors, 'firstPaint'))} | ${summary(of(loads, 'lcp'))} | ${summary(of(floors, 'lcp'))} | ${summary(of(loads, 'interactive'))} | ${summary(of(loads, 'pageChange'))} | ${summary(of(loads, 'languageSwitch'))} |` +
          (misses.length ? ` MISSED: ${misses.join(', ')}` : ''),
      );
    }
  } finally {
    await browser.close();
    site.server.close();
    floor.server.close();
    await rm(floorCopy.root, { recursive: true, force: true });
  }
  process.exit(isMissed ? 1 : 0);
}
