// @vitest-environment node
/**
 * `npm run dev` as an owner uses it while editing: the dev server starts and
 * renders the pages in their languages (a build-only setting once broke it
 * without any build or browser test noticing).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadOwner, projectRoot } from './owner/load';

const port = 4393;

test('npm run dev serves the pages in their languages, and unknown paths as 404', async () => {
  const { site } = (await loadOwner()) as { site: { name: string } };
  const server = spawn(
    process.execPath,
    [
      join(projectRoot, 'node_modules', '@react-router', 'dev', 'bin.cjs'),
      'dev',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: projectRoot },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.on('exit', (code) => reject(new Error(`npm run dev ended (${code}): ${output}`)));
      server.stdout.on('data', () => output.includes(String(port)) && resolve());
    });
    for (const [path, lang] of [
      ['/', 'en'],
      ['/sw/about', 'sw'],
      ['/pt/projects', 'pt'],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      const html = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(site.name);
    }
    // An unknown path is its language's Page Not Found, with the status a host gives it.
    for (const [path, lang] of [
      ['/no-such-page', 'en'],
      ['/sw/hakuna', 'sw'],
      ['/pt/about/extra', 'pt'],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      const html = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(html).toContain(`<html lang="${lang}"`);
    }
    // A page the server would redirect to its canonical URL still renders.
    expect((await fetch(`http://127.0.0.1:${port}/about/`)).status).toBe(200);
    expect(output).not.toMatch(/Internal server error/i);
  } finally {
    server.kill();
  }
}, 120_000);
