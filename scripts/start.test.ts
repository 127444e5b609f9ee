// @vitest-environment node
/**
 * `npm start` as an owner uses it: after an edit and a build that failed, it
 * rebuilds (saying why in one line) and serves the edit, never the old build;
 * edits made while it serves are built and served with no gap. The build goes to a
 * `BUILD_DIR` outside the project, as README allows: nothing may depend on
 * the build sitting beside node_modules.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { expect, test } from 'vitest';
import { languages } from '../app/i18n/languages';
import { otherLanguage } from '../app/test/languages';
import { freePort } from './free-port';
import { copyProject } from './owner/copy-project';
import { nextBuildDirOf, readBuildMarker } from './output-dir';

test('npm start rebuilds after an edit and serves the edit, from a build directory anywhere, and builds edits made while it serves with no gap', async () => {
  const root = copyProject('fresh');
  const buildDir = mkdtempSync(join(tmpdir(), 'portfolio-build-'));
  const env = { ...process.env, BUILD_DIR: buildDir };
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, encoding: 'utf8' });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  expect(existsSync(join(buildDir, 'client', otherLanguage, 'about', 'index.html'))).toBe(true);
  expect(existsSync(join(buildDir, 'client', 'sitemap.xml'))).toBe(true);
  // Made beside the folder and moved into it: nginx's root is the folder, not where it was made.
  expect(readFileSync(join(buildDir, 'nginx', 'site.conf'), 'utf8')).toContain(
    `root ${realpathSync(buildDir)}/client;`,
  );
  expect(existsSync(nextBuildDirOf(buildDir))).toBe(false);
  const firstHome = readFileSync(join(buildDir, 'client', 'index.html'), 'utf8');

  // An edit of the owner's words, shown on every page (any identity stays valid).
  const footer = join(root, 'app', 'i18n', 'locales', 'en', 'footer.json');
  const footerWords = JSON.parse(readFileSync(footer, 'utf8')) as { rights: string };
  const edited = `${footerWords.rights} Edited since the build.`;
  writeFileSync(footer, JSON.stringify({ ...footerWords, rights: edited }, null, 2));

  // A build that fails in its last step (a misspelt placeholder in every language):
  // it stays where it was made, marked as this project's and unfinished, so the
  // next build empties that folder; the last whole build stays in place.
  const words = languages.map(({ code }) =>
    join(root, 'app', 'i18n', 'locales', code, 'home.json'),
  );
  const goodWords = words.map((file) => readFileSync(file, 'utf8'));
  words.forEach((file, index) =>
    writeFileSync(file, goodWords[index]?.replace('{{name}}', '{{nme}}') ?? ''),
  );
  const failed = spawnSync('npm', ['run', 'build'], { cwd: root, env, encoding: 'utf8' });
  expect(failed.status, `${failed.stdout}\n${failed.stderr}`).not.toBe(0);
  expect(readBuildMarker(nextBuildDirOf(buildDir))?.state).toBe('started');
  expect(readBuildMarker(buildDir)?.state).toBe('finished');
  expect(readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')).toBe(firstHome);
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
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.on('exit', (code) => reject(new Error(`npm start ended (${code}): ${output}`)));
      server.stdout.on('data', () => output.includes('Serving') && resolve());
    });
    expect(output).toContain(
      'app/i18n/locales/en/footer.json changed since the build: rebuilding the site first.',
    );
    const origin = `http://127.0.0.1:${port}`;
    const home = await (await fetch(`${origin}/`)).text();
    expect(home).toContain(edited);
    expect(existsSync(stale)).toBe(false);

    // Edits while it serves are built on their own. Every request meanwhile finds a whole
    // build (the page and the script it names): the last one, also when a build stops on
    // a mistake, then the new one, with no restart.
    const answers: string[] = [];
    async function askUntil(isDone: () => boolean): Promise<void> {
      const deadline = Date.now() + 150_000;
      while (!isDone() && Date.now() < deadline) {
        for (const path of ['/', '/about']) {
          const response = await fetch(`${origin}${path}`);
          const html = await response.text();
          answers.push(`${path} ${response.status}`);
          const script = /"module":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/assets/(none).js';
          answers.push(`${script} ${(await fetch(`${origin}${script}`)).status}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const otherFooter = footer.replace(
      `${join('en', 'footer.json')}`,
      join(otherLanguage, 'footer.json'),
    );
    const otherWords = readFileSync(otherFooter, 'utf8');
    writeFileSync(otherFooter, JSON.stringify({ ...JSON.parse(otherWords), rights: '' }, null, 2));
    await askUntil(() => output.includes('The build stopped: still serving the last one.'));
    expect(output).toContain('Fix it and save: the site builds again');
    expect(await (await fetch(`${origin}/`)).text()).toContain(edited);

    const again = `${footerWords.rights} Built while served.`;
    writeFileSync(footer, JSON.stringify({ ...footerWords, rights: again }, null, 2));
    writeFileSync(otherFooter, otherWords);
    await askUntil(() => output.includes('Built: serving the new build.'));
    // Of the two files changed since the last build, the one saved last is named.
    expect(output).toContain(
      `${relative(root, otherFooter).split(sep).join('/')} changed since the build: rebuilding the site; the last build is served meanwhile.`,
    );
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => !answer.endsWith(' 200'))).toEqual([]);
    expect(await (await fetch(`${origin}/`)).text()).toContain(again);
  } finally {
    server.kill();
    rmSync(buildDir, { recursive: true, force: true });
  }
}, 240_000);

test.each([
  ['scripts/start.ts', 'npm start'],
  ['scripts/serve-nginx.ts', 'npm run serve:nginx'],
  ['scripts/serve-cloudflare.ts', 'npm run serve:cloudflare'],
])('%s on a port in use says so in one line, before any build', async (script, command) => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as AddressInfo;
  try {
    // A build directory that does not exist: a start that went on would build first.
    const buildDir = join(mkdtempSync(join(tmpdir(), 'portfolio-busy-')), 'none');
    const started = spawnSync(process.execPath, [script], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual([
      `Port ${port} on 127.0.0.1 is in use (another ${command}?): stop that server, or choose another port: PORT=${port + 1} ${command}`,
    ]);
    expect(started.stdout).not.toMatch(/build/i);
    expect(existsSync(buildDir)).toBe(false);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});

test.each([
  ['scripts/start.ts', 'npm start'],
  ['scripts/serve-nginx.ts', 'npm run serve:nginx'],
  ['scripts/serve-cloudflare.ts', 'npm run serve:cloudflare'],
])('%s with a PORT that is no port says so in one line', (script, command) => {
  const buildDir = join(mkdtempSync(join(tmpdir(), 'portfolio-bad-port-')), 'none');
  const started = spawnSync(process.execPath, [script], {
    env: { ...process.env, PORT: 'eighty', HOST: '127.0.0.1', BUILD_DIR: buildDir },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(started.status).toBe(1);
  expect(started.stderr.trim().split('\n')).toEqual([
    `PORT must be a whole number from 0 to 65535 (found: eighty): PORT=8080 ${command}`,
  ]);
  expect(existsSync(buildDir)).toBe(false);
});
