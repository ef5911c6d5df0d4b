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
 * A debounced save is never lost (QUALITY REL-6): the Smart Inbox configuration saves as the user toggles
 * (lib/use-debounced-save.ts). An edit made just before the window closes is saved before main lets it
 * close: the harness asks the page exactly as the desktop shell does (app:did-request-flush, then waits for
 * app:ready-to-close), and a reopened window shows the edit.
 */

async function linkedCompanies(harness: Harness): Promise<Record<string, boolean>> {
  const result = await harness.portal.dispatcher.dispatch('api:graphql', {
    service: 'chatbot',
    document: 'query LinkedCompanies { allInboxCompanies { id linked } }',
  })
  if (!result.ok) throw new Error(result.error.message)
  const companies = (result.value as { allInboxCompanies: { id: string; linked: boolean }[] })
    .allInboxCompanies
  return Object.fromEntries(companies.map((company) => [String(company.id), company.linked]))
}

async function openConfiguration(page: Page, harness: Harness): Promise<void> {
  await openRoute(page, harness, '/inbox-configuration')
  await expect(page.getByTestId('link-company').first()).toBeVisible({ timeout: 20_000 })
}

test.describe('debounced save', () => {
  test.setTimeout(120_000)

  test('an edit made just before the window closes is saved first, and is there after reopening (nl-NL)', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    await openConfiguration(portal, harness)
    const box = portal.getByTestId('link-company').first()
    const companyId = (await box.getAttribute('data-company-id'))!
    const before = (await linkedCompanies(harness))[companyId]
    await expect(box).toBeChecked({ checked: before === true })

    await box.click()
    // Still waiting for the debounce: nothing has been sent yet.
    await expect(portal.getByTestId('configure-save-status')).toHaveAttribute('data-status', 'pending')
    expect((await linkedCompanies(harness))[companyId]).toBe(before)
    // The window closes now: main asks the page to save and waits for its answer.
    expect(await harness.requestClose('close')).toBe('flushed')
    expect((await linkedCompanies(harness))[companyId]).toBe(!before)

    // Reopen: the edit is there.
    await portal.goto('about:blank')
    await openConfiguration(portal, harness)
    await expect(portal.getByTestId('link-company').first()).toBeChecked({ checked: !before })
  })

  test('shows "Opslaan…" and "Opgeslagen" / "Saving…" and "Saved", light and dark', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    for (const language of ['nl-NL', 'en-US'] as const) {
      await switchLanguage(portal, language)
      for (const scheme of ['light', 'dark'] as const) {
        await harness.portal.dispatcher.dispatch('prefs:set', { colorScheme: scheme })
        await openConfiguration(portal, harness)
        await expect(portal.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
        const status = portal.getByTestId('configure-save-status')
        await portal.getByTestId('configure-enabled').click()
        await expect(status).toHaveText(language === 'nl-NL' ? 'Opslaan…' : 'Saving…')
        await expect(status).toHaveText(language === 'nl-NL' ? 'Opgeslagen' : 'Saved', { timeout: 10_000 })
        await portal.mouse.move(700, 8)
        await expectStateAccessible(portal, `inbox configuration saved (${language}, ${scheme})`)
        await saveScreenshot(portal, `debounced-save-${language}-${scheme}`)
      }
    }
  })
})
