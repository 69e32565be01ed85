import { defineConfig, devices } from '@playwright/test'
import { chromiumPath, fakeMicrophoneFlags, offlineChromiumFlags } from './tests/chromium'

/**
 * End-to-end tests drive Debian's Chromium against the production build served by the real
 * server. Each worker starts its own server on a free port with a fresh DATA_DIR
 * (tests/e2e/support/fixtures.ts), so workers never share a database or rate limits.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // One folder of spoken prompts for the run's servers (support/server.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Fails the run when a server log of it holds a phone number or an email (docs/adr/0094).
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // A failed test keeps its trace (actions, DOM snapshots, network, console). Its screencast
    // is left out: recording frames for every test took a fifth of the run's CPU, and the
    // failure screenshot below shows the last frame.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Every browser has a fake microphone in a quiet room, so the specs that need one share
      // the other specs' workers and servers (a launch option of its own is a new worker).
      args: [...offlineChromiumFlags, ...fakeMicrophoneFlags('mic-silence.wav')],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
      // The whole suite runs on a phone; a desktop pass covers layout-dependent specs.
      grep: /@desktop/,
    },
  ],
})
