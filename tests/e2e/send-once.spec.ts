import type { Page } from '@playwright/test'
import type { Harness } from '../harness/host'
import { callSimulator, expect, signIn, test } from './support/fixtures'

/**
 * One user action sends at most once (QUALITY REL-11): a double-clicked "Versturen" in a Smart Inbox
 * conversation sends one WhatsApp reply, counted in the conversation the server keeps.
 */

const team = 'Team Noord'

async function projectId(harness: Harness): Promise<string> {
  const id = (await harness.portal.session).selectedChatbot()?.name
  expect(id, 'a chatbot is selected').toBeTruthy()
  return id!
}

/** A candidate writes in, so there is a conversation with an open reply window. */
async function newConversation(harness: Harness): Promise<string> {
  const { status, json } = await callSimulator(harness, 'inbound-message', {
    project_id: await projectId(harness),
    text: 'Kunt u mij terugbellen?',
    candidate_name: 'Dubbel Klik',
    phone_number: '+31600000077',
    team_name: team,
  })
  expect(status).toBe(201)
  return (json as { message: { client_id: string } }).message.client_id
}

/** How many recruiter messages with this text the server has in the conversation, read through main's API. */
async function sentCount(harness: Harness, clientId: string, text: string): Promise<number> {
  const project = await projectId(harness)
  const result = await harness.portal.dispatcher.dispatch('api:rest', {
    call: 'conversations',
    query: { project_id: project },
    body: { project_id: project, conversation: { conversation_id: clientId } },
  })
  if (!result.ok) throw new Error(result.error.message)
  const messages = (
    result.value as { conversation: { messages: { sender_entity: string; text: string | null }[] } }
  ).conversation.messages
  return messages.filter((message) => message.sender_entity === 'recruiter' && message.text === text).length
}

async function expectSentOnce(page: Page, harness: Harness, clientId: string, text: string): Promise<void> {
  // The text is cleared once the server said 'OK'; the thread then shows the reply once.
  await expect(page.getByTestId('reply-text')).toHaveValue('', { timeout: 20_000 })
  await expect(page.getByTestId('conversation-thread').getByText(text, { exact: true })).toHaveCount(1)
  // A second send would be in flight with the first: give it time to arrive before counting.
  await page.waitForTimeout(1000)
  expect(await sentCount(harness, clientId, text)).toBe(1)
}

test.describe('Sending once', () => {
  test.setTimeout(120_000)

  test('a double-clicked "Versturen" sends one reply', async ({ portal, harness }) => {
    await signIn(portal, harness)
    const clientId = await newConversation(harness)
    await portal.goto(`${harness.url}/#/inbox/${clientId}`)
    await expect(portal.getByTestId('conversation')).toContainText('Kunt u mij terugbellen?', {
      timeout: 20_000,
    })
    const send = portal.getByRole('button', { name: 'Versturen' })

    // A user's double-click.
    await portal.getByTestId('reply-text').fill('Ik bel u om 14 uur.')
    await send.dblclick()
    await expectSentOnce(portal, harness, clientId, 'Ik bel u om 14 uur.')

    // Two clicks in one task, before React can re-render the button as disabled: only the idempotency
    // key main de-duplicates on stops the second send.
    await portal.getByTestId('reply-text').fill('Tot straks.')
    await send.evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
    })
    await expectSentOnce(portal, harness, clientId, 'Tot straks.')
  })
})
