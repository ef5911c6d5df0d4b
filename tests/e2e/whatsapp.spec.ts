import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import type { Harness } from '../harness/host'
import {
  callSimulator,
  expect,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
  expectStateAccessible,
} from './support/fixtures'

/**
 * WhatsApp templates and channels against the real main services and the demo sandbox: a
 * template in nl-NL and en-US with two parameters and three quick replies through the four steps, the
 * rules' messages before submit, a failed step with its message, the review per language shown in the
 * matrix after "Sync now", version 2 with its diff and activation, deleting the definition (checked
 * through the API), the batch-action toggle reverting, a 641x640 profile picture refused and a 640x640 one uploaded by main.
 */

const texts = {
  'nl-NL': {
    nav: 'WhatsApp-templates',
    channels: 'WhatsApp-kanalen',
    startsWithVariable: 'Het bericht mag niet met een variabele beginnen.',
    underscore: 'De naam mag geen underscores bevatten.',
    quickReplies: 'Snelle antwoorden',
    addButton: 'Knop toevoegen',
    buttonText: 'Knoptekst',
    next: /^Volgende$/,
    saveAndSubmit: /^Opslaan en indienen$/,
    approved: 'Goedgekeurd',
    rejected: 'Afgekeurd',
    active: 'Actief',
    definitionFailed: 'De definitie kon niet worden aangemaakt.',
    category: 'Afspraak',
    resolution: 'De profielfoto moet precies 640x640 pixels zijn.',
    website: 'Vul een geldige website-URL in die begint met https:// of http://.',
    batchFailed: 'De batchactie kon niet worden gewijzigd; hij is teruggezet.',
    reviewTime: 'De provider beoordeelt elke taal in ongeveer 3 werkdagen',
    atsNothing: 'Er is niets veranderd: elke variabele met een passend ATS-veld was al gekoppeld.',
  },
} as const

const project = 'talentbrug-werving'

async function graphql(harness: Harness, document: string, variables: Record<string, unknown> = {}) {
  return harness.portal.dispatcher.dispatch('api:graphql', { service: 'chatbot', document, variables })
}

async function openTemplates(page: Page, language: keyof typeof texts) {
  await page.getByRole('link', { name: texts[language].nav }).click()
  await page.mouse.move(700, 8)
  await expect(page).toHaveURL(/#\/whatsapp-templates/)
  await expect(page.getByTestId('template-matrix')).toBeVisible({ timeout: 20_000 })
}

/** A real PNG of one colour (the avatar shows it), written to a temporary folder for the open dialog. */
function pngFile(name: string, width: number, height: number): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (data: Buffer) => {
    let c = 0xffffffff
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)])
  for (let x = 0; x < width; x++) row.set([0x12, 0x8c, 0x7e], 1 + x * 3)
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'whatsapp-picture-')), name)
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
  return file
}

// One run, in Dutch: the sweep (a11y-sweep.spec.ts) shows these screens in English and dark.
for (const language of ['nl-NL'] as const) {
  const x = texts[language]

  test(`a template through the four steps, reviewed, versioned and deleted (${language})`, async ({
    portal,
    harness,
  }) => {
    test.setTimeout(240_000)
    await portal.setViewportSize({ width: 1280, height: 800 })
    await signIn(portal, harness)
    await switchLanguage(portal, language)
    // Reviews in about a second per language; the automatic sync far away, so "Sync now" shows them.
    await callSimulator(harness, 'whatsapp', { review_delay_ms: 1000, sync_delay_ms: 3_600_000 })
    await openTemplates(portal, language)
    await saveScreenshot(portal, `whatsapp-templates-${language}`)

    const name = 'Gesprek bevestigen'
    await portal.getByTestId('new-template').click()
    const dialog = portal.getByRole('dialog', { name: /^(New template|Nieuwe template)$/ })
    await expect(dialog).toBeVisible()

    // Step 1/4: languages and buttons.
    await dialog.getByTestId('languages').click()
    await portal.getByRole('option', { name: /\(en-US\)/ }).click()
    await portal.keyboard.press('Escape')
    await dialog.getByText(x.quickReplies, { exact: true }).click()
    const replies = {
      'nl-NL': ['Ja, ik kom', 'Nee, verzetten', 'Bel mij'],
      'en-US': ['Yes, I will come', 'No, reschedule', 'Call me'],
    }
    for (const tag of ['nl-NL', 'en-US'] as const) {
      const box = dialog.getByTestId(`buttons-${tag}`)
      for (const reply of replies[tag]) {
        await box.getByRole('button', { name: x.addButton }).click()
        await box.getByLabel(x.buttonText).last().fill(reply)
      }
    }
    await expect(dialog.getByTestId('preview-nl-NL').getByTestId('preview-button')).toHaveCount(3)
    await dialog.getByTestId('step-1').scrollIntoViewIfNeeded()
    await saveScreenshot(portal, `whatsapp-create-step1-${language}`)
    await dialog.getByRole('button', { name: x.next }).click()

    // Step 2/4: two parameters.
    await dialog.getByTestId('variable-count').fill('2')
    const names = dialog.getByLabel(/^(Naam van|Name of) \{\{/)
    await names.nth(0).fill('voornaam')
    await names.nth(1).fill('functie')
    const examples = dialog.getByLabel(/^(Voorbeeld voor|Example for) \{\{/)
    await examples.nth(0).fill('Sanne')
    await examples.nth(1).fill('lasser')
    // The first variable is filled from the ATS field its candidate's first name is in.
    await dialog.getByTestId('parameter-ats-1').click()
    await portal.getByRole('option', { name: 'Voornaam', exact: true }).click()
    await dialog.getByTestId('step-2').scrollIntoViewIfNeeded()
    await saveScreenshot(portal, `whatsapp-create-step2-${language}`)
    await dialog.getByRole('button', { name: x.next }).click()

    // Step 3/4: the texts; a broken rule shows its message while typing.
    const nlBody = dialog.getByTestId('body-nl-NL')
    await nlBody.fill('{{1}} je gesprek voor {{2}} staat gepland, kun je erbij zijn?')
    await expect(dialog.getByText(x.startsWithVariable)).toBeVisible()
    await nlBody.fill('Hoi {{1}}, je gesprek voor {{2}} staat gepland. Kun je erbij zijn?')
    await expect(dialog.getByText(x.startsWithVariable)).toHaveCount(0)
    await dialog.getByTestId('text-tab-en-US').click()
    // "Free" makes the simulated provider reject this language.
    await dialog
      .getByTestId('body-en-US')
      .fill('Hi {{1}}, your interview for {{2}} is planned. Free coffee, can you make it?')
    await expect(dialog.getByTestId('preview-en-US').getByTestId('preview-body')).toHaveText(
      'Hi Sanne, your interview for lasser is planned. Free coffee, can you make it?',
    )
    await dialog.getByTestId('step-3').scrollIntoViewIfNeeded()
    await saveScreenshot(portal, `whatsapp-create-step3-${language}`)
    await dialog.getByRole('button', { name: x.next }).click()

    // Step 4/4: the definition; an underscore in the name is refused before submit.
    await dialog.getByTestId('template-name').fill('gesprek_bevestigen')
    await expect(dialog.getByText(x.underscore)).toBeVisible()
    await expect(dialog.getByRole('button', { name: x.saveAndSubmit })).toBeDisabled()
    await dialog.getByTestId('template-name').fill(name)
    await dialog.getByTestId('category').click()
    await portal.getByRole('option', { name: x.category, exact: true }).click()
    await expect(dialog.getByTestId('rules-summary')).toHaveText(/./)
    await dialog.getByTestId('step-4').scrollIntoViewIfNeeded()
    await saveScreenshot(portal, `whatsapp-create-step4-${language}`)

    // A failure at the definition step shows its own message; a second try succeeds.
    await callSimulator(harness, 'whatsapp', { fault: { project_id: project, stage: 'DEFINITION' } })
    await dialog.getByRole('button', { name: x.saveAndSubmit }).click()
    await expect(dialog.getByTestId('create-failed')).toHaveAttribute('data-stage', 'DEFINITION')
    await expect(dialog.getByTestId('create-failed')).toContainText(x.definitionFailed)
    await saveScreenshot(portal, `whatsapp-create-failed-${language}`)
    await dialog.getByRole('button', { name: x.saveAndSubmit }).dblclick()
    await expect(dialog.getByTestId('create-done')).toBeVisible({ timeout: 20_000 })
    await expect(dialog.getByTestId('create-done')).toContainText(x.reviewTime)
    await dialog.getByRole('button', { name: /^(Sluiten|Close)$/ }).click()

    // The provider reviews each language; "Sync now" brings the verdicts into the matrix without a reload.
    const row = portal.getByTestId(`template-row-${name}`)
    await expect(row.getByTestId('template-status')).toHaveAttribute('data-status', 'SUBMITTED')
    // Past both languages' reviews (a second apart) on the sandbox's clock, which runs them at once.
    await callSimulator(harness, 'clock', { advance_ms: 2_500 })
    await portal.getByTestId('sync-now').click()
    await expect(row.getByTestId('cell-nl-NL').getByTestId('language-status')).toHaveText(x.approved)
    await expect(row.getByTestId('cell-en-US').getByTestId('language-status')).toHaveText(x.rejected)
    await expect(row.getByTestId('cell-en-US').getByTestId('rejection-reason')).toContainText(
      'INCORRECT_CATEGORY',
    )
    await row.scrollIntoViewIfNeeded()
    await saveScreenshot(portal, `whatsapp-matrix-${language}`)

    // Version 2 without the promotional word, submitted, compared with version 1 and activated.
    await row.getByTestId('open-versions').click()
    const drawer = portal.getByRole('dialog', { name: /^(Versions of|Versies van) / })
    // The variables' ATS fields: the one chosen while creating; the sync finds nothing else to link.
    const variables = drawer.getByTestId('version-1').getByTestId('version-variables')
    await expect(variables.getByTestId('variable-1')).toContainText('ATS-veld: Voornaam')
    await variables.getByTestId('sync-ats').dblclick()
    await expect(portal.getByText(x.atsNothing)).toBeVisible()
    // The definition's settings: the Smart Inbox flag saved, and confirmed.
    await drawer.getByTestId('definition-smart-inbox').check({ force: true })
    await drawer.getByTestId('definition-settings-save').dblclick()
    await expect(portal.getByText(`${name} is opgeslagen.`)).toBeVisible()
    await expect(drawer.getByTestId('definition-smart-inbox')).toBeChecked()
    await drawer.getByTestId('version-1').getByTestId('new-version').click()
    const versionDialog = portal.getByRole('dialog', { name: /^(New version of|Nieuwe versie van) / })
    await versionDialog.getByTestId('step-3').click()
    await versionDialog.getByTestId('text-tab-en-US').click()
    await versionDialog
      .getByTestId('body-en-US')
      .fill('Hi {{1}}, your interview for {{2}} is planned. Can you make it?')
    await versionDialog.getByTestId('step-4').click()
    await versionDialog.getByRole('button', { name: x.saveAndSubmit }).click()
    await expect(versionDialog.getByTestId('create-done')).toBeVisible({ timeout: 20_000 })
    await versionDialog.getByRole('button', { name: /^(Sluiten|Close)$/ }).click()
    await callSimulator(harness, 'clock', { advance_ms: 2_500 })
    await graphql(harness, 'mutation { syncWhatsappDefinition { ok } }')
    await expect(drawer.getByTestId('version-2').getByTestId('version-status')).toHaveAttribute(
      'data-status',
      'ACCEPTED',
      { timeout: 15_000 },
    )
    await drawer.getByTestId('version-2').getByTestId('compare-select').click()
    await portal.getByRole('option', { name: /1$/ }).click()
    await expect(drawer.getByTestId('version-diff')).toBeVisible()
    await expect(drawer.getByTestId('diff-left-en-US').locator('del')).toContainText('Free')
    await saveScreenshot(portal, `whatsapp-diff-${language}`)
    await drawer.getByTestId('version-2').getByTestId('activate').click()
    await expect(drawer.getByTestId('version-2').getByTestId('version-status')).toHaveAttribute(
      'data-status',
      'ACTIVE',
    )
    await expect(drawer.getByTestId('version-1').getByTestId('version-status')).not.toHaveAttribute(
      'data-status',
      'ACTIVE',
    )

    // Deleting the definition removes its buttons, parameters, variations and templates.
    const listed = await graphql(
      harness,
      'query { allWhatsappDefinitions { id name availableTemplates { id variations { id } } } }',
    )
    if (!listed.ok) throw new Error(listed.error.message)
    type Listed = {
      allWhatsappDefinitions: {
        id: string
        name: string
        availableTemplates: { id: string; variations: { id: string }[] }[]
      }[]
    }
    const definition = (listed.value as Listed).allWhatsappDefinitions.find((d) => d.name === name)!
    await drawer.getByTestId('delete-definition').click()
    await drawer.getByTestId('confirm-delete-definition-button').click()
    await expect(portal.getByTestId(`template-row-${name}`)).toHaveCount(0)
    const gone = async (document: string, variables: Record<string, unknown>) => {
      const answer = await graphql(harness, document, variables)
      expect(answer.ok).toBe(false)
      if (!answer.ok) expect(answer.error.code).toBe('not_found')
    }
    await gone('query ($id: ID!) { whatsappDefinition(id: $id) { id } }', { id: definition.id })
    for (const template of definition.availableTemplates) {
      await gone('query ($id: ID!) { allWhatsappVariations(templateId: $id) { id } }', { id: template.id })
      await gone('query ($id: ID!) { allWhatsappParameters(templateId: $id) { id } }', { id: template.id })
      for (const variation of template.variations)
        await gone('query ($id: ID!) { allWhatsappButtons(variationId: $id) { id } }', { id: variation.id })
    }

    // The batch-action toggle flips at once and reverts when the sandbox answers not ok.
    const seeded = portal.getByTestId('template-row-Herinnering afspraak').getByTestId('batch-action')
    await expect(seeded).not.toBeChecked()
    await callSimulator(harness, 'whatsapp', { fault: { project_id: project, stage: 'BATCH_ACTION' } })
    await seeded.click({ force: true })
    await expect(portal.getByTestId('batch-failed')).toHaveText(x.batchFailed)
    await expect(seeded).not.toBeChecked()

    // The filters live in the URL: a reload keeps them.
    await portal.getByTestId('template-search').fill('Herinnering')
    await expect(portal).toHaveURL(/q=Herinnering/)
    await portal.reload()
    await expect(portal.getByTestId('template-search')).toHaveValue('Herinnering')
    await expect(portal.getByTestId('template-row-Herinnering afspraak')).toBeVisible({ timeout: 20_000 })
    // Clone under a new name (the name rules while typing), copy to another chatbot, delete, import.
    await portal.getByTestId('template-row-Herinnering afspraak').getByTestId('clone-template').click()
    const clone = portal.getByTestId('clone-modal')
    await clone.getByTestId('clone-name').fill('herinnering_kopie')
    await clone.getByTestId('clone-name').blur()
    await expect(clone.getByText(x.underscore)).toBeVisible()
    await clone.getByTestId('clone-name').fill('Herinnering kopie')
    await clone.getByTestId('clone-submit').dblclick()
    const copyRow = portal.getByTestId('template-row-Herinnering kopie')
    await expect(copyRow).toHaveCount(1)
    await copyRow.getByTestId('select-template').check()
    await portal.getByTestId('copy-selected').click()
    const copy = portal.getByTestId('copy-modal')
    await copy.getByTestId('copy-destination').click()
    // Techniek has no WhatsApp provider: the copy is refused with its message (the copy itself is tested
    // in the sandbox; the other provider chatbot of the demo is suspended, so it is not offered).
    await expect(portal.getByRole('option', { name: 'Talentbrug Zorg' })).toHaveCount(0)
    await portal.getByRole('option', { name: 'Talentbrug Techniek' }).click()
    await copy.getByTestId('copy-submit').dblclick()
    await expect(copy.getByTestId('copy-failed')).toContainText(
      'Talentbrug Techniek heeft geen WhatsApp-provider',
    )
    await saveScreenshot(portal, 'whatsapp-copy-refused')
    await copy.getByRole('button', { name: 'Annuleren' }).click()
    await portal.getByTestId('delete-selected').click()
    const removal = portal.getByTestId('delete-all-modal')
    await expect(removal.getByTestId('bulk-names')).toHaveText('Herinnering kopie')
    await saveScreenshot(portal, 'whatsapp-delete-all-confirm')
    await removal.getByTestId('delete-all-submit').dblclick()
    await expect(copyRow).toHaveCount(0)
    await expect(portal.getByTestId('selection-bar')).toHaveCount(0)
    await portal.getByTestId('import-templates').click()
    await portal.getByTestId('import-start').dblclick()
    await expect(portal.getByTestId('import-done')).toBeVisible()
    await expectStateAccessible(portal, 'templates import')
    await saveScreenshot(portal, 'whatsapp-import-done')
  })

  test(`channels and the business profile (${language})`, async ({ portal, harness }) => {
    await portal.setViewportSize({ width: 1280, height: 800 })
    await signIn(portal, harness)
    await switchLanguage(portal, language)
    await portal.getByRole('link', { name: x.channels }).click()
    await portal.mouse.move(700, 8)
    await expect(portal.getByTestId('channels-table')).toBeVisible({ timeout: 20_000 })
    // Configure a channel: it is being set up until the provider has connected it (about 2 minutes).
    await portal.getByTestId('configure-channel').click()
    const configure = portal.getByRole('dialog', { name: /^(Configure a channel|Een kanaal configureren)$/ })
    await configure.getByRole('textbox', { name: /^(Name|Naam)/ }).fill('Talentbrug Zuid')
    await configure.getByRole('textbox', { name: /^(WhatsApp number|WhatsApp-nummer)/ }).fill('06-1234')
    await configure.getByRole('button', { name: /^(Configure channel|Kanaal configureren)$/ }).click()
    await expect(configure.getByText(/\+31612345678/)).toBeVisible()
    await configure
      .getByRole('textbox', { name: /^(WhatsApp number|WhatsApp-nummer)/ })
      .fill('+31 40 123 4567')
    await configure.getByRole('button', { name: /^(Configure channel|Kanaal configureren)$/ }).dblclick()
    await expect(portal.getByTestId('channel-row-Talentbrug Zuid')).toContainText('Wordt ingesteld')
    await expect(portal.getByTestId('channel-row-Talentbrug Zuid')).toHaveCount(1)
    // The account at the provider lists the new number beside the others.
    const account = portal.getByTestId('whatsapp-account')
    await expect(account.getByTestId('account-name')).toHaveText('Talentbrug Uitzendbureau B.V.')
    await expect(account.getByTestId('account-numbers')).toContainText('+31 40 123 4567')
    await saveScreenshot(portal, `whatsapp-channels-${language}`)
    await portal.getByTestId('channel-row-Talentbrug Werving').getByTestId('edit-channel').click()
    const drawer = portal.getByRole('dialog', { name: /^(Edit |Talentbrug Werving bewerken)/ })
    // Main opens the dialog, reads and checks the file: a 641x640 picture is refused before any upload.
    harness.answerOpenDialog(pngFile('breed.png', 641, 640))
    await drawer.getByTestId('choose-picture').click()
    await expect(drawer.getByTestId('picture-error')).toHaveText(x.resolution)
    await drawer.getByTestId('website-2').fill('werkenbij talentbrug')
    await drawer.getByTestId('channel-drawer-submit').click()
    await expect(drawer.getByText(x.website)).toBeVisible()
    await saveScreenshot(portal, `whatsapp-profile-${language}`)
    // A 640x640 PNG is uploaded to the image hosting service (a double-click picks it once) and saved.
    harness.answerOpenDialog(pngFile('logo.png', 640, 640))
    await drawer.getByTestId('choose-picture').dblclick()
    await expect(drawer.getByTestId('picture-uploaded')).toContainText('logo.png')
    await expect(drawer.getByTestId('picture-error')).toHaveCount(0)
    await drawer.getByTestId('website-2').fill('https://werkenbij.talentbrug.nl')
    await saveScreenshot(portal, `whatsapp-profile-uploaded-${language}`)
    await drawer.getByTestId('channel-drawer-submit').dblclick()
    await expect(drawer).toHaveCount(0)
    const saved = await graphql(
      harness,
      'query { allWhatsappChannels { name profile { profilePicture websites } } }',
    )
    if (!saved.ok) throw new Error(saved.error.message)
    const channels = (
      saved.value as {
        allWhatsappChannels: { name: string; profile: { profilePicture: string; websites: string[] } }[]
      }
    ).allWhatsappChannels
    const profile = channels.find((c) => c.name === 'Talentbrug Werving')!.profile
    expect(profile.profilePicture).toMatch(
      /\/image-hosting\/portal\/image\/upload\/v\d+\/whatsapp-profile\/\w+\.png$/,
    )
    expect(profile.websites).toContain('https://werkenbij.talentbrug.nl')
  })
}

test('templates in the dark scheme at 1920x1080', async ({ portal, harness }) => {
  await portal.emulateMedia({ colorScheme: 'dark' })
  await portal.setViewportSize({ width: 1920, height: 1080 })
  await signIn(portal, harness)
  await openTemplates(portal, 'nl-NL')
  await saveScreenshot(portal, 'whatsapp-templates-dark')
})
