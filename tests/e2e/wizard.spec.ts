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
 * The quick start: a manager opens it from the dashboard; the WhatsApp channel and calendar steps ticked
 * themselves off from the demo chatbot's state, the widget step (which nothing checks yet) is marked done
 * by hand with a double click that sends once, and the first process is done. The dashboard's settings
 * card shows the same states. Set up through main's sign-in; screenshots in nl-NL and en-US, light and dark.
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
    'unavailable',
  )
  await saveScreenshot(page, 'wizard-dashboard-nl')
  await page.getByTestId('quick-start-open').click()
  await expect(page).toHaveURL(/#\/wizard\?wizard=wz-cb-werving-quick-start/)

  const process = page.getByTestId('wizard-process-live-gaan')
  await expect(process.getByTestId('wizard-step-wz-cb-werving-quick-start-live-gaan-1')).toHaveAttribute(
    'data-done',
    'true',
  )
  await expect(process.getByTestId('wizard-step-wz-cb-werving-quick-start-live-gaan-3')).toHaveAttribute(
    'data-done',
    'true',
  )
  // A self-checked step has no "mark as done": the state ticks it off.
  await expect(
    process
      .getByTestId('wizard-step-wz-cb-werving-quick-start-live-gaan-1')
      .getByTestId('wizard-step-toggle'),
  ).toHaveCount(0)
  await expect(process.getByText('Het portaal kan deze stap nog niet controleren')).toBeVisible()
  // The adminOnly step is not a manager's.
  await expect(page.getByText('Controleer de serverinstellingen')).toHaveCount(0)
  await saveScreenshot(page, 'wizard-nl')

  const widget = process.getByTestId('wizard-step-wz-cb-werving-quick-start-live-gaan-2')
  await widget.getByTestId('wizard-step-toggle').dblclick()
  await expect(widget).toHaveAttribute('data-done', 'true')
  await expect(process.getByText('Klaar', { exact: true })).toBeVisible()
  const stored = await harness.portal.dispatcher.dispatch('api:graphql', {
    service: 'chatbot',
    document: '{ allWizards { id processes { identifier isFinished } } }',
    variables: {},
  })
  expect(JSON.stringify(stored)).toContain('"identifier":"live-gaan","isFinished":true')
  await expectAccessibleInBothSchemes(page, 'wizard')
  await saveScreenshot(page, 'wizard-process-done-nl')

  await switchLanguage(page, 'en-US')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.getByTestId('wizard-progress')).toContainText('of')
  await saveScreenshot(page, 'wizard-en-dark')
  await openRoute(page, harness, '/dashboard')
  await expect(page.getByTestId('dashboard-settings')).toContainText('Widget live')
  await saveScreenshot(page, 'wizard-dashboard-en-dark')
})
