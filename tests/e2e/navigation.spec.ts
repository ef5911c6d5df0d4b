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
 * Permission-aware navigation on the real app: a route a role may not use sends it home
 * instead of to an error; the partner's portal; the manager's dashboard and frame in both schemes.
 */
// Which entries each role sees is the frame's unit test (app-frame.test.tsx, from the shared CASL table);
// here the route guard on the real app: a forbidden route sends the user home and says so, not an error.
test.describe('navigation per demo role', () => {
  test('employee never reaches the ATS configuration', async ({ portal, harness }) => {
    await signIn(portal, harness, 'employee@demo.nl')
    await expect(portal.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible()
    await openRoute(portal, harness, '/inbox')
    await expect(
      portal.getByRole('navigation', { name: 'Smart Inbox-schermen' }).getByRole('link'),
    ).toHaveText(['Beheer', 'Analyse'])
    // Typed or linked directly, the configuration sends the employee home rather than to an error, and
    // says which screen it was.
    await openRoute(portal, harness, '/inbox-configuration')
    await expect(portal).toHaveURL(/#\/chatbots$/)
    await expect(portal.getByRole('alert').filter({ hasText: 'Geen toegang' })).toContainText(
      'Je account mag Smart Inbox-configuratie niet openen',
    )
  })

  test('partner sees only the partner portal and preferences, in both languages', async ({
    portal,
    harness,
  }) => {
    await chooseDemo(portal)
    await submitCredentials(portal, 'partner@demo.nl')
    await expect(portal).toHaveURL(/#\/partner$/)
    // The demo partner has English as their language: look at both, Dutch first.
    await switchLanguage(portal, 'nl-NL')
    await expect(portal.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible()
    await expect(
      portal.getByRole('heading', { level: 1, name: 'Welkom in het partnerportaal' }),
    ).toBeVisible()
    await expect(portal.getByTestId('chatbot-switcher')).toHaveCount(0)
    for (const route of ['/chatbots', '/inbox', '/inbox-analytics']) {
      await openRoute(portal, harness, route)
      await expect(portal).toHaveURL(/#\/partner$/)
    }
    // Scan the loaded list, not its skeleton: the status badges are what contrast depends on.
    await expect(portal.getByTestId('partner-automation-row').first()).toBeVisible()
    await expectAccessible(portal, 'partner portal (nl-NL)')
    await saveScreenshot(portal, 'partner-nl-NL')
    await switchLanguage(portal, 'en-US')
    await expect(
      portal.getByRole('heading', { level: 1, name: 'Welcome to the partner portal' }),
    ).toBeVisible()
    await saveScreenshot(portal, 'partner-en-US')
    // Read and create only: a new automation from a template, and the server refuses anything else.
    await portal.getByTestId('partner-new').click()
    const dialog = portal.getByRole('dialog', { name: 'New automation from a template' })
    await dialog.getByTestId('partner-template').click()
    await portal.getByRole('option').first().click()
    await dialog.getByTestId('partner-automation-name').fill('Partner intake')
    await dialog.getByTestId('partner-create-submit').dblclick()
    await expect(dialog).toBeHidden()
    await expect(
      portal.getByTestId('partner-automation-row').filter({ hasText: 'Partner intake' }),
    ).toHaveCount(1)
    for (const document of ['{ allCampaigns { id } }', 'mutation { deleteCampaign(id: "x") { ok } }']) {
      const answer = await harness.portal.dispatcher.dispatch('api:graphql', {
        service: 'chatbot',
        document,
        variables: {},
      })
      expect([document, answer.ok || answer.error.code]).toEqual([document, 'forbidden'])
    }
  })

  test('manager: the dashboard and the frame in light and dark, both languages', async ({
    portal,
    harness,
  }) => {
    await portal.emulateMedia({ colorScheme: 'light' })
    await signIn(portal, harness, 'manager@demo.nl')
    await expect(portal.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible()
    const html = portal.locator('html')
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
    await saveScreenshot(portal, 'frame-light-nl-NL')
    // The dashboard: the 30-day summary, shortcuts, getting started, release notes and the blog's 5 articles.
    await portal.getByRole('link', { name: 'Dashboard', exact: true }).click()
    await expect(portal).toHaveURL(/#\/dashboard/)
    await expect(portal.getByTestId('dashboard-summary-change')).toBeVisible()
    await expect(portal.getByTestId('dashboard-getting-started')).toContainText('1 van 3 stappen gedaan')
    await expect(portal.getByTestId('dashboard-release-notes')).toContainText('Versie 2026.1')
    await expect(portal.getByTestId('dashboard-blog-article')).toHaveCount(5)
    await expect(
      portal.getByTestId('dashboard-shortcuts').getByRole('link', { name: 'Builder' }),
    ).toBeVisible()
    await saveScreenshot(portal, 'dashboard-light-nl-NL')
    await portal.setViewportSize({ width: 1920, height: 1080 })
    await saveScreenshot(portal, 'dashboard-light-nl-NL-1920')
    await portal.setViewportSize({ width: 1280, height: 800 })
    // The default follows the system, live.
    await portal.emulateMedia({ colorScheme: 'dark' })
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await saveScreenshot(portal, 'frame-dark-nl-NL')
    await switchLanguage(portal, 'en-US')
    await saveScreenshot(portal, 'frame-dark-en-US')
    await openRoute(portal, harness, '/dashboard')
    await expect(portal.getByTestId('dashboard-getting-started')).toContainText('1 of 3 steps done')
    await expect(portal.getByTestId('dashboard-blog-article')).toHaveCount(5)
    await saveScreenshot(portal, 'dashboard-dark-en-US')
    // A chosen scheme wins over the system's and is kept by main.
    await openRoute(portal, harness, '/preferences')
    await portal.getByTestId('pref-colorScheme').getByText('Light', { exact: true }).click()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
    await openRoute(portal, harness, '/chatbots')
    await saveScreenshot(portal, 'frame-light-en-US')
    // Ctrl+K opens the launcher: screens and the user's chatbots.
    await portal.keyboard.press('Control+K')
    const search = portal.getByRole('textbox', { name: 'Search screens and chatbots' })
    await expect(search).toBeVisible()
    await search.fill('analytics')
    await portal.locator('.mantine-Spotlight-action').filter({ hasText: 'Smart Inbox analytics' }).click()
    await expect(portal).toHaveURL(/#\/inbox-analytics/)
    // Every screen in dark, for a person to look at (light: the other specs' screenshots).
    await openRoute(portal, harness, '/preferences')
    await portal.getByTestId('pref-colorScheme').getByText('Dark', { exact: true }).click()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await saveScreenshot(portal, 'dark-preferences-en-US')
    for (const route of ['/inbox', '/inbox-analytics', '/inbox-configuration', '/change-password']) {
      await openRoute(portal, harness, route)
      await expect(portal.getByRole('heading', { level: 1 })).toBeVisible()
      await portal.waitForLoadState('networkidle')
      await saveScreenshot(portal, `dark${route.replace(/\//g, '-')}-en-US`)
    }
    await portal.getByTestId('user-menu').click()
    await portal.getByTestId('sign-out').click()
    await expect(portal.getByTestId('demo-hint')).toBeVisible()
    await saveScreenshot(portal, 'dark-login-en-US')
  })
})
