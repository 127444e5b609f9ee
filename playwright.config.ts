import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { join } from 'node:path';
import { engines } from './e2e/engines/engines';
import { sampleOwnerOnlySpecs, type OwnerFixtures } from './e2e/owner';
import { narrowOnly, wideOnly } from './e2e/viewport-tags';
import { chromiumArgs, testChromiumPath } from './scripts/chromium';
// Stops the run at once, with its message, when the list is one the tests cannot hold.
import './app/test/languages';

const port = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://localhost:${port}`;
/** The second owner's copy (e2e/owners/), served beside the sample owner's site. */
const secondOwnerPort = port + 1;
const secondOwnerURL = `http://localhost:${secondOwnerPort}`;
/** Named after its port, so parallel runs (other BUILD_DIRs and ports) never share a copy. */
const secondOwnerCopy = `second-${secondOwnerPort}`;
const secondOwnerRoot = join(import.meta.dirname, 'build-owners', secondOwnerCopy);
/** The deploy checks (e2e/engines/): run only in the engine projects, against every engine. */
const engineSpecs = /[\\/]engines[\\/][^\\/]+\.spec\.ts$/;
/**
 * `E2E_SERVERS` picks the servers to start, for work on one spec: a comma list
 * of `main` (the sample owner's: enough for build-output, mobile and desktop),
 * `second` (the second owner's copy) and `engines`. Unset: all of them.
 */
const serverGroups = process.env.E2E_SERVERS?.split(',') ?? ['main', 'second', 'engines'];

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const webServers: (WebServer & { group: string })[] = [
  {
    group: 'main',
    // The same server `npm start` runs, over the production build.
    command: 'node scripts/start.ts',
    url: baseURL,
    // Not rebuilt on an edit during the run: the engines below serve the same build.
    env: { PORT: String(port), HOST: 'localhost', WATCH: '0' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
  {
    group: 'second',
    // Copies the project with the second owner's files, builds and serves it.
    command: 'node e2e/owners/serve-owner.ts',
    url: secondOwnerURL,
    env: {
      PORT: String(secondOwnerPort),
      HOST: 'localhost',
      OWNER_COPY: secondOwnerCopy,
      WATCH: '0',
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
  // Started after the server above, which rebuilds a stale build first.
  ...engines.map(({ command, port: enginePort, origin }) => ({
    group: 'engines',
    command,
    url: origin,
    env: { PORT: String(enginePort), HOST: '127.0.0.1', WATCH: '0' },
    reuseExistingServer: false,
    timeout: 120_000,
  })),
];

export default defineConfig<OwnerFixtures>({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (each action with its DOM snapshot) and a
    // screenshot. The trace's screencast is left out: it cost about a fifth of
    // the browser tests' time here (home and layout specs: 57 s with it, 46 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath || undefined, args: chromiumArgs },
  },
  projects: [
    // Checks of the build output that need no browser run once.
    { name: 'build-output', testMatch: /-build\.spec\.ts$/ },
    {
      name: 'mobile',
      testIgnore: [/-build\.spec\.ts$/, engineSpecs],
      // A test tagged @own-viewport sets its own viewport sizes before anything
      // else; this project differs from desktop only in its viewport, so such a
      // test runs once, in desktop (and for the second owner).
      grepInvert: new RegExp(`@own-viewport|${wideOnly}`),
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 } },
    },
    {
      name: 'desktop',
      testIgnore: [/-build\.spec\.ts$/, engineSpecs],
      grepInvert: new RegExp(narrowOnly),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The same journeys and build checks for another owner's identity and content.
      name: 'second-owner',
      testIgnore: [engineSpecs, sampleOwnerOnlySpecs],
      grepInvert: new RegExp(narrowOnly),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: secondOwnerURL,
        ownerRoot: secondOwnerRoot,
      },
    },
    // The HTTP checks and a smoke journey on each engine: Node, nginx, Cloudflare's runtime.
    ...engines.map(({ name, origin }) => ({
      name: `engine-${name}`,
      testMatch: engineSpecs,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: origin,
      },
    })),
  ],
  webServer: webServers.filter(({ group }) => serverGroups.includes(group)),
});
