import {
  expect,
  expectAccessibleInBothSchemes,
  expectStateAccessible,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
} from './support/fixtures'

/**
 * Settings › Group appointments against the real main services and the demo sandbox: a manager edits an
 * appointment in place (a broken rule is shown and nothing is saved; fixed, it saves after the debounce),
 * connects its calendar (only "connected" comes back) and finds a connected one cannot be deleted.
 */
test.use({ actionTimeout: 30_000 })

test('a manager edits a group appointment in place and connects its calendar', async ({
  portal: page,
  harness,
}) => {
  await signIn(page, harness, 'manager@demo.nl')
  await openRoute(page, harness, '/settings/group-appointments')
  const card = page.locator('[data-testid="group-appointment"][data-id="ga-werving-assessment"]')
  await expect(card.getByTestId('calendar-status')).toHaveText('Geen agenda gekoppeld')
  await saveScreenshot(page, 'settings-group-appointments-nl')

  // A repeated key in the filter map breaks the spec's rule: said so, nothing sent.
  const filter = card.locator('textarea[data-field="filterMap"]')
  await filter.fill('{ "category": "assessment", "category": "magazijn" }')
  await expect(card.getByText('De sleutel "category" komt meer dan eens voor.')).toBeVisible()
  await expect(card.getByTestId('save-status')).toHaveText(
    'Controleer of alle verplichte velden zijn ingevuld en of er geen validatiefouten zijn.',
  )
  await saveScreenshot(page, 'settings-group-appointments-invalid-nl')
  await filter.fill('{ "category": "assessment", "location": "Tilburg" }')
  await card.locator('input[data-field="maxNrAttendees"]').fill('12')
  await expect(card.getByTestId('save-status')).toHaveAttribute('data-status', 'saved')

  // Connect: the token goes in, only "connected" comes back; a connected one cannot be deleted.
  await card.getByTestId('calendar-connect').click()
  await page.getByTestId('calendar-token').fill('demo-calendar-token')
  await saveScreenshot(page, 'settings-group-appointments-connect-nl')
  await page.getByTestId('calendar-submit').click()
  await expect(card.getByTestId('calendar-status')).toHaveText('Agenda gekoppeld')
  await card.getByTestId('group-appointment-delete').click()
  await expect(page.getByTestId('delete-connected')).toBeVisible()
  await expect(page.getByTestId('group-appointment-delete-confirm')).toBeDisabled()
  await expectStateAccessible(page, 'group appointment delete dialog')
  await page.keyboard.press('Escape')

  // Saved on the server: a reload shows the edit.
  await page.reload()
  await expect(card.locator('input[data-field="maxNrAttendees"]')).toHaveValue('12')

  await switchLanguage(page, 'en-US')
  await expect(page.getByRole('heading', { name: 'Group appointments', level: 1 })).toBeVisible()
  await expectAccessibleInBothSchemes(page, 'group appointments')
  await saveScreenshot(page, 'settings-group-appointments-en')
  await page.emulateMedia({ colorScheme: 'dark' })
  await saveScreenshot(page, 'settings-group-appointments-en-dark')
})
