import {
  callSimulator,
  expect,
  expectAccessibleInBothSchemes,
  openDialog,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
} from './support/fixtures'

/**
 * Settings › ATS against the real main services and the demo sandbox: a manager creates a mapping from the
 * ATS's field catalogue (searched), then replaces another one: the first try fails at the ATS after the
 * old one was deleted, so it is put back and the manager is told; the second try takes its place. The dry
 * run shows what the mappings would write for a Try-it conversation; a flow holds the new fixed-value mapping.
 */
test.use({ actionTimeout: 30_000 })

test('a manager creates an ATS field mapping and replaces one, the old one restored when the create fails', async ({
  portal: page,
  harness,
}) => {
  await signIn(page, harness, 'manager@demo.nl')
  // A candidate's conversation for the dry run: the chauffeur vacancy answered up to the e-mail address.
  const tryIt = async (variables: Record<string, unknown>) => {
    const result = await harness.portal.dispatcher.dispatch('api:graphql', {
      service: 'chatbot',
      document: `mutation ($s: ID, $o: ID, $t: String) {
        tryItMessage(sessionId: $s, languageTag: "nl-NL", optionId: $o, text: $t) { sessionId }
      }`,
      variables,
    })
    if (!result.ok) throw new Error(result.error.message)
    return (result.value as { tryItMessage: { sessionId: string } }).tryItMessage.sessionId
  }
  const s = await tryIt({})
  for (const answer of [
    { o: 'op-0001' },
    { t: 'ok' },
    { o: 'op-0023' },
    { o: 'op-002j' },
    { o: 'op-002s' },
    { t: 'Jan de Vries' },
    { t: '0612345678' },
    { t: 'jan@example.nl' },
  ])
    await tryIt({ s, ...answer })
  await openRoute(page, harness, '/settings/ats')
  const table = page.getByTestId('ats-table')
  await expect(table.getByTestId('ats-row-candidate.notes')).toBeVisible()
  await saveScreenshot(page, 'settings-ats-list-nl')

  // Create: the postcode field, found by searching the catalogue, written from the variable with a prepend.
  await page.getByTestId('ats-new').click()
  const form = page.getByTestId('ats-mapping-form')
  await form.getByTestId('ats-field-search').fill('postcode')
  await form.getByTestId('ats-field-candidate.address.postcode').click()
  await expect(form.getByTestId('ats-field-selected')).toContainText('candidate.address.postcode')
  // Nothing to write yet: the rule message, nothing sent.
  await form.getByTestId('ats-mapping-submit').click()
  await expect(form.getByText('Vul de verplichte veld(en) in')).toBeVisible()
  await form.getByTestId('ats-scalar').fill('postcode')
  await form.getByLabel('Tekst ervoor').fill('PC')
  await expect(form.getByTestId('ats-separator')).toHaveValue(' ')
  await saveScreenshot(page, 'settings-ats-new-nl')
  await form.getByTestId('ats-mapping-submit').dblclick()
  await expect(page.getByTestId('ats-notice')).toContainText('Koppeling voor Postcode gemaakt.')
  await expect(table.getByTestId('ats-row-candidate.address.postcode')).toHaveCount(1)
  await expect(table.getByTestId('ats-row-candidate.address.postcode').getByTestId('ats-writes')).toHaveText(
    'PC {postcode}',
  )

  // The dry run of the conversation: what each mapping of its flows would write, and the required fields
  // nothing fills (no mapping writes the first name from this flow's answers).
  const dryRun = page.getByTestId('ats-dry-run')
  await expect(dryRun.getByTestId('ats-dry-run-conversation')).toHaveValue(/Uitproberen · .* · 6 antwoorden/)
  await expect(
    dryRun.getByTestId('ats-dry-run-row-candidate.email').getByTestId('ats-dry-run-written'),
  ).toHaveText('jan@example.nl')
  await expect(dryRun.getByTestId('ats-dry-run-missing')).toContainText('Voornaam')
  await saveScreenshot(page, 'settings-ats-dry-run-nl')

  // The answer-options mapping's ATS options, edited in its drawer: a value twice is refused, a new one added.
  await table.getByTestId('ats-row-candidate.availability').getByTestId('ats-row-actions').click()
  await page.getByTestId('ats-edit').click()
  const options = page.getByTestId('ats-options-section')
  await options.getByTestId('ats-option-new-value').fill('zondag')
  await options.getByLabel('Leesbare naam', { exact: true }).fill('Alleen zondag')
  await options.getByTestId('ats-option-add').click()
  await expect(options.getByTestId('ats-option-zondag')).toBeVisible()
  await options.getByTestId('ats-option-new-value').fill('ZONDAG')
  await options.getByTestId('ats-option-add').click()
  await expect(options.getByTestId('ats-options-error')).toContainText('Deze ATS-optie bestaat al.')
  await saveScreenshot(page, 'settings-ats-options-nl')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('ats-mapping-drawer')).toHaveCount(0)

  // Replace the note mapping by the source field; the ATS refuses the first create.
  const replaceNote = async () => {
    await table.getByTestId('ats-row-candidate.notes').getByTestId('ats-row-actions').click()
    await page.getByTestId('ats-replace').click()
    const dialog = page.getByTestId('ats-mapping-form')
    await expect(dialog.getByTestId('ats-impact-automations')).toContainText('1 automatisering')
    await dialog.getByTestId('ats-field-search').fill('bron')
    await dialog.getByTestId('ats-field-candidate.source').click()
    await dialog.getByTestId('ats-type').click()
    await page.getByRole('option', { name: 'Vaste waarde', exact: true }).click()
    await dialog.getByTestId('ats-value').fill('Chatbot')
    return dialog
  }
  const first = await replaceNote()
  await saveScreenshot(page, 'settings-ats-replace-nl')
  await expectAccessibleInBothSchemes(page, 'ATS mapping replace modal', openDialog)
  const fault = await callSimulator(harness, 'ats/fail-next-mapping-create', {
    project_id: 'talentbrug-werving',
  })
  expect(fault.status).toBe(200)
  await first.getByTestId('ats-mapping-submit').click()
  await expect(page.getByTestId('ats-notice')).toContainText('De oude koppeling is teruggezet')
  await expect(table.getByTestId('ats-row-candidate.notes')).toHaveCount(1)

  const second = await replaceNote()
  await second.getByTestId('ats-mapping-submit').click()
  await expect(page.getByTestId('ats-notice')).toContainText('Koppeling vervangen')
  await expect(table.getByTestId('ats-row-candidate.notes')).toHaveCount(0)

  await switchLanguage(page, 'en-US')
  await expect(page.getByRole('heading', { name: 'ATS field mappings' })).toBeVisible()
  await saveScreenshot(page, 'settings-ats-list-en')
  await expectAccessibleInBothSchemes(page, 'ATS settings')
  await page.emulateMedia({ colorScheme: 'dark' })
  await saveScreenshot(page, 'settings-ats-list-en-dark')

  // The flow page: the flow holds the new fixed-value mapping (Flow.fixedAtsFieldMappings), saved at once.
  await openRoute(page, harness, '/builder/fl-werving-chauffeur')
  await page.getByTestId('fixed-ats-mappings-select').click()
  await page.getByRole('option', { name: 'Source: Chatbot' }).click()
  await expect
    .poll(async () => {
      const result = await harness.portal.dispatcher.dispatch('api:graphql', {
        service: 'chatbot',
        document: `{ stateMachine(id: "fl-werving-chauffeur") { fixedAtsFieldMappings } }`,
        variables: {},
      })
      return result.ok ? (result.value as { stateMachine: { fixedAtsFieldMappings: string[] } }) : null
    })
    .toMatchObject({ stateMachine: { fixedAtsFieldMappings: [expect.any(String)] } })
  await saveScreenshot(page, 'builder-flow-fixed-ats-en-dark')
})
