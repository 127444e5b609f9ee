/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling, the default
 * config) on every page in every language, against the production server over
 * the current build, and on the same page with its scripts removed (the
 * floor). Prints one row per page; exits 1 when a page misses the
 * project's budgets (README, Benchmarks: performance ≥ 98, accessibility, best practices and SEO
 * 100, CLS 0, LCP at most 1.10 times the floor's). Then the load part (scripts/load-bench.ts): 10 s of
 * concurrent load against the Node server and nginx; any error fails too.
 * Last, real interaction under real throttling (scripts/bench-interaction.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderPaths } from '../app/routes-paths.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { rm } from 'node:fs/promises';
import { serve, writeNoScriptCopy } from './bench-interaction.ts';
import { clientDirOf } from './output-dir.ts';

const clientDir = clientDirOf();
const pages = prerenderPaths.filter((path) => !path.endsWith('/404'));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** DESIGN.md: LCP at most 1.10 times the same page's with no JavaScript. */
const lcpRatio = 1.1;

const chromePath = benchChromium();
const { server, origin } = await serve(clientDir);
const floorCopy = await writeNoScriptCopy();
const floor = await serve(floorCopy.dir);

/**
 * The Chromium Lighthouse drives: `CHROMIUM_PATH`, else Debian's (chromium.ts),
 * which as root it installs with apt when missing (`npm test` installs only
 * the headless shell, which Lighthouse does not run); else one line on what to do.
 */
function benchChromium(): string {
  if (chromiumPath !== '') return chromiumPath;
  const debianChromium = '/usr/bin/chromium';
  if (process.getuid?.() === 0) {
    console.log("No Chromium for Lighthouse: installing Debian's chromium.");
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (existsSync(debianChromium)) return debianChromium;
  }
  console.error(
    'No Chromium for the benchmark: install one (sudo apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

async function audit(url: string, only: readonly string[]) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...only],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/**
 * Lighthouse's report of `url`. Now and then it finds no LCP in its trace, or
 * stops on an error of its own (a score of 0, every metric NaN): it is asked
 * again once, then the error is printed with the report, which then misses.
 */
async function reportOf(url: string, only: readonly string[]) {
  const problemOf = ({ runtimeError, audits }: Awaited<ReturnType<typeof audit>>) =>
    runtimeError?.message ??
    (audits['largest-contentful-paint']?.numericValue === undefined
      ? (audits['largest-contentful-paint']?.errorMessage ?? 'no LCP in the report')
      : undefined);
  const first = await audit(url, only);
  if (problemOf(first) === undefined) return first;
  const second = await audit(url, only);
  const problem = problemOf(second);
  if (problem !== undefined) console.log(`  ${url}: ${problem}`);
  return second;
}

let isMissed = false;
console.log('page           perf a11y bp  seo  LCP     no-JS   ratio FCP     TBT    CLS');
try {
  for (const path of pages) {
    const { categories: scores, audits } = await reportOf(`${origin}${path}`, categories);
    const floorLcp =
      (await reportOf(`${floor.origin}${path}`, ['performance'])).audits['largest-contentful-paint']
        ?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((scores[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const [perf, a11y, bp, seo] = categories.map(score);
    const cls = metric('cumulative-layout-shift');
    const ratio = metric('largest-contentful-paint') / floorLcp;
    const missed =
      (perf ?? 0) < 98 ||
      a11y !== 100 ||
      bp !== 100 ||
      seo !== 100 ||
      cls > 0 ||
      !(ratio <= lcpRatio);
    isMissed ||= missed;
    const ms = (value: number) => `${Math.round(value)} ms`.padStart(7);
    console.log(
      `${path.padEnd(14)} ${String(perf).padStart(4)} ${String(a11y).padStart(4)} ${String(bp).padStart(3)} ${String(seo).padStart(4)} ${ms(metric('largest-contentful-paint'))} ${ms(floorLcp)} ${ratio.toFixed(2).padStart(5)} ${ms(metric('first-contentful-paint'))} ${ms(metric('total-blocking-time'))} ${cls.toFixed(3)}${missed ? '  MISSED' : ''}`,
    );
    for (const id of categories) {
      if (score(id) === 100) continue;
      const failing = Object.values(audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id);
      if (id !== 'performance') console.log(`  ${id}: ${failing.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  server.close();
  floor.server.close();
  await rm(floorCopy.root, { recursive: true, force: true });
}
const [load, interaction] = ['load-bench.ts', 'bench-interaction.ts'].map((script) =>
  spawnSync(process.execPath, [join(import.meta.dirname, script)], { stdio: 'inherit' }),
);
process.exit(isMissed || load?.status !== 0 || interaction?.status !== 0 ? 1 : 0);
