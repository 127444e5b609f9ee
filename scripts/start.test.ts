// @vitest-environment node
/**
 * `npm start` as an owner uses it: after an edit and a build that failed, it
 * rebuilds (saying why in one line) and serves the edit, never the old build. The build goes to a
 * `BUILD_DIR` outside the project, as README allows: nothing may depend on
 * the build sitting beside node_modules.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { copyProject } from './owner/copy-project';
import { readBuildMarker } from './output-dir';

/** A port no other process is listening on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test('npm start rebuilds after an edit and serves the edit, from a build directory anywhere', async () => {
  const root = copyProject('fresh');
  const buildDir = mkdtempSync(join(tmpdir(), 'portfolio-build-'));
  const env = { ...process.env, BUILD_DIR: buildDir };
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, encoding: 'utf8' });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  expect(existsSync(join(buildDir, 'client', 'sw', 'about', 'index.html'))).toBe(true);
  expect(existsSync(join(buildDir, 'client', 'sitemap.xml'))).toBe(true);

  // An edit of the owner's words, shown on every page (any identity stays valid).
  const footer = join(root, 'app', 'i18n', 'locales', 'en', 'footer.json');
  const footerWords = JSON.parse(readFileSync(footer, 'utf8')) as { rights: string };
  const edited = `${footerWords.rights} Edited since the build.`;
  writeFileSync(footer, JSON.stringify({ ...footerWords, rights: edited }, null, 2));

  // A build that fails in its last step (a misspelt placeholder in every language):
  // still marked as this project's and unfinished, so the next build empties the
  // folder and npm start does not serve it.
  const words = ['en', 'sw', 'pt'].map((lang) =>
    join(root, 'app', 'i18n', 'locales', lang, 'home.json'),
  );
  const goodWords = words.map((file) => readFileSync(file, 'utf8'));
  words.forEach((file, index) =>
    writeFileSync(file, goodWords[index]?.replace('{{name}}', '{{nme}}') ?? ''),
  );
  const failed = spawnSync('npm', ['run', 'build'], { cwd: root, env, encoding: 'utf8' });
  expect(failed.status, `${failed.stdout}\n${failed.stderr}`).not.toBe(0);
  expect(readBuildMarker(buildDir)?.state).toBe('started');
  words.forEach((file, index) => writeFileSync(file, goodWords[index] ?? ''));
  // A file the next build does not make (a CV under a previous name) must not stay to be deployed.
  const stale = join(buildDir, 'client', 'cv', 'previous-owner-cv-en.pdf');
  mkdirSync(dirname(stale), { recursive: true });
  writeFileSync(stale, 'stale');

  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.on('exit', (code) => reject(new Error(`npm start ended (${code}): ${output}`)));
      server.stdout.on('data', () => output.includes('Serving') && resolve());
    });
    expect(output).toContain('The last build did not finish: building the site first.');
    const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(home).toContain(edited);
    expect(existsSync(stale)).toBe(false);
  } finally {
    server.kill();
    rmSync(buildDir, { recursive: true, force: true });
  }
}, 240_000);

test('npm start on a port in use says so in one line, before any build', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as AddressInfo;
  try {
    // A build directory that does not exist: a start that went on would build first.
    const buildDir = join(mkdtempSync(join(tmpdir(), 'portfolio-busy-')), 'none');
    const started = spawnSync(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual([
      `Port ${port} on 127.0.0.1 is in use (another npm start?): stop that server, or choose another port: PORT=${port + 1} npm start`,
    ]);
    expect(started.stdout).not.toMatch(/build/i);
    expect(existsSync(buildDir)).toBe(false);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});
