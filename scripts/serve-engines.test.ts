// @vitest-environment node
/**
 * `npm run serve:nginx` and `serve:cloudflare` over a build that changes while
 * they serve (a build of their own on an edit, or `npm run build` beside them,
 * moved in whole): each sends the new build's policies, as the Node server
 * reads them again, so a page never comes under another build's
 * Content-Security-Policy.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { documents, nestedFileOf, policyFileOf } from '../server/rules';
import { freePort } from './free-port';
import { sourceListing } from './freshness';
import { markBuildFinished, moveIntoPlace, nextBuildDirOf, projectRootDir } from './output-dir';

/** The policy a server sends with `path`. */
function policyOf(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve(String(res.headers['content-security-policy']));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A finished build of the sources as they are, whose pages carry the policy `script-src 'sha256-<build>'`. */
function writeBuild(buildDir: string, build: string): void {
  const clientDir = join(buildDir, 'client');
  const policies = Object.fromEntries(
    documents.map((path) => [path, `script-src 'sha256-${build}'`]),
  );
  for (const path of documents) {
    const file = join(clientDir, nestedFileOf(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `<!doctype html><title>${path}</title>`);
  }
  writeFileSync(policyFileOf(clientDir), JSON.stringify(policies));
  // Cloudflare reads the policies from the rules file the build writes for it.
  writeFileSync(
    join(clientDir, '_headers'),
    documents.map((path) => `${path}\n  Content-Security-Policy: ${policies[path]}\n`).join(''),
  );
  // Nothing is built first: its sources are the project's as they are.
  markBuildFinished(() => sourceListing(projectRootDir), buildDir);
}

/** Starts `script` over `buildDir` on a free port; resolves once it says `ready`. */
async function serveWith(script: string, buildDir: string, ready: string) {
  const port = await freePort();
  const server = spawn(process.execPath, [script], {
    cwd: projectRootDir,
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    server.on('exit', (code) => reject(new Error(`${script} ended (${code}): ${output}`)));
    server.stdout.on('data', () => output.includes(ready) && resolve());
  });
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  };
  return { port, server, stop };
}

test('serve:nginx reloads with the policies of a build made while it serves', async () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'portfolio-nginx-build-'));
  writeBuild(buildDir, 'first');
  const { port, server, stop } = await serveWith(
    'scripts/serve-nginx.ts',
    buildDir,
    'nginx serving',
  );
  try {
    await expect
      .poll(() => policyOf(port, '/about'), { timeout: 10_000 })
      .toBe("script-src 'sha256-first'");
    writeBuild(buildDir, 'second');
    await expect
      .poll(() => policyOf(port, '/about'), { timeout: 10_000 })
      .toBe("script-src 'sha256-second'");
    expect(server.exitCode).toBeNull();
  } finally {
    await stop();
    rmSync(buildDir, { recursive: true, force: true });
  }
}, 120_000);

test('serve:cloudflare sends the policies of a build moved in while it serves', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'portfolio-cloudflare-build-'));
  const buildDir = join(parent, 'build');
  writeBuild(buildDir, 'first');
  const { port, server, stop } = await serveWith(
    'scripts/serve-cloudflare.ts',
    buildDir,
    'Ready on',
  );
  try {
    await expect
      .poll(() => policyOf(port, '/about'), { timeout: 20_000 })
      .toBe("script-src 'sha256-first'");
    // Made beside it and moved in, as scripts/build.ts does.
    writeBuild(nextBuildDirOf(buildDir), 'second');
    moveIntoPlace(nextBuildDirOf(buildDir), buildDir);
    expect(readFileSync(join(buildDir, 'client', '_headers'), 'utf8')).toContain('second');
    await expect
      .poll(() => policyOf(port, '/about'), { timeout: 20_000 })
      .toBe("script-src 'sha256-second'");
    expect(server.exitCode).toBeNull();
  } finally {
    await stop();
    rmSync(parent, { recursive: true, force: true });
  }
}, 120_000);
