/**
 * The load part of `npm run bench` (also `node scripts/load-bench.ts`):
 * 10 s of concurrent load from autocannon (50 connections, loopback only)
 * on a page, as a browser asks for it (brotli), against the Node server and
 * against nginx with the generated config, both over the current build.
 * Prints requests per second, p99 latency and errors per engine; exits 1 on
 * any error or non-2xx answer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const path = process.env.LOAD_PATH ?? '/about';
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = 50;

type Result = {
  requests: { average: number };
  latency: { p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server for ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function measure(name: string, script: string, port: number): Promise<Result> {
  const server = spawn(process.execPath, [join(root, script)], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}${path}`;
  try {
    await waitFor(url, server);
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules', 'autocannon', 'autocannon.js'),
        '--connections',
        String(connections),
        '--duration',
        String(seconds),
        '--headers',
        'accept-encoding=br, gzip',
        '--json',
        url,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`autocannon failed for ${name}: ${run.stderr}`);
    return JSON.parse(run.stdout) as Result;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const engines = [
  { name: 'Node (npm start)', script: 'scripts/start.ts', port: 4491 },
  { name: 'nginx (serve:nginx)', script: 'scripts/serve-nginx.ts', port: 4492 },
];

let isFailed = false;
console.log(`load: GET ${path}, ${connections} connections, ${seconds} s, loopback`);
console.log('engine                 req/s   p99 ms  mean ms  errors');
for (const engine of engines) {
  const result = await measure(engine.name, engine.script, engine.port);
  const errors = result.errors + result.timeouts + result.non2xx;
  isFailed ||= errors > 0;
  console.log(
    `${engine.name.padEnd(20)} ${String(Math.round(result.requests.average)).padStart(7)} ${String(result.latency.p99).padStart(8)} ${result.latency.average.toFixed(1).padStart(8)} ${String(errors).padStart(7)}`,
  );
}
process.exit(isFailed ? 1 : 0);
