// @vitest-environment node
/**
 * `npm start` as an owner uses it: after an edit, it rebuilds (saying why in
 * one line) and serves the edit, never the old build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { copyProject } from './owner/copy-project';

const port = 4391;

test('npm start rebuilds after an edit and serves the edit', async () => {
  const root = copyProject('fresh');
  expect(spawnSync('npm', ['run', 'build'], { cwd: root }).status).toBe(0);

  const config = join(root, 'site.config.ts');
  const source = readFileSync(config, 'utf8');
  const [, oldName] = /name: '([^']+)'/.exec(source) ?? [];
  if (!oldName) throw new Error('site.config.ts has no name');
  const newName = `${oldName} Edited`;
  writeFileSync(config, source.replace(`name: '${oldName}'`, `name: '${newName}'`));

  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.on('exit', (code) => reject(new Error(`npm start ended (${code}): ${output}`)));
      server.stdout.on('data', () => output.includes('Serving') && resolve());
    });
    expect(output).toContain('site.config.ts is newer than the build: rebuilding the site first.');
    const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(home).toContain(newName);
  } finally {
    server.kill();
  }
}, 240_000);
