import { afterAll, beforeAll } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * One sandbox per test file for the campaign services' tests, signed in as the manager of
 * talentbrug-werving, with the chatbot GraphQL calls those tests share. The manual clock starts Monday
 * 5 January 2026, 10:00 in Amsterdam.
 */
export function campaignTestServer() {
  let s: TestServer
  let token = ''
  const url = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`

  beforeAll(async () => {
    s = await startTestServer()
    token = (await s.signIn('manager@demo.nl')).access
  }, 60_000)
  afterAll(() => s.close())

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const gql = async (query: string, variables?: Record<string, unknown>): Promise<any> =>
    ((await s.graphql(url(), query, { token, variables })).body as { data: unknown }).data
  /** Moves the sandbox clock, then signs in again: the access token does not outlive the jump. */
  const advance = async (ms: number) => {
    await s.post('/__sandbox/clock', { advance_ms: ms })
    token = (await s.signIn('manager@demo.nl')).access
  }
  const update = (id: string, input: object) =>
    gql(
      `mutation($id: ID!, $input: CampaignUpdateInput!) { updateCampaign(id: $id, input: $input) {
      ok errorMessage errors { field messages }
      campaign { followUpId smartInboxLabels removeSmartInboxLabels engageEnabled requiredData { name humanReadableName description } }
    } }`,
      { id, input },
    ).then((d) => d.updateCampaign)
  const create = async (name: string) =>
    (
      await gql(
        `mutation { createCampaign(input: { name: "${name}", type: "email_to_whatsapp" }) { campaign { id } } }`,
      )
    ).createCampaign.campaign.id as string
  return { server: () => s, token: () => token, gql, advance, update, create }
}

export const minute = 60_000
export const definition = 'wa-def-vacature-alert'
/** A campaign's settings with the vacancy-alert WhatsApp definition and nothing else chosen. */
export const settings = {
  description: '',
  status: 'A_1',
  flowId: null,
  onFinishProcessorId: null,
  onFailProcessorId: null,
  whatsappDefinitionId: definition,
  followUpId: null,
  smartInboxLabels: [],
  removeSmartInboxLabels: [],
  engageEnabled: false,
}
export const recipient = (phoneNumber: string, voornaam: string) => ({
  phoneNumber,
  language: 'nl-NL',
  parameters: [
    { name: 'voornaam', value: voornaam },
    { name: 'vacature', value: 'Chauffeur C' },
  ],
})
