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
 * Settings › E-mail & mappers against the real main services and the demo sandbox: a manager fixes a
 * template's recipients (one repeated: the spec's message) and saves; the HTML shows only in a sandboxed
 * frame; in a mapper a field used twice is refused with 'Key already exists' before anything is sent. The
 * builder's processor drawer edits the template its processor sends, with the same editor.
 */
test.use({ actionTimeout: 30_000 })

test('a manager edits an e-mail template and a mapper, the recipient and key rules on their fields', async ({
  portal: page,
  harness,
}) => {
  await signIn(page, harness, 'manager@demo.nl')
  await openRoute(page, harness, '/settings/email?template=et-werving-bevestiging')
  const editor = page.getByTestId('template-editor')
  await expect(editor.getByTestId('template-subject')).toHaveValue(
    'Bedankt voor je sollicitatie bij Talentbrug',
  )
  // The server's HTML is in a frame with nothing allowed, never in the portal's own page.
  const preview = editor.getByTestId('template-preview')
  await expect(preview).toHaveAttribute('sandbox', '')
  await expect(page.frameLocator('[data-testid="template-preview"]').getByRole('heading')).toContainText(
    'Bedankt voor je sollicitatie',
  )
  // In the page itself it is only the textarea's text: no heading of the template was made there.
  await expect(page.getByRole('heading', { name: /Bedankt voor je sollicitatie,/ })).toHaveCount(0)

  await editor
    .getByTestId('template-to')
    .fill('{{email}}, recruitment@talentbrug.nl, Recruitment@talentbrug.nl')
  await editor.getByTestId('template-save').click()
  await expect(editor.getByText('E-mailadres bestaat al / ongeldig e-mailadres')).toBeVisible()
  await saveScreenshot(page, 'settings-email-template-error-nl')
  await editor.getByTestId('template-to').fill('{{email}}, recruitment@talentbrug.nl')
  await editor.getByTestId('template-save').click()
  await expect(editor.getByTestId('template-save-status')).toHaveText('Opgeslagen')
  await saveScreenshot(page, 'settings-email-template-nl')

  await page.getByTestId('email-mapper-item').first().click()
  const mapper = page.getByTestId('mapper-editor')
  await mapper.getByTestId('mapper-add-row').click()
  await mapper.getByTestId('mapper-key').last().fill('First_Name')
  await mapper.getByTestId('mapper-label').last().fill('Roepnaam')
  await mapper.getByTestId('mapper-save').click()
  await expect(mapper.getByText('Sleutel bestaat al')).toBeVisible()
  await saveScreenshot(page, 'settings-email-mapper-nl')
  await expectAccessibleInBothSchemes(page, 'Settings e-mail mapper')

  await switchLanguage(page, 'en-US')
  await expect(mapper.getByText('Key already exists')).toBeVisible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.getByTestId('email-template-item').first().click()
  await expect(page.frameLocator('[data-testid="template-preview"]').getByText('Tot dan!')).toBeVisible()
  await saveScreenshot(page, 'settings-email-template-en-dark')
  // The recruiter's e-mail edited where the processor that sends it is: the builder's processor drawer.
  await openRoute(page, harness, '/builder/fl-werving-chauffeur?state=st-werving-ch-afronding')
  await page.getByTestId('processor-open').filter({ hasText: 'Recruiter informeren' }).click()
  const drawer = page.getByTestId('processor-drawer')
  await drawer.getByTestId('processor-dependency').first().click()
  await drawer.getByTestId('template-subject').fill('Nieuwe kandidaat: {{first_name}} via de chatbot')
  await drawer.getByTestId('template-save').click()
  await expect(drawer.getByTestId('template-save-status')).toHaveText('Saved')
  await saveScreenshot(page, 'builder-processor-email-en-dark')
})
