import { afterAll, beforeAll } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * The WhatsApp tests' shared set-up: one sandbox server per test file with every role signed in and reviews
 * and syncs timed on the manual clock, and the GraphQL steps the tests of each service repeat. Call
 * useWhatsappServer() at a test file's top level: it registers that file's beforeAll/afterAll.
 */
export function useWhatsappServer() {
  let s: TestServer
  const tokens: Record<string, string> = {}
  const werving = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`
  const techniek = () => `${s.url}/chatbot-server/talentbrug-techniek/graphql`

  beforeAll(async () => {
    s = await startTestServer()
    for (const who of ['manager', 'teamlead', 'employee', 'superuser'])
      tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
    // Reviews and syncs are timed on the manual clock: 10 s per language, a sync 60 s later.
    await s.post('/__sandbox/whatsapp', { review_delay_ms: 10_000, sync_delay_ms: 60_000 })
  }, 60_000)
  afterAll(() => s.close())

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Body = { data: any; errors?: { extensions: { code: string } }[] }
  const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager', url = werving()) =>
    (await s.graphql(url, query, { token: tokens[who] ?? who, variables })).body as Body
  const advance = (ms: number) => s.post('/__sandbox/clock', { advance_ms: ms })
  const fault = (stage: string) =>
    s.post('/__sandbox/whatsapp', { fault: { project_id: 'talentbrug-werving', stage } })

  const result = 'ok stage errorMessage errors { field codes messages }'
  const defFields = `id name supportsBatchAction activeTemplate { id version }
  availableTemplates { id version status variations { id languageTag status rejectionReason lastReviewedAt buttons { id } } parameters { id } }`

  const nl = {
    languageTag: 'nl-NL',
    content: 'Hoi {{1}}, je gesprek voor de functie {{2}} staat gepland. Kun je erbij zijn?',
    footer: 'Talentbrug',
    buttons: [{ text: 'Ja, ik kom' }, { text: 'Nee, verzetten' }, { text: 'Bel mij' }],
  }
  const en = {
    languageTag: 'en-US',
    content: 'Hi {{1}}, your interview for the {{2}} role is planned. Free coffee is ready, can you make it?',
    buttons: [{ text: 'Yes' }, { text: 'No, reschedule' }, { text: 'Call me' }],
  }
  const parameters = [
    { name: 'voornaam', index: 1, scalarName: 'first_name', example: 'Sanne' },
    { name: 'functie', index: 2, scalarName: 'vacancy_title', example: 'lasser' },
  ]

  /** The four creation steps; answers each step's result. */
  async function create(name: string, given?: object[], definitionId?: string) {
    // Texts are unique per template (a rule), so the defaults carry the name.
    const variations = given ?? [
      { ...nl, content: `${nl.content} Groet, ${name}.` },
      { ...en, content: `${en.content} Regards, ${name}.` },
    ]
    const step1 = (
      await gql(
        `mutation ($v: [WhatsappVariationInput!]!) { createWhatsappVariations(variations: $v) { ${result} variationIds } }`,
        {
          v: variations,
        },
      )
    ).data.createWhatsappVariations
    if (!step1.ok) return { step1 }
    const step2 = (
      await gql(
        `mutation ($p: [WhatsappParameterInput!]!) { createWhatsappParameters(parameters: $p) { ${result} parameterIds } }`,
        {
          p: parameters,
        },
      )
    ).data.createWhatsappParameters
    if (!step2.ok) return { step1, step2 }
    const step3 = (
      await gql(
        `mutation ($i: WhatsappTemplateInput!) { createWhatsappTemplate(input: $i) { ${result} template { id status } } }`,
        {
          i: {
            templateName: name,
            category: 'APPOINTMENT_UPDATE',
            buttonType: 'QUICK_REPLY',
            variationIds: step1.variationIds,
            parameterIds: step2.parameterIds,
            definitionId: definitionId ?? null,
          },
        },
      )
    ).data.createWhatsappTemplate
    if (!step3.ok) return { step1, step2, step3 }
    const step4 = (
      await gql(
        `mutation ($t: ID!, $d: ID) { createWhatsappDefinition(templateId: $t, definitionId: $d) { ${result} definition { ${defFields} } } }`,
        {
          t: step3.template.id,
          d: definitionId ?? null,
        },
      )
    ).data.createWhatsappDefinition
    return { step1, step2, step3, step4 }
  }

  const submit = async (templateId: string) =>
    (
      await gql(`mutation ($t: ID!) { createWhatsappTemplateAtProvider(templateId: $t) { ${result} } }`, {
        t: templateId,
      })
    ).data.createWhatsappTemplateAtProvider
  const sync = async (id?: string) =>
    (
      await gql(`mutation ($id: ID) { syncWhatsappDefinition(id: $id) { ${result} updated } }`, {
        id: id ?? null,
      })
    ).data.syncWhatsappDefinition
  const definition = async (id: string) =>
    (await gql(`query ($id: ID!) { whatsappDefinition(id: $id) { ${defFields} } }`, { id })).data
      .whatsappDefinition

  return {
    /** The running server (set once beforeAll ran). */
    get s() {
      return s
    },
    tokens,
    werving,
    techniek,
    gql,
    advance,
    fault,
    result,
    defFields,
    nl,
    en,
    parameters,
    create,
    submit,
    sync,
    definition,
  }
}
