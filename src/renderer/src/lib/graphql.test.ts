import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { installFakePortal } from '../test-utils'
import { graphqlOperation, request } from './graphql'
import { resetPortalClient } from './portal'
import { BadServerReplyError } from './server-reply'

// The same text as the inbox's configure mutation (features/inbox/api/configuration.ts): the code generator
// merges identical documents, so this test adds nothing to the generated module. Keep the two equal.
const configure = graphqlOperation(
  'configure',
  chatbotGraphql(`
  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!], $teamNames: [String!]) {
    configureSmartInbox(enabled: $enabled, companyIds: $companyIds, teamNames: $teamNames) {
      ok
      errorMessage
      errorCode
    }
  }
`),
  v.object({
    configureSmartInbox: v.object({
      ok: v.boolean(),
      errorMessage: v.nullable(v.string()),
      errorCode: v.nullable(v.string()),
    }),
  }),
)

describe('request (typed GraphQL through the bridge)', () => {
  afterEach(() => resetPortalClient())

  it('sends the document text, service and variables, and answers the parsed, typed reply', async () => {
    const reply = { configureSmartInbox: { ok: true, errorMessage: null, errorCode: null } }
    const portal = installFakePortal({ 'api:graphql': () => reply })
    resetPortalClient()
    const answer = await request('chatbot', configure, { enabled: true, companyIds: ['c1'] })
    const ok: boolean = answer.configureSmartInbox.ok
    expect(ok).toBe(true)
    const call = portal.calls.find((c) => c.channel === 'api:graphql')
    expect(call?.input).toEqual({
      service: 'chatbot',
      document: expect.stringContaining('mutation ConfigureSmartInbox(') as unknown,
      variables: { enabled: true, companyIds: ['c1'] },
    })
  })

  it('rejects a reply of another shape (QUALITY REL-9)', async () => {
    installFakePortal({ 'api:graphql': () => ({ configureSmartInbox: { ok: 'yes' } }) })
    resetPortalClient()
    await expect(request('chatbot', configure, {})).rejects.toBeInstanceOf(BadServerReplyError)
  })
})
