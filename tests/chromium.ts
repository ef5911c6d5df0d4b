/**
 * How the tests and benchmarks start Debian's Chromium: Playwright cannot download its own browsers here,
 * and as root on a closed network Chromium needs these switches (STACK.md).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
