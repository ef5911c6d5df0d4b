import {
  expect,
  expectAccessible,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
  openDialog,
  expectStateAccessible,
} from './support/fixtures'

/**
 * The renderer kit as a user meets it: the entity drawer (a Smart Inbox label: schema messages on the
 * field, saved once, a confirmation before discarding changes) and the list page's filter chips.
 */
test.describe('renderer kit', () => {
  test.setTimeout(120_000)

  test('edit a label in the drawer: field error, save, discard confirmation (nl-NL, light)', async ({
    portal,
    harness,
  }) => {
    await signIn(portal, harness)
    await openRoute(portal, harness, '/inbox-configuration')
    const labels = portal.getByTestId('label-edit')
    await expect(labels.first()).toBeVisible({ timeout: 20_000 })
    const second = (await labels.nth(1).textContent())!.trim()
    await labels.first().click()
    const drawer = portal.getByRole('dialog', { name: 'Label bewerken' })
    await expect(drawer).toBeVisible()

    // Another label's name: the field says so, nothing is sent.
    await portal.getByTestId('label-name').fill(second)
    await portal.getByTestId('label-drawer-submit').click()
    await expect(drawer).toContainText('Er is al een label met deze naam.')
    await expect(portal.getByTestId('label-name')).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(portal, 'label drawer with a field error (nl-NL)', openDialog)
    await saveScreenshot(portal, 'kit-drawer-error-nl-NL-light')

    // A new name: saved once, the drawer closes, the badge shows it.
    await portal.getByTestId('label-name').fill('E2E sollicitatie')
    await portal.getByTestId('label-drawer-submit').dblclick()
    await expect(drawer).toBeHidden()
    await expect(portal.getByTestId('inbox-labels')).toContainText('E2E sollicitatie')

    // Unsaved changes: closing asks first.
    await labels.first().click()
    await portal.getByTestId('label-name').fill('Nog niet opgeslagen')
    await portal.keyboard.press('Escape')
    await expect(portal.getByTestId('label-drawer-discard')).toContainText('Wijzigingen weggooien?')
    await expectAccessible(portal, 'label drawer discard confirmation (nl-NL)', openDialog)
    await saveScreenshot(portal, 'kit-drawer-discard-nl-NL-light')
    await portal.getByTestId('label-drawer-discard-confirm').click()
    await expect(drawer).toBeHidden()
    await expect(portal.getByTestId('inbox-labels')).not.toContainText('Nog niet opgeslagen')
  })

  test('filter chips show the URL’s filters and remove them (en-US, dark)', async ({ portal, harness }) => {
    await switchLanguage(portal, 'en-US')
    await signIn(portal, harness)
    await harness.portal.dispatcher.dispatch('prefs:set', { colorScheme: 'dark' })
    await openRoute(portal, harness, '/inbox?view=messages&inbound=true&teams=%5B%22Team+Noord%22%5D')
    await expect(portal.getByTestId('inbox-row').first()).toBeVisible({ timeout: 20_000 })
    await expect(portal.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    const chips = portal.locator('[data-testid^="filter-"][data-active]:not([data-testid="filter-period"])')
    await expect(chips).toHaveText(['Inbound: Yes', 'Teams: Team Noord'])
    await portal.mouse.move(700, 8)
    await expectStateAccessible(portal, 'inbox with filter chips (en-US, dark)')
    await saveScreenshot(portal, 'kit-list-chips-en-US-dark')
    await portal.getByRole('button', { name: 'Clear filter Teams' }).click()
    await expect(portal).not.toHaveURL(/teams=/)
    await expect(portal).toHaveURL(/inbound=true/)
    await expect(chips).toHaveText(['Inbound: Yes'])
    await portal.getByTestId('filter-reset').click()
    await expect(chips).toHaveCount(0)
    await expect(portal).not.toHaveURL(/inbound=/)
  })
})
