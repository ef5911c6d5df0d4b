import type { Page } from '@playwright/test'
import type { Harness } from '../harness/host'
import {
  callSimulator,
  expect,
  expectAccessible,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
  openDialog,
} from './support/fixtures'

/**
 * The builder as a manager: create the flow "Vacature Chauffeur", add a question from a template
 * and a blank one, a state with a text in nl-NL and en-US (the linter flags the missing en-US text until it
 * is added), two answers routed to that state and to the Smart Inbox handover, reorder the questions (saved
 * after 2 s), edit an answer and close the window at once: reopened, the edit is there. A refusal of the
 * sandbox (its fault injection) shows the spec's message. Screenshots in both languages, one dark.
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

async function pick(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click()
  await page.getByRole('option', { name: option }).first().click()
}

async function openFlows(page: Page, harness: Harness): Promise<void> {
  await openRoute(page, harness, '/builder')
  await expect(page.getByTestId('flows-table')).toBeVisible({ timeout: 20_000 })
}

test.describe('builder', () => {
  test.setTimeout(240_000)

  test('a manager builds "Vacature Chauffeur" and nothing is lost when the window closes (nl-NL)', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    await portal.getByRole('link', { name: 'Builder' }).click()
    await expect(portal.getByTestId('flows-table')).toBeVisible({ timeout: 20_000 })
    // The seeded flows of Talentbrug Werving, the booking flow "Kennismaking inplannen" among them.
    await expect(portal.getByTestId('flow-row')).toHaveCount(12)
    // Off the navigation: a hovered entry is not what the check is about.
    await portal.mouse.move(700, 8)
    await saveScreenshot(portal, 'builder-flows-nl-light')

    // Search and kind live in the URL.
    await portal.getByTestId('flow-search').fill('vacature')
    await expect(portal.getByTestId('flow-row')).toHaveCount(4)
    await expect(portal).toHaveURL(/q=vacature/)
    await portal.getByTestId('flow-search').fill('')

    // Create the flow.
    await portal.getByTestId('flow-add').click()
    await portal.getByTestId('flow-name').fill('Vacature Chauffeur')
    await portal.getByTestId('flow-create').dblclick()
    await expect(portal.getByTestId('flow-add-modal')).toBeHidden()
    const created = await api<{ allStateMachines: { name: string }[] }>(
      harness,
      'query { allStateMachines(search: "Vacature Chauffeur") { name } }',
    )
    // A double click creates it once.
    expect(created.allStateMachines.filter((f) => f.name === 'Vacature Chauffeur')).toHaveLength(1)
    await portal.getByRole('link', { name: 'Vacature Chauffeur', exact: true }).click()
    await expect(portal.getByTestId('flow-title')).toHaveText('Vacature Chauffeur')
    await expect(portal.getByTestId('flow-empty')).toBeVisible()

    // A question from a template, then a blank one.
    await portal.getByTestId('question-add').click()
    await pick(portal, 'question-template', /^Sollicitatie/)
    await portal.getByTestId('question-add-submit').click()
    await expect(portal.getByTestId('question')).toHaveCount(1)
    await expect(portal.getByTestId('question').first()).toContainText('3 stappen')
    // A blank question comes with its first state, whose drawer opens to write its message.
    await portal.getByTestId('question-add').click()
    await portal.getByTestId('question-name-input').fill('Rijbewijs')
    await portal.getByTestId('question-first-state').fill('Welk rijbewijs')
    await portal.getByTestId('question-add-submit').click()
    await expect(portal.getByTestId('question')).toHaveCount(2)
    const drawer = portal.getByTestId('state-drawer')
    await expect(drawer.getByText('Stap: Welk rijbewijs')).toBeVisible()

    // A text in nl-NL; the linter wants the en-US text too.
    const rijbewijs = portal.locator('[data-question-name="Rijbewijs"]')
    await expect(rijbewijs.getByTestId('state-row')).toHaveAttribute('data-state-name', 'Welk rijbewijs')
    const dutch = drawer.locator('[data-language="nl-NL"]')
    await dutch.getByTestId('variation-text').fill('Welk rijbewijs heb je?')
    await dutch.getByTestId('variation-add').click()
    await expect(dutch.getByTestId('variation')).toHaveText('Welk rijbewijs heb je?')
    await expect(portal.getByTestId('problems')).toContainText('Welk rijbewijs: geen bericht in het Engels.')
    const english = drawer.locator('[data-language="en-US"]')
    await english.getByTestId('variation-text').fill('Which driving licence do you have?')
    await english.getByTestId('variation-add').click()
    await expect(english.getByTestId('variation')).toHaveText('Which driving licence do you have?')
    await expect(portal.getByTestId('problems')).not.toContainText('Welk rijbewijs: geen bericht')
    await saveScreenshot(portal, 'builder-state-drawer-nl-light')

    // The response drawer: an image with a tag and a link (placeholder, isDocument) in nl-NL; one deleted.
    await drawer.getByTestId('variations-open').first().click()
    const responses = portal.getByTestId('response-drawer')
    const dutchResponses = responses.locator('[data-testid="language-responses"][data-language="nl-NL"]')
    await expect(dutchResponses.getByTestId('response')).toHaveCount(1)
    await responses.getByText('Afbeelding', { exact: true }).click()
    await responses.getByTestId('response-url').fill('https://werk.nl/chauffeur.jpg')
    await responses.getByTestId('response-caption').fill('Onze vrachtwagens')
    await pick(portal, 'response-new-tags', 'Informeel')
    // Into another field: the tag list closes (Escape would close the drawer too).
    await responses.getByTestId('response-caption').click()
    await responses.getByTestId('response-add').click()
    await expect(dutchResponses.getByTestId('response')).toHaveCount(2)
    await expect(dutchResponses.locator('[data-type="IMAGE"]')).toContainText('Informeel')
    await responses.getByText('Link', { exact: true }).click()
    await responses.getByTestId('response-placeholder').fill('Bekijk de vacature')
    // A link that is not a web address is refused before it is sent.
    await responses.getByTestId('response-link').fill('werk.nl')
    await responses.getByTestId('response-add').click()
    await expect(responses.getByText('Vul een geldig webadres in (https://…).')).toBeVisible()
    await responses.getByTestId('response-link').fill('https://werk.nl/vacatures/{vacancy_id}')
    await responses.getByTestId('response-is-document').click()
    await responses.getByTestId('response-add').click()
    await expect(dutchResponses.getByTestId('response')).toHaveCount(3)
    await expect(dutchResponses.locator('[data-type="LINK"]')).toContainText('Bekijk de vacature')
    await portal.mouse.move(700, 8)
    await saveScreenshot(portal, 'builder-response-drawer-nl-light')
    await dutchResponses.locator('[data-type="IMAGE"]').getByTestId('response-delete').click()
    await expect(dutchResponses.getByTestId('response')).toHaveCount(2)
    await responses.getByRole('button', { name: 'Sluiten' }).first().click()
    await expect(responses.getByTestId('response-add')).toBeHidden()

    // The action drawer: the message's name and its variations per language.
    await drawer.getByTestId('action-open').first().click()
    const actionDrawer = portal.getByTestId('action-drawer')
    await expect(
      actionDrawer.locator('[data-testid="action-variation-count"][data-language="nl-NL"]'),
    ).toHaveText('Nederlands: 2 varianten')
    await saveScreenshot(portal, 'builder-action-drawer-nl-light')
    await actionDrawer.getByTestId('action-close').click()
    await expect(actionDrawer.getByTestId('action-close')).toBeHidden()

    // Undo: a change of the state is saved, and undone.
    const undo = drawer.getByTestId('state-undo')
    await expect(undo).toBeDisabled()
    await drawer.getByRole('switch', { name: 'Concept' }).click()
    await expect(undo).toHaveAttribute('data-count', '1')
    await undo.click()
    await expect(undo).toHaveAttribute('data-count', '0')
    await expect(drawer.getByRole('switch', { name: 'Concept' })).not.toBeChecked()

    // An action (processor) on the state, opened in the processor drawer.
    await pick(portal, 'processor-add', 'Kandidaat aanmaken in OTYS')
    await expect(drawer.getByTestId('state-processor')).toHaveCount(1)
    await drawer.getByTestId('processor-open').click()
    const processorDrawer = portal.getByTestId('processor-drawer')
    await expect(processorDrawer.getByTestId('processor-name')).toHaveValue('Kandidaat aanmaken in OTYS')
    await saveScreenshot(portal, 'builder-processor-drawer-nl-light')
    await processorDrawer.getByRole('button', { name: 'Sluiten' }).first().click()
    await expect(processorDrawer.getByTestId('processor-name')).toBeHidden()

    // Two answers: to that state, and to the Smart Inbox handover.
    await drawer.getByTestId('option-add').click()
    let option = portal.getByTestId('option-drawer')
    await expect(option.getByTestId('option-name')).toHaveValue('new option')
    await option.getByTestId('option-name').fill('Opnieuw')
    await pick(portal, 'option-destination', 'Een bepaalde stap')
    await pick(portal, 'option-target-state', 'Rijbewijs › Welk rijbewijs')
    // Its description title in Dutch: saved when the drawer closes at the latest.
    await option.getByTestId('translation-OPTION_DESCRIPTION_TITLE').first().fill('Nog een keer')
    await saveScreenshot(portal, 'builder-option-drawer-nl-light')
    await option.getByTestId('option-close').click()
    await drawer.getByTestId('option-add').click()
    option = portal.getByTestId('option-drawer')
    await option.getByTestId('option-name').fill('Recruiter')
    await pick(portal, 'option-destination', 'Overdracht aan de Smart Inbox')
    await option.getByTestId('option-close').click()
    await expect(drawer.getByTestId('option-row')).toHaveCount(2)
    const state = await api<{ stateMachine: { stateGroups: { states: { id: string; name: string }[] }[] } }>(
      harness,
      `query($id: ID!) { stateMachine(id: $id) { stateGroups { states { id name } } } }`,
      { id: portal.url().split('/builder/')[1] },
    )
    const stateId = state.stateMachine.stateGroups
      .flatMap((g) => g.states)
      .find((s) => s.name === 'Welk rijbewijs')!.id
    const options = async () =>
      (
        await api<{
          state: { options: { name: string; routingInstruction: string; nextState: string | null }[] }
        }>(harness, `query($id: ID!) { state(id: $id) { options { name routingInstruction nextState } } }`, {
          id: stateId,
        })
      ).state.options
    // The last answer's drawer saved its edit as it closed: the save may still be on its way.
    await expect.poll(options).toEqual([
      { name: 'Opnieuw', routingInstruction: 'STATE', nextState: stateId },
      { name: 'Recruiter', routingInstruction: 'SMART_INBOX', nextState: null },
    ])
    await expect
      .poll(
        async () =>
          (
            await api<{
              state: {
                options: { name: string; descriptionTitle: { languageTag: string; content: string }[] }[]
              }
            }>(
              harness,
              `query($id: ID!) { state(id: $id) { options { name descriptionTitle { languageTag content } } } }`,
              {
                id: stateId,
              },
            )
          ).state.options.find((o) => o.name === 'Opnieuw')?.descriptionTitle,
      )
      .toEqual([{ languageTag: 'nl-NL', content: 'Nog een keer' }])
    // Answers move; their order is saved after the debounce.
    await drawer.getByTestId('option-down').first().click()
    await expect(drawer.getByTestId('option-row').first()).toHaveAttribute('data-option-name', 'Recruiter')
    await expect(drawer.getByTestId('option-order-status')).toHaveAttribute('data-status', 'saved', {
      timeout: 10_000,
    })
    expect((await options()).map((o) => o.name)).toEqual(['Recruiter', 'Opnieuw'])
    // Sorting from the keyboard: Space picks the answer up, the arrow moves it, Space drops it, each step
    // said to a screen reader.
    await drawer.getByTestId('option-drag').last().focus()
    await portal.keyboard.press('Space')
    await expect(portal.getByText('Opnieuw opgepakt, positie 2 van 2.')).toBeAttached()
    await keyboardSensorListening(portal)
    await expect(drawer.getByTestId('option-row').last()).toHaveAttribute('data-option-name', 'Opnieuw')
    await portal.keyboard.press('ArrowUp')
    await expect(portal.getByText('Opnieuw staat nu op positie 1 van 2.')).toBeAttached()
    await portal.keyboard.press('Space')
    await expect(portal.getByText('Opnieuw neergezet op positie 1 van 2.')).toBeAttached()
    await expect(drawer.getByTestId('option-order-status')).toHaveAttribute('data-status', 'pending')
    await expect(drawer.getByTestId('option-order-status')).toHaveAttribute('data-status', 'saved', {
      timeout: 10_000,
    })
    await expect.poll(async () => (await options()).map((o) => o.name)).toEqual(['Opnieuw', 'Recruiter'])
    await drawer.getByRole('button', { name: 'Sluiten' }).first().click()

    // The question list shows the state's first message and where each answer goes.
    const row = rijbewijs.getByTestId('state-row')
    await expect(row.getByTestId('state-message')).toHaveText('Welk rijbewijs heb je?')
    await expect(row.getByTestId('state-answer')).toHaveText([
      'Opnieuw → Welk rijbewijs',
      'Recruiter → Overdracht aan de Smart Inbox',
    ])

    // Reorder from the keyboard: Rijbewijs first, said to a screen reader, saved after the debounce.
    await rijbewijs.getByTestId('question-drag').focus()
    await portal.keyboard.press('Space')
    await expect(portal.getByText('Rijbewijs opgepakt, positie 2 van 2.')).toBeAttached()
    await keyboardSensorListening(portal)
    await portal.keyboard.press('ArrowUp')
    await expect(portal.getByText('Rijbewijs staat nu op positie 1 van 2.')).toBeAttached()
    await portal.keyboard.press('Space')
    await expect(portal.getByText('Rijbewijs neergezet op positie 1 van 2.')).toBeAttached()
    await expect(portal.getByTestId('question-order-status')).toHaveAttribute('data-status', 'pending')
    await expect(portal.getByTestId('question-order-status')).toHaveAttribute('data-status', 'saved', {
      timeout: 10_000,
    })
    await expect(portal.getByTestId('question-name').first()).toHaveText('1. Rijbewijs')
    await saveScreenshot(portal, 'builder-flow-nl-light')
    // The flow's dialogs at 1280 in Dutch and light.
    await portal.getByTestId('flow-more').click()
    await portal.getByTestId('flow-edit').click()
    await expect(portal.getByTestId('flow-edit-name')).toHaveValue('Vacature Chauffeur')
    await saveScreenshot(portal, 'builder-flow-edit-nl-light')
    await portal.keyboard.press('Escape')
    await portal.getByTestId('question-clone').first().click()
    await expect(portal.getByTestId('question-clone-modal')).toBeVisible()
    await saveScreenshot(portal, 'builder-question-clone-nl-light')
    await portal.keyboard.press('Escape')
    await portal.getByTestId('flow-more').click()
    await portal.getByTestId('tags-open').click()
    await expect(portal.getByTestId('tags-modal').getByTestId('tag').first()).toBeVisible({ timeout: 20_000 })
    await saveScreenshot(portal, 'builder-tags-nl-light')
    await portal.keyboard.press('Escape')
    await expect(portal.getByTestId('tags-modal')).toBeHidden()

    // Edit an answer and close the window at once: the edit is saved first.
    await rijbewijs.getByTestId('state-link').click()
    await drawer.locator('[data-option-name="Recruiter"]').click()
    await portal.getByTestId('option-drawer').getByTestId('option-name').fill('Recruiter spreken')
    await expect(portal.getByTestId('option-save-status')).toHaveAttribute('data-status', 'pending')
    expect(await harness.requestClose('close')).toBe('flushed')
    expect((await options()).map((o) => o.name)).toEqual(['Opnieuw', 'Recruiter spreken'])
    const flowUrl = portal.url()
    await portal.goto('about:blank')
    await portal.goto(flowUrl)
    await portal.locator('[data-question-name="Rijbewijs"]').getByTestId('state-link').click()
    await expect(
      portal.getByTestId('state-drawer').locator('[data-option-name="Recruiter spreken"]'),
    ).toBeVisible({
      timeout: 20_000,
    })

    // Deleting the state shows its impact first: the action that runs on it.
    await portal.getByTestId('state-drawer').getByTestId('state-delete').click()
    await expect(portal.getByTestId('state-delete-impact')).toContainText(
      "Gebruikt door 1 actie: 'Kandidaat aanmaken in OTYS'.",
    )
    await saveScreenshot(portal, 'builder-delete-state-impact-nl-light')
    await portal.getByTestId('state-delete-confirm').click()
    await expect(portal.getByTestId('state-drawer')).toBeHidden()
    await expect(portal.locator('[data-question-name="Rijbewijs"]').getByTestId('state-link')).toHaveCount(0)
  })

  test('deleting a flow names the automations that run it, each a link to the automation (nl-NL)', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    await openFlows(portal, harness)
    await portal.getByRole('button', { name: 'Meer acties voor Vacature-alert' }).click()
    await portal.getByRole('menuitem', { name: 'Verwijderen' }).click()
    const impact = portal.getByTestId('flow-delete-impact')
    await expect(impact.locator('[data-impact="automations"]')).toContainText(
      'Gestart door 3 automatiseringen: Automatch Logistiek Utrecht, Kandidaat zoekt vacature, Vacature-alert Magazijn.',
    )
    await portal.mouse.move(700, 8)
    await saveScreenshot(portal, 'builder-delete-flow-impact-nl-light')
    await expectAccessible(portal, 'builder flow delete impact (nl-NL)', openDialog)
    await portal.getByRole('link', { name: 'Automatisering Vacature-alert Magazijn openen' }).click()
    await expect(portal).toHaveURL(/\/automations\/cmp-vacature-magazijn/)
  })

  test('a refusal shows the spec message; English and dark', async ({ portal, harness }) => {
    await signIn(portal, harness)
    await portal.setViewportSize({ width: 1920, height: 1080 })
    await switchLanguage(portal, 'en-US')
    await harness.portal.dispatcher.dispatch('prefs:set', { colorScheme: 'dark' })
    await openFlows(portal, harness)
    await expect(portal.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await saveScreenshot(portal, 'builder-flows-en-dark')

    expect((await callSimulator(harness, 'builder-fault', { operation: 'addStateMachine' })).status).toBe(200)
    await portal.getByTestId('flow-add').click()
    await portal.getByTestId('flow-name').fill('Vacature Chauffeur')
    await portal.getByTestId('flow-create').click()
    await expect(portal.getByTestId('flow-add-error')).toHaveText('Could not add flow')
    await saveScreenshot(portal, 'builder-add-flow-refused-en-dark')
    // The fault was for one call: the next one goes through.
    await portal.getByTestId('flow-create').click()
    await expect(portal.getByTestId('flow-add-modal')).toBeHidden()

    // Deleting a flow shows what routes into it first.
    await portal.getByRole('button', { name: 'More actions for Vacature Chauffeur C/CE' }).click()
    await portal.getByRole('menuitem', { name: 'Delete' }).click()
    await expect(portal.getByTestId('flow-delete-impact')).toContainText(
      '1 answer in another flow goes to this flow',
    )
    await portal.getByRole('button', { name: 'Cancel' }).click()
    await portal.getByRole('button', { name: 'More actions for Vacature-alert' }).click()
    await portal.getByRole('menuitem', { name: 'Delete' }).click()
    await expect(
      portal.getByTestId('flow-delete-impact').locator('[data-impact="automations"]'),
    ).toContainText('Started by 3 automations:')
    await portal.mouse.move(700, 8)
    await saveScreenshot(portal, 'builder-delete-flow-impact-en-dark')
    await expectAccessible(portal, 'builder flow delete impact (en-US, dark)', openDialog)
    await portal.getByRole('button', { name: 'Cancel' }).click()

    await portal.getByRole('link', { name: 'Vacature Chauffeur C/CE' }).click()
    await expect(portal.getByTestId('question')).toHaveCount(6, { timeout: 20_000 })
    await saveScreenshot(portal, 'builder-flow-en-dark')

    // Variables: one added, a refused one shows the spec's message, one deleted.
    await portal.getByTestId('variables-open').click()
    const variables = portal.getByTestId('variables-modal')
    await variables.getByTestId('variable-name').fill('licence_type')
    await variables.getByTestId('variable-label').fill('Licence type')
    await variables.getByTestId('variable-add').click()
    await expect(variables.locator('[data-name="licence_type"]')).toBeVisible()
    expect((await callSimulator(harness, 'builder-fault', { operation: 'createScalarName' })).status).toBe(
      200,
    )
    await variables.getByTestId('variable-name').fill('start_date_two')
    await variables.getByTestId('variable-label').fill('Start date')
    await variables.getByTestId('variable-add').click()
    await expect(variables.getByTestId('variable-add-error')).toHaveText('Can not create scalar name')
    await saveScreenshot(portal, 'builder-variables-en-dark')
    await variables.locator('[data-name="licence_type"]').getByTestId('variable-delete').click()
    await expect(variables.locator('[data-name="licence_type"]')).toHaveCount(0)
    await portal.keyboard.press('Escape')
    await expect(variables.getByTestId('variable-add')).toBeHidden()

    // The flow's name and description, its blueprint, the chatbot's tags and a question's copy.
    await portal.getByTestId('flow-more').click()
    await portal.getByTestId('flow-edit').click()
    await expect(portal.getByTestId('flow-edit-name')).toHaveValue('Vacature Chauffeur C/CE')
    await saveScreenshot(portal, 'builder-flow-edit-en-dark-1920')
    await portal.keyboard.press('Escape')
    await portal.getByTestId('flow-more').click()
    await portal.getByTestId('flow-blueprint').click()
    await expect(portal.getByTestId('blueprint-json')).toBeVisible({ timeout: 20_000 })
    await saveScreenshot(portal, 'builder-blueprint-en-dark-1920')
    await portal.keyboard.press('Escape')
    await portal.getByTestId('flow-more').click()
    await portal.getByTestId('tags-open').click()
    const tags = portal.getByTestId('tags-modal')
    await expect(tags.getByTestId('tag').first()).toBeVisible({ timeout: 20_000 })
    await tags.getByTestId('tag-content').fill('Short')
    await tags.getByTestId('tag-kind').fill('TONE')
    await tags.getByTestId('tag-add').click()
    await expect(tags.locator('[data-content="Short"]')).toBeVisible()
    await saveScreenshot(portal, 'builder-tags-en-dark-1920')
    await portal.keyboard.press('Escape')
    await expect(tags).toBeHidden()
    await portal.getByTestId('question-clone').first().click()
    await expect(portal.getByTestId('question-clone-modal')).toBeVisible()
    await saveScreenshot(portal, 'builder-question-clone-en-dark-1920')
    await portal.keyboard.press('Escape')

    // Each drawer in English and dark.
    await portal.getByTestId('state-link').first().click()
    const drawer = portal.getByTestId('state-drawer')
    await expect(drawer.getByTestId('state-settings')).toBeVisible({ timeout: 20_000 })
    await expect(drawer.getByTestId('state-tags')).toBeVisible({ timeout: 20_000 })
    await portal.mouse.move(700, 8)
    await saveScreenshot(portal, 'builder-state-drawer-en-dark')
    await drawer.getByTestId('state-tags').scrollIntoViewIfNeeded()
    await saveScreenshot(portal, 'builder-state-tags-en-dark-1920')
    await drawer.getByTestId('variations-open').first().click()
    const responses = portal.getByTestId('response-drawer')
    await expect(responses.getByTestId('response').first()).toBeVisible()
    // A refused variation shows the spec's message.
    expect((await callSimulator(harness, 'builder-fault', { operation: 'addTextVariation' })).status).toBe(
      200,
    )
    await responses.getByTestId('response-text').fill('Hi {first_name}!')
    await responses.getByTestId('response-add').click()
    await expect(responses.getByTestId('response-add-error')).toHaveText("Can't add variation")
    await saveScreenshot(portal, 'builder-response-drawer-en-dark')
    await responses.getByRole('button', { name: 'Close' }).first().click()
    await drawer.getByTestId('action-open').first().click()
    await expect(portal.getByTestId('action-drawer').getByTestId('action-name')).toBeVisible()
    await saveScreenshot(portal, 'builder-action-drawer-en-dark')
    await portal.getByTestId('action-drawer').getByTestId('action-close').click()
    await drawer.getByTestId('option-row').first().click()
    await expect(portal.getByTestId('option-drawer').getByTestId('option-name')).toBeVisible()
    await expect(portal.getByTestId('option-drawer').getByTestId('option-translation').first()).toBeVisible({
      timeout: 20_000,
    })
    await saveScreenshot(portal, 'builder-option-drawer-en-dark')
    await portal.getByTestId('option-drawer').getByTestId('option-close').click()
    await pick(portal, 'processor-add', /./)
    await drawer.getByTestId('processor-open').first().click()
    await expect(portal.getByTestId('processor-drawer').getByTestId('processor-name')).toBeVisible()
    await saveScreenshot(portal, 'builder-processor-drawer-en-dark')
    await portal.getByTestId('processor-drawer').getByRole('button', { name: 'Close' }).first().click()
    await drawer.getByTestId('state-delete').click()
    await expect(portal.getByTestId('state-delete-impact')).toBeVisible()
    await saveScreenshot(portal, 'builder-delete-state-impact-en-dark')
    await portal.getByRole('button', { name: 'Cancel' }).click()
  })

  test('the tree view: a state opens by click or Enter, a dragged state keeps its place (nl-NL and en-US, light and dark, 1280 and 1920)', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    await openFlows(portal, harness)
    await portal.getByRole('link', { name: 'Vacature Chauffeur C/CE', exact: true }).click()
    await expect(portal.getByTestId('question')).toHaveCount(6, { timeout: 20_000 })
    await portal.getByTestId('flow-to-tree').click()
    const tree = portal.getByTestId('flow-tree')
    const states = tree.getByTestId('tree-state')
    await expect(states.first()).toBeVisible({ timeout: 20_000 })
    await portal.mouse.move(700, 8)
    await saveScreenshot(portal, 'builder-tree-nl-light-1280')
    // Questions frame their states.
    await expect(tree.getByTestId('tree-question').first()).toBeVisible()

    // Keyboard: a state is focusable, and Enter opens its drawer.
    const first = tree.locator('.react-flow__node-state').first()
    const firstName = await states.first().getAttribute('data-state-name')
    await first.focus()
    await portal.keyboard.press('Enter')
    const drawer = portal.getByTestId('state-drawer')
    await expect(drawer.getByText(`Stap: ${firstName}`)).toBeVisible({ timeout: 20_000 })
    await saveScreenshot(portal, 'builder-tree-state-drawer-nl-light')
    await portal.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // Drag a state: its place is saved (treeViewPositionX/Y) and it is still there after a reload.
    const box = (await first.boundingBox())!
    await portal.mouse.move(box.x + 40, box.y + 16)
    await portal.mouse.down()
    await portal.mouse.move(box.x + 140, box.y + 96, { steps: 8 })
    await portal.mouse.up()
    const flowId = /builder\/([^/]+)\/tree/.exec(portal.url())![1]!
    const saved = async () =>
      (
        await api<{ flowTree: { states: { name: string; treeViewPositionX: number | null }[] } }>(
          harness,
          `query($id: ID!) { flowTree(stateMachineId: $id) { states { name treeViewPositionX } } }`,
          { id: flowId },
        )
      ).flowTree.states.find((s) => s.name === firstName)?.treeViewPositionX ?? null
    await expect.poll(saved, { timeout: 10_000 }).not.toBeNull()
    const savedX = await saved()
    await portal.reload()
    await expect(states.first()).toBeVisible({ timeout: 20_000 })
    // The state stands where it was let go: its place on the canvas is the saved one.
    await expect(
      tree
        .locator('.react-flow__node-state')
        .filter({ has: portal.locator(`[data-state-name="${firstName}"]`) }),
    ).toHaveAttribute('style', new RegExp(`translate\\(${savedX}px`))

    // A node shows its first message, and where an answer to the default next question goes.
    const ids = (
      await api<{
        flowTree: {
          states: { id: string; name: string; options: { name: string; nextState: string | null }[] }[]
        }
      }>(
        harness,
        `query($id: ID!) { flowTree(stateMachineId: $id) { states { id name options { name nextState } } } }`,
        {
          id: flowId,
        },
      )
    ).flowTree.states
    const welk = ids.find((s) => s.name === 'Welk rijbewijs')!
    const geen = ids.find((s) => s.name === 'Geen rijbewijs')!
    await portal.getByTestId('tree-to-list').click()
    await expect(portal.getByTestId('question')).toHaveCount(6, { timeout: 20_000 })
    await openRoute(portal, harness, `/builder/${flowId}/tree?state=${welk.id}`)
    await expect(drawer.getByText('Stap: Welk rijbewijs')).toBeVisible({ timeout: 20_000 })
    await portal.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    const welkNode = tree.locator('[data-state-name="Welk rijbewijs"]')
    await expect(welkNode.getByTestId('tree-state-message')).toHaveText('Welk rijbewijs heb je?')
    await expect(welkNode.getByTestId('tree-answer').first()).toContainText('C → Volgende vraag: ')

    // Route an answer by dragging its dot onto a state: 'Geen' to its own state. Only 'Geen' led to 'Geen
    // rijbewijs', so the impact check names it first; the route is saved and can be undone.
    const geenHandle = welkNode
      .getByTestId('tree-answer')
      .filter({ hasText: /^Geen/ })
      .locator('.portal-answer-handle')
    const from = (await geenHandle.boundingBox())!
    const to = (await welkNode.boundingBox())!
    await portal.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await portal.mouse.down()
    await portal.mouse.move(to.x + 60, to.y + 20, { steps: 10 })
    await portal.mouse.up()
    const impact = portal.getByTestId('tree-route-impact')
    await expect(impact).toBeVisible()
    await expect(impact.getByTestId('tree-route-impact-states')).toHaveText('Geen rijbewijs')
    await saveScreenshot(portal, 'builder-tree-route-impact-nl-light')
    await impact.getByTestId('tree-route-confirm').dblclick()
    const geenRoute = async () =>
      (
        await api<{ state: { options: { name: string; nextState: string | null }[] } }>(
          harness,
          `query($id: ID!) { state(id: $id) { options { name nextState } } }`,
          { id: welk.id },
        )
      ).state.options.find((o) => o.name === 'Geen')?.nextState
    await expect.poll(geenRoute, { timeout: 10_000 }).toBe(welk.id)
    await expect(portal.getByTestId('tree-routed')).toHaveText(
      /‘Geen’ van ‘Welk rijbewijs’ gaat nu naar ‘Welk rijbewijs’\./,
    )
    await saveScreenshot(portal, 'builder-tree-routed-nl-light')
    await portal.getByTestId('tree-route-undo').dblclick()
    await expect.poll(geenRoute, { timeout: 10_000 }).toBe(geen.id)
    await expect(portal.getByTestId('tree-routed')).toContainText('gaat weer waar het eerst heen ging')

    // English and dark, at 1920 × 1080.
    await switchLanguage(portal, 'en-US')
    await harness.portal.dispatcher.dispatch('prefs:set', { colorScheme: 'dark' })
    await portal.setViewportSize({ width: 1920, height: 1080 })
    await expect(portal.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expect(portal.getByTestId('tree-to-list')).toHaveText('Question list')
    await portal.mouse.move(900, 8)
    await saveScreenshot(portal, 'builder-tree-en-dark-1920')
    await portal.getByTestId('tree-to-list').click()
    await expect(portal.getByTestId('question')).toHaveCount(6, { timeout: 20_000 })
  })

  test('roles without the builder permission never see it nor reach it', async ({ portal, harness }) => {
    await signIn(portal, harness, 'teamlead@demo.nl')
    await expect(portal.getByRole('link', { name: 'Builder' })).toHaveCount(0)
    await openRoute(portal, harness, '/builder')
    await expect(portal).not.toHaveURL(/builder/)
  })
})

/**
 * dnd-kit's keyboard sensor starts listening for arrow keys in a timer it sets when the drag starts, so a
 * key pressed as soon as "picked up" is said can come before it. A timer set now runs after that one.
 */
async function keyboardSensorListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}
