import { expect, saveScreenshot, signIn, switchLanguage, test } from './support/fixtures'

/**
 * The bot books for real: a candidate in "Try it" (NLP) asks for an introduction on the demo bot, is offered
 * the calendar's free times, books the first one and is told so; a new candidate is no longer offered that
 * time. The chat is then in the Smart Inbox, whose conversation shows the appointment, the times offered
 * and, on request, why the other times of those days were not offered. Nothing is set up beyond the seed.
 */
test('Booking: a candidate in Try it books a slot, which leaves the offer and shows in the Smart Inbox', async ({
  portal,
  harness,
}) => {
  test.setTimeout(90_000)
  await portal.setViewportSize({ width: 1280, height: 800 })
  await signIn(portal, harness, 'manager@demo.nl')
  await portal.getByRole('link', { name: 'NLP' }).click()
  await expect(portal.getByTestId('intent-list')).toBeVisible({ timeout: 20_000 })
  await portal.getByTestId('tab-try').click()

  const buttons = portal.getByTestId('try-it-buttons').getByRole('button')
  const askForIntroduction = async () => {
    await portal.getByTestId('try-it-start').click()
    await expect(portal.getByTestId('try-it-bot').last()).toContainText(
      'Voor welke vacature heb je interesse?',
    )
    await buttons.filter({ hasText: 'Kennismaking plannen' }).click()
    await expect(portal.getByTestId('try-it-bot').last()).toContainText('Kies een moment.')
  }

  await askForIntroduction()
  // Six times, then the state's own "Geen van deze tijden".
  await expect(buttons).toHaveCount(7)
  const first = (await buttons.first().textContent()) ?? ''
  // The time and whom the candidate meets: the same time with a colleague is another slot.
  expect(first).toMatch(/\d\d:\d\d · \S+/)
  await saveScreenshot(portal, 'booking-try-it-offer-nl-NL')
  await buttons.first().click()
  await expect(
    portal.getByTestId('try-it-bot').filter({ hasText: `Je afspraak staat ingepland: ${first}.` }),
  ).toBeVisible()
  await expect(portal.getByTestId('try-it-finished')).toBeVisible()
  await saveScreenshot(portal, 'booking-try-it-booked-nl-NL')

  // The next candidate is offered six times again, but not the booked one.
  await askForIntroduction()
  await expect(buttons).toHaveCount(7)
  await expect(buttons.filter({ hasText: first })).toHaveCount(0)

  // The Smart Inbox conversation shows the appointment and why other times were not offered.
  await portal.getByRole('link', { name: 'Smart Inbox' }).click()
  // It opens on "Gesprekken"; the try-it conversation is looked up in the message table.
  await portal.getByTestId('inbox-view').getByText('Berichten', { exact: true }).click()
  const booked = portal.getByRole('row', { name: /Gesprek try-it-\w+ openen/ }).first()
  await expect(booked).toBeVisible({ timeout: 20_000 })
  await booked.locator('td').nth(6).click()
  await expect(portal.getByTestId('booking-appointment')).toContainText('Kennismakingsgesprek', {
    timeout: 20_000,
  })
  await portal.getByTestId('booking-why').click()
  await expect(portal.getByTestId('booking-explanation').first()).toBeVisible()
  await expect(
    portal.getByTestId('booking-run').filter({ hasText: 'Bezet in de agenda' }).first(),
  ).toBeVisible()
  await saveScreenshot(portal, 'booking-inbox-nl-NL')
  await portal.emulateMedia({ colorScheme: 'dark' })
  await saveScreenshot(portal, 'booking-inbox-dark-nl-NL')
  // The conversation drawer covers the language switcher: closed, switched, opened again.
  await portal.keyboard.press('Escape')
  await switchLanguage(portal, 'en-US')
  await portal
    .getByRole('row', { name: /Open conversation try-it-\w+/ })
    .first()
    .locator('td')
    .nth(6)
    .click()
  await portal.getByTestId('booking-why').click()
  await expect(portal.getByTestId('booking-why')).toHaveText('Why not other times?')
  await expect(
    portal.getByTestId('booking-run').filter({ hasText: 'Busy in the calendar' }).first(),
  ).toBeVisible()
  await saveScreenshot(portal, 'booking-inbox-dark-en-US')
  await portal.emulateMedia({ colorScheme: 'light' })
  await saveScreenshot(portal, 'booking-inbox-en-US')
})
