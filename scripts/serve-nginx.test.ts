// @vitest-environment node
/**
 * `npm run serve:nginx` over a build that changes while it serves (a build of
 * its own on an edit, or `npm run build` beside it): nginx is reloaded with
 * the new build's policies, as the Node server reads them again, so a page
 * never comes under another build's Content-Security-Policy.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { documents, nestedFileOf, policyFileOf } from '../server/rules';
import { sourceListing } from './freshness';
import { markBuildFinished, projectRootDir } from './output-dir';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The policy nginx sends with `path`. */
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

test('serve:nginx reloads with the policies of a build made while it serves', async () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'portfolio-nginx-build-'));
  const clientDir = join(buildDir, 'client');
  const policies = (build: string) =>
    Object.fromEntries(documents.map((path) => [path, `script-src 'sha256-${build}'`]));
  for (const path of documents) {
    const file = join(clientDir, nestedFileOf(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `<!doctype html><title>${path}</title>`);
  }
  writeFileSync(policyFileOf(clientDir), JSON.stringify(policies('first')));
  // As a finished build of the sources as they are, so nothing is built first.
  markBuildFinished(() => sourceListing(projectRootDir), buildDir);

  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve-nginx.ts'], {
    cwd: projectRootDir,
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.on('exit', (code) => reject(new Error(`serve:nginx ended (${code}): ${output}`)));
      server.stdout.on('data', () => output.includes('nginx serving') && resolve());
    });
    await expect
      .poll(() => policyOf(port, '/about'), { timeout: 10_000 })
      .toBe("script-src 'sha256-first'");
    writeFileSync(policyFileOf(clientDir), JSON.stringify(policies('second')));
    await expect
      .poll(() => policyOf(port, '/about'), { timeout: 10_000 })
      .toBe("script-src 'sha256-second'");
    expect(server.exitCode).toBeNull();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(buildDir, { recursive: true, force: true });
  }
}, 120_000);
