import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The system Chromium and its headless flags, as every headless run here uses them. */
const chromiumSetup = JSON.parse(readFileSync(path.join(__dirname, '../../tools/lib/chromium.json'), 'utf8')) as {
  executablePath: string;
  args: string[];
};

const MARKETPLACE_CHAIN = '**/marketplace-flow.e2e.ts';

export const BASE_URL = `http://localhost:${process.env.E2E_GATEWAY_PORT || 8180}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/e2e',
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumSetup.executablePath,
      args: chromiumSetup.args,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: MARKETPLACE_CHAIN,
      // Not a clean-up: a teardown project is simply run after this one, whether it passed or not.
      teardown: 'marketplace-chain',
      use: { viewport: { width: 1440, height: 900 } },
    },
    // The marketplace chain approves the seeded applicant, publishes a draft recipe and adds a
    // chef and a recipe: it changes what the other files read from the seed, so it runs last.
    { name: 'marketplace-chain', testMatch: MARKETPLACE_CHAIN, use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `"${process.execPath}" ../../tools/e2e-stack.mjs`,
    url: `${BASE_URL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
