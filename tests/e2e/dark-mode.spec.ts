import {
  chooseDemo,
  enterDemoCode,
  expect,
  expectAccessible,
  openRoute,
  saveScreenshot,
  submitCredentials,
  switchLanguage,
  test,
} from './support/fixtures'

/**
 * The screens the navigation spec does not walk through, in the dark scheme (the default follows the OS):
 * server choice, forgot password, the two-factor modal, a conversation, a hovered table row (light too) and
 * the not-found page. Each passes
 * the axe contrast checks and leaves a screenshot for a person to look at.
 */
for (const [language, forgotLink, lost] of [
  ['nl-NL', 'Wachtwoord vergeten?', 'Het lijkt erop dat je verdwaald bent'],
  ['en-US', 'Forgot your password?', "Looks like you're lost"],
] as const) {
  test(`dark scheme from sign-in to a conversation (${language})`, async ({ portal, harness }) => {
    await portal.emulateMedia({ colorScheme: 'dark' })
    await switchLanguage(portal, language)
    const html = portal.locator('html')
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expectAccessible(portal, `server choice dark (${language})`)
    await saveScreenshot(portal, `dark-server-${language}`)

    await chooseDemo(portal)
    await portal.getByRole('link', { name: forgotLink }).click()
    await expect(portal).toHaveURL(/#\/forgot-password/)
    await expectAccessible(portal, `forgot password dark (${language})`)
    await saveScreenshot(portal, `dark-forgot-${language}`)
    await portal.goBack()

    await submitCredentials(portal, 'manager@demo.nl')
    await expect(portal.getByRole('dialog')).toBeVisible()
    await expectAccessible(portal, `code modal dark (${language})`)
    await saveScreenshot(portal, `dark-code-modal-${language}`)
    await enterDemoCode(portal)
    await expect(portal).toHaveURL(/#\/chatbots$/)

    await openRoute(portal, harness, '/inbox')
    await portal.getByTestId('inbox-row').first().getByRole('button').click()
    await expect(portal.getByTestId('conversation-message').first()).toBeVisible()
    await expectAccessible(portal, `conversation dark (${language})`)
    await saveScreenshot(portal, `dark-conversation-${language}`)

    // A link in a hovered table row keeps AA contrast, dark and light (the row's hover colour is darker
    // in light and lighter in dark than the page). Once: the language does not change colours.
    if (language === 'nl-NL') {
      await openRoute(portal, harness, '/automations')
      await portal.getByTestId('automation-row').first().getByRole('link').first().hover()
      await expectAccessible(portal, 'hovered table row dark')
      await portal.emulateMedia({ colorScheme: 'light' })
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
      await expectAccessible(portal, 'hovered table row light')
      await portal.emulateMedia({ colorScheme: 'dark' })
    }

    await openRoute(portal, harness, '/no/such/screen')
    await expect(portal.getByRole('heading', { name: lost })).toBeVisible()
    await expectAccessible(portal, `not-found dark (${language})`)
    await saveScreenshot(portal, `dark-not-found-${language}`)
  })
}
