/** What the Chromium benches share: signing in to the demo workspace, waiting for data, keystroke timing. */
import type { Locator, Page } from 'playwright-core'

const demoPassword = 'Welkom-Demo-2026!'

/** Signs in to the embedded demo workspace as its manager, through the real sign-in screens. */
export async function signInAsManager(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#/`)
  await page.getByTestId('server-demo').click()
  await page.getByRole('button', { name: /^(Verder|Continue)$/ }).click()
  await page.waitForURL(/#\/login$/, { timeout: 30_000 })
  await page.getByRole('textbox', { name: /^Gebruikersnaam/ }).fill('manager@demo.nl')
  await page.getByLabel(/^Wachtwoord/).fill(demoPassword)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: /\d{6}/ })
  await notice.waitFor()
  const code = /(\d{6})/.exec((await notice.textContent()) ?? '')?.[1]
  if (!code) throw new Error('no demo code shown')
  await page.getByRole('textbox', { name: /1\/6$/ }).focus()
  await page.keyboard.type(code)
  await page.waitForURL(/#\/chatbots$/)
}

/** Until nothing on the page is busy loading (or 20 s passed). */
export const settled = (page: Page) =>
  page
    .locator('[aria-busy="true"]')
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined)

/**
 * Types `samples` digits into `field`, one at a time, and measures each from the input event to the frame
 * that shows it. The field is emptied afterwards.
 */
export async function keystrokeToPaint(page: Page, field: Locator, samples: number): Promise<number[]> {
  await field.click()
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    // Arm the listener first (and wait until it is in place), then type, then collect the measurement.
    await page.evaluate(() => {
      const target = window as unknown as { keystrokePaint?: Promise<number> }
      target.keystrokePaint = new Promise<number>((resolve) => {
        document.activeElement?.addEventListener(
          'input',
          () => {
            const start = performance.now()
            // The frame after the one that handles the input: the new character is on screen.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
          },
          { once: true },
        )
      })
    })
    await page.keyboard.type(String(i % 10))
    times.push(
      await page.evaluate(() => (window as unknown as { keystrokePaint: Promise<number> }).keystrokePaint),
    )
  }
  await field.fill('')
  return times
}

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!
