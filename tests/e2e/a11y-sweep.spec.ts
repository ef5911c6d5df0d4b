import type { Page } from '@playwright/test'
import {
  chooseDemo,
  expect,
  expectAccessible,
  openRoute,
  saveScreenshot,
  signIn,
  submitCredentials,
  switchLanguage,
  test,
} from './support/fixtures'

/**
 * The sweep: every screen once in en-US and the dark scheme, with a full-page axe scan and a screenshot.
 * The scenarios run once, in nl-NL, and scan the dialog or drawer they open; this is where each screen is
 * looked at whole in the other language and scheme. The screens come from the app itself: the entries of
 * the main navigation for a role that sees everything, then the in-app links each screen shows below its
 * own path (tabs, and the first of each kind of detail: a flow, its tree, an automation, a run, …), so a
 * new area's screens are swept without editing this file.
 */

/** A screen's route from a link (`/#/builder/fl-1?x=1`): `/builder/fl-1?x=1`. */
const routeOf = (href: string) => href.slice(href.indexOf('#') + 1)
/** A screen's path without its query: `/builder/fl-1`. */
const pathOf = (href: string) => routeOf(href).split('?')[0]!

/**
 * One visit per kind of screen: a child below the parent's path has its ids generalised
 * (`/builder/fl-1/tree` → `/builder/*\/*`), a sibling tab (`/inbox-analytics` from `/inbox`) is its own kind.
 */
function kindOf(parent: string, path: string): string {
  const rest = path.slice(parent.length)
  return rest.startsWith('/') ? parent + rest.replace(/[^/]+/g, '*') : path
}

/** The app's own links on the page (hash routes), in document order, without duplicates. */
async function inAppLinks(page: Page, within: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${within} a[href*="#/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs.filter(Boolean))]
}

/** Waits until the screen has its data (no busy region, no loader) so the scan sees what a person sees. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 })
}

/**
 * Signed out there are few screens, and Dutch in the dark scheme was looked at on them before the sweep
 * existed: scan those in both languages, English first, and go back to English.
 */
async function scanInBothLanguages(page: Page, screen: string): Promise<void> {
  await expectAccessible(page, `${screen} (en-US, dark)`)
  await switchLanguage(page, 'nl-NL')
  await expectAccessible(page, `${screen} (nl-NL, dark)`)
  await switchLanguage(page, 'en-US')
}

const shotName = (path: string) => `sweep-en-US-dark${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}`

test.describe('sweep: every screen in en-US and dark', () => {
  test.describe('signed out', () => {
    test.use({ ownWorkspace: true })

    test('the start, sign-in screens and the code modal', async ({ portal }) => {
      test.setTimeout(240_000)
      await portal.emulateMedia({ colorScheme: 'dark' })
      await switchLanguage(portal, 'en-US')
      await expect(portal.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
      await scanInBothLanguages(portal, 'server choice')
      await saveScreenshot(portal, shotName('/server'))

      await chooseDemo(portal)
      await scanInBothLanguages(portal, 'login')
      await saveScreenshot(portal, shotName('/login'))
      // Every screen the login screen leads to (forgot password, partner, single sign-on, …).
      for (const href of await inAppLinks(portal, 'body')) {
        const path = pathOf(href)
        if (path === '/login') continue
        await portal.goto(`${new URL(portal.url()).origin}/#${routeOf(href)}`)
        await settle(portal)
        await scanInBothLanguages(portal, path)
        await saveScreenshot(portal, shotName(path))
        await portal.goto(`${new URL(portal.url()).origin}/#/login`)
      }

      // The code modal covers the language switch: open it once per language.
      for (const language of ['en-US', 'nl-NL'] as const) {
        await switchLanguage(portal, language)
        await submitCredentials(portal, 'manager@demo.nl')
        const modal = portal.getByRole('dialog')
        await expect(modal).toBeVisible()
        await expectAccessible(portal, `code modal (${language}, dark)`)
        if (language === 'en-US') await saveScreenshot(portal, shotName('/login-code'))
        await modal
          .getByRole('button', { name: /^(Sluiten|Annuleren|Close|Cancel)$/ })
          .first()
          .click()
        await expect(modal).toBeHidden()
      }
    })
  })

  // Three parts, each a third of the navigation's entries with the screens below them, so the two
  // workers share the sweep; it runs first (the file's name sorts first) so nothing long is left for last.
  for (const part of [0, 1, 2]) {
    test(`every screen of the navigation and below it, as the superuser (part ${part + 1} of 3)`, async ({
      portal,
      harness,
    }) => {
      test.setTimeout(400_000)
      await portal.emulateMedia({ colorScheme: 'dark' })
      await signIn(portal, harness, 'superuser@demo.nl')
      await switchLanguage(portal, 'en-US')
      await expect(portal.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')

      await expect(portal.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
      const entries = (await inAppLinks(portal, 'nav[aria-label="Main navigation"]')).map(pathOf)
      expect(entries.length, 'the navigation lists screens').toBeGreaterThan(5)
      const top = entries.filter((_, index) => index % 3 === part)

      const seen = new Set<string>(entries)
      const queue = top.map((path) => ({ path, route: path, depth: 0 }))
      const swept: string[] = []
      while (queue.length > 0) {
        const { path, route, depth } = queue.shift()!
        await openRoute(portal, harness, route)
        await settle(portal)
        await expectAccessible(portal, `${path} (en-US, dark)`)
        await saveScreenshot(portal, shotName(path))
        swept.push(path)
        if (depth >= 2) continue
        for (const link of await inAppLinks(portal, 'main')) {
          const child = pathOf(link)
          if (!child.startsWith(path) || child === path) continue
          const kind = kindOf(path, child)
          if (seen.has(kind) || seen.has(child)) continue
          seen.add(kind)
          seen.add(child)
          queue.push({ path: child, route: routeOf(link), depth: depth + 1 })
        }
      }
      test.info().annotations.push({ type: 'swept', description: swept.join(', ') })

      if (part === 0) {
        await openRoute(portal, harness, '/no/such/screen')
        await expect(portal.getByRole('heading', { name: "Looks like you're lost" })).toBeVisible()
        await expectAccessible(portal, 'not-found (en-US, dark)')
        await saveScreenshot(portal, shotName('/not-found'))
        await switchLanguage(portal, 'nl-NL')
        await openRoute(portal, harness, '/no/such/screen/at/all')
        await expect(
          portal.getByRole('heading', { name: 'Het lijkt erop dat je verdwaald bent' }),
        ).toBeVisible()
        await expectAccessible(portal, 'not-found (nl-NL, dark)')
      }
    })
  }

  test('a link in a hovered table row keeps AA contrast, dark and light', async ({ portal, harness }) => {
    // The row's hover colour is darker in light and lighter in dark than the page; the language does not
    // change colours, so nl-NL.
    await portal.emulateMedia({ colorScheme: 'dark' })
    await signIn(portal, harness)
    await openRoute(portal, harness, '/automations')
    await portal.getByTestId('automation-row').first().getByRole('link').first().hover()
    await expectAccessible(portal, 'hovered table row dark')
    await portal.emulateMedia({ colorScheme: 'light' })
    await expect(portal.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
    await expectAccessible(portal, 'hovered table row light')
  })
})
