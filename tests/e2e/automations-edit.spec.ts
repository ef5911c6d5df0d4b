import {
  expect,
  expectAccessibleInBothSchemes,
  openDialog,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
} from './support/fixtures'

/**
 * The automation drawers, dark, in Dutch (each drawer scanned in both schemes): the edit drawer's labels to add and remove
 * (a label in both is refused with the rule's text), required data, Escape right after Save closing the
 * settings drawer, the Follow-up tab creating the automation's own follow-up with the broadcast's schedule editor,
 * the send drawer's Schedule tab (a form send checked for a moment later and scheduled, then listed), and
 * an ATS batch action set up for the Smart Inbox batch action automation. Then the edit drawer's ATS field
 * mappings (Dutch light, English dark): a locked one cannot be removed, a picked one is there after saving.
 */

const texts = {
  'nl-NL': {
    nav: 'Automatiseringen',
    edit: /^(Automatisering bewerken)$/,
    mappingSearch: 'woonpl',
    mappingOption: /^Woonplaats · candidate\.address\.city · Variabele$/,
    bothLabels: 'Een label kan niet tegelijk toegevoegd en verwijderd worden.',
    followUp: 'Opvolging',
    followUpCreated: /De opvolging is gemaakt/,
    nextBroadcast: /^Volgende broadcast: \d{2}-\d{2}-\d{2} \d{2}:\d{2}$/,
    send: 'Berichten versturen',
    checkTitle: /Controle vóór inplannen voor/,
    scheduled: /ingepland voor/,
    scheduleTab: 'Inplannen',
    batchTitle: 'ATS-batchacties',
    batchName: 'Beschikbaarheid vragen',
    clientNote: 'Vraagt magazijnmedewerkers naar hun beschikbaarheid.',
    batchBody: 'De kandidaten krijgen een WhatsApp-bericht.',
  },
  'en-US': {
    nav: 'Automations',
    edit: /^(Edit automation)$/,
    mappingSearch: 'city',
    mappingOption: /^City · candidate\.address\.city · Variable$/,
    bothLabels: 'A label cannot be both added and removed.',
    followUp: 'Follow-up',
    followUpCreated: /The follow-up has been created/,
    nextBroadcast: /^Next broadcast: \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
    send: 'Send messages',
    checkTitle: /Check before scheduling for/,
    scheduled: /scheduled for/,
    scheduleTab: 'Schedule',
    batchTitle: 'ATS batch actions',
    batchName: 'Ask for availability',
    clientNote: 'Asks warehouse staff for their availability.',
    batchBody: 'The candidates get a WhatsApp message.',
  },
} as const

// Once, in Dutch: English and the whole screens in the other scheme are the sweep's (sweep.spec.ts); the
// drawers are scanned here in both schemes.
for (const language of ['nl-NL'] as const) {
  const x = texts[language]

  test(`edit drawer fields, follow-up and a scheduled send, dark (${language})`, async ({
    portal,
    harness,
  }) => {
    test.setTimeout(240_000)
    await portal.setViewportSize({ width: 1280, height: 800 })
    await portal.emulateMedia({ colorScheme: 'dark' })
    await signIn(portal, harness)
    await switchLanguage(portal, language)
    await portal.getByRole('link', { name: x.nav }).click()
    await portal.mouse.move(700, 8)
    await expect(portal.getByTestId('automation-row')).toHaveCount(7, { timeout: 20_000 })
    await saveScreenshot(portal, `automations-overview-${language}-dark`)

    await portal.getByTestId('automation-create').click()
    const modal = portal.getByRole('dialog')
    await modal.getByTestId('automation-name').fill('Opvolging chauffeurs')
    await saveScreenshot(portal, `automations-create-${language}-dark`)
    await portal.keyboard.press('Escape')
    await expect(modal).toBeHidden()

    // Edit the seeded flow automation: a label both added and removed is refused.
    await portal.getByRole('link', { name: 'Herinnering gesprek' }).click()
    await portal.getByTestId('automation-edit').click()
    const drawer = portal.getByRole('dialog', { name: x.edit })
    await expect(drawer).toBeVisible()
    // The job-alert template (an active version with parameters) for the send drawer below.
    await drawer.getByTestId('edit-definition').click()
    await portal.getByRole('option', { name: 'Vacature-alert' }).click()
    await drawer.getByTestId('edit-labels-add').click()
    await drawer.getByRole('option').first().click()
    // Tab closes the list (it stays open for more choices), which would cover the next field.
    await portal.keyboard.press('Tab')
    await drawer.getByTestId('edit-labels-remove').click()
    await drawer.getByRole('option').first().click()
    await portal.keyboard.press('Tab')
    await drawer.getByTestId('required-data-add').click()
    await drawer.getByTestId('required-data-name-0').fill('rijbewijs')
    await drawer
      .getByTestId('required-data-label-0')
      .fill(language === 'nl-NL' ? 'Rijbewijs' : 'Driving licence')
    await drawer.getByTestId('automation-edit-drawer-submit').click()
    await expect(drawer.getByText(x.bothLabels)).toBeVisible()
    await drawer.getByTestId('edit-labels-remove').click()
    await portal.keyboard.press('Backspace')
    await portal.keyboard.press('Tab')
    await saveScreenshot(portal, `automations-edit-fields-${language}-dark`)
    await drawer.getByTestId('automation-edit-drawer-submit').click()
    await expect(drawer.getByText(x.bothLabels)).toBeHidden()
    await expect(drawer.getByTestId('automation-edit-drawer-submit')).toBeEnabled({ timeout: 15_000 })
    await expectAccessibleInBothSchemes(portal, `edit drawer (${language})`, openDialog)
    // Escape right after Save closes the settings drawer.
    await portal.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // The saved required data is there on opening again; the Follow-up tab creates the automation's own.
    await portal.getByTestId('automation-edit').click()
    await expect(drawer.getByTestId('required-data-name-0')).toHaveValue('rijbewijs')
    await drawer.getByTestId('edit-tab-followUp').click()
    const followUp = portal.getByRole('dialog', { name: x.followUp })
    await expect(followUp.getByTestId('follow-up-name')).toBeVisible()
    await followUp.getByTestId('schedule-whole-day').click()
    await saveScreenshot(portal, `automations-follow-up-${language}-dark`)
    await followUp.getByTestId('automation-follow-up-drawer-submit').click()
    await expect(portal.getByText(x.followUpCreated)).toBeVisible({ timeout: 15_000 })
    await expect(followUp.getByTestId('follow-up-next')).toBeVisible({ timeout: 15_000 })
    await saveScreenshot(portal, `automations-follow-up-saved-${language}-dark`)
    await followUp.getByRole('button', { name: /^(Sluiten|Close)$/ }).click()
    await expect(followUp).toBeHidden()

    // The send drawer's Schedule tab: a form send for tomorrow, checked at that moment, then scheduled.
    await portal.getByTestId('automation-send').click()
    const send = portal.getByRole('dialog', { name: x.send })
    await send.getByTestId('send-tab-schedule').click()
    // The other tabs stay mounted (hidden): the schedule's own panel holds its CSV or form step.
    const panel = send.getByRole('tabpanel', { name: x.scheduleTab })
    await panel.getByTestId('schedule-send-time').fill('10:30')
    await panel
      .getByTestId('schedule-send-source')
      .getByText(language === 'nl-NL' ? 'Formulier' : 'Form', { exact: true })
      .click()
    await panel.getByTestId('send-form-phone').fill('+31611220009')
    const parameters = panel.locator('input[data-testid^="send-form-"]:not([data-testid="send-form-phone"])')
    for (let i = 0; i < (await parameters.count()); i += 1) await parameters.nth(i).fill(`Waarde ${i + 1}`)
    await panel.getByTestId('send-form-check').click()
    await expect(send.getByTestId('send-preflight')).toBeVisible({ timeout: 15_000 })
    await expect(send.getByText(x.checkTitle)).toBeVisible()
    await expectAccessibleInBothSchemes(portal, `schedule send preflight (${language})`, openDialog)
    await saveScreenshot(portal, `automations-schedule-send-preflight-${language}-dark`)
    await send.getByTestId('preflight-send').click()
    await expect(portal.getByText(x.scheduled)).toBeVisible({ timeout: 15_000 })
    await expect(send).toBeHidden()
    await portal.getByTestId('automation-send').click()
    await send.getByTestId('send-tab-schedule').click()
    await expect(send.getByTestId('scheduled-send')).toHaveCount(1, { timeout: 15_000 })
    await saveScreenshot(portal, `automations-schedule-send-${language}-dark`)
    await portal.keyboard.press('Escape')
    await expect(send).toBeHidden()
    // Not a broadcast, yet it sends on its follow-up's schedule: the next run shows, here and in the list.
    await expect(portal.getByTestId('automation-next-broadcast')).toHaveText(x.nextBroadcast)
    await saveScreenshot(portal, `automations-detail-${language}-dark`)
    await portal.getByRole('link', { name: x.nav }).click()
    await expect(
      portal
        .getByTestId('automation-row')
        .filter({ hasText: 'Herinnering gesprek' })
        .getByTestId('automation-row-next'),
    ).toHaveText(/^\d{2}-\d{2}-\d{2} \d{2}:\d{2}$/, { timeout: 15_000 })

    // The Smart Inbox batch action automation: an ATS batch action set up from its own tab.
    await portal.getByRole('link', { name: x.nav }).click()
    await portal.getByRole('link', { name: 'Beschikbaarheid opvragen' }).click()
    await portal.getByTestId('automation-edit').click()
    await drawer.getByTestId('edit-tab-batchActions').click()
    const batch = portal.getByRole('dialog', { name: x.batchTitle })
    await expect(batch.getByTestId('batch-actions-empty')).toBeVisible({ timeout: 15_000 })
    await batch.getByTestId('batch-name').fill(x.batchName)
    await batch.getByTestId('batch-header').fill(x.batchName)
    await batch.getByTestId('batch-body').fill(x.batchBody)
    await batch.getByTestId('automation-batch-drawer-submit').click()
    await expect(batch.getByTestId('batch-action')).toHaveCount(1, { timeout: 15_000 })
    await expect(batch.getByTestId('batch-name')).toHaveValue('')
    // The enable flag flips at once and stays off once the server said ok.
    const offered = batch.getByTestId('batch-action-enabled')
    await expect(offered).toBeChecked()
    await offered.click({ force: true })
    await expect(offered).not.toBeChecked()
    await expect(offered).toBeEnabled({ timeout: 15_000 })
    await expect(offered).not.toBeChecked()
    await expectAccessibleInBothSchemes(portal, `batch actions (${language})`, openDialog)
    await saveScreenshot(portal, `automations-batch-actions-${language}-dark`)
  })

  const scheme = language === 'nl-NL' ? 'light' : 'dark'
  test(`edit drawer ATS field mappings, ${scheme} (${language})`, async ({ portal, harness }) => {
    test.setTimeout(120_000)
    await portal.setViewportSize({ width: 1280, height: 800 })
    await portal.emulateMedia({ colorScheme: scheme })
    await signIn(portal, harness)
    await switchLanguage(portal, language)
    await portal.getByRole('link', { name: x.nav }).click()
    await portal.getByRole('link', { name: 'Vacature-alert Magazijn' }).click()
    await portal.getByTestId('automation-edit').click()
    const drawer = portal.getByRole('dialog', { name: x.edit })
    const section = drawer.getByTestId('edit-ats-mappings')
    // The seeded automation writes the locked mobile number: it has a lock, not a remove button.
    await expect(section.getByTestId('ats-mapping-locked-afm-werving-telefoonnummer')).toBeVisible({
      timeout: 15_000,
    })
    await expect(section.getByTestId('ats-mapping-remove-afm-werving-telefoonnummer')).toHaveCount(0)
    await section.getByTestId('edit-ats-mapping-add').click()
    await portal.keyboard.type(x.mappingSearch)
    await section.getByRole('option', { name: x.mappingOption }).click()
    await expect(section.getByTestId('ats-mapping-afm-werving-woonplaats')).toBeVisible()
    await expect(section.getByTestId('edit-ats-mapping-add')).toHaveValue('')
    await section.scrollIntoViewIfNeeded()
    await saveScreenshot(portal, `automations-ats-mappings-${language}-${scheme}`)
    // Test numbers and the note for the client are saved with the settings.
    await drawer.getByTestId('edit-whitelist').fill('+31612345678')
    await portal.keyboard.press('Enter')
    await drawer.getByTestId('edit-client-description').fill(x.clientNote)
    await drawer.getByTestId('edit-client-note').scrollIntoViewIfNeeded()
    await saveScreenshot(portal, `automations-client-note-${language}-${scheme}`)
    await drawer.getByTestId('automation-edit-drawer-submit').click()
    await expect(drawer.getByTestId('automation-edit-drawer-submit')).toBeEnabled({ timeout: 15_000 })
    await expectAccessibleInBothSchemes(portal, `ATS field mappings (${language})`, openDialog)
    await portal.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    await portal.getByTestId('automation-edit').click()
    await expect(section.getByTestId('ats-mapping-afm-werving-woonplaats')).toBeVisible({ timeout: 15_000 })
    await expect(section.getByTestId('ats-mapping-locked-afm-werving-telefoonnummer')).toBeVisible()
    await expect(drawer.getByTestId('edit-client-description')).toHaveValue(x.clientNote)
    await expect(drawer.getByTestId('edit-whitelist').locator('..')).toContainText('+31612345678')
  })
}
