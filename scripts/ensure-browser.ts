/**
 * Makes sure the browser tests have a Chromium: `CHROMIUM_PATH`, or Debian's
 * package at /usr/bin/chromium. When there is none, installs Debian's package
 * with apt as root, else Playwright's own Chromium; if that fails too, stops
 * with one line saying what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, debianChromium } from './chromium.ts';

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

if (chromiumPath !== '') {
  if (existsSync(chromiumPath)) {
    console.log(`Browser tests use ${chromiumPath}.`);
    process.exit(0);
  }
  console.error(`CHROMIUM_PATH=${chromiumPath} does not exist: point it at a Chromium binary.`);
  process.exit(1);
}

if (process.getuid?.() === 0) {
  console.log("No Chromium found: installing Debian's chromium package.");
  if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    if (existsSync(debianChromium)) process.exit(0);
  }
}
console.log("Installing Playwright's own Chromium.");
if (run('npx', ['playwright', 'install', 'chromium'])) process.exit(0);
console.error(
  `No Chromium for the browser tests: install one (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
);
process.exit(1);
