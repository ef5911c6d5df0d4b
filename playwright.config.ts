import { defineConfig } from '@playwright/test'
import { e2eChromiumLaunchOptions } from './tests/chromium'
import { useRamScratchDir } from './tests/scratch-dir'

useRamScratchDir()

/**
 * End-to-end tests drive Debian's Chromium (Playwright cannot download its own browsers here) against the
 * browser harness: one per test worker, its demo workspace reset to the seeded snapshot and main signed out
 * before each test; a test that needs other start options gets its own (tests/e2e/support/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // A test with a workspace of its own starts it from the seeded database; on a busy two-core CI machine
  // that alone can take half a minute (tests/bench/demo-startup.ts measures the start itself, P-9).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on the two-core CI machine: a scenario spends a third of its time waiting (debounces, polls,
  // transitions, the sandbox's clock), so two workers left the cores idle for a third of the e2e minutes.
  workers: process.env['CI'] ? 3 : undefined,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // The portal's transitions follow the reduced-motion setting (ui/theme.ts): scenarios and their
    // accessibility scans then never wait for a drawer to slide or a toast to fade.
    reducedMotion: 'reduce',
    launchOptions: e2eChromiumLaunchOptions,
    // A trace films and snapshots every step of every test even when it is kept only on failure: a quarter
    // of the run on two cores. A failure still leaves a screenshot and the page's accessibility tree;
    // reproduce it locally with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
})
