import type { AreaErrors } from './entry'

/**
 * Facebook lead forms refusals, in the shape of the catalogue (errors/index.ts). The spec gives no wording
 * for these; both languages are ours. A refused connection also carries Facebook's own `errorMessage`,
 * which the screen shows as the server gives it.
 */
export const facebookLeadsErrors = {
  facebook_connect_failed: {
    status: 502,
    en: 'Facebook did not accept the connection.',
    nl: 'Facebook heeft de koppeling niet geaccepteerd.',
  },
  facebook_page_not_found: {
    status: 404,
    en: 'This Facebook page is not connected to this chatbot.',
    nl: 'Deze Facebook-pagina is niet aan deze chatbot gekoppeld.',
  },
} as const satisfies AreaErrors
