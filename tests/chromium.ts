import { existsSync } from 'node:fs'

/**
 * How the tests and benchmarks start Debian's Chromium: Playwright cannot download its own browsers here,
 * and as root on a closed network Chromium needs these switches (STACK.md).
 */
const switches = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The benchmarks measure paints and frames as a person's browser makes them: the full Chromium. */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: switches,
}

const headlessShell = '/usr/bin/chromium-headless-shell'

/**
 * The end-to-end tests drive Debian's headless shell when it is installed (as Playwright's own headless
 * runs do): the same Blink and V8 without the full browser's windowing and compositor processes, about a
 * tenth less CPU for the same scenarios on the two-core CI machine.
 */
export const e2eChromiumLaunchOptions = {
  executablePath:
    process.env['CHROMIUM_PATH'] ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: switches,
}
