import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * E-mail templates and mappers as each role calls them (one server for the file): the template rules
 * (recipients valid and not twice, text/HTML per isText/isHtml, a unique key), the mapper rules (each key
 * and each label once), roles, and a processor's dependencies.
 */
let s: TestServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead', 'employee'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 180_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const gql = async (who: string, query: string, variables?: Record<string, unknown>): Promise<any> =>
  (
    await s.graphql(`${s.url}/chatbot-server/talentbrug-werving/graphql`, query, {
      token: tokens[who],
      variables,
    })
  ).body

const templateFields =
  'id toEmail fromEmail subject plainText htmlTemplate isHtml isText templateKey useNewEditor'
const answer = `ok code errorMessage errors { field messages }`
const updateTemplate = (who: string, id: string, input: Record<string, unknown>) =>
  gql(
    who,
    `mutation ($id: ID!, $input: EmailTemplateInput!) { updateEmailTemplate(id: $id, input: $input) { ${answer} emailTemplate { ${templateFields} } } }`,
    { id, input },
  ).then((body) => body.data?.updateEmailTemplate ?? body)
const updateMapper = (who: string, id: string, input: Record<string, unknown>) =>
  gql(
    who,
    `mutation ($id: ID!, $input: MapperInput!) { updateMapper(id: $id, input: $input) { ${answer} mapper { id name data } } }`,
    { id, input },
  ).then((body) => body.data?.updateMapper ?? body)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const templates = async (who = 'manager'): Promise<any[]> =>
  (await gql(who, `{ emailTemplates { ${templateFields} } }`)).data.emailTemplates
const editOf = ({ id: _id, ...rest }: Record<string, unknown>) => rest

describe('e-mail templates and mappers', { timeout: 30_000 }, () => {
  it('lists the seeded templates for team leads, and refuses employees', async () => {
    const list = await templates('teamlead')
    expect(list.map((one) => one.templateKey)).toEqual([
      'gesprek-herinnering',
      'recruiter-samenvatting',
      'sollicitatie-bevestiging',
    ])
    const refused = await gql('employee', '{ emailTemplates { id } mappers { id } }')
    expect(refused.errors?.[0]?.extensions?.code).toBe('forbidden')
  })

  it('saves a valid edit, and refuses invalid or repeated recipients, a missing body and a taken key', async () => {
    const [reminder, summary] = await templates()
    const saved = await updateTemplate('manager', summary.id, {
      ...editOf(summary),
      subject: 'Nieuwe kandidaat voor {{vacancy_title}}',
      toEmail: 'recruitment@talentbrug.nl; planning@talentbrug.nl',
    })
    expect(saved.ok).toBe(true)
    expect(saved.emailTemplate.subject).toBe('Nieuwe kandidaat voor {{vacancy_title}}')

    const twice = await updateTemplate('manager', summary.id, {
      ...editOf(summary),
      toEmail: 'a@talentbrug.nl, A@talentbrug.nl',
    })
    expect(twice).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(twice.errors).toEqual([{ field: 'toEmail', messages: ['Email already exists / invalid email'] }])
    const invalid = await updateTemplate('manager', summary.id, { ...editOf(summary), fromEmail: 'werving@' })
    expect(invalid.errors).toEqual([
      { field: 'fromEmail', messages: ['Email already exists / invalid email'] },
    ])

    const noHtml = await updateTemplate('manager', summary.id, {
      ...editOf(summary),
      isHtml: true,
      htmlTemplate: ' ',
    })
    expect(noHtml.errors).toEqual([{ field: 'htmlTemplate', messages: ['Fill in the required field(s)'] }])
    const neither = await updateTemplate('manager', summary.id, {
      ...editOf(summary),
      isHtml: false,
      isText: false,
    })
    expect(neither.errors.map((e: { field: string }) => e.field)).toEqual(['format'])

    const taken = await updateTemplate('manager', summary.id, {
      ...editOf(summary),
      templateKey: reminder.templateKey,
    })
    expect(taken).toMatchObject({ ok: false, code: 'already_exists' })
    expect(taken.errors).toEqual([{ field: 'templateKey', messages: ['Key already exists'] }])
    // Nothing of the refused saves was stored.
    expect((await templates()).find((one) => one.id === summary.id).templateKey).toBe(summary.templateKey)
  })

  it('lets team leads read but not save, and finds no template of another chatbot', async () => {
    const [template] = await templates()
    const refused = await updateTemplate('teamlead', template.id, editOf(template))
    expect(refused.errors?.[0]?.extensions?.code).toBe('forbidden')
    const foreign = await updateTemplate('manager', 'et-techniek-bevestiging', {
      ...editOf(template),
      templateKey: 'iets-anders',
    })
    expect(foreign).toMatchObject({ ok: false, code: 'not_found' })
  })

  it("saves a mapper's rows, and refuses a key or a label used twice", async () => {
    const [mapper] = (await gql('manager', '{ mappers { id name data } }')).data.mappers
    expect(mapper.data).toMatchObject({ first_name: 'Voornaam' })
    const saved = await updateMapper('manager', mapper.id, {
      name: 'Kandidaat',
      data: { first_name: 'Voornaam', woonplaats: 'Woonplaats' },
    })
    expect(saved).toMatchObject({ ok: true, mapper: { name: 'Kandidaat' } })
    expect(saved.mapper.data).toEqual({ first_name: 'Voornaam', woonplaats: 'Woonplaats' })

    // JSON objects cannot repeat a key, but keys differing only in case or spaces are the same field.
    const key = await updateMapper('manager', mapper.id, {
      name: 'Kandidaat',
      data: { first_name: 'Voornaam', ' First_Name': 'Roepnaam' },
    })
    expect(key).toMatchObject({ ok: false, code: 'already_exists' })
    expect(key.errors).toEqual([{ field: 'data.1.key', messages: ['Key already exists'] }])
    const label = await updateMapper('manager', mapper.id, {
      name: 'Kandidaat',
      data: { first_name: 'Naam', last_name: 'naam ' },
    })
    expect(label.errors).toEqual([{ field: 'data.1.label', messages: ['Label already exists'] }])
    const notObject = await updateMapper('manager', mapper.id, { name: 'Kandidaat', data: ['a'] })
    expect(notObject).toMatchObject({ ok: false, code: 'invalid_input' })
  })

  it("answers a processor's dependencies: the template and the mapper it uses", async () => {
    const body = await gql('manager', '{ allProcessors { id dependencies { kind id name } } }')
    const recruiter = body.data.allProcessors.find(
      (p: { id: string }) => p.id === 'pr-werving-recruiter-informeren',
    )
    expect(recruiter.dependencies.map((d: { kind: string; id: string }) => `${d.kind}:${d.id}`)).toEqual([
      'EMAIL_TEMPLATE:et-werving-recruiter',
      'MAPPER:mp-werving-kandidaat',
    ])
  })
})
