import { Hono } from 'hono'
import * as v from 'valibot'
import { calendarProducts, type CalendarProductName } from '@shared/domain/calendar-link'
import { ApiError } from '../errors'
import type { SandboxEnv } from '../http/request'
import { param, query } from '../http/validation'
import type { SandboxServices } from '../services'
import { isCalendarCallback, issueConsentCode } from './calendar-link-service'

const providerNames: Record<CalendarProductName, string> = { GOOGLE: 'Google', MICROSOFT: 'Microsoft' }

const consentQuery = v.object({
  redirect_uri: param,
  state: v.pipe(
    param,
    v.check((state) => state.length > 0 && state.length <= 200, 'This field is required.'),
  ),
})

const answerQuery = v.object({
  ...consentQuery.entries,
  decision: v.picklist(['allow', 'deny', 'expire'], 'Choose allow, deny or expire.'),
})

function providerOf(name: string): CalendarProductName {
  const provider = calendarProducts.find((one) => one.toLowerCase() === name)
  if (!provider) throw new ApiError('not_found')
  return provider
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The consent page a provider would show, in both languages: a person picks what the provider answers. */
function consentPage(provider: CalendarProductName, redirectUri: string, state: string): string {
  const name = providerNames[provider]
  const answer = (decision: string) => {
    const url = new URLSearchParams({ redirect_uri: redirectUri, state, decision })
    return escapeHtml(`/calendar-link/${provider.toLowerCase()}/consent/answer?${url.toString()}`)
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name} (demo)</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1b1d21}
main{background:#fff;border-radius:12px;padding:32px;max-width:440px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;color:#44474d}
a{display:block;text-align:center;padding:10px 16px;border-radius:8px;margin-top:8px;text-decoration:none;font-weight:600}
.allow{background:#1f5fbf;color:#fff}.deny{border:1px solid #8a8f98;color:#1b1d21}.expire{color:#44474d;font-weight:400}
</style></head>
<body><main>
<h1>${name} calendar (demo) · ${name}-agenda (demo)</h1>
<p>Chatbot Portal asks to read your free and busy times and to add appointments. The demo workspace plays ${name}: no account is needed.</p>
<p lang="nl">Chatbot Portal vraagt je vrije en bezette tijden te lezen en afspraken toe te voegen. De demo-werkruimte speelt ${name}: er is geen account nodig.</p>
<a class="allow" href="${answer('allow')}">Allow · Toestaan</a>
<a class="deny" href="${answer('deny')}">Deny · Weigeren</a>
<a class="expire" href="${answer('expire')}">Answer after 10 minutes (try the time limit) · Antwoord na 10 minuten</a>
</main></body></html>`
}

/**
 * The simulated providers' consent (docs/sandbox-api.md): public pages, as a provider's are, that the
 * system browser opens; their answer goes only to the app's own deep link. Plain GETs: the server takes
 * no form posts (a web page could send those to it without asking, SEC-10).
 */
export function calendarRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.get('/calendar-link/:provider/consent', query(consentQuery), (c) => {
    const provider = providerOf(c.req.param('provider'))
    const { redirect_uri: redirectUri, state } = c.req.valid('query')
    if (!isCalendarCallback(redirectUri))
      throw new ApiError('invalid_input', { fields: { redirect_uri: ['Only the app’s own callback.'] } })
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'",
    )
    return c.html(consentPage(provider, redirectUri, state))
  })
  app.get('/calendar-link/:provider/consent/answer', query(answerQuery), (c) => {
    const provider = providerOf(c.req.param('provider'))
    const { redirect_uri: redirectUri, state, decision } = c.req.valid('query')
    if (!isCalendarCallback(redirectUri))
      throw new ApiError('invalid_input', { fields: { redirect_uri: ['Only the app’s own callback.'] } })
    const back = new URL(redirectUri)
    if (decision === 'deny') back.searchParams.set('error', 'access_denied')
    else
      back.searchParams.set('code', issueConsentCode(services, provider, redirectUri, decision === 'expire'))
    back.searchParams.set('state', state)
    return c.redirect(back.toString(), 303)
  })
  return app
}
