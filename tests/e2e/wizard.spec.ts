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
 * The quick start: a manager opens it from the dashboard; the first process's three steps (WhatsApp channel
 * connected, widget live through web conversations, calendar linked) ticked themselves off from the demo
 * chatbot's state, so the process is done without a click. The Smart Inbox onboarding's steps nothing checks
 * are ticked off by hand, the last with a double click that sends once, which finishes its first process
 * and the wizard. The dashboard's settings card shows the same states. Set up through main's sign-in;
 * screenshots in nl-NL and en-US, light and dark.
 */
test('a manager completes the quick start first process', async ({ portal: page, harness }) => {
  await signIn(page, harness, 'manager@demo.nl')
  await openRoute(page, harness, '/dashboard')
  const settings = page.getByTestId('dashboard-settings')
  await expect(settings.getByTestId('settings-check-whatsapp-connected')).toHaveAttribute(
    'data-state',
    'passed',
    // The dashboard loads six cards at once; on a loaded machine the demo server answers them slowly.
    { timeout: 30_000 },
  )
  await expect(settings.getByTestId('settings-check-widget-published')).toHaveAttribute(
    'data-state',
    'passed',
  )
  await saveScreenshot(page, 'wizard-dashboard-nl')
  // Getting started is the one way into the quick start.
  await page.getByTestId('dashboard-getting-started').getByTestId('quick-start-open').click()
  await expect(page).toHaveURL(/#\/wizard\?wizard=wz-cb-werving-quick-start/)

  const process = page.getByTestId('wizard-process-live-gaan')
  for (const n of [1, 2, 3])
    await expect(process.getByTestId(`wizard-step-wz-cb-werving-quick-start-live-gaan-${n}`)).toHaveAttribute(
      'data-done',
      'true',
    )
  // A self-checked step has no "mark as done": the state ticks it off.
  await expect(
    process
      .getByTestId('wizard-step-wz-cb-werving-quick-start-live-gaan-2')
      .getByTestId('wizard-step-toggle'),
  ).toHaveCount(0)
  // A finished process is folded; opened, it says what the portal saw.
  await expect(process.getByText('Klaar', { exact: true })).toBeVisible()
  await process.getByText('Je chatbot live zetten').click()
  await expect(process.getByText('De widget is live: bezoekers praten er via met de chatbot.')).toBeVisible()
  // The adminOnly step is not a manager's, and copying a process to another chatbot is a superuser's.
  await expect(page.getByText('Controleer de serverinstellingen')).toHaveCount(0)
  await expect(page.getByTestId('wizard-process-clone')).toHaveCount(0)
  await saveScreenshot(page, 'wizard-nl')
  // A manager edits the wizard's texts; the form opens with the stored ones.
  await process.getByTestId('wizard-process-edit').click()
  const edit = page.getByRole('dialog')
  await expect(edit.getByTestId('wizard-edit-title')).toHaveValue('Je chatbot live zetten')
  await saveScreenshot(page, 'wizard-edit-nl')
  await edit.getByRole('button', { name: 'Annuleren' }).click()
  await expect(edit).toBeHidden()

  await page.getByTestId('wizard-choice').getByText('Smart Inbox', { exact: false }).click()
  await expect(page).toHaveURL(/wizard=wz-cb-werving-inbox/)
  const inbox = page.getByTestId('wizard-process-smart-inbox')
  const first = inbox.getByTestId('wizard-step-wz-cb-werving-inbox-smart-inbox-1')
  await first.getByTestId('wizard-step-toggle').click()
  await expect(first).toHaveAttribute('data-done', 'true')
  const second = inbox.getByTestId('wizard-step-wz-cb-werving-inbox-smart-inbox-2')
  await second.getByTestId('wizard-step-toggle').dblclick()
  await expect(second).toHaveAttribute('data-done', 'true')
  await expect(inbox.getByText('Klaar', { exact: true })).toBeVisible()
  await expect(page.getByTestId('wizard-progress')).toHaveText('Alle stappen zijn klaar.')
  const stored = await harness.portal.dispatcher.dispatch('api:graphql', {
    service: 'chatbot',
    document: '{ allWizards { id finishedTimestamp processes { identifier isFinished } } }',
    variables: {},
  })
  expect(JSON.stringify(stored)).toContain('"identifier":"live-gaan","isFinished":true')
  expect(JSON.stringify(stored)).toContain('"identifier":"smart-inbox","isFinished":true')
  await expectAccessibleInBothSchemes(page, 'wizard')
  await saveScreenshot(page, 'wizard-process-done-nl')

  await switchLanguage(page, 'en-US')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.getByTestId('wizard-progress')).toContainText('All steps are done.')
  await saveScreenshot(page, 'wizard-en-dark')
  // The edit form in English at 1920 × 1080.
  await page.setViewportSize({ width: 1920, height: 1080 })
  await inbox.getByTestId('wizard-process-edit').click()
  await expect(page.getByRole('dialog').getByTestId('wizard-edit-title')).not.toHaveValue('')
  await saveScreenshot(page, 'wizard-edit-en-dark-1920')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await openRoute(page, harness, '/dashboard')
  await expect(page.getByTestId('dashboard-settings')).toContainText('Widget live')
  await expect(page.getByTestId('dashboard-getting-started').getByTestId('quick-start-open')).toBeVisible()
  await saveScreenshot(page, 'wizard-dashboard-en-dark-1920')
  await page.setViewportSize({ width: 1280, height: 800 })
})
