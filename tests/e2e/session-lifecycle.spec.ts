import { keychainEntries } from '../harness/keychain-entries'
import { demoPassword, expect, signInThroughDemo, test } from './support/fixtures'

// A first start of its own: these tests begin at "Where to sign in" (or stop the demo server).
test.use({ ownWorkspace: true })

/**
 * Issue 4's session guarantees end to end: the session survives a reload, a resend that comes too early is
 * refused with the spec's message, and signing out leaves nothing in the OS keychain (QUALITY SEC-5).
 * The e2e run has its own Secret Service (scripts/with-keychain.mjs), so the keychain can be inspected.
 */
const ourEntries = (origin: string) => keychainEntries('Chatbot Portal', `${origin}|`)

test('a signed-in session survives a reload, and sign-out leaves nothing in the keychain', async ({
  portal,
  harness,
}) => {
  await signInThroughDemo(portal)
  const origin = (await harness.portal.session).connection()?.origin ?? ''
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(
    ourEntries(origin)
      .map((c) => c.account.split('|').slice(1).join('|'))
      .sort(),
  ).toEqual(['manager@demo.nl|access', 'manager@demo.nl|refresh'])
  // The page never holds a token: nothing of the keychain's values is visible to it.
  const secrets = ourEntries(origin).map((c) => c.password)
  const pageText = await portal.evaluate(
    () => document.documentElement.outerHTML + JSON.stringify(localStorage) + JSON.stringify(sessionStorage),
  )
  for (const secret of secrets) expect(pageText).not.toContain(secret)

  // Nor does anything main logged (QUALITY SEC-5).
  for (const secret of secrets) expect(harness.records.logs.join('\n')).not.toContain(secret)

  await portal.reload()
  await expect(portal).toHaveURL(/#\/chatbots$/)
  await expect(portal.getByTestId('chatbot-card').first()).toBeVisible()

  await portal.getByTestId('user-menu').click()
  await portal.getByTestId('sign-out').click()
  await expect(portal).toHaveURL(/#\/login$/)
  expect(ourEntries(origin)).toEqual([])
})

test("resending a code too early shows 'You've sent a code recently, please try again.'", async ({
  portal,
  page,
}) => {
  // The page's clock runs ahead of main's: the resend button enables before the minute has passed, and
  // main refuses the resend as the server would.
  await page.clock.install()
  await expect(portal).toHaveURL(/#\/server$/)
  await portal.getByTestId('server-demo').click()
  await portal.getByRole('button', { name: /^(Verder|Continue)$/ }).click()
  await expect(portal).toHaveURL(/#\/login$/, { timeout: 30_000 })
  await portal.getByRole('textbox', { name: /^Gebruikersnaam/ }).fill('employee@demo.nl')
  await portal.getByLabel(/^Wachtwoord/).fill(demoPassword)
  await portal.getByRole('button', { name: 'Inloggen' }).click()
  await expect(portal.getByTestId('code-resend')).toBeDisabled()
  await page.clock.fastForward('01:05')
  await expect(portal.getByTestId('code-resend')).toBeEnabled()
  await portal.getByTestId('code-resend').click()
  await expect(portal.getByTestId('code-error')).toHaveText(
    'Je hebt onlangs al een code aangevraagd, probeer het later opnieuw.',
  )
  await portal
    .getByRole('button', { name: /Sluiten|Annuleren/ })
    .first()
    .click()
})
