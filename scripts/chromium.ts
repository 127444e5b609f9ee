/** The Chromium the browser tests and the benchmark drive, and how to start it on this kind of machine. */
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

/**
 * `CHROMIUM_PATH` if set (empty means Playwright's own browser), else
 * Debian's Chromium when installed, else Playwright's own.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : '');

export const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: `CHROMIUM_PATH` if set, else Debian's
 * headless shell when installed (the same Blink and V8 without the desktop
 * browser around them, as Playwright's own headless runs use: the tests take
 * about 40 % less time), else the Chromium above.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath);

/** Headless as root needs no sandbox; the rest keeps Chromium off the (closed) network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
