import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * ATS field mappings through the chatbot GraphQL service: the chatbot's mappings, a new automation's
 * defaults and the chosen ones saved.
 */
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

const definition = 'wa-def-vacature-alert'
const settings = {
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

describe('ATS field mappings', { timeout: 30_000 }, () => {
  it('lists the chatbot’s mappings, starts a new automation with the defaults and saves the chosen ones', async () => {
    const all = (
      await gql(`{ atsFieldMappings { id type value isDefaultMapping isLocked prependAppendSeparator scalarName
        atsField { path dataType required entityType humanReadableNames { language name } } } }`)
    ).atsFieldMappings as { id: string; type: string; isLocked: boolean; atsField: { path: string } }[]
    expect(all.find((m) => m.id === 'afm-werving-bron')).toMatchObject({
      type: 'FIXED_VALUE',
      value: 'WhatsApp',
      isDefaultMapping: true,
      prependAppendSeparator: ' ',
      atsField: {
        path: 'candidate.source',
        humanReadableNames: [
          { language: 'nl', name: 'Bron' },
          { language: 'en', name: 'Source' },
        ],
      },
    })
    const defaults = (await gql(`{ atsFieldMappings(isDefaultMapping: true) { id } }`)).atsFieldMappings
    expect(defaults.map((m: { id: string }) => m.id).sort()).toEqual([
      'afm-werving-achternaam',
      'afm-werving-bron',
      'afm-werving-telefoonnummer',
      'afm-werving-voornaam',
    ])

    const id = await create('Met ATS-velden')
    const mappingsOf = async () =>
      (
        await gql(`query($id: ID!) { campaign(id: $id) { atsFieldMappings { id } } }`, { id })
      ).campaign.atsFieldMappings.map((m: { id: string }) => m.id)
    expect((await mappingsOf()).sort()).toEqual(defaults.map((m: { id: string }) => m.id).sort())

    const save = (atsFieldMappingIds: string[]) =>
      update(id, { ...settings, name: 'Met ATS-velden', atsFieldMappingIds })
    expect(await save(['afm-werving-telefoonnummer', 'afm-werving-rijbewijs', 'afm-onbekend'])).toMatchObject(
      {
        ok: false,
        errorMessage: 'This ATS field mapping no longer exists.',
        errors: [{ field: 'atsFieldMappingIds', messages: ['atsFieldMappingNotFound'] }],
      },
    )
    // Another chatbot's mapping is unknown here too.
    expect((await save(['afm-werving-telefoonnummer', 'afm-techniek-bron'])).errors).toEqual([
      { field: 'atsFieldMappingIds', messages: ['atsFieldMappingNotFound'] },
    ])
    expect((await save(['afm-werving-rijbewijs'])).errors).toEqual([
      { field: 'atsFieldMappingIds', messages: ['atsFieldMappingLocked'] },
    ])
    expect((await save(['afm-werving-telefoonnummer', 'afm-werving-rijbewijs'])).ok).toBe(true)
    expect(await mappingsOf()).toEqual(['afm-werving-telefoonnummer', 'afm-werving-rijbewijs'])
    // Saving without the list keeps it.
    expect((await update(id, { ...settings, name: 'Met ATS-velden' })).ok).toBe(true)
    expect(await mappingsOf()).toEqual(['afm-werving-telefoonnummer', 'afm-werving-rijbewijs'])
  })
})
