import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation } from '@shared/graphql/operation'
import { graphqlRequest } from './graphql-request'

// The same text as the NLP module's status watch (nlp-module.ts): the code generator merges identical
// documents, so this test adds nothing to the generated module. Keep the two equal.
const status = graphqlOperation(
  'model status',
  chatbotGraphql(`
    query NlpPublishWatch {
      nlpTrainStatus {
        status
      }
    }
  `),
  v.object({ nlpTrainStatus: v.object({ status: v.string() }) }),
)

describe("graphqlRequest (main's typed GraphQL)", () => {
  it("sends the generated document's text and answers the parsed, typed reply", async () => {
    const graphql = vi.fn(async () => ({ nlpTrainStatus: { status: 'PUBLISHED', extra: 1 } }))
    const reply = await graphqlRequest({ graphql }, 'chatbot', status)
    const text: string = reply.nlpTrainStatus.status
    expect(text).toBe('PUBLISHED')
    expect(reply).toEqual({ nlpTrainStatus: { status: 'PUBLISHED' } })
    expect(graphql).toHaveBeenCalledWith('chatbot', expect.stringContaining('query NlpPublishWatch'), {})
  })

  it('turns a reply of another shape into a typed error (QUALITY REL-9)', async () => {
    const graphql = vi.fn(async () => ({ nlpTrainStatus: null }))
    await expect(graphqlRequest({ graphql }, 'chatbot', status)).rejects.toMatchObject({
      name: 'PortalError',
      code: 'bad_server_reply',
      message: expect.stringContaining('model status') as unknown,
    })
  })
})
