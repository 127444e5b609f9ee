// @vitest-environment node
/**
 * `npm run dev` as an owner uses it while editing: the dev server starts and
 * renders the pages in their languages (a build-only setting once broke it
 * without any build or browser test noticing), and a mistake in the owner's
 * files reaches the browser's error overlay.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { lastLanguage, otherLanguage } from '../app/test/languages';
import { copyProject } from './owner/copy-project';
import { loadOwner, ownerFiles, projectRoot } from './owner/load';

/** Text as React writes it into HTML (`&`, `<`, `>`, `"` and `'` escaped). */
const escapedHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character] ??
      character,
  );

const port = 4393;

type DevServer = { output: () => string; stop: () => void };

/** Starts `react-router dev` (what `npm run dev` runs) in a project; resolves once it listens. */
async function startDev(root: string, atPort: number): Promise<DevServer> {
  const server = spawn(
    process.execPath,
    [
      join(projectRoot, 'node_modules', '@react-router', 'dev', 'bin.cjs'),
      'dev',
      '--host',
      '127.0.0.1',
    ],
    // On `PORT`, as an owner moves it (vite.config.ts).
    { cwd: root, env: { ...process.env, PORT: String(atPort) } },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.on('exit', (code) => reject(new Error(`npm run dev ended (${code}): ${output}`)));
      server.stdout.on('data', () => output.includes(String(atPort)) && resolve());
    });
  } catch (error) {
    server.kill();
    throw error;
  }
  return { output: () => output, stop: () => server.kill() };
}

test('npm run dev serves the pages in their languages, and unknown paths as 404', async () => {
  const { site } = (await loadOwner()) as { site: { name: string } };
  const server = await startDev(projectRoot, port);
  try {
    for (const [path, lang] of [
      ['/', 'en'],
      [`/${otherLanguage}/about`, otherLanguage],
      [`/${lastLanguage}/projects`, lastLanguage],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      const html = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(html).toContain(`<html lang="${lang}"`);
      // As React writes text into HTML: `O'Neil` is `O&#x27;Neil`.
      expect(html).toContain(escapedHtml(site.name));
    }
    // An unknown path is its language's Page Not Found, with the status a host gives it.
    for (const [path, lang] of [
      ['/no-such-page', 'en'],
      [`/${otherLanguage}/no-such-page`, otherLanguage],
      [`/${lastLanguage}/about/extra`, lastLanguage],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      const html = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(html).toContain(`<html lang="${lang}"`);
    }
    // A page the server would redirect to its canonical URL still renders.
    expect((await fetch(`http://127.0.0.1:${port}/about/`)).status).toBe(200);
    // The icons are made from the owner's identity, in dev as in the build.
    const favicon = await fetch(`http://127.0.0.1:${port}/favicon.svg`);
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await favicon.text()).toContain('<svg');
    const ico = await fetch(`http://127.0.0.1:${port}/favicon.ico`);
    expect([ico.status, ico.headers.get('content-type')]).toEqual([200, 'image/x-icon']);
    expect(server.output()).not.toMatch(/Internal server error/i);
  } finally {
    server.stop();
  }
}, 120_000);

test('every page opened after npm run dev has found a mistake shows it in the error overlay', async () => {
  const root = copyProject('dev-planted');
  const configFile = join(root, ownerFiles.site);
  const config = readFileSync(configFile, 'utf8');
  writeFileSync(configFile, config.replace(/email: '[^']*'/, "email: 'hello-at-example'"));
  // A placeholder misspelt in one language.
  const homeWords = join(root, ownerFiles.locales, otherLanguage, 'home.json');
  writeFileSync(homeWords, readFileSync(homeWords, 'utf8').replace('{{name}}', '{{nme}}'));
  const server = await startDev(root, port + 1);
  try {
    // The page renders the misspelt placeholder as the browser will (as nothing), so that
    // it hydrates and keeps the overlay that names the mistake.
    const otherHome = await (await fetch(`http://127.0.0.1:${port + 1}/${otherLanguage}`)).text();
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(otherHome)?.[1];
    expect(heading).toBeDefined();
    expect(heading).not.toContain('{{nme}}');
    // The server has reported the mistake before the page opens.
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/hello-at-example/);
    // What the page's Vite client does: read its token, open the HMR socket.
    const client = await (await fetch(`http://127.0.0.1:${port + 1}/@vite/client`)).text();
    const token = /const wsToken = "([^"]+)"/.exec(client)?.[1] ?? '';
    expect(token).not.toBe('');
    /** The error a newly opened page is sent on its HMR socket. */
    const errorOnOpen = async () => {
      const socket = new WebSocket(`ws://127.0.0.1:${port + 1}/?token=${token}`, 'vite-hmr');
      try {
        return await new Promise<{ type: string; err: { message: string } }>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no error overlay within 10 s')), 10_000);
          socket.addEventListener('message', (event) => {
            const payload = JSON.parse(String(event.data)) as {
              type: string;
              err: { message: string };
            };
            if (payload.type !== 'error') return;
            clearTimeout(timer);
            resolve(payload);
          });
        });
      } finally {
        socket.close();
      }
    };
    // Vite keeps an error for the first page to connect; a reload, or a
    // second tab, must see it too.
    for (const opened of ['first', 'second']) {
      const error = await errorOnOpen();
      expect({ opened, message: error.err.message }).toEqual({
        opened,
        message: expect.stringMatching(/site\.config\.ts: site › email: .*hello-at-example/),
      });
    }
    // A file taken away (or added) is checked again too, not only one changed.
    rmSync(join(root, ownerFiles.locales, otherLanguage, 'footer.json'));
    await expect
      .poll(() => server.output(), { timeout: 30_000 })
      .toMatch(new RegExp(`app/i18n/locales/${otherLanguage}/footer\\.json: footer › copyright`));
  } finally {
    server.stop();
  }
}, 120_000);

test('npm run dev with a slip in site.config.ts names it in one line instead of starting', () => {
  const root = copyProject('dev-broken');
  const configFile = join(root, ownerFiles.site);
  const config = readFileSync(configFile, 'utf8');
  // The name's closing quote taken away (Prettier writes it in double quotes when it holds an apostrophe).
  const [before = '', after = ''] = config.split(/(?<=\n\s+name: (?:'[^']*'|"[^"]*"),)/);
  expect(after, 'the name line of site.config.ts').not.toBe('');
  writeFileSync(configFile, `${before.replace(/,$/, '')}${after}`);
  const line = before.split('\n').length + 1;
  const result = spawnSync('npm', ['run', 'dev'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`site.config.ts:${line}: TypeScript that loads`);
  expect(result.stderr).toContain('Fix it, then run npm run dev again');
  expect(result.stderr).not.toMatch(/\n\s+at /);
});

test('npm run dev on a port in use says so in one line', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, 'localhost', resolve));
  const { port: takenPort } = taken.address() as AddressInfo;
  try {
    const result = spawnSync('npm', ['run', 'dev'], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, PORT: String(takenPort) },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Port ${takenPort} on localhost is in use (another npm run dev?): stop that server, or choose another port: PORT=${takenPort + 1} npm run dev`,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  } finally {
    taken.close();
  }
}, 90_000);
