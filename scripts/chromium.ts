/** The Chromium the browser tests and the benchmark drive, and how to start it on this kind of machine. */

/** Debian's Chromium by default; `CHROMIUM_PATH` points elsewhere, an empty value means Playwright's own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
