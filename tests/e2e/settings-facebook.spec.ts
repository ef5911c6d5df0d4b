import {
  callSimulator,
  expect,
  expectAccessibleInBothSchemes,
  openDialog,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
} from './support/fixtures'

/**
 * Settings › Facebook lead forms against the real main services and the demo sandbox's stand-in Facebook:
 * a manager's first connect is refused by Facebook (its message shown), the second (a double click)
 * connects the pages once; one page is switched on and another disconnected after the confirmation.
 */
test.use({ actionTimeout: 30_000 })

test('a manager connects Facebook pages, switches one on and disconnects another', async ({
  portal: page,
  harness,
}) => {
  await signIn(page, harness, 'manager@demo.nl')
  await openRoute(page, harness, '/settings/facebook')
  const table = page.getByTestId('facebook-pages')
  await expect(table.getByTestId('facebook-page-104857600123456')).toContainText('Talentbrug Vacatures')

  const fault = await callSimulator(harness, 'facebook-leads/fail-next-connect', {
    project_id: 'talentbrug-werving',
  })
  expect(fault.status).toBe(200)
  const token = page.getByTestId('facebook-token')
  await token.fill('EAAGm0PX4ZCpsBAKZBZCdemo')
  await page.getByTestId('facebook-connect-submit').click()
  await expect(page.getByTestId('facebook-connect-error')).toContainText(
    'Error validating access token: Session has expired.',
  )
  await expect(token).toHaveValue('')
  await saveScreenshot(page, 'settings-facebook-refused-nl')

  await token.fill('EAAGm0PX4ZCpsBAKZBZCdemo')
  await page.getByTestId('facebook-connect-submit').dblclick()
  await expect(page.getByTestId('facebook-connected')).toContainText('Gekoppeld: 3 pagina')
  await expect(table.getByRole('row')).toHaveCount(4)

  const techniek = table.getByTestId('facebook-page-104857600234567')
  await techniek.getByRole('switch').click({ force: true })
  await expect(page.getByTestId('facebook-notice')).toContainText(
    'Leads van Talentbrug Techniek Werkt worden nu binnengehaald.',
  )
  await expect(techniek.getByRole('switch')).toBeChecked()

  await table.getByTestId('facebook-page-104857600345678').getByTestId('facebook-disconnect').click()
  await expect(page.getByTestId('facebook-disconnect-modal')).toBeVisible()
  await saveScreenshot(page, 'settings-facebook-disconnect-nl')
  await expectAccessibleInBothSchemes(page, 'Facebook disconnect modal', openDialog)
  await page.getByTestId('facebook-disconnect-confirm').click()
  await expect(page.getByTestId('facebook-notice')).toContainText('Talentbrug Zorg & Welzijn is ontkoppeld.')
  await expect(table.getByRole('row')).toHaveCount(3)
  await saveScreenshot(page, 'settings-facebook-list-nl')

  await switchLanguage(page, 'en-US')
  await expect(page.getByRole('heading', { name: 'Facebook lead forms' })).toBeVisible()
  await saveScreenshot(page, 'settings-facebook-list-en')
  await page.emulateMedia({ colorScheme: 'dark' })
  await saveScreenshot(page, 'settings-facebook-list-en-dark')
})
