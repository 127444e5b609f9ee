/**
 * Makes sure the browser tests have a Chromium: Debian's package at
 * /usr/bin/chromium (or CHROMIUM_PATH). When missing, installs it with apt as
 * root, or else with Playwright's installer, or stops with one line saying what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

const path = chromiumPath;

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

if (path === '' || existsSync(path)) {
  console.log(`Browser tests use ${path || "Playwright's own Chromium"}.`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (isRoot && path === '/usr/bin/chromium') {
  console.log("No Chromium found: installing Debian's chromium package.");
  if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    process.exit(0);
  }
} else if (run('npx', ['playwright', 'install', 'chromium'])) {
  console.log("Installed Playwright's Chromium: run again with CHROMIUM_PATH= (empty) to use it.");
}
console.error(
  `No Chromium at ${path}: install it (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
);
process.exit(1);
