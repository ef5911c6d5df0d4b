import { expect, openRoute, saveScreenshot, signIn, switchLanguage, test } from './support/fixtures'

/**
 * Settings against the real main services and the demo sandbox: a manager saves a batch of chatbot settings
 * with one invalid (nothing is sent until it is fixed, then both go in one save), changes the widget's
 * colours (the contrast check names the failing pair, the preview repaints) and saves (refused first
 * because a colleague saved meanwhile: their widget shows with the manager's changes on top), edits the
 * launcher teaser (a new button only when none is blank) and runs a teaser button's flow in the preview.
 * Screenshots in Dutch light and English dark.
 */
test.use({ actionTimeout: 30_000 })

test('a manager saves chatbot settings with one invalid, changes the widget colours and the teaser', async ({
  portal: page,
  harness,
}) => {
  await signIn(page, harness, 'manager@demo.nl')
  await openRoute(page, harness, '/settings')
  await expect(page).toHaveURL(/#\/settings\/chatbot$/)
  const status = page.getByTestId('save-status')

  await page.locator('[data-setting="MAX_RETRIES"]').fill('5')
  await page.locator('[data-setting="QUICK_REPLIES"]').fill('{\n  "maxButtons" 4\n}')
  await expect(status).toHaveAttribute('data-status', 'invalid')
  await expect(page.getByText('Dit is geen geldige JSON: het gaat mis op regel 2, kolom 16.')).toBeVisible()
  await expect(page.locator('[data-setting="RATE_LIMIT_PER_MINUTE"]')).toBeDisabled()
  await saveScreenshot(page, 'settings-chatbot-invalid-nl')
  await page.locator('[data-setting="QUICK_REPLIES"]').fill('{\n  "maxButtons": 4\n}')
  await expect(status).toHaveText('Instellingen bijgewerkt!', { timeout: 15_000 })
  await page.reload()
  await expect(page.locator('[data-setting="MAX_RETRIES"]')).toHaveValue('5')

  await page.getByTestId('settings-tab-widget').click()
  const pane = page.getByTestId('widget-preview-pane')
  await page.locator('[data-field="headerText"]').fill('Kom werken bij Talentbrug')
  await expect(pane.getByText('Kom werken bij Talentbrug')).toBeVisible()
  await page.locator('[data-field="coreColor"]').fill('#ffffff')
  await page.locator('[data-field="coreTextColor"]').fill('#777777')
  await expect(page.getByTestId('contrast-warning')).toContainText('Tekst op de hoofdkleur')
  await page.locator('[data-field="coreTextColor"]').fill('#ffffff')
  await page.locator('[data-field="coreColor"]').fill('#0b3d91')
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0)
  // A colleague saves the widget meanwhile: this save is refused (widget_changed), and the screen shows
  // their widget with this manager's changes on top, to be saved knowingly.
  const project = (await harness.portal.session).selectedChatbot()?.name
  const rest = async (call: 'widgetConfig' | 'updateWidgetConfig', body?: unknown) => {
    const result = await harness.portal.dispatcher.dispatch('api:rest', {
      call,
      query: { project_id: project! },
      ...(body ? { body } : {}),
    })
    if (!result.ok) throw new Error(result.error.message)
    return result.value as Record<string, unknown>
  }
  await rest('updateWidgetConfig', { ...(await rest('widgetConfig')), widgetChatName: 'Bo van Talentbrug' })
  await page.getByTestId('widget-save').dblclick()
  await expect(
    page.getByText('Iemand anders heeft de widget intussen opgeslagen.', { exact: false }),
  ).toBeVisible()
  await expect(page.locator('[data-field="widgetChatName"]')).toHaveValue('Bo van Talentbrug')
  await expect(page.locator('[data-field="headerText"]')).toHaveValue('Kom werken bij Talentbrug')
  await saveScreenshot(page, 'settings-widget-changed-nl')
  await page.getByTestId('widget-save').click()
  await expect(page.getByText('Instellingen bijgewerkt!')).toBeVisible()
  await saveScreenshot(page, 'settings-widget-nl')

  await page.getByTestId('settings-tab-widget-preview').click()
  await page.locator('[data-field="teaser-text"]').fill('Hoi! Zoek je een nieuwe baan?')
  await expect(page.getByTestId('widget-preview-teaser')).toContainText('Hoi! Zoek je een nieuwe baan?')
  const add = page.getByTestId('teaser-add-button')
  await add.click()
  await expect(add).toBeDisabled()
  await page.locator('[data-field="teaser-button-2"]').fill('Stel een vraag')
  await expect(add).toBeEnabled()
  // The widget's "saved" notice must have gone first, or the teaser's could not be told from it.
  await expect(page.getByText('Instellingen bijgewerkt!')).toHaveCount(0, { timeout: 15_000 })
  await page.getByTestId('teaser-save').click()
  await expect(page.getByText('Instellingen bijgewerkt!')).toBeVisible()
  await saveScreenshot(page, 'settings-teaser-nl')

  // The preview runs the real flow: the chauffeur button starts it in the conversation engine.
  await pane
    .getByTestId('widget-preview-teaser-button')
    .filter({ hasText: 'Solliciteer als chauffeur' })
    .click()
  await expect(pane.getByTestId('widget-preview-bot').first()).toContainText('Rijden voor Talentbrug')
  await pane.getByTestId('widget-preview-input').fill('ok')
  await pane.getByTestId('widget-preview-input').press('Enter')
  await expect(pane.getByText('Welk rijbewijs heb je?')).toBeVisible()
  await pane.getByTestId('widget-preview-answer').filter({ hasText: 'Rijbewijs CE' }).click()
  await expect(pane.getByTestId('widget-preview-visitor').last()).toHaveText('Rijbewijs CE')
  await expect(pane.getByText('Heb je een geldige code 95 en een bestuurderskaart?')).toBeVisible()
  await saveScreenshot(page, 'settings-teaser-flow-nl')

  await switchLanguage(page, 'en-US')
  await page.emulateMedia({ colorScheme: 'dark' })
  await saveScreenshot(page, 'settings-teaser-en-dark')
  await page.getByTestId('settings-tab-widget').click()
  await expect(page.getByTestId('widget-settings')).toBeVisible()
  await saveScreenshot(page, 'settings-widget-en-dark')
  await page.getByTestId('settings-tab-chatbot').click()
  await expect(page.getByTestId('chatbot-settings')).toBeVisible()
  await saveScreenshot(page, 'settings-chatbot-en-dark')
})
