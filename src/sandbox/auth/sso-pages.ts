import { and, asc, eq, or } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { ssoCallbackUrl } from '@shared/domain/auth'
import * as chatbotsSchema from '../chatbots/schema'
import { ApiError } from '../errors'
import type { SandboxEnv } from '../http/request'
import { param, query } from '../http/validation'
import type { SandboxServices } from '../services'

const startQuery = v.object({
  redirect_uri: param,
  state: v.pipe(
    param,
    v.check((state) => state.length > 0 && state.length <= 200, 'This field is required.'),
  ),
})
const answerQuery = v.object({
  ...startQuery.entries,
  // A demo user's username, or empty for "someone the application is not assigned to".
  username: v.pipe(param, v.maxLength(254)),
})

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The answer goes only to the app's own callback, never to an address the link names (no open redirect). */
function callback(redirectUri: string, state: string, answer: Record<string, string>): string {
  if (redirectUri !== ssoCallbackUrl)
    throw new ApiError('invalid_input', { fields: { redirect_uri: ['Only the app’s own callback.'] } })
  const back = new URL(redirectUri)
  for (const [key, value] of Object.entries(answer)) back.searchParams.set(key, value)
  back.searchParams.set('state', state)
  return back.toString()
}

function startPage(client: string, users: readonly string[], answer: (username: string) => string): string {
  const name = escapeHtml(client)
  const links = users
    .map((username) => `<a class="user" href="${answer(username)}">${escapeHtml(username)}</a>`)
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Single sign-on (demo)</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1b1d21}
main{background:#fff;border-radius:12px;padding:32px;max-width:440px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;color:#44474d}
a{display:block;text-align:center;padding:10px 16px;border-radius:8px;margin-top:8px;text-decoration:none;font-weight:600}
.user{background:#1f5fbf;color:#fff}.deny{border:1px solid #8a8f98;color:#1b1d21}
</style></head>
<body><main>
<h1>Single sign-on for ${name} (demo) · Single sign-on voor ${name} (demo)</h1>
<p>The demo workspace plays the identity provider: choose who signs in. No password is needed.</p>
<p lang="nl">De demo-werkruimte speelt de identiteitsprovider: kies wie inlogt. Er is geen wachtwoord nodig.</p>
${links}
<a class="deny" href="${answer('')}">Someone not assigned to the application · Iemand zonder toegang</a>
</main></body></html>`
}

/**
 * The single sign-on start page of the demo (spec 000 §2 /okta/SAML/login/{client}): a public page, as an
 * identity provider's is, that the system browser opens. The client is a chatbot's project id; one
 * without single sign-on answers the spec's "not enabled" at once. The page lists the chatbot's users;
 * the choice comes back to the app's deep link as an access token the sandbox signed (okta-login checks
 * it), or as access_denied. Plain GETs: the server takes no form posts (SEC-10).
 */
export function ssoPages(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  const chatbotOf = async (client: string) => {
    const [chatbot] = await services.db
      .select({ id: chatbotsSchema.chatbots.id, ssoEnabled: chatbotsSchema.chatbots.ssoEnabled })
      .from(chatbotsSchema.chatbots)
      .where(
        and(
          eq(chatbotsSchema.chatbots.deleted, false),
          or(eq(chatbotsSchema.chatbots.projectId, client), eq(chatbotsSchema.chatbots.id, client)),
        ),
      )
    return chatbot?.ssoEnabled ? chatbot : null
  }

  app.get('/okta/SAML/login/:client', query(startQuery), async (c) => {
    const client = c.req.param('client')
    const { redirect_uri: redirectUri, state } = c.req.valid('query')
    const chatbot = await chatbotOf(client)
    if (!chatbot) return c.redirect(callback(redirectUri, state, { error: 'sso_not_enabled' }), 303)
    callback(redirectUri, state, {})
    const users = await services.db
      .select({ username: chatbotsSchema.users.username })
      .from(chatbotsSchema.userChatbots)
      .innerJoin(chatbotsSchema.users, eq(chatbotsSchema.users.id, chatbotsSchema.userChatbots.userId))
      .where(eq(chatbotsSchema.userChatbots.chatbotId, chatbot.id))
      .orderBy(asc(chatbotsSchema.users.username))
    const answer = (username: string) => {
      const url = new URLSearchParams({ redirect_uri: redirectUri, state, username })
      return escapeHtml(`/okta/SAML/login/${encodeURIComponent(client)}/answer?${url.toString()}`)
    }
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'",
    )
    return c.html(
      startPage(
        client,
        users.map((user) => user.username),
        answer,
      ),
    )
  })

  app.get('/okta/SAML/login/:client/answer', query(answerQuery), async (c) => {
    const { redirect_uri: redirectUri, state, username } = c.req.valid('query')
    if (!(await chatbotOf(c.req.param('client'))))
      return c.redirect(callback(redirectUri, state, { error: 'sso_not_enabled' }), 303)
    const answer: Record<string, string> = username.trim()
      ? { access_token: services.auth.issueSsoToken(username) }
      : { error: 'access_denied' }
    return c.redirect(callback(redirectUri, state, answer), 303)
  })
  return app
}
