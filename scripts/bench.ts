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

const { server, origin } = await serve(clientDir);
const floorCopy = await writeNoScriptCopy();
const floor = await serve(floorCopy.dir);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath || undefined,
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
 * The LCP of the page with no scripts, the floor. Lighthouse now and then
 * finds none in its trace (an error it reports on the audit): asked again
 * once, then the error is printed and the floor is NaN, which misses.
 */
async function floorLcpOf(url: string): Promise<number> {
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { audits, runtimeError } = await audit(url, ['performance']);
    const lcp = audits['largest-contentful-paint'];
    if (lcp?.numericValue !== undefined) return lcp.numericValue;
    problem = runtimeError?.message ?? lcp?.errorMessage ?? 'no LCP in the report';
  }
  console.log(`  no-JS LCP of ${url}: ${problem}`);
  return Number.NaN;
}

let isMissed = false;
console.log('page           perf a11y bp  seo  LCP     no-JS   ratio FCP     TBT    CLS');
try {
  for (const path of pages) {
    const { categories: scores, audits } = await audit(`${origin}${path}`, categories);
    const floorLcp = await floorLcpOf(`${floor.origin}${path}`);
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
