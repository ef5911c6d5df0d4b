import { Hono } from 'hono'
import * as v from 'valibot'
import { simulatorReply } from '../conversation-engine/conversation-service'
import type { SandboxEnv } from '../http/request'
import { anyText, jsonBody, param, query } from '../http/validation'
import type { SandboxServices } from '../services'
import { allMessages, receiveInboundMessage } from './inbox-messages-service'

const maxMessageLength = 10_000

/** A text the simulator stores when given (a non-empty string), else null. */
const optionalText = v.pipe(
  anyText,
  v.transform((value) => value || null),
)

const inboundMessageBody = v.object({
  project_id: v.pipe(
    anyText,
    v.check((projectId) => projectId !== '', 'This field is required.'),
  ),
  text: v.pipe(
    anyText,
    v.check((text) => text.length > 0, 'This field is required.'),
    v.check(
      (text) => text.length === 0 || (text.length <= maxMessageLength && !text.includes('\u0000')),
      `At most ${maxMessageLength} characters, no NUL.`,
    ),
  ),
  // The id becomes a key in the realtime store (openedConversations), so it must be a valid one.
  client_id: v.pipe(
    v.optional(v.unknown(), null),
    v.check(
      (given) =>
        given === undefined ||
        given === null ||
        given === '' ||
        (typeof given === 'string' && validClientId(given)),
      'At most 200 characters, none of . # $ [ ] / or control characters.',
    ),
    v.transform((given) => (typeof given === 'string' && given ? given : null)),
  ),
  phone_number: optionalText,
  candidate_name: optionalText,
  team_name: optionalText,
  /** The bot answers through the conversation engine (conversation-engine/conversation-service.ts simulatorReply). */
  follow_flows: v.optional(v.boolean(), false),
})

/** The candidates' side of the Smart Inbox (/__sandbox/, development only): writing to a chatbot, and every message. */
export function inboxDevRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()

  /** A candidate writes to a chatbot (inbox-messages-service.ts receiveInboundMessage). */
  app.post('/__sandbox/inbound-message', jsonBody(inboundMessageBody), async (c) => {
    const body = c.req.valid('json')
    const answer = await receiveInboundMessage(services, {
      projectId: body.project_id,
      clientId: body.client_id,
      text: body.text,
      phoneNumber: body.phone_number,
      candidateName: body.candidate_name,
      teamName: body.team_name,
    })
    if (!body.follow_flows) return c.json(answer, 201)
    const chatbot = await services.chatbots.byProjectId(body.project_id)
    const replies = chatbot
      ? await simulatorReply(services, chatbot, answer.message.client_id, body.text)
      : []
    return c.json({ ...answer, bot_replies: replies }, 201)
  })

  app.get('/__sandbox/messages', query(v.object({ project_id: param })), async (c) =>
    c.json(await allMessages(services, c.req.valid('query').project_id)),
  )

  return app
}

/** A realtime-store key (Firebase's rules), up to 200 characters. */
function validClientId(id: string): boolean {
  return (
    id.length <= 200 &&
    !/[.#$[\]/]/.test(id) &&
    ![...id].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
}
