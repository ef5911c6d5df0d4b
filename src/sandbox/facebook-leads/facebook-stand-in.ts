import { randomBytes } from 'node:crypto'
import type { SandboxServices } from '../services'

/**
 * The sandbox's stand-in for Facebook's Graph API, as the real portal server calls it when a user connects:
 * trade a short-lived user access token for a long-lived one, then list the pages that user manages with
 * a page access token each (`GET /me/accounts`). The stand-in's one Facebook user manages the three
 * Talentbrug pages below; any token of Facebook's shape (`EAA` and at least 16 more letters or digits)
 * counts as that user's. Everything else is refused with Facebook's own wording, and a development route
 * makes the next exchange fail (docs/sandbox-api.md).
 */
export const standInPages = [
  { pageId: '104857600123456', pageName: 'Talentbrug Vacatures' },
  { pageId: '104857600234567', pageName: 'Talentbrug Techniek Werkt' },
  { pageId: '104857600345678', pageName: 'Talentbrug Zorg & Welzijn' },
] as const

export interface StandInPage {
  readonly pageId: string
  readonly pageName: string
  readonly pageAccessToken: string
}

export type ExchangeAnswer =
  | { readonly ok: true; readonly pages: readonly StandInPage[] }
  | { readonly ok: false; readonly errorMessage: string }

/** Facebook's answers (Graph API error 190) for a token it cannot read, and for one that has expired. */
export const facebookMessages = {
  unparsable: 'Invalid OAuth access token - Cannot parse access token',
  expired: 'Error validating access token: Session has expired.',
} as const

const tokenShape = /^EAA[A-Za-z0-9]{16,}$/

/** Refusals queued per chatbot (project id) by the development route, each used by one exchange. */
const pending = new WeakMap<SandboxServices, Map<string, string[]>>()

export function failNextConnect(services: SandboxServices, projectId: string, errorMessage: string): void {
  let faults = pending.get(services)
  if (!faults) pending.set(services, (faults = new Map()))
  faults.set(projectId, [...(faults.get(projectId) ?? []), errorMessage])
}

/** The exchange for one chatbot's connect: a queued refusal first, then the token's own answer. */
export function exchangeUserToken(
  services: SandboxServices,
  projectId: string,
  token: string,
): ExchangeAnswer {
  const queued = pending.get(services)?.get(projectId)
  const fault = queued?.shift()
  if (fault !== undefined) return { ok: false, errorMessage: fault }
  if (!tokenShape.test(token)) return { ok: false, errorMessage: facebookMessages.unparsable }
  return {
    ok: true,
    pages: standInPages.map((page) => ({
      ...page,
      pageAccessToken: `EAAP${randomBytes(24).toString('hex')}`,
    })),
  }
}
