import {
  expect,
  expectAccessible,
  expectAccessibleInBothSchemes,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
} from './support/fixtures'

test.describe('app frame', () => {
  test('opens on /chatbots in Dutch, inside a sandboxed page without Node (QUALITY SEC-1)', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    await expect(portal.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible()
    await expect(portal.locator('html')).toHaveAttribute('lang', 'nl-NL')
    expect(await portal.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe(
      'undefined',
    )
    expect(await portal.evaluate(() => typeof (window as unknown as { process?: unknown }).process)).toBe(
      'undefined',
    )
    await expectAccessible(portal, 'frame (nl-NL)')
    await saveScreenshot(portal, 'frame-nl-NL')
  })

  test('switches language at runtime and remembers it after a reload', async ({ portal, harness }) => {
    await signIn(portal, harness)
    await switchLanguage(portal, 'en-US')
    await expect(portal.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expectAccessible(portal, 'frame (en-US)')
    await saveScreenshot(portal, 'frame-en-US')
    await portal.reload()
    await expect(portal.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(portal.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await switchLanguage(portal, 'nl-NL')
    await expect(portal.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible()
  })
})

test.describe('not-found page', () => {
  // One sign-in for both languages: the page's text and its way home in each.
  test('says "Het lijkt erop dat je verdwaald bent" / "Looks like you\'re lost" and leads back to /', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    for (const [language, title, home] of [
      ['nl-NL', 'Het lijkt erop dat je verdwaald bent', 'Breng me terug'],
      ['en-US', "Looks like you're lost", 'Take me home'],
    ] as const) {
      await switchLanguage(portal, language)
      await openRoute(portal, harness, '/this/does/not/exist')
      await expect(portal.getByRole('heading', { name: title })).toBeVisible()
      await saveScreenshot(portal, `not-found-${language}`)
      await portal.getByRole('link', { name: home }).click()
      await expect(portal).toHaveURL(/#\/chatbots$/)
    }
  })
})

test.describe('offline warning (QUALITY REL-5)', () => {
  test.describe('on the first screen', () => {
    // "Where to sign in" shows no other alert: no demo chosen yet, so no workspace is started for it.
    test.use({ ownWorkspace: true })
    test('appears while the browser is offline and goes away when back, in both languages', async ({
      portal,
      context,
    }) => {
      for (const [language, text] of [
        ['nl-NL', 'Je bent offline, we proberen de connectie te herstellen.'],
        ['en-US', "You're offline, will try to reconnect you!"],
      ] as const) {
        await switchLanguage(portal, language)
        await expect(portal.getByRole('alert')).toHaveCount(0)
        await context.setOffline(true)
        await expect(portal.getByRole('alert')).toHaveText(text, { timeout: 5000 })
        await saveScreenshot(portal, `offline-${language}`)
        await context.setOffline(false)
        await expect(portal.getByRole('alert')).toHaveCount(0, { timeout: 5000 })
      }
    })
  })

  test('appears when main loses the network while the page itself is online', async ({ portal, harness }) => {
    await expect(portal.getByTestId('language-switcher')).toBeVisible()
    await harness.setMainOnline(false)
    await expect(portal.getByTestId('offline-warning')).toBeVisible({ timeout: 5000 })
    await expectAccessibleInBothSchemes(portal, 'offline warning', '[data-testid="offline-warning"]')
    await harness.setMainOnline(true)
    await expect(portal.getByTestId('offline-warning')).toHaveCount(0, { timeout: 5000 })
  })
})

test.describe('"sign-in not saved" notice (no keychain answers)', () => {
  test.use({ harnessOptions: { secrets: null }, viewport: { width: 1280, height: 800 } })

  test('covers no control and closes by itself', async ({ portal }) => {
    const notice = portal.locator('.mantine-Notification-root').filter({ hasText: 'Inloggen niet bewaard' })
    await expect(notice).toBeVisible()
    await saveScreenshot(portal, 'notice-memory-only-nl-NL')
    // Every visible control outside the notice must stay clickable: none may overlap its box.
    const covered = await notice.evaluate((root) => {
      const box = root.getBoundingClientRect()
      const controls = document.querySelectorAll(
        'a, button, input, select, textarea, [role="button"], [tabindex]',
      )
      return [...controls]
        .filter((control) => !root.contains(control))
        .filter((control) => {
          const r = control.getBoundingClientRect()
          if (r.width === 0 || r.height === 0) return false
          return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
        })
        .map((control) => control.outerHTML.slice(0, 120))
    })
    expect(covered).toEqual([])
    await expect(notice).toBeHidden({ timeout: 16_000 })
  })
})
