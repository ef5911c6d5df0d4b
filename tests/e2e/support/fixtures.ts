import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { startHarness, type Harness, type HarnessOptions } from '../../harness/host'
import { sandboxSecretHeader } from '../../../src/sandbox/index'

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots')

interface Fixtures {
  harnessOptions: HarnessOptions
  /**
   * A first start of its own (the "Where to sign in" screen, no demo chosen yet): for the tests of the
   * start and of the screen sign-in. Other start options (`harnessOptions`) get a workspace of their own too.
   */
  ownWorkspace: boolean
  /**
   * The worker's demo workspace, reset to the seeded snapshot and signed out (Harness.resetToSeed), or a
   * new harness for a test that asks for its own.
   */
  harness: Harness
  /** A page with the portal open at `#/` and fatal page errors collected. */
  portal: Page
}

interface WorkerFixtures {
  /** One harness with the demo workspace chosen, per test worker: starting one is most of a short test. */
  workerHarness: Harness
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  harnessOptions: [{}, { option: true }],
  ownWorkspace: [false, { option: true }],
  workerHarness: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const harness = await startHarness()
      await harness.chooseDemo()
      await use(harness)
      await harness.close()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  harness: async ({ harnessOptions, ownWorkspace, workerHarness }, use, testInfo) => {
    if (ownWorkspace || Object.keys(harnessOptions).length > 0) {
      const harness = await startHarness(harnessOptions)
      await use(harness)
      await harness.close()
      return
    }
    const started = performance.now()
    await workerHarness.resetToSeed()
    // How long the reset took, in the report: it replaces a workspace start and a screen sign-in per test.
    testInfo.annotations.push({
      type: 'reset',
      description: `${Math.round(performance.now() - started)} ms`,
    })
    await use(workerHarness)
  },
  portal: async ({ page, harness }, use) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${harness.url}/#/`)
    await use(page)
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
})

export { expect }

/** Opens a hash route of the portal. */
export async function openRoute(page: Page, harness: Harness, route: string): Promise<void> {
  await page.goto(`${harness.url}/#${route}`)
}

/**
 * Fails on any WCAG 2.x A/AA violation on the current screen, or only inside `include` (a CSS selector: the
 * dialog or drawer a scenario opened; the whole screen is scanned once in the sweep, a11y-sweep.spec.ts).
 */
export async function expectAccessible(page: Page, screen: string, include?: string): Promise<void> {
  // Legacy mode runs axe in the page itself: the default finishes every scan in a new blank page, a second
  // injection and a renderer more, for frames this portal does not have. Only violations are collected
  // (passes and incomplete checks are a third of a scan's time); `options` goes first, as it replaces the
  // tags `withTags` sets.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  await transitionsEnded(page)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary, `accessibility violations on ${screen}`).toEqual([])
}

/**
 * A toast or dialog still fading in or out has a contrast it never settles at, and a closing one is about
 * to leave the page: wait until finite animations have ended (loaders and skeletons turn for as long as
 * they are shown).
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  )
}

/** The open dialog or drawer (Mantine renders both as role=dialog), for `expectAccessible`'s include. */
export const openDialog = '[role="dialog"]'

/**
 * Scans what a scenario changed on a screen: the open dialog, drawer or popover, else the screen's content
 * (errors shown, filters applied, results). Every whole screen with its frame is scanned once, in the sweep
 * (a11y-sweep.spec.ts, English and dark); frame.spec.ts scans the frame in the light scheme.
 */
export async function expectStateAccessible(page: Page, screen: string): Promise<void> {
  // A dialog that is closing counts as gone: decide once transitions have ended.
  await transitionsEnded(page)
  const dialogOpen = (await page.locator(openDialog).count()) > 0
  await expectAccessible(page, screen, dialogOpen ? openDialog : 'main')
}

/**
 * Scans in the page's scheme and then in the other one, and goes back: where a scenario used to run again
 * in the dark scheme (and English) only to scan a dialog, it now runs once and scans that dialog in both.
 */
export async function expectAccessibleInBothSchemes(
  page: Page,
  screen: string,
  include?: string,
): Promise<void> {
  const html = page.locator('html')
  const scheme = (await html.getAttribute('data-mantine-color-scheme')) === 'dark' ? 'dark' : 'light'
  const other = scheme === 'dark' ? 'light' : 'dark'
  await expectAccessible(page, `${screen} (${scheme})`, include)
  await page.emulateMedia({ colorScheme: other })
  await expect(html).toHaveAttribute('data-mantine-color-scheme', other)
  await expectAccessible(page, `${screen} (${other})`, include)
  await page.emulateMedia({ colorScheme: scheme })
  await expect(html).toHaveAttribute('data-mantine-color-scheme', scheme)
}

/** Saves a full-page screenshot to tests/e2e/screenshots/<name>.png for a person to look at (not in CI). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true })
  const file = path.join(screenshotDir, `${name}.png`)
  // CI has no one to look at them: about 190 full-page pictures cost a minute of a two-core machine's
  // 30-minute budget. E2E_SCREENSHOTS=1 takes them in CI too.
  if (process.env['CI'] && !process.env['E2E_SCREENSHOTS']) return file
  // Let fonts and transitions settle so the picture shows what a person sees.
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
  return file
}

export const demoPassword = 'Welkom-Demo-2026!'

/**
 * First start: choose the demo workspace (main starts the sandbox) and land on the login screen. On the
 * worker's workspace the demo is already chosen and the page is on the login screen: nothing to do.
 */
export async function chooseDemo(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/(server|login)$/)
  if (page.url().endsWith('#/login')) return
  await page.getByTestId('server-demo').click()
  await page.getByRole('button', { name: /^(Verder|Continue)$/ }).click()
  await expect(page).toHaveURL(/#\/login$/, { timeout: 90_000 })
}

export async function submitCredentials(
  page: Page,
  username: string,
  password = demoPassword,
): Promise<void> {
  await page.getByRole('textbox', { name: /^(Gebruikersnaam|Username)/ }).fill(username)
  await page.getByLabel(/^(Wachtwoord|Password)/).fill(password)
  await page.getByRole('button', { name: /^(Inloggen|Sign in)$/ }).click()
}

/** Reads the code from the demo notice ("Demo: je code is 123456") and types it into the modal. */
export async function enterDemoCode(page: Page): Promise<void> {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: /\d{6}/ })
  await expect(notice).toBeVisible()
  const code = /(\d{6})/.exec((await notice.textContent()) ?? '')?.[1]
  expect(code, 'the demo notice shows the code').toBeTruthy()
  // After a wrong code the modal clears the digits and focuses the first one again: wait for that.
  const first = page.getByRole('textbox', { name: /1\/6$/ })
  await expect(first).toBeFocused()
  await expect(first).toHaveValue('')
  await page.keyboard.type(code!)
}

/**
 * Signs main in as `username` with the code the demo workspace "sent" (main reads it from the demo
 * server's outbox and announces it as the demo notice's message), without the screens; the page follows
 * main's session to /chatbots. The screen sign-in has its own tests (session.spec.ts and others).
 */
export async function signIn(page: Page, harness: Harness, username = 'manager@demo.nl'): Promise<void> {
  // A harness of a test's own starts with no server chosen.
  if (!(await harness.portal.session).connection()) await harness.chooseDemo()
  await signInThroughMain(harness, username)
  await expect(page).toHaveURL(/#\/chatbots$/)
  // Signing in changes the session more than once (signed in, then the chatbot chosen); each change runs
  // the route guard again from where the page was. Only once the chatbots have arrived on screen has the
  // last of those runs ended, so a test's next navigation is not overtaken by a late move to /chatbots.
  await expect(page.getByTestId('chatbot-card').first()).toBeVisible()
}

/** Main signs in as `username` (password, then the demo code when the user has a second step). */
export async function signInThroughMain(harness: Harness, username: string): Promise<void> {
  const codes: string[] = []
  const detach = harness.portal.events.attach((channel, payload) => {
    const message = payload as { kind?: string; value?: string }
    if (channel === 'session:did-receive-demo-message' && message.kind === 'login-code' && message.value)
      codes.push(message.value)
  })
  try {
    const { dispatch } = harness.portal.dispatcher
    const step = await dispatch('session:login', { username, password: demoPassword })
    if (!step.ok) throw new Error(`Sign-in of ${username} refused: ${JSON.stringify(step.error)}`)
    if ((step.value as { step: string }).step === 'signed-in') return
    const code = codes.at(-1)
    if (!code) throw new Error(`No demo code arrived for ${username}`)
    const done = await dispatch('session:submit-code', { code })
    if (!done.ok) throw new Error(`The code for ${username} was refused: ${JSON.stringify(done.error)}`)
  } finally {
    detach()
  }
}

/** Signs in as a user would on a first start, through the demo workspace. Ends on /chatbots. */
export async function signInThroughDemo(page: Page, username = 'manager@demo.nl'): Promise<void> {
  await chooseDemo(page)
  await submitCredentials(page, username)
  await expect(page.getByRole('dialog')).toBeVisible()
  await enterDemoCode(page)
  await expect(page).toHaveURL(/#\/chatbots$/)
}

/** Switches the interface language with the header control, as a user would. */
export async function switchLanguage(page: Page, language: 'nl-NL' | 'en-US'): Promise<void> {
  await page
    .getByTestId('language-switcher')
    .getByText(language === 'en-US' ? 'EN' : 'NL', { exact: true })
    .click()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/**
 * A call to the demo server's simulator (`/__sandbox/<path>`: sso-token, inbound-message, …), which answers
 * only requests carrying the harness's per-launch secret (QUALITY SEC-10). The answer's status and JSON.
 */
export async function callSimulator(
  harness: Harness,
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; json: unknown }> {
  const origin = (await harness.portal.session).connection()?.origin
  expect(origin, 'the demo sandbox runs').toBeTruthy()
  const response = await fetch(`${origin}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [sandboxSecretHeader]: harness.sandboxSecret },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}
