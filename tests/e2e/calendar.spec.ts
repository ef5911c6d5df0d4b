import {
  expect,
  expectAccessibleInBothSchemes,
  openDialog,
  openRoute,
  saveScreenshot,
  signIn,
  test,
} from './support/fixtures'

/**
 * The calendar against the real main services and the demo sandbox, once, in Dutch: an employee sees only
 * their own calendar, no event configurations to edit, sets "no limit" on their times and a day off, and
 * reads which times the bot offers and why the others not, unlinks their calendar, is refused at the
 * browser's consent and then links it; a manager then sees everyone's calendar and creates a kind of appointment. The drawer and the schema modal are scanned in both schemes.
 */
test.use({ actionTimeout: 30_000 })

test('an employee sets their own availability; a manager sees everyone and adds a kind of appointment', async ({
  portal: page,
  harness,
}) => {
  await signIn(page, harness, 'employee@demo.nl')
  await openRoute(page, harness, '/calendar')
  await expect(page.getByTestId('calendar-user-row')).toHaveCount(1)
  await expect(page.getByTestId('configuration-row')).toHaveCount(3)
  await expect(page.getByTestId('configuration-new')).toHaveCount(0)
  await expect(page.getByTestId('configuration-edit')).toHaveCount(0)

  await page.getByTestId('calendar-user-open').click()
  const drawer = page.getByTestId('calendar-user-drawer')
  const form = drawer.getByTestId('preference-form')
  await form.getByTestId('preference-no-limit').click()
  await form.getByTestId('preference-save').dblclick()
  await expect(form.getByTestId('preference-saved')).toBeVisible()
  // The explanation of a working day: lunch and the weekly meeting are busy, the rest is offered.
  await expect(drawer.getByTestId('why-run').first()).toBeVisible()
  await expect(drawer.locator('[data-testid="why-run"][data-reason="offered"]').first()).toBeVisible()
  await saveScreenshot(page, 'calendar-drawer-times-nl')
  await expectAccessibleInBothSchemes(page, 'calendar drawer, times to schedule', openDialog)

  // A reload keeps the drawer on its tab; the saved limit is there.
  await page.reload()
  await expect(page.getByTestId('calendar-user-drawer').getByTestId('preference-no-limit')).toBeChecked()

  await page.getByTestId('calendar-user-drawer').getByTestId('schema-edit').first().click()
  const modal = page.getByTestId('schema-modal')
  await modal.getByTestId('schema-name').fill('Ab')
  await modal.getByTestId('schema-save').click()
  await expect(modal.getByText('De naam moet minstens 3 tekens hebben.')).toBeVisible()
  await saveScreenshot(page, 'calendar-schema-modal-nl')
  await expectAccessibleInBothSchemes(page, 'availability schema modal', '[data-testid="schema-modal"]')
  // Closing with an unsaved edit asks first; discarding closes it.
  await page.keyboard.press('Escape')
  await modal.getByTestId('unsaved-discard').click()
  await expect(modal).toHaveCount(0)

  // Unlinking (a double click unlinks once), then linking Microsoft: the consent opens in the browser and
  // its answer comes back through the app's deep link; a reload while it waits still says where to finish.
  const linked = page.getByTestId('calendar-user-drawer')
  await linked.getByTestId('tab-linked').click()
  await expect(linked.getByTestId('calendar-link')).toHaveAttribute('data-state', 'linked')
  await linked.getByTestId('calendar-unlink').click()
  await page.getByTestId('calendar-unlink-confirm').dblclick()
  await expect(linked.getByTestId('calendar-link')).toHaveAttribute('data-state', 'none')
  // What the browser does: the consent page's answer leads to the app's deep link (a one-time code or the
  // refusal), which main takes.
  const answerConsent = async (decision: 'allow' | 'deny') => {
    const consent = harness.records.openedExternal.at(-1)!
    const html = await (await fetch(consent)).text()
    const link = new RegExp(`href="([^"]*decision=${decision}[^"]*)"`).exec(html)![1]!
    const href = link.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    const answer = await fetch(new URL(href, consent), { redirect: 'manual' })
    const deepLink = answer.headers.get('location')!
    await expect(harness.portal.handleDeepLink(deepLink)).resolves.toBe(true)
    return deepLink
  }
  // Refused at Google: the spec's message with the reason.
  await linked.getByTestId('calendar-link-google').click()
  // The waiting notice shows once main has opened the consent page: only then is it recorded.
  await expect(linked.getByTestId('calendar-link-waiting')).toBeVisible()
  expect(harness.records.openedExternal.at(-1)).toContain('/calendar-link/google/consent?')
  await answerConsent('deny')
  await expect(linked.getByTestId('calendar-link-failed')).toHaveText(
    'Er ging iets mis bij het koppelen, probeer het opnieuw. In de browser is geen toestemming gegeven.',
  )
  await expect(linked.getByTestId('calendar-link')).toHaveAttribute('data-state', 'none')
  await saveScreenshot(page, 'calendar-link-denied-nl')

  await linked.getByTestId('calendar-link-microsoft').click()
  await expect(linked.getByTestId('calendar-link-waiting')).toBeVisible()
  expect(harness.records.openedExternal.at(-1)).toContain('/calendar-link/microsoft/consent?')
  await page.reload()
  await expect(page.getByTestId('calendar-user-drawer').getByTestId('calendar-link-waiting')).toBeVisible()
  const allowed = await answerConsent('allow')
  await expect(page.getByTestId('calendar-user-drawer').getByTestId('calendar-link')).toHaveText(
    'Gekoppeld met Microsoft',
  )
  await expect(page.getByText('Microsoft Outlook is gekoppeld.')).toBeVisible()
  await saveScreenshot(page, 'calendar-drawer-linked-nl')
  // Replayed, the answer is taken and ignored: nothing waits for it any more.
  await expect(harness.portal.handleDeepLink(allowed)).resolves.toBe(true)
  await expect(page.getByTestId('calendar-user-drawer').getByTestId('calendar-link-failed')).toHaveCount(0)
  // The one-time code went from the deep link to the server only: not in a log line, not on the page.
  const code = new URL(allowed).searchParams.get('code')!
  expect(JSON.stringify(harness.records.logs)).not.toContain(code)
  expect(await page.content()).not.toContain(code)

  const signedOut = await harness.portal.dispatcher.dispatch('session:logout', {})
  expect(signedOut.ok).toBe(true)
  await expect(page).toHaveURL(/#\/login$/)
  await signIn(page, harness, 'manager@demo.nl')
  await openRoute(page, harness, '/calendar')
  await expect(page.getByTestId('calendar-user-row')).toHaveCount(3)
  await page.getByTestId('configuration-new').click()
  const configuration = page.getByTestId('configuration-modal')
  await configuration.getByTestId('configuration-name').fill('Proefdag')
  // A reminder: one row, sent by e-mail and as a push notification.
  await configuration.getByTestId('reminder-add').click()
  await expect(configuration.getByTestId('reminder-add')).toBeDisabled()
  await configuration.getByTestId('reminder-minutes').fill('60')
  await saveScreenshot(page, 'calendar-configuration-modal-nl')
  await configuration.getByTestId('configuration-save').dblclick()
  await expect(page.getByTestId('configuration-row').filter({ hasText: 'Proefdag' })).toHaveCount(1)
  await expect(
    page
      .getByTestId('configuration-row')
      .filter({ hasText: 'Proefdag' })
      .getByTestId('configuration-reminders'),
  ).toHaveText('· 1 herinnering')
  await expect(page.getByTestId('configuration-row')).toHaveCount(4)
  await saveScreenshot(page, 'calendar-manager-nl')
})
