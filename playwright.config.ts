import { defineConfig } from '@playwright/test';
import { PORT_OFFSET, URLS } from './scripts/lib/local-env';

/**
 * Browser tests run in Debian's Chromium against the production builds served by the
 * Hosting emulator (started by scripts/test.ts), never against mocks.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  // Generous: a 2-core CI machine runs the emulators, the Functions workers and Chromium at once.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Per-offset folders: Playwright empties its output folder, and parallel suites must not
  // delete each other's traces.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report/${PORT_OFFSET}` }],
  ],
  outputDir: `test-results/${PORT_OFFSET}`,
  use: {
    baseURL: URLS.storefront,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
