import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
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
 * Setting automations up against the real main services and the demo sandbox: create an
 * automatch from a template (the template's type, flow, steps and queries), edit its search query (a
 * field of another type resets the condition), test the search and a match and see the results, save;
 * edit a saved statement and remove it, each saved;
 * export it as a file (a double click saves once); import a file that is none, then the exported file under
 * its own name (refused with the spec's message: it exists), then under a new name, with its queries. Dutch in light; its dialogs are scanned in
 * both schemes, and the sweep shows the screens in English and dark.
 */

const texts = {
  'nl-NL': {
    nav: 'Automatiseringen',
    template: 'Automatch: nieuwe vacatures naar kandidaten',
    type: 'Automatch vacature → kandidaat',
    found: /^\d+ records? gevonden\.$/,
    city: 'Plaats',
    hours: 'Uren per week',
    equals: 'is gelijk aan',
    saved: 'De zoekopdrachten zijn opgeslagen. Publiceer de automatch om ze te gebruiken.',
    duplicate: 'Er bestaat al een automatisering met deze naam.',
    invalidFile: 'Fout! Kies een geldig bestand',
    needsPublish: 'Moet gepubliceerd worden',
    exported: /^Opgeslagen als orderpickers\.json\./,
  },
} as const

function file(name: string, content: string): string {
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'automation-import-')), name)
  writeFileSync(target, content)
  return target
}

async function choose(page: Page, select: ReturnType<Page['getByTestId']>, option: string | RegExp) {
  await select.click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
}

async function pickFile(page: Page, input: ReturnType<Page['getByTestId']>, target: string) {
  const chooser = page.waitForEvent('filechooser')
  await input.click()
  await (await chooser).setFiles(target)
}

// One run, in Dutch: the sweep (a11y-sweep.spec.ts) shows these screens in English and dark.
for (const language of ['nl-NL'] as const) {
  const x = texts[language]
  const scheme = 'light'

  test(`create from a template, edit and test the automatch queries, export, import with the duplicate rule (${language}, ${scheme})`, async ({
    portal,
    harness,
  }) => {
    test.setTimeout(240_000)
    await portal.setViewportSize({ width: 1280, height: 900 })
    await portal.emulateMedia({ colorScheme: scheme })
    await signIn(portal, harness)
    await switchLanguage(portal, language)
    await portal.getByRole('link', { name: x.nav }).click()
    await portal.mouse.move(700, 8)
    await expect(portal.getByTestId('automations-table')).toBeVisible({ timeout: 20_000 })

    // Create from the vacancy automatch template: the type comes with it, the steps show.
    await portal.getByTestId('automation-create').click()
    const modal = portal.getByRole('dialog')
    await expect(modal.getByTestId('automation-template')).toHaveCount(7, { timeout: 15_000 })
    await modal.getByTestId('automation-template').filter({ hasText: x.template }).click()
    await expect(modal.getByTestId('automation-type')).toHaveValue(x.type)
    await expect(modal.getByTestId('automation-type')).toBeDisabled()
    await expect(modal.getByTestId('automation-template-steps')).toBeVisible()
    // The template itself can be exported as the file Import reads.
    const templateFile = path.join(mkdtempSync(path.join(tmpdir(), 'automation-template-')), 'sjabloon.json')
    harness.answerSaveDialog(templateFile)
    await modal.getByTestId('automation-template-save-file').click()
    await expect(portal.getByText(/^Opgeslagen als sjabloon\.json\./)).toBeVisible({ timeout: 15_000 })
    expect(JSON.parse(readFileSync(templateFile, 'utf8'))).toMatchObject({
      format: 'chatbot-portal/automation-template',
      template: { name: x.template, campaign: { type: 'automatch_vac2cand' } },
    })
    await modal.getByTestId('automation-name').fill(`Automatch Orderpickers ${language}`)
    await expectAccessibleInBothSchemes(portal, `create modal with templates (${language})`, openDialog)
    await saveScreenshot(portal, `automations-create-template-${language}-${scheme}`)
    await modal.getByTestId('automation-create-submit').click()
    await expect(portal.getByTestId('automation-title')).toHaveText(`Automatch Orderpickers ${language}`, {
      timeout: 15_000,
    })

    // The template's queries: two search statements; test the search.
    const editor = portal.getByTestId('automatch-queries')
    await expect(editor.getByTestId('automatch-statement')).toHaveCount(2, { timeout: 15_000 })
    await editor.getByTestId('automatch-test-search').click()
    await expect(editor.getByTestId('automatch-search-results-total')).toHaveText(x.found, {
      timeout: 15_000,
    })

    // A third statement: a text field offers text conditions; choosing a number field resets the condition.
    await editor.getByTestId('automatch-statement-add').click()
    const third = editor.getByTestId('automatch-statement').nth(2)
    await choose(portal, third.getByTestId('automatch-statement-field'), x.city)
    await choose(portal, third.getByTestId('automatch-statement-condition'), x.equals)
    await choose(portal, third.getByTestId('automatch-statement-field'), x.hours)
    await expect(third.getByTestId('automatch-statement-condition')).toHaveValue('')
    await choose(portal, third.getByTestId('automatch-statement-field'), x.city)
    await choose(portal, third.getByTestId('automatch-statement-condition'), x.equals)
    await third.getByTestId('automatch-statement-value').fill('Utrecht')
    await editor.getByTestId('automatch-test-search').click()
    // Open vacancies of the last 7 days in Utrecht: koelcel, inbound, bakwagen.
    await expect(editor.getByTestId('automatch-result-row')).toHaveCount(3, { timeout: 15_000 })
    await expectAccessibleInBothSchemes(portal, `automatch search editor (${language})`)
    await saveScreenshot(portal, `automations-query-search-${language}-${scheme}`)

    // Match: for the first searched vacancy, candidates from its city and function.
    await editor.getByTestId('automatch-query-tab-match').click()
    await expect(editor.getByTestId('automatch-statement')).toHaveCount(2)
    await editor.getByTestId('automatch-test-match').click()
    await expect(editor.getByTestId('automatch-match-results-total')).toHaveText(x.found, { timeout: 15_000 })
    await saveScreenshot(portal, `automations-query-match-${language}-${scheme}`)

    // Save: the draft is newer than nothing published, so it needs publishing.
    await editor.getByTestId('automatch-queries-save').click()
    await expect(portal.getByText(x.saved)).toBeVisible({ timeout: 15_000 })
    await expect(editor.getByTestId('automatch-queries-unsaved')).toBeHidden()
    await expect(portal.getByTestId('automatch-derived')).toHaveText(x.needsPublish)

    // A saved statement edited, then removed: each saved on its own, the editor shows what the server holds.
    await editor.getByTestId('automatch-query-tab-search').click()
    await editor
      .getByTestId('automatch-statement')
      .nth(2)
      .getByTestId('automatch-statement-value')
      .fill('Zeist')
    await editor.getByTestId('automatch-queries-save').click()
    await expect(editor.getByTestId('automatch-queries-unsaved')).toBeHidden({ timeout: 15_000 })
    await expect(
      editor.getByTestId('automatch-statement').nth(2).getByTestId('automatch-statement-value'),
    ).toHaveValue('Zeist')
    await editor.getByTestId('automatch-statement').nth(2).getByTestId('automatch-statement-remove').click()
    await expect(editor.getByTestId('automatch-queries-unsaved')).toBeVisible()
    await editor.getByTestId('automatch-queries-save').click()
    await expect(editor.getByTestId('automatch-queries-unsaved')).toBeHidden({ timeout: 15_000 })
    await expect(editor.getByTestId('automatch-statement')).toHaveCount(2)

    // Export: the automation as the file Import reads, with the two saved search statements.
    const exported = path.join(mkdtempSync(path.join(tmpdir(), 'automation-export-')), 'orderpickers.json')
    harness.answerSaveDialog(exported)
    await portal.getByTestId('automation-save-file').dblclick()
    await expect(portal.getByText(x.exported)).toBeVisible({ timeout: 15_000 })
    const saved = JSON.parse(readFileSync(exported, 'utf8'))
    expect(saved).toMatchObject({
      format: 'chatbot-portal/automation',
      automation: { name: `Automatch Orderpickers ${language}`, campaign: { type: 'automatch_vac2cand' } },
    })
    expect(saved.automation.campaign.queries.search).toHaveLength(2)
    // A double click saved once: the second click found the button busy (no second dialog answered).
    expect(readdirSync(path.dirname(exported))).toEqual(['orderpickers.json'])

    // Import: a file that is none, then an automation under an existing name, then under a new one.
    await portal.getByRole('link', { name: x.nav }).click()
    await portal.getByTestId('automation-import').click()
    const importModal = portal.getByRole('dialog')
    await pickFile(
      portal,
      importModal.getByTestId('automation-import-file'),
      file('kandidaten.csv', 'phone_number\n'),
    )
    await expect(importModal.getByText(x.invalidFile)).toBeVisible()
    await pickFile(portal, importModal.getByTestId('automation-import-file'), exported)
    await expect(importModal.getByTestId('automation-import-summary')).toBeVisible()
    await expect(importModal.getByTestId('automation-import-name')).toHaveValue(
      `Automatch Orderpickers ${language}`,
    )
    await importModal.getByTestId('automation-import-submit').click()
    await expect(importModal.getByText(x.duplicate)).toBeVisible({ timeout: 15_000 })
    await expectAccessibleInBothSchemes(portal, `import modal (${language})`, openDialog)
    await saveScreenshot(portal, `automations-import-duplicate-${language}-${scheme}`)
    await importModal.getByTestId('automation-import-name').fill(`Automatch Utrecht ${language}`)
    await importModal.getByTestId('automation-import-submit').click()
    await expect(portal.getByTestId('automation-title')).toHaveText(`Automatch Utrecht ${language}`, {
      timeout: 15_000,
    })
    await expect(portal.getByTestId('automatch-queries').getByTestId('automatch-statement')).toHaveCount(2)
  })
}
