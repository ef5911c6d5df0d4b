import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'
import { automatchTimings } from './campaign-views'
import { failNextPublish } from './automatch-publishing-service'

/**
 * Automatch publishing through the chatbot GraphQL service: the publish stages, the poll, a failed publish and
 * schedule toggling. The manual clock starts Monday 5 January 2026, 10:00 in Amsterdam.
 */
let s: TestServer
const tokens: Record<string, string> = {}
const project = 'talentbrug-werving'
const url = () => `${s.url}/chatbot-server/${project}/graphql`

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'employee']) tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { extensions: { code: string } }[] }
const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager') =>
  (await s.graphql(url(), query, { token: tokens[who] ?? who, variables })).body as Body
/** Moves the clock; past the access token's lifetime the manager signs in again. */
async function advance(ms: number) {
  await s.post('/__sandbox/clock', { advance_ms: ms })
  if (ms >= 10 * 60_000) tokens['manager'] = (await s.signIn('manager@demo.nl')).access
}

const campaignFields = `id name type status family flowId whatsappDefinitionId
  broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }
  draftAutomatch { modified publishStage } activeAutomatch { modified publishStage version }
  derivedStatus { publication text busy schedule }`

describe('automatch publishing', () => {
  const poll = async (id: string) =>
    (
      await gql(
        `{ pollAutomatchPublishStatus(campaignId: "${id}") { stage campaign { ${campaignFields} } } }`,
      )
    ).data.pollAutomatchPublishStatus

  it('publishes through CLONE_CONNECTOR_SETTINGS; the poll is null until it is done', async () => {
    const id = 'cmp-automatch-logistiek'
    const started = (await gql(`mutation { cloneConfiguration(campaignId: "${id}") { ok publishJobId } }`))
      .data.cloneConfiguration
    expect(started.ok).toBe(true)
    const during = (await gql(`{ campaign(id: "${id}") { derivedStatus { text busy } } }`)).data.campaign
    expect(during.derivedStatus).toEqual({ text: 'cloningConnectorSettings', busy: true })
    expect(await poll(id)).toBeNull()
    await advance(automatchTimings.publishMs)
    const done = await poll(id)
    expect(done.stage).toBe('PUBLISHED')
    expect(done.campaign.derivedStatus.text).toBe('automationRunning')
    expect(done.campaign.activeAutomatch.version).toBe(2)
  })

  it('ends FAILED when the publish fails', async () => {
    const id = 'cmp-automatch-kandidaat'
    failNextPublish(s.services, id)
    await gql(`mutation { cloneConfiguration(campaignId: "${id}") { ok } }`)
    await advance(automatchTimings.publishMs)
    const done = await poll(id)
    expect(done.stage).toBe('FAILED')
    expect(done.campaign.derivedStatus.publication).toBe('failed')
  })

  it('toggles the schedule through TOGGLE_SCHEDULE', async () => {
    const id = 'cmp-automatch-logistiek'
    const toggled = (
      await gql(`mutation { toggleConfigurationSchedule(campaignId: "${id}") { publishStage } }`)
    ).data.toggleConfigurationSchedule
    expect(toggled.publishStage).toBe('TOGGLE_SCHEDULE')
    const during = (await gql(`{ campaign(id: "${id}") { derivedStatus { text } } }`)).data.campaign
    expect(during.derivedStatus.text).toBe('disablingSchedule')
    await advance(automatchTimings.toggleMs)
    const after = (await gql(`{ campaign(id: "${id}") { status derivedStatus { schedule text } } }`)).data
      .campaign
    expect(after).toEqual({
      status: 'A_0',
      derivedStatus: { schedule: 'stopped', text: 'previousNotRunning' },
    })
  })
})
