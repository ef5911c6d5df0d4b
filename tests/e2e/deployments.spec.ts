import { defaultManagementSecret } from '../../src/sandbox/index'
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
 * Deployments: a superuser enters the management secret (a wrong one is refused and nothing is kept),
 * creates a chatbot from a template, is refused a second one with the same project id, deletes it by
 * typing its name, and recovers it; then copies a wizard process to another chatbot. Screens in both
 * languages and both schemes.
 */
test('Deployments: a superuser keeps the secret, creates, deletes and recovers a chatbot', async ({
  portal,
  harness,
}) => {
  test.setTimeout(120_000)
  await portal.setViewportSize({ width: 1280, height: 800 })
  await signIn(portal, harness, 'superuser@demo.nl')
  await openRoute(portal, harness, '/deployments')
  await expect(portal.getByRole('heading', { level: 1, name: 'Deployments' })).toBeVisible({
    timeout: 20_000,
  })

  // A wrong secret: the service's refusal, nothing kept.
  await portal.getByTestId('secret-input').fill('not-the-secret')
  await portal.getByTestId('secret-save').click()
  await expect(portal.getByTestId('secret-refused')).toContainText(
    'Het beheergeheim ontbreekt of is ongeldig. Er is niets bewaard.',
  )
  await expect(portal.getByTestId('secret-card')).toBeVisible()
  await saveScreenshot(portal, 'deployments-secret-refused-nl-NL')
  await switchLanguage(portal, 'en-US')

  await portal.getByTestId('secret-input').fill(defaultManagementSecret)
  await portal.getByTestId('secret-save').click()
  await expect(portal.getByTestId('secret-kept')).toBeVisible()
  await expect(
    portal.getByTestId('deployment-talentbrug-archief').getByTestId('deployment-state'),
  ).toHaveText('Deleted')

  // Create from a template; a double click sends once.
  await portal.getByTestId('deployment-create').click()
  const dialog = portal.getByRole('dialog')
  await dialog.getByTestId('create-project-id').fill('talentbrug-retail')
  await dialog.getByTestId('create-project-name').fill('Talentbrug Retail')
  await dialog.getByTestId('create-template').click()
  await portal.getByRole('option').first().click()
  await saveScreenshot(portal, 'deployments-create-en-US')
  await dialog.getByTestId('create-submit').dblclick()
  const row = portal.getByTestId('deployment-talentbrug-retail')
  await expect(row.getByTestId('deployment-state')).toHaveText('Active')

  // The same project id again: 'Key already exists' at the field, the typed values kept.
  await portal.getByTestId('deployment-create').click()
  await dialog.getByTestId('create-project-id').fill('talentbrug-retail')
  await dialog.getByTestId('create-template').click()
  await portal.getByRole('option').first().click()
  await dialog.getByTestId('create-submit').click()
  await expect(dialog.getByText('Key already exists')).toBeVisible()
  await expect(dialog.getByTestId('create-project-id')).toHaveValue('talentbrug-retail')
  await portal.keyboard.press('Escape')

  // Delete: only once the name is typed exactly.
  await row.getByTestId('deployment-delete').click()
  await dialog.getByTestId('delete-confirm').fill('talentbrug')
  await expect(dialog.getByTestId('delete-submit')).toBeDisabled()
  await dialog.getByTestId('delete-confirm').fill('talentbrug-retail')
  await expectAccessibleInBothSchemes(portal, 'deployments delete dialog', '[role="dialog"]')
  await dialog.getByTestId('delete-submit').click()
  await expect(row.getByTestId('deployment-state')).toHaveText('Deleted')

  // Recover, then fix says what it changed.
  await row.getByTestId('deployment-recover').click()
  await expect(row.getByTestId('deployment-state')).toHaveText('Active')
  await row.getByTestId('deployment-fix').click()
  await expect(portal.getByRole('dialog')).toContainText(/Nothing was missing|Fix changed/)
  await saveScreenshot(portal, 'deployments-fix-en-US')
  await portal.keyboard.press('Escape')
  await expectAccessibleInBothSchemes(portal, 'deployments', 'main')
  await saveScreenshot(portal, 'deployments-list-en-US-light')

  await switchLanguage(portal, 'nl-NL')
  await portal.emulateMedia({ colorScheme: 'dark' })
  await expect(row.getByTestId('deployment-state')).toHaveText('Actief')
  await saveScreenshot(portal, 'deployments-list-nl-NL-dark')
  await portal.getByRole('tab', { name: 'Supporttickets' }).click()
  await expect(portal.getByTestId('tickets-empty').or(portal.getByTestId('tickets-table'))).toBeVisible()
  await saveScreenshot(portal, 'deployments-tickets-nl-NL-dark')

  // The superuser copies the quick start's first process into another chatbot's wizard, from the screens.
  await openRoute(portal, harness, '/wizard')
  const live = portal.getByTestId('wizard-process-live-gaan')
  await expect(live).toBeVisible()
  // The process is unfolded while a step is open for this user (the superuser's calendar), folded when done.
  if (!(await live.getByTestId('wizard-process-clone').isVisible()))
    await live.getByText('Je chatbot live zetten').click()
  await live.getByTestId('wizard-process-clone').click()
  const clone = portal.getByRole('dialog')
  await clone.getByTestId('wizard-clone-chatbot').click()
  await portal.getByRole('option', { name: /talentbrug-techniek/ }).click()
  await clone.getByTestId('wizard-clone-wizard').click()
  await portal.getByRole('option', { name: 'Snel aan de slag' }).click()
  await saveScreenshot(portal, 'wizard-clone-nl-NL-dark')
  await clone.getByTestId('wizard-clone-submit').click()
  await expect(portal.getByText(/is gekopieerd naar/)).toBeVisible()
  await expect(clone).toBeHidden()
})
