import type { Harness } from '../harness/host'
import { callSimulator, chooseDemo, expect, test } from './support/fixtures'

// Signs in through the screens with the demo notice's code from a first start, as before the shared workspace.
test.use({ ownWorkspace: true })

/**
 * QUALITY SEC-9: a `chatbot-portal://` link never signs anyone in or switches the account by itself. The
 * links here carry a real single sign-on token for another demo user, as an attacker's link would.
 */

/** A valid single sign-on access token for `username`, made by the demo server's simulator (identity provider). */
async function ssoTokenFor(harness: Harness, username: string): Promise<string> {
  const { status, json } = await callSimulator(harness, 'sso-token', { username })
  expect(status).toBe(200)
  return (json as { accessToken: string }).accessToken
}

async function signedInUser(harness: Harness): Promise<string | null> {
  const state = (await harness.portal.session).info().state
  return state.status === 'signed-in' ? state.user.username : null
}

test.describe('deep links (QUALITY SEC-9)', () => {
  test.setTimeout(120_000)

  test('a callback nobody started is ignored, signed out or signed in; malformed links are ignored', async ({
    portal,
    harness,
  }) => {
    await chooseDemo(portal)
    const adminLink = `chatbot-portal://auth/callback?access_token=${await ssoTokenFor(harness, 'admin@demo.nl')}`

    // Signed out, no sign-on started: the link does nothing.
    await expect(harness.portal.handleDeepLink(adminLink)).resolves.toBe(true)
    expect(await signedInUser(harness)).toBeNull()
    await expect(portal).toHaveURL(/#\/login$/)

    // Single sign-on end to end in the demo: the app opens the demo's start page in the browser, the
    // manager is chosen there, and its answer comes back on the app's deep link and signs the manager in.
    await portal
      .getByRole('link', { name: /^(Inloggen met single sign-on|Sign in with single sign-on)$/ })
      .click()
    await portal.getByRole('textbox', { name: /^(Klantnaam|Client name)/ }).fill('talentbrug-techniek')
    await portal.getByRole('button', { name: /^(Verder in de browser|Continue in the browser)$/ }).click()
    await expect(portal.getByTestId('sso-opened')).toBeVisible()
    const startPage = harness.records.openedExternal.at(-1) ?? ''
    expect(startPage).toContain('/okta/SAML/login/talentbrug-techniek?')
    const html = await (await fetch(startPage)).text()
    const choice = [...html.matchAll(/href="([^"]+)"/g)]
      .map((m) => new URL(m[1]!.replace(/&#38;/g, '&'), startPage))
      .find((url) => url.searchParams.get('username') === 'manager@demo.nl')
    const answer = await fetch(choice!, { redirect: 'manual' })
    await expect(harness.portal.handleDeepLink(answer.headers.get('location') ?? '')).resolves.toBe(true)
    await expect(portal).toHaveURL(/#\/chatbots$/)
    expect(await signedInUser(harness)).toBe('manager@demo.nl')

    // Signed in as the manager: the link does not switch to the admin.
    await expect(harness.portal.handleDeepLink(adminLink)).resolves.toBe(true)
    expect(await signedInUser(harness)).toBe('manager@demo.nl')
    await expect(portal.getByTestId('user-menu')).toBeVisible()

    // Malformed links resolve without an unhandled rejection and change nothing.
    for (const link of [
      'chatbot-portal://okta/SAML/callback/%E0%A4%A',
      'chatbot-portal://okta/SAML/callback/%',
      `chatbot-portal://okta/SAML/callback/${'x'.repeat(5000)}`,
    ]) {
      await expect(harness.portal.handleDeepLink(link)).resolves.toBe(false)
    }
    expect(await signedInUser(harness)).toBe('manager@demo.nl')
    expect(harness.records.logs.join('\n')).not.toMatch(/URIError/)
  })
})
