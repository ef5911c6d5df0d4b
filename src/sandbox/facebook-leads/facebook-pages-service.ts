import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  accessTokenSchema,
  facebookPageJsonSchema,
  facebookValidation,
  facebookValidationText,
  type FacebookPage,
} from '@shared/domain/facebook-leads'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { DbOrTx } from '../db/sandbox-db'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { exchangeUserToken } from './facebook-stand-in'
import { facebookPages } from './schema'

/**
 * Facebook lead pages (spec 000 §3, spec 001 §7.3, §7.4): list, get, connect with a short-lived user
 * token, switch on or off, disconnect. What leaves this file is the page as the portal shows it: the
 * page token stays in its row.
 */

type PageRow = typeof facebookPages.$inferSelect

const view = (row: PageRow): FacebookPage => ({
  id: row.id,
  pageId: row.pageId,
  pageName: row.pageName,
  isActive: row.isActive,
})

export async function listPages(db: DbOrTx, chatbot: ChatbotRow): Promise<FacebookPage[]> {
  const rows = await db
    .select()
    .from(facebookPages)
    .where(eq(facebookPages.chatbotId, chatbot.id))
    .orderBy(asc(facebookPages.pageName), asc(facebookPages.pageId))
  return rows.map(view)
}

export async function getPage(db: DbOrTx, chatbot: ChatbotRow, pageId: string): Promise<FacebookPage | null> {
  const [row] = await db
    .select()
    .from(facebookPages)
    .where(and(eq(facebookPages.chatbotId, chatbot.id), eq(facebookPages.pageId, pageId)))
  return row ? view(row) : null
}

export type ConnectAnswer =
  | { ok: true; code: null; errorMessage: null; pages: FacebookPage[] }
  | {
      ok: false
      code: 'invalid_input' | 'facebook_connect_failed'
      errorMessage: string
      pages: FacebookPage[]
    }

/**
 * The spec's "Facebook page update" (shortLivedUserAccessToken → ok, errorMessage): Facebook trades the
 * token for the pages its user manages, and each is connected to the chatbot with its page token. A page
 * already connected keeps its on/off state and gets the new token and name; a new page starts off, so
 * connecting never starts taking leads from a page nobody chose. Doing it twice connects the same pages
 * once (one row per chatbot and page). A refusal changes nothing and answers Facebook's message.
 */
export async function connectPages(
  services: SandboxServices,
  chatbot: ChatbotRow,
  shortLivedUserAccessToken: string,
): Promise<ConnectAnswer> {
  const parsed = v.safeParse(accessTokenSchema, shortLivedUserAccessToken)
  if (!parsed.success) {
    const key = parsed.issues[0].message === facebookValidation.tokenRequired ? 'tokenRequired' : 'tokenShape'
    return {
      ok: false,
      code: 'invalid_input',
      errorMessage: facebookValidationText[key],
      pages: await listPages(services.db, chatbot),
    }
  }
  const exchanged = exchangeUserToken(services, chatbot.projectId, parsed.output)
  if (!exchanged.ok)
    return {
      ok: false,
      code: 'facebook_connect_failed',
      errorMessage: exchanged.errorMessage,
      pages: await listPages(services.db, chatbot),
    }
  const now = services.clock.now()
  await services.db.transaction(async (tx) => {
    for (const page of exchanged.pages)
      await tx
        .insert(facebookPages)
        .values({
          id: `fbp-${randomBytes(8).toString('hex')}`,
          chatbotId: chatbot.id,
          pageId: page.pageId,
          pageName: page.pageName,
          isActive: false,
          pageAccessToken: page.pageAccessToken,
          connectedAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [facebookPages.chatbotId, facebookPages.pageId],
          set: { pageName: page.pageName, pageAccessToken: page.pageAccessToken, updatedAt: now },
        })
  })
  return { ok: true, code: null, errorMessage: null, pages: await listPages(services.db, chatbot) }
}

export interface FieldErrorView {
  readonly field: string
  readonly messages: string[]
}

export type PageAnswer =
  | { ok: true; code: null; errorMessage: null; errors: []; facebookPage: FacebookPage | null }
  | {
      ok: false
      code: 'invalid_input' | 'facebook_page_not_found'
      errorMessage: string
      errors: FieldErrorView[]
      facebookPage: null
    }

/** The JSON as an object, also when a client sends it as JSON text (graphene's JSONString does). */
function jsonValue(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data) as unknown
  } catch {
    return data
  }
}

/** The JSON of updateFacebookPage / deleteFacebookPage, or the refusal naming its bad fields. */
function parsePageJson(data: unknown) {
  const parsed = v.safeParse(facebookPageJsonSchema, jsonValue(data))
  if (parsed.success) return { ok: true as const, json: parsed.output }
  const byField = new Map<string, string[]>()
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) ?? 'data'
    byField.set(field, [...(byField.get(field) ?? []), issue.message])
  }
  return {
    ok: false as const,
    answer: {
      ok: false,
      code: 'invalid_input',
      errorMessage: new ApiError('invalid_input').message,
      errors: [...byField].map(([field, messages]) => ({ field, messages })),
      facebookPage: null,
    } satisfies PageAnswer,
  }
}

const notConnected: PageAnswer = {
  ok: false,
  code: 'facebook_page_not_found',
  errorMessage: new ApiError('facebook_page_not_found').message,
  errors: [],
  facebookPage: null,
}

/** updateFacebookPage (JSON page_name, page_id, is_active): switches the page's lead forms on or off. */
export async function updatePage(
  services: SandboxServices,
  chatbot: ChatbotRow,
  data: unknown,
): Promise<PageAnswer> {
  const parsed = parsePageJson(data)
  if (!parsed.ok) return parsed.answer
  const { page_id: pageId, page_name: pageName, is_active: isActive } = parsed.json
  const [row] = await services.db
    .update(facebookPages)
    .set({ pageName, isActive, updatedAt: services.clock.now() })
    .where(and(eq(facebookPages.chatbotId, chatbot.id), eq(facebookPages.pageId, pageId)))
    .returning()
  if (!row) return notConnected
  return { ok: true, code: null, errorMessage: null, errors: [], facebookPage: view(row) }
}

/** deleteFacebookPage (the same JSON): disconnects the page; its page token goes with the row. */
export async function deletePage(
  services: SandboxServices,
  chatbot: ChatbotRow,
  data: unknown,
): Promise<PageAnswer> {
  const parsed = parsePageJson(data)
  if (!parsed.ok) return parsed.answer
  const deleted = await services.db
    .delete(facebookPages)
    .where(and(eq(facebookPages.chatbotId, chatbot.id), eq(facebookPages.pageId, parsed.json.page_id)))
    .returning({ id: facebookPages.id })
  if (deleted.length === 0) return notConnected
  return { ok: true, code: null, errorMessage: null, errors: [], facebookPage: null }
}
