import type { Page } from '@playwright/test'
import type { Harness } from '../harness/host'
import {
  expect,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
  expectStateAccessible,
} from './support/fixtures'

/**
 * The validator: "Try it" walks the driver vacancy to the Smart Inbox handover (the
 * conversation is then in the inbox), the chat is saved as a validator test in one click, a change made in
 * the Builder's answer drawer (the licence answer CE now ends the conversation) makes the test fail at that
 * step with expected and actual, and once fixed there it passes again, with the system tests. The run shows
 * in progress, then finished, then the results. Screens in both languages.
 */

async function api<T>(
  harness: Harness,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = await harness.portal.dispatcher.dispatch('api:graphql', {
    service: 'chatbot',
    document,
    variables,
  })
  if (!result.ok) throw new Error(result.error.message)
  return result.value as T
}

interface Option {
  id: string
  name: string
  routingInstruction: string | null
}
const licenceState = 'st-werving-ch-rijbewijs'

async function licenceOption(harness: Harness): Promise<Option> {
  const { state } = await api<{ state: { options: Option[] } }>(
    harness,
    'query($id: ID!) { state(id: $id) { options { id name routingInstruction } } }',
    { id: licenceState },
  )
  const option = state.options.find((o) => o.name === 'CE')
  expect(option, 'the seeded licence question has the answer CE').toBeTruthy()
  return option as Option
}

/** The licence question's drawer in the Builder: the answer CE gets `destination`, saved after the debounce. */
async function routeInBuilder(page: Page, harness: Harness, flowRoute: string, destination: string) {
  await openRoute(page, harness, `${flowRoute}?state=${licenceState}`)
  // The answer's row in the state drawer: the question list behind it shows the same answers as badges.
  await page.getByTestId('state-drawer').locator('[data-option-name="CE"]').first().click()
  const drawer = page.getByTestId('option-drawer')
  await drawer.getByTestId('option-destination').click()
  await page.getByRole('option', { name: destination }).first().click()
  await expect(page.getByTestId('option-save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 10_000,
  })
  await drawer.getByTestId('option-close').click()
}

async function openValidator(page: Page, harness: Harness) {
  await openRoute(page, harness, '/validator')
  await expect(page.getByRole('heading', { level: 1, name: 'Validator' })).toBeVisible({ timeout: 20_000 })
}

test('Validator: a Try-it chat to the handover becomes a test that fails when the flow breaks and passes when fixed', async ({
  portal,
  harness,
}) => {
  test.setTimeout(180_000)
  await portal.setViewportSize({ width: 1280, height: 800 })
  await signIn(portal, harness, 'manager@demo.nl')

  // No tests yet: the designed empty state, the system tests below it; the entry in the navigation.
  await portal.getByRole('link', { name: 'Validator' }).click()
  // Off the navigation: a hovered entry is not what is checked.
  await portal.mouse.move(700, 8)
  await expect(portal.getByTestId('tests-empty')).toBeVisible({ timeout: 20_000 })
  await expect(portal.getByTestId('system-tests')).toContainText('De startflow begroet de kandidaat')
  await saveScreenshot(portal, 'validator-empty-nl-NL')

  // Try it: the driver vacancy by its buttons to "Weet ik niet" at Code 95, which hands over.
  await openRoute(portal, harness, '/nlp')
  await portal.getByTestId('tab-try').click()
  await portal.getByTestId('try-it-start').click()
  await portal.getByTestId('try-it-buttons').getByRole('button', { name: 'Chauffeur C/CE' }).click()
  await expect(portal.getByText('Status: Vacature Chauffeur C/CE', { exact: false }).first()).toBeVisible()
  await portal.getByTestId('try-it-input').fill('Klinkt goed')
  await portal.getByTestId('try-it-input').press('Enter')
  await portal.getByTestId('try-it-buttons').getByRole('button', { name: 'Rijbewijs CE' }).click()
  await portal.getByTestId('try-it-buttons').getByRole('button', { name: 'Weet ik niet' }).click()
  await expect(portal.getByTestId('try-it-handed-over')).toBeVisible()

  // Saved as a test in one click; a second click has nothing more to save.
  await portal.getByTestId('try-it-save-test').click()
  await expect(portal.getByTestId('try-it-saved')).toBeVisible()
  await expect(portal.getByTestId('try-it-save-test')).toBeDisabled()
  await saveScreenshot(portal, 'validator-try-it-saved-nl-NL')

  // "Open in the Builder" under an answer lands on that state: its flow with the state's drawer open.
  await portal
    .getByTestId('try-it-bot')
    .filter({ hasText: 'Heb je een geldige code 95' })
    .getByTestId('try-it-open-builder')
    .click()
  await expect(portal).toHaveURL(/#\/builder\/[^?]+\?state=st-werving-ch-code95/)
  const flowRoute = new URL(portal.url()).hash.slice(1).split('?')[0]!
  await expect(
    portal.getByRole('dialog').filter({ hasText: 'Code 95 en bestuurderskaart' }).first(),
  ).toBeVisible({ timeout: 20_000 })
  await saveScreenshot(portal, 'validator-try-it-opens-state-nl-NL')
  await portal.keyboard.press('Escape')

  // The handed-over chat is in the Smart Inbox.
  await portal.getByRole('link', { name: 'Smart Inbox' }).click()
  // It opens on "Gesprekken"; the try-it conversation is looked up in the message table.
  await portal.getByTestId('inbox-view').getByText('Berichten', { exact: true }).click()
  await expect(portal.getByRole('row', { name: /Gesprek try-it-\w+ openen/ }).first()).toBeVisible({
    timeout: 20_000,
  })

  await openValidator(portal, harness)
  const row = portal.getByTestId('test-row')
  await expect(row).toHaveCount(1)
  await expect(row.getByTestId('result-badge')).toHaveCount(0)

  // Break the flow in the Builder: the answer CE to the licence question now ends the conversation.
  const option = await licenceOption(harness)
  expect(option.routingInstruction, 'CE goes on to the next question').toBe('DEFAULT_NEXT')
  await routeInBuilder(portal, harness, flowRoute, 'Gesprek stoppen (context bewaren)')
  expect((await licenceOption(harness)).routingInstruction).toBe('STOP')
  await openValidator(portal, harness)
  await row.getByTestId('run-test').click()
  await expect(portal.getByTestId('run-progress')).toBeVisible()
  await expect(portal).toHaveURL(/#\/validator\/runs\//, { timeout: 20_000 })
  const failed = portal.getByTestId('result-card')
  await expect(failed).toHaveAttribute('data-passed', 'false')
  await expect(failed.getByTestId('diverged-at')).toHaveText(
    'Het gesprek week af bij stap 3: “Rijbewijs CE”.',
  )
  const outcome = failed.locator('[data-field="OUTCOME"]')
  await expect(outcome).toContainText('Wacht op een antwoord')
  await expect(outcome).toContainText('Beëindigt het gesprek')
  await saveScreenshot(portal, 'validator-results-failed-nl-NL')
  await expectStateAccessible(portal, 'validator results')

  // Fixed in the Builder: every test and the system tests pass.
  await routeInBuilder(portal, harness, flowRoute, 'Standaard volgende vraag of fallbackflow')
  expect((await licenceOption(harness)).routingInstruction).toBe('DEFAULT_NEXT')
  await openValidator(portal, harness)
  await expect(row.getByTestId('result-badge')).toHaveText('Mislukt bij stap 3')
  await saveScreenshot(portal, 'validator-tests-nl-NL')
  await portal.getByTestId('run-all').click()
  await expect(portal.getByTestId('run-progress')).toHaveAttribute('data-status', /IN_PROGRESS|FINISHED/)
  await expect(portal.getByTestId('run-progress')).toHaveAttribute('data-status', 'FINISHED', {
    timeout: 20_000,
  })
  await saveScreenshot(portal, 'validator-run-finished-nl-NL')
  await expect(portal).toHaveURL(/#\/validator\/runs\//, { timeout: 20_000 })
  await expect(portal.getByTestId('result-card')).toHaveCount(4)
  await expect(portal.locator('[data-testid="result-card"][data-passed="false"]')).toHaveCount(0)
  await saveScreenshot(portal, 'validator-results-passed-nl-NL')

  // English, a test by hand (the rules), and dark.
  await switchLanguage(portal, 'en-US')
  await openValidator(portal, harness)
  await expect(row.getByTestId('result-badge')).toHaveText('Passed')
  await saveScreenshot(portal, 'validator-tests-en-US')
  await portal.getByTestId('new-test').click()
  await portal.getByTestId('add-step').click()
  await portal.getByTestId('save-test').click()
  await expect(portal.getByText('Give the test a name.')).toBeVisible()
  await expect(portal.getByText('Choose the state the bot waits in.')).toHaveCount(2)
  await expect(portal.getByText('Fill in what the candidate writes.')).toBeVisible()
  await saveScreenshot(portal, 'validator-editor-en-US')
  await expectStateAccessible(portal, 'validator editor')
  await portal.getByTestId('test-name').fill('Greeting only')
  await portal.getByTestId('test-step').nth(1).getByRole('button', { name: 'Remove step 1' }).click()
  await portal.getByTestId('step-state').click()
  await portal.getByRole('option', { name: 'Begroeting' }).first().click()
  await portal.getByTestId('save-test').click()
  await expect(portal.getByTestId('test-editor')).toBeHidden()
  await expect(row).toHaveCount(2)
  await portal.getByTestId('open-last-run').click()
  await expect(portal.getByTestId('result-card')).toHaveCount(4)
  await saveScreenshot(portal, 'validator-results-en-US')
  await portal.setViewportSize({ width: 1920, height: 1080 })
  await portal.emulateMedia({ colorScheme: 'dark' })
  await saveScreenshot(portal, 'validator-results-dark-en-US-1920')
})
