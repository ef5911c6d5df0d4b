import {
  expect,
  expectAccessible,
  openRoute,
  saveScreenshot,
  switchLanguage,
  test,
  chooseDemo,
  demoPassword,
  enterDemoCode,
  signInThroughDemo,
  submitCredentials,
  openDialog,
  expectStateAccessible,
} from './support/fixtures'

// A first start of its own: these tests begin at "Where to sign in" (or stop the demo server).
test.use({ ownWorkspace: true })

/**
 * Sign-in against the real main services and the demo sandbox server: first start, the
 * two-factor code from the demo's "text message", the flows for the special demo users, chatbot selection,
 * signing out, and the signed-out routing of spec 000 §2.
 */

test.describe('sign-in', () => {
  test('first start, validation, wrong password, two-factor code, chatbots (nl-NL)', async ({ portal }) => {
    await saveScreenshot(portal, 'session-server-nl-NL')
    await chooseDemo(portal)

    await portal.getByRole('button', { name: 'Inloggen' }).click()
    await expect(portal.getByText('Vul een gebruikersnaam in.')).toBeVisible()
    await expect(portal.getByText('Vul een wachtwoord in.')).toBeVisible()
    await expect(portal.getByTestId('demo-hint')).toContainText(demoPassword)
    await expectAccessible(portal, 'login with errors (nl-NL)')
    await saveScreenshot(portal, 'session-login-nl-NL')

    await submitCredentials(portal, 'manager@demo.nl', 'wrong-password')
    await expect(portal.getByTestId('login-error')).toHaveText('Onjuiste gebruikersnaam of wachtwoord')

    await submitCredentials(portal, 'manager@demo.nl')
    const dialog = portal.getByRole('dialog', { name: 'Tweestapsverificatie' })
    await expect(dialog).toBeVisible()
    await expect(portal.getByTestId('code-validity')).toContainText('De code is nog')
    await expect(portal.getByTestId('code-resend')).toBeDisabled()
    await expect(portal.getByTestId('code-resend-wait')).toContainText('Je kunt over')
    await expectAccessible(portal, 'code modal (nl-NL)', openDialog)
    await saveScreenshot(portal, 'session-code-nl-NL')

    await portal.keyboard.type('000000')
    await expect(portal.getByTestId('code-error')).toHaveText('De code die je hebt ingevoerd is ongeldig.')
    await enterDemoCode(portal)

    await expect(portal).toHaveURL(/#\/chatbots$/)
    await expect(portal.getByTestId('chatbot-card').first()).toBeVisible()
    await expect(portal.locator('[data-testid="chatbot-card"][data-selected="true"]')).toHaveCount(1)
    await saveScreenshot(portal, 'session-chatbots-nl-NL')
  })

  test('in English: chatbots, switching, change password, sign out with the reason shown', async ({
    portal,
    harness,
  }) => {
    await switchLanguage(portal, 'en-US')
    await signInThroughDemo(portal)
    await expect(portal).toHaveURL(/#\/chatbots$/)
    await expect(portal.getByRole('heading', { name: 'Chatbots', level: 1 })).toBeVisible()

    const candidate = portal
      .locator('[data-testid="chatbot-card"][data-selected="false"][data-suspended="false"]')
      .first()
    if ((await candidate.count()) > 0) {
      // Pin the card by its name: after the click it no longer matches data-selected="false".
      const name = (await candidate.getByRole('heading').textContent()) ?? ''
      await candidate.getByRole('button').click()
      const chosen = portal
        .getByTestId('chatbot-card')
        .filter({ has: portal.getByRole('heading', { name, exact: true }) })
      await expect(chosen).toHaveAttribute('data-selected', 'true')
      await expect(portal.getByTestId('chatbot-switcher')).toHaveValue(name)
    }
    await expect(portal.locator('[data-testid="chatbot-card"][data-suspended="true"] button')).toHaveCount(0)
    await saveScreenshot(portal, 'session-chatbots-en-US')

    await portal.getByTestId('user-menu').click()
    await portal.getByRole('menuitem', { name: 'Change password' }).click()
    await expect(portal).toHaveURL(/#\/change-password$/)
    await portal.getByLabel(/^Current password/).fill('not-my-password')
    await portal.getByLabel(/^New password/).fill('Abc')
    await expect(portal.locator('[data-criterion="uppercase"]')).toHaveAttribute('data-met', 'true')
    await expect(portal.locator('[data-criterion="length"]')).toHaveAttribute('data-met', 'false')
    await portal.getByLabel(/^New password/).fill('Nieuw-Wachtwoord-1!')
    await portal.getByLabel(/^Repeat the new password/).fill('Nieuw-Wachtwoord-2!')
    await portal.getByRole('button', { name: 'Change password' }).click()
    await expect(portal.getByText('Entered value does not match the password entered above.')).toBeVisible()
    await portal.getByLabel(/^Repeat the new password/).fill('Nieuw-Wachtwoord-1!')
    await portal.getByRole('button', { name: 'Change password' }).click()
    await expect(portal.getByTestId('change-password-error')).toHaveText('Failed to change the password.')
    await expectStateAccessible(portal, 'change password (en-US)')
    await saveScreenshot(portal, 'session-change-password-en-US')

    await portal.getByTestId('user-menu').click()
    await portal.getByTestId('sign-out').click()
    await expect(portal).toHaveURL(/#\/login$/)
    await expect(portal.getByTestId('signed-out-reason')).toHaveText('You have been signed out.')
    await openRoute(portal, harness, '/chatbots')
    await expect(portal).toHaveURL(/#\/login$/)
  })

  test('reset@demo.nl must choose a new password before anything else', async ({ portal, harness }) => {
    await switchLanguage(portal, 'en-US')
    await chooseDemo(portal)
    await submitCredentials(portal, 'reset@demo.nl')
    await enterDemoCode(portal)
    await expect(portal).toHaveURL(/#\/set-password$/)
    await openRoute(portal, harness, '/chatbots')
    await expect(portal).toHaveURL(/#\/set-password$/)
    await portal.getByLabel(/^New password/).fill('Eigen-Wachtwoord-9!')
    await portal.getByLabel(/^Repeat the new password/).fill('Eigen-Wachtwoord-9!')
    await expectAccessible(portal, 'first-time password (en-US)')
    await saveScreenshot(portal, 'session-set-password-en-US')
    await portal.getByRole('button', { name: 'Save password and continue' }).click()
    await expect(portal).toHaveURL(/#\/chatbots$/)
  })

  test('newphone@demo.nl registers a phone number, then gets a code', async ({ portal }) => {
    await chooseDemo(portal)
    await submitCredentials(portal, 'newphone@demo.nl')
    const dialog = portal.getByRole('dialog', { name: 'Telefoonnummer opgeven' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Code versturen' }).click()
    await expect(dialog.getByText('Vul een telefoonnummer in.')).toBeVisible()
    await expectAccessible(portal, 'phone step (nl-NL)', openDialog)
    await saveScreenshot(portal, 'session-phone-nl-NL')
    await dialog.getByLabel(/^Mobiel telefoonnummer/).fill('+31 6 12345678')
    await dialog.getByRole('button', { name: 'Code versturen' }).click()
    await expect(portal.getByRole('dialog', { name: 'Tweestapsverificatie' })).toBeVisible()
    await enterDemoCode(portal)
    await expect(portal).toHaveURL(/#\/chatbots$/)
  })

  test('forgot password: neutral confirmation, the demo e-mail opens the reset screen', async ({
    portal,
  }) => {
    await switchLanguage(portal, 'en-US')
    await chooseDemo(portal)
    await portal.getByRole('link', { name: 'Forgot your password?' }).click()
    await portal.getByRole('textbox', { name: /^E-mail address/ }).fill('manager@demo.nl')
    await portal.getByRole('button', { name: 'Send link' }).click()
    await expect(portal.getByTestId('forgot-sent')).toBeVisible()
    await expectAccessible(portal, 'forgot password (en-US)')
    await saveScreenshot(portal, 'session-forgot-en-US')
    const open = portal.getByRole('button', { name: 'Open the reset screen' })
    await expect(open).toBeVisible()
    await open.click()
    await expect(portal).toHaveURL(/#\/reset-password\?guid=/)
    await portal.getByLabel(/^New password/).fill('Hersteld-Wachtwoord-3!')
    await portal.getByLabel(/^Repeat the new password/).fill('Hersteld-Wachtwoord-3!')
    await portal.getByRole('button', { name: 'Save new password' }).click()
    await expect(portal.getByTestId('reset-done')).toBeVisible()
  })
})

test.describe('signed-out routing (spec 000 §2)', () => {
  test('any other route goes to the sign-in; the SSO and partner entry points stay', async ({
    portal,
    harness,
  }) => {
    await chooseDemo(portal)
    await openRoute(portal, harness, '/chatbots')
    await expect(portal).toHaveURL(/#\/login$/)
    await openRoute(portal, harness, '/this/does/not/exist')
    await expect(portal).toHaveURL(/#\/login$/)
    await openRoute(portal, harness, '/randstad/login')
    await expect(portal.getByRole('heading', { name: 'Inloggen voor partners' })).toBeVisible()
    await openRoute(portal, harness, '/auth/tk-portal')
    await expect(portal.getByRole('heading', { name: 'Inloggen via TK-portaal' })).toBeVisible()
    await openRoute(portal, harness, '/auth/callback?error=access_denied')
    await expect(portal.getByTestId('sso-error')).toBeVisible()
    await expectAccessible(portal, 'SSO error (nl-NL)')
    await saveScreenshot(portal, 'session-sso-error-nl-NL')
  })
})
