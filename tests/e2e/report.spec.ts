import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  expect,
  expectAccessibleInBothSchemes,
  openRoute,
  saveScreenshot,
  signIn,
  switchLanguage,
  test,
} from './support/fixtures'

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * Reporting a conversation: from the Smart Inbox's conversation panel, the rules shown on an empty
 * submit, an image chosen through main's open dialog, a double-click that sends once; the superuser's
 * ticket list (read through main) holds it with the conversation, the chatbot and the image. The dashboard's
 * support ticket card opens the same modal, shown in English and dark.
 */
test('Report: a conversation is reported with an image and reaches the superusers', async ({
  portal,
  harness,
}) => {
  test.setTimeout(90_000)
  await portal.setViewportSize({ width: 1280, height: 860 })
  await signIn(portal, harness, 'superuser@demo.nl')
  await openRoute(portal, harness, '/inbox?view=messages')
  const first = portal.getByTestId('inbox-row').first()
  await expect(first).toBeVisible({ timeout: 20_000 })
  const clientId = (await first.getAttribute('data-client-id'))!
  await first.getByRole('button').click()
  await expect(portal.getByTestId('conversation')).toBeVisible()

  await portal.getByTestId('conversation').getByTestId('report-conversation').click()
  const dialog = portal.getByTestId('report-modal')
  await expect(dialog.getByTestId('report-contact-email')).toHaveValue('superuser@demo.nl')
  await dialog.getByTestId('report-contact-email').fill('jan@demo')
  await dialog.getByTestId('report-send').click()
  await expect(dialog.getByText('Vul een onderwerp in.')).toBeVisible()
  await expect(dialog.getByText('Vul een geldig e-mailadres in.')).toBeVisible()

  const folder = mkdtempSync(path.join(tmpdir(), 'report-e2e-'))
  const image = path.join(folder, 'schermafdruk.png')
  writeFileSync(image, png)
  harness.answerOpenDialog(image)
  await dialog.getByTestId('report-choose-image').click()
  await expect(dialog.getByTestId('report-image')).toContainText('schermafdruk.png')
  await dialog.getByTestId('report-subject').fill('Bot stelt dezelfde vraag twee keer')
  await dialog.getByTestId('report-contact-email').fill('jan@talentbrug.nl')
  await dialog.getByTestId('report-message').fill('Na de postcode vraagt de bot opnieuw naar de postcode.')
  await saveScreenshot(portal, 'report-conversation-nl-NL')
  await expectAccessibleInBothSchemes(portal, 'report modal', '[role="dialog"]')
  await dialog.getByTestId('report-send').dblclick()
  await expect(dialog.getByTestId('report-done')).toBeVisible()

  const tickets = await harness.portal.dispatcher.dispatch('deployments:support-tickets', {})
  expect(tickets.ok).toBe(true)
  const list = (tickets as { value: { subject: string; clientId: string; imageUrl: string }[] }).value
  expect(list.filter((ticket) => ticket.subject === 'Bot stelt dezelfde vraag twee keer')).toEqual([
    expect.objectContaining({
      contactEmail: 'jan@talentbrug.nl',
      projectId: expect.any(String),
      clientId,
      imageUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/.+\.png$/),
    }),
  ])
  await portal.keyboard.press('Escape')

  // The dashboard's card opens the same modal, about nothing in particular.
  await switchLanguage(portal, 'en-US')
  await portal.emulateMedia({ colorScheme: 'dark' })
  await openRoute(portal, harness, '/dashboard')
  await portal.getByTestId('support-ticket-open').click()
  await expect(portal.getByRole('dialog', { name: 'Support ticket' })).toBeVisible()
  await saveScreenshot(portal, 'report-support-ticket-en-US-dark')
})
