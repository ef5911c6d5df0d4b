import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import {
  callSimulator,
  expect,
  expectAccessibleInBothSchemes,
  openDialog,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
} from './support/fixtures'

/**
 * Automations against the real main services and the demo sandbox: create the broadcast
 * "Vacature-alert Chauffeurs", link its WhatsApp template, give it a schedule (every 10 minutes, every
 * day, the whole day, chauffeurs as targets), upload a CSV with one bad row — the preflight names the row
 * and why, the others are sent one click later — then advance the sandbox clock: the broadcast fires and
 * the conversations appear with their statuses moving. The seeded automatch shows its derived status.
 */

const texts = {
  'nl-NL': {
    nav: 'Automatiseringen',
    broadcastType: 'WhatsApp Push',
    definition: 'Vacature-alert',
    skipped: /Overgeslagen: ongeldig telefoonnummer/,
    summary: '2 van 3 ontvangers krijgen een bericht, 1 worden overgeslagen.',
    sendTwo: 'Verstuur 2 berichten',
    sent: 'Verstuurd',
    needsPublish: 'Moet gepubliceerd worden',
    paused: 'Gepauzeerd',
  },
} as const

function csvFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'automation-csv-')), 'chauffeurs.csv')
  writeFileSync(
    file,
    [
      'phone_number,voornaam,vacature,language',
      '+31611220001,Sanne,"Chauffeur C, nachtdienst",nl-NL',
      '0612,Piet,Chauffeur C,nl-NL',
      '+31611220003,Emma,Driver CE,en-US',
    ].join('\n'),
  )
  return file
}

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click()
  await page.getByRole('option', { name: option }).click()
}

// One run, in Dutch: the sweep (a11y-sweep.spec.ts) shows these screens in English and dark.
for (const language of ['nl-NL'] as const) {
  const x = texts[language]

  test(`a broadcast with a schedule, a CSV send after its preflight, conversations on the clock (${language})`, async ({
    portal,
    harness,
  }) => {
    test.setTimeout(240_000)
    await portal.setViewportSize({ width: 1280, height: 800 })
    await signIn(portal, harness)
    await switchLanguage(portal, language)
    await portal.getByRole('link', { name: x.nav }).click()
    await portal.mouse.move(700, 8)
    await expect(portal).toHaveURL(/#\/automations/)
    await expect(portal.getByTestId('automations-table')).toBeVisible({ timeout: 20_000 })
    await expect(portal.getByTestId('automation-row')).toHaveCount(7)
    await saveScreenshot(portal, `automations-overview-${language}`)

    // Search is a case-insensitive name substring.
    await portal.getByTestId('automation-search').fill('MAGAZIJN')
    await expect(portal.getByTestId('automation-row')).toHaveCount(1)
    await portal.getByTestId('automation-search').fill('')

    // Create: a name with a special character is refused before anything is sent.
    await portal.getByTestId('automation-create').click()
    const modal = portal.getByRole('dialog')
    await modal.getByTestId('automation-name').fill('Vacature-alert Chauffeurs!')
    await modal.getByTestId('automation-create-submit').click()
    await expect(modal.getByText(/(alleen letters|only contain letters)/)).toBeVisible()
    await modal.getByTestId('automation-name').fill('Vacature-alert Chauffeurs')
    await saveScreenshot(portal, `automations-create-${language}`)
    await modal.getByTestId('automation-create-submit').click()
    await expect(portal.getByTestId('automation-title')).toHaveText('Vacature-alert Chauffeurs', {
      timeout: 15_000,
    })

    // Edit: link the job-alert template.
    await portal.getByTestId('automation-edit').click()
    const drawer = portal.getByRole('dialog', { name: /^(Automatisering bewerken|Edit automation)$/ })
    await expect(drawer).toBeVisible()
    await choose(portal, 'edit-definition', x.definition)
    await saveScreenshot(portal, `automations-edit-${language}`)
    await drawer.getByRole('button', { name: /^(Opslaan|Save)$/ }).click()
    await expect(drawer.getByRole('button', { name: /^(Opslaan|Save)$/ })).toBeVisible()

    // Schedule: every 10 minutes, every day, the whole day, chauffeurs.
    await portal.getByTestId('edit-tab-schedule').click()
    const schedule = portal.getByRole('dialog', { name: /^(Broadcastschema|Broadcast schedule)$/ })
    await choose(portal, 'schedule-interval', /^(10 minuten|10 minutes)$/)
    await schedule.getByTestId('schedule-day-A_6').click()
    await schedule.getByTestId('schedule-day-A_7').click()
    await schedule.getByTestId('schedule-whole-day').click()
    await schedule.getByTestId('target-add').click()
    await schedule.getByTestId('target-value-0').fill('chauffeur')
    await saveScreenshot(portal, `automations-schedule-${language}`)
    await schedule.getByRole('button', { name: /^(Schema opslaan|Save schedule)$/ }).click()
    await expect(schedule.getByTestId('schedule-next')).toContainText(
      /(Volgende broadcast|Next broadcast): \d/,
      {
        timeout: 15_000,
      },
    )
    // Escape right after saving: the save may still be waiting for its refetches; the drawer closes once
    // it has succeeded (it used to ignore Escape and × while saving).
    await portal.keyboard.press('Escape')
    await expect(schedule).toBeHidden()

    // Send: a CSV with one bad row; the preflight names the row, sending is one more click.
    await portal.getByTestId('automation-send').click()
    const send = portal.getByRole('dialog', { name: /^(Berichten versturen|Send messages)$/ })
    // The sample file: the columns the upload reads, comma separated, one row that passes.
    const folder = mkdtempSync(path.join(tmpdir(), 'automation-send-csv-'))
    harness.answerSaveDialog(path.join(folder, 'voorbeeld.csv'))
    await send.getByTestId('send-csv-sample').click()
    await expect(portal.getByText('Opgeslagen als voorbeeld.csv.')).toBeVisible({ timeout: 15_000 })
    expect(readFileSync(path.join(folder, 'voorbeeld.csv'), 'utf8')).toBe(
      '\uFEFFphone_number,language,voornaam,vacature\r\n+31612345678,nl-NL,voornaam,vacature\r\n',
    )
    await saveScreenshot(portal, `automations-send-csv-${language}`)
    const chooser = portal.waitForEvent('filechooser')
    await send.getByTestId('send-csv-file').click()
    await (await chooser).setFiles(csvFile())
    await expect(send.getByTestId('send-preflight')).toBeVisible({ timeout: 15_000 })
    await expect(send.getByTestId('preflight-summary')).toHaveText(x.summary)
    const badRow = send.getByTestId('preflight-row').filter({ hasText: x.skipped })
    await expect(badRow).toHaveCount(1)
    await expect(badRow.getByRole('cell').first()).toHaveText('3')
    await expect(send.getByText('Chauffeur C, nachtdienst')).toBeVisible()
    // The refused rows, with their line and reason, to fix and upload again.
    harness.answerSaveDialog(path.join(folder, 'geweigerd.csv'))
    await send.getByTestId('preflight-failed-rows').click()
    await expect(portal.getByText('Opgeslagen als geweigerd.csv.')).toBeVisible({ timeout: 15_000 })
    expect(readFileSync(path.join(folder, 'geweigerd.csv'), 'utf8')).toBe(
      '\uFEFFline,phone_number,language,voornaam,vacature,reason\r\n' +
        '3,0612,nl-NL,Piet,Chauffeur C,ongeldig telefoonnummer\r\n',
    )
    await expectAccessibleInBothSchemes(portal, `send preflight (${language})`, openDialog)
    await saveScreenshot(portal, `automations-preflight-${language}`)
    await send.getByTestId('preflight-send').click()
    await expect(send).toBeHidden({ timeout: 15_000 })
    await expect(portal.getByTestId('conversation-row')).toHaveCount(2, { timeout: 20_000 })
    await expect(portal.getByTestId('conversation-row').first()).toContainText(x.sent)

    // The sandbox clock: the broadcast fires (four chauffeurs) and the CSV conversations move on.
    await callSimulator(harness, 'clock', { advance_ms: 11 * 60_000 })
    await portal.reload()
    await expect(portal.getByTestId('conversation-row')).toHaveCount(6, { timeout: 30_000 })
    await expect(portal.getByTestId('conversations-table')).not.toContainText(/^$/)
    await saveScreenshot(portal, `automations-detail-${language}`)
    // A conversation deleted after the confirmation; then the automation cloned, paused, under a new name.
    await portal.getByTestId('conversation-delete').first().click()
    await portal.getByTestId('conversation-delete-confirm').click()
    await expect(portal.getByTestId('conversation-row')).toHaveCount(5, { timeout: 15_000 })
    await portal.getByTestId('automation-clone').click()
    await portal.getByTestId('automation-clone-name').fill('Vacature-alert Chauffeurs Zwolle')
    await saveScreenshot(portal, `automations-clone-${language}`)
    await portal.getByTestId('automation-clone-submit').click()
    await expect(portal.getByTestId('automation-title')).toHaveText('Vacature-alert Chauffeurs Zwolle', {
      timeout: 15_000,
    })
    await expect(portal.getByTestId('campaign-status')).toHaveText(x.paused)

    // The seeded vacancy automatch: its derived status.
    await portal.getByRole('link', { name: x.nav }).click()
    await portal.getByRole('link', { name: 'Automatch Logistiek Utrecht' }).click()
    await expect(portal.getByTestId('automatch-derived')).toHaveText(x.needsPublish, { timeout: 15_000 })
    await saveScreenshot(portal, `automations-automatch-${language}`)
  })
}
