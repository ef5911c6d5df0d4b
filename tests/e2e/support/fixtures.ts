import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { startHarness, type Harness, type HarnessOptions } from '../../harness/host'
import { sandboxSecretHeader } from '../../../src/sandbox/index'

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots')

interface Fixtures {
  harnessOptions: HarnessOptions
  harness: Harness
  /** A page with the portal open at `#/` and fatal page errors collected. */
  portal: Page
}

export const test = base.extend<Fixtures>({
  harnessOptions: [{}, { option: true }],
  harness: async ({ harnessOptions }, use) => {
    const harness = await startHarness(harnessOptions)
    await use(harness)
    await harness.close()
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

/** Fails on any WCAG 2.x A/AA violation on the current screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary, `accessibility violations on ${screen}`).toEqual([])
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

/** First start: choose the demo workspace (main starts the sandbox) and land on the login screen. */
export async function chooseDemo(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/server$/)
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
