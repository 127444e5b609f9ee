import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath || undefined, args: chromiumArgs },
  },
  projects: [
    // Checks of the build output that need no browser run once.
    { name: 'build-output', testMatch: /-build\.spec\.ts$/ },
    {
      name: 'mobile',
      testIgnore: /-build\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 } },
    },
    {
      name: 'desktop',
      testIgnore: /-build\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The same server `npm start` runs, over the production build.
    command: 'node scripts/start.ts',
    url: baseURL,
    env: { PORT: String(port), HOST: 'localhost' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
