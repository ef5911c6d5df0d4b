import {
  expect,
  expectAccessibleInBothSchemes,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
} from './support/fixtures'

/**
 * Settings › Availabilities against the real main services and the demo sandbox: a manager changes an
 * appointment type's slot duration (saved after the debounce with the settings' texts), adds a block to
 * the week, which is stored at once, and creates a colleague's availability and deletes it again.
 */
test.use({ actionTimeout: 30_000 })

test('a manager changes an availability and adds a block to its week', async ({ portal: page, harness }) => {
  await signIn(page, harness, 'manager@demo.nl')
  await openRoute(page, harness, '/settings/availabilities')
  await expect(page.getByTestId('availability-item')).toHaveCount(2)
  const week = page.getByTestId('block-editor')
  await expect(week.locator('[data-day="monday"]').getByTestId('block-row')).toHaveCount(1)
  await saveScreenshot(page, 'settings-availabilities-nl')

  await page.getByTestId('availability-slotDuration').fill('45')
  await expect(page.getByTestId('save-status')).toHaveText('Instellingen bijgewerkt!')

  // The first availability (by contact name) has no Tuesday block yet.
  const tuesday = week.locator('[data-day="tuesday"]')
  await expect(tuesday.getByTestId('block-row')).toHaveCount(0)
  await tuesday.getByTestId('block-add').click()
  await expect(tuesday.getByTestId('block-row')).toHaveCount(1)
  // Scan the resting screen, not the button still under the pointer.
  await page.mouse.move(0, 0)
  await expectAccessibleInBothSchemes(page, 'settings availabilities', 'main')

  // A whole new availability for a colleague, then deleted again (each its own call).
  await page.getByTestId('availability-new').click()
  const dialog = page.getByTestId('availability-create')
  await dialog.getByTestId('availability-create-person').click()
  await page.getByRole('option', { name: /Tessa Bakker/ }).click()
  await dialog.getByTestId('availability-create-type').fill('Tweede gesprek')
  await saveScreenshot(page, 'settings-availabilities-create-nl')
  await dialog.getByTestId('availability-create-submit').click()
  await expect(page.getByTestId('availability-item')).toHaveCount(3)
  await expect(week.locator('[data-day="friday"]').getByTestId('block-row')).toHaveCount(1)
  await page.getByTestId('availability-delete').click()
  await saveScreenshot(page, 'settings-availabilities-delete-nl')
  await page.getByTestId('availability-delete-confirm').click()
  await expect(page.getByTestId('availability-item')).toHaveCount(2)
  await expect(page.getByTestId('availability-deleted')).toBeVisible()

  await page.emulateMedia({ colorScheme: 'dark' })
  await saveScreenshot(page, 'settings-availabilities-nl-dark')
  await switchLanguage(page, 'en-US')
  await expect(page.getByText('Appointment type').first()).toBeVisible()
  await saveScreenshot(page, 'settings-availabilities-en-dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await saveScreenshot(page, 'settings-availabilities-en')
})
