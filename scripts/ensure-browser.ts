/**
 * Makes sure the browser tests have a Chromium: `CHROMIUM_PATH`, else
 * Debian's headless shell (/usr/bin/chromium-headless-shell), which as root
 * it installs with apt when missing. Without it, Debian's full Chromium
 * serves (the tests take longer), else Playwright's own Chromium; if there is
 * none of them, stops with one line saying what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, debianHeadlessShell } from './chromium.ts';

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function use(path: string, note = ''): never {
  console.log(`Browser tests use ${path}.${note}`);
  process.exit(0);
}

const chosen = process.env.CHROMIUM_PATH;
if (chosen !== undefined && chosen !== '') {
  if (existsSync(chosen)) use(chosen);
  console.error(`CHROMIUM_PATH=${chosen} does not exist: point it at a Chromium binary.`);
  process.exit(1);
}

if (chosen === undefined) {
  if (existsSync(debianHeadlessShell)) use(debianHeadlessShell);
  if (process.getuid?.() === 0) {
    console.log("No Chromium headless shell found: installing Debian's chromium-headless-shell.");
    const installed =
      run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']) ||
      (run('apt-get', ['update', '-qq']) &&
        run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']));
    if (installed && existsSync(debianHeadlessShell)) use(debianHeadlessShell);
  }
  // Debian's full Chromium when installed (chromium.ts), else ''.
  if (chromiumPath !== '') {
    use(
      chromiumPath,
      ' (Debian’s chromium-headless-shell package would run them in about 40 % less time.)',
    );
  }
}

console.log("Installing Playwright's own Chromium.");
if (run('npx', ['playwright', 'install', 'chromium'])) process.exit(0);
console.error(
  `No Chromium for the browser tests: install one (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`,
);
process.exit(1);
