/** The Chromium the browser tests and the benchmark drive, and how to start it on this kind of machine. */
import { existsSync } from 'node:fs';

export const debianChromium = '/usr/bin/chromium';

/**
 * `CHROMIUM_PATH` if set (empty means Playwright's own browser), else
 * Debian's Chromium when installed, else Playwright's own.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : '');

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
