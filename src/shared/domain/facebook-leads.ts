import * as v from 'valibot'
import { hasInvisibleCharacters } from './visible-text'

/**
 * Facebook lead forms (spec 000 §3 'Facebook lead page', spec 001 §7.4): the Facebook pages whose lead forms
 * bring candidates into a chatbot. Connecting gives the server a short-lived user access token from
 * Facebook's login; the server trades it for the pages that user manages (their page tokens stay on the
 * server). A page is then switched on or off (`updateFacebookPage`) or removed (`deleteFacebookPage`), both
 * with the JSON the spec names: page_name, page_id, is_active.
 */

/** Facebook's tokens are a few hundred characters; a longer paste is not a token. */
export const maxAccessTokenLength = 1024
/** Facebook's page names are at most 75 characters; we keep a margin for renamed pages. */
export const maxPageNameLength = 100

/** The message keys the form and the server share (locales `facebook-leads:validation.*`, server English below). */
export const facebookValidation = {
  tokenRequired: 'validation.tokenRequired',
  tokenShape: 'validation.tokenShape',
} as const

export const facebookValidationText: Record<keyof typeof facebookValidation, string> = {
  tokenRequired: 'Paste the access token from Facebook.',
  tokenShape: 'This is not an access token: it has spaces or characters a token never has.',
}

/**
 * The short-lived user access token as the user pastes it: trimmed, one word of the characters Facebook's
 * tokens use (letters, digits and `-_.|`), at most 1,024 characters. It is sent once and kept by nobody
 * on this side (docs/decisions/facebook-leads.md).
 */
export const accessTokenSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(facebookValidation.tokenRequired),
  v.maxLength(maxAccessTokenLength, facebookValidation.tokenShape),
  v.regex(/^[A-Za-z0-9\-_.|]+$/, facebookValidation.tokenShape),
)

export const connectFormSchema = v.object({ token: accessTokenSchema })
export type ConnectForm = v.InferInput<typeof connectFormSchema>

/** A Facebook page id: digits only (Facebook's ids are numeric strings). */
export const pageIdSchema = v.pipe(
  v.string(),
  v.regex(/^[0-9]{1,32}$/, 'page_id must be a Facebook page id.'),
)

/** The JSON of updateFacebookPage and deleteFacebookPage (spec 001 §7.4), snake_case as the spec writes it. */
export const facebookPageJsonSchema = v.object({
  page_id: pageIdSchema,
  page_name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('page_name is required.'),
    v.maxLength(maxPageNameLength, `page_name is at most ${maxPageNameLength} characters.`),
    v.check((name) => !hasInvisibleCharacters(name), 'page_name has invisible or control characters.'),
  ),
  is_active: v.boolean('is_active must be true or false.'),
})
export type FacebookPageJson = v.InferOutput<typeof facebookPageJsonSchema>

/** A connected page as the portal shows it (spec 000 §3): never its page token. */
export interface FacebookPage {
  readonly id: string
  readonly pageId: string
  readonly pageName: string
  readonly isActive: boolean
}

/** The JSON for a page's update or removal, from the page as shown. */
export function pageJson(page: FacebookPage, isActive = page.isActive): FacebookPageJson {
  return { page_id: page.pageId, page_name: page.pageName, is_active: isActive }
}
