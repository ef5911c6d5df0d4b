import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultWidgetConfig } from '@shared/domain/settings'
import { startTestServer, type TestServer } from '../test-support'

/**
 * Chatbot settings, the widget's configuration and its teaser as each role calls them (one server for the
 * file): batched saves all or none, adminOnly settings, two managers on one setting, the widget's colour
 * and image rules, the teaser's flows.
 */
let s: TestServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead', 'employee', 'superuser'])
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

interface Setting {
  id: string
  key: string
  value: string
  version: number
  adminOnly: boolean
  mayEdit: boolean
  section: string
}
const fields = 'id key value version adminOnly mayEdit section'
const all = async (who = 'manager') =>
  (await gql(who, `{ allChatbotSettings { ${fields} } }`)).data.allChatbotSettings as Setting[]
const byKey = async (key: string, who = 'manager') => (await all(who)).find((one) => one.key === key)!
const save = async (who: string, settings: { id: string; value: string; version: number }[]) =>
  (
    await gql(
      who,
      `mutation ($s: [ChatbotSettingInput!]!) { updateSettings(settings: $s) { ok code errors { field messages } settings { ${fields} } } }`,
      { s: settings },
    )
  ).data?.updateSettings

describe('chatbot settings', { timeout: 30_000 }, () => {
  it('lists the settings by section for team leads and managers, and refuses employees', async () => {
    const settings = await all('teamlead')
    expect(settings.length).toBeGreaterThan(10)
    expect(settings.every((one) => !one.mayEdit)).toBe(true)
    expect(new Set(settings.map((one) => one.section))).toEqual(
      new Set(['ats', 'conversation', 'notifications', 'platform', 'privacy']),
    )
    const ats = (await gql('manager', `{ allChatbotSettings(section: "ats") { section } }`)).data
    expect(ats.allChatbotSettings.every((one: Setting) => one.section === 'ats')).toBe(true)
    const refused = await gql('employee', '{ allChatbotSettings { id } }')
    expect(refused.errors[0].extensions.code).toBe('forbidden')
  })

  it('saves a batch all or none: one malformed JSON keeps the other unsaved, with where it breaks', async () => {
    const retries = await byKey('MAX_RETRIES')
    const json = await byKey('QUICK_REPLIES')
    const refused = await save('manager', [
      { id: retries.id, value: '4', version: retries.version },
      { id: json.id, value: '{\n  "maxButtons": 4,\n  "showAsList" false\n}', version: json.version },
    ])
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: [{ field: 'QUICK_REPLIES', messages: ['This is not valid JSON (line 3, column 16).'] }],
    })
    expect((await byKey('MAX_RETRIES')).value).toBe('3')
    const saved = await save('manager', [
      { id: retries.id, value: '4', version: retries.version },
      { id: json.id, value: '{"maxButtons": 2}', version: json.version },
    ])
    expect(saved.ok).toBe(true)
    expect(await byKey('MAX_RETRIES')).toMatchObject({ value: '4', version: retries.version + 1 })
  })

  it('refuses an integer out of range and a JSON value over the setting limit', async () => {
    const retries = await byKey('MAX_RETRIES')
    expect(
      (await save('manager', [{ id: retries.id, value: '99999999999', version: retries.version }])).code,
    ).toBe('invalid_input')
    const flags = await byKey('QUICK_REPLIES')
    // A whole 1 MB body is refused at the door (413, request-guard); under it, the setting's own limit.
    const big = JSON.stringify({ x: 'y'.repeat(100 * 1024) })
    expect((await save('manager', [{ id: flags.id, value: big, version: flags.version }])).code).toBe(
      'invalid_input',
    )
  })

  it('lets only superusers change an adminOnly setting, and refuses a team lead any save', async () => {
    const locked = await byKey('RATE_LIMIT_PER_MINUTE')
    expect(locked).toMatchObject({ adminOnly: true, mayEdit: false })
    const refused = await save('manager', [{ id: locked.id, value: '30', version: locked.version }])
    expect(refused).toMatchObject({ ok: false, code: 'forbidden' })
    expect((await byKey('RATE_LIMIT_PER_MINUTE')).value).toBe('60')
    expect((await byKey('RATE_LIMIT_PER_MINUTE', 'superuser')).mayEdit).toBe(true)
    expect((await save('superuser', [{ id: locked.id, value: '30', version: locked.version }])).ok).toBe(true)
    const teamlead = await gql(
      'teamlead',
      'mutation { updateSettings(settings: [{ id: "x", value: "1", version: 1 }]) { ok } }',
    )
    expect(teamlead.errors[0].extensions.code).toBe('forbidden')
  })

  it('refuses the second of two managers saving the same setting from the same version, answering the first one’s value', async () => {
    const digest = await byKey('DAILY_DIGEST_HOUR')
    expect((await save('manager', [{ id: digest.id, value: '9', version: digest.version }])).ok).toBe(true)
    const second = await save('superuser', [{ id: digest.id, value: '7', version: digest.version }])
    expect(second).toMatchObject({
      ok: false,
      code: 'setting_changed',
      errors: [{ field: 'DAILY_DIGEST_HOUR' }],
    })
    expect(second.settings).toEqual([expect.objectContaining({ value: '9', version: digest.version + 1 })])
  })
})

describe('widget configuration', () => {
  const path = '/api/v1/chatbots/talentbrug-werving/config/'
  const put = (who: string, body: unknown) =>
    s.request('PUT', path, { body, headers: { authorization: `Bearer ${tokens[who]}` } })

  it('answers the configured widget to a team lead and takes a manager’s PUT with the style nested', async () => {
    const read = await s.request('GET', path, { headers: { authorization: `Bearer ${tokens['teamlead']}` } })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      widgetChatName: 'Tessa van Talentbrug',
      style: { coreColor: '#1f5fbf' },
    })
    expect((await put('teamlead', read.body)).status).toBe(403)
    const next = {
      ...read.body,
      headerText: 'Kom werken bij ons',
      style: { ...read.body.style, coreColor: '#0b3d91' },
    }
    expect((await put('manager', next)).status).toBe(200)
    const again = await s.request('GET', path, { headers: { authorization: `Bearer ${tokens['manager']}` } })
    expect(again.body).toMatchObject({ headerText: 'Kom werken bij ons', style: { coreColor: '#0b3d91' } })
  })

  it('refuses the second of two managers saving the version they both read, and keeps the first one’s change', async () => {
    const read = await s.request('GET', path, { headers: { authorization: `Bearer ${tokens['manager']}` } })
    const version = read.body.version as number
    const first = await put('manager', { ...read.body, headerText: 'Eerste' })
    expect(first.body.version).toBe(version + 1)
    const second = await put('superuser', { ...read.body, headerText: 'Tweede' })
    expect(second.status).toBe(409)
    expect(second.body.code).toBe('widget_changed')
    const now = await s.request('GET', path, { headers: { authorization: `Bearer ${tokens['manager']}` } })
    expect(now.body).toMatchObject({ headerText: 'Eerste', version: version + 1 })
    // Named with the version it now has, the save goes through.
    expect((await put('superuser', { ...now.body, headerText: 'Tweede' })).body.version).toBe(version + 2)
  })

  it('refuses a colour that is not #rrggbb, a blank translation, and an image not uploaded through the portal', async () => {
    const config = defaultWidgetConfig('Talentbrug')
    const colour = await put('manager', { ...config, style: { ...config.style, coreTextColor: 'white' } })
    expect(colour.status).toBe(400)
    expect(colour.body.fields).toEqual({ 'style.coreTextColor': ['A colour as #rrggbb.'] })
    const blank = await put('manager', {
      ...config,
      introductionTextTranslations: [{ language: 'en', text: '' }],
    })
    expect(blank.body.fields).toEqual({
      'introductionTextTranslations.0.text': ['Fill in this translation or remove it.'],
    })
    const image = await put('manager', { ...config, botAvatar: 'https://elders.example.com/avatar.png' })
    expect(image.body.fields).toEqual({ botAvatar: ['Upload the image through the portal.'] })
  })
})

describe('widget preview (launcher teaser)', () => {
  const put = (input: Record<string, unknown>) =>
    gql(
      'manager',
      'mutation ($i: WidgetPreviewInput!) { updateWidgetPreview(input: $i) { ok errors { field messages } widgetPreview { text buttons { text flow } } } }',
      { i: input },
    ).then((body) => body.data.updateWidgetPreview)

  it('takes buttons that start this chatbot’s flows and refuses blank texts and unknown flows', async () => {
    const current = (
      await gql(
        'teamlead',
        '{ widgetPreview { text autoOpenTime buttons { text flow } widgetIconStartFlow isRectangle botAvatar } }',
      )
    ).data.widgetPreview
    expect(current.buttons).toHaveLength(2)
    const refused = await put({
      ...current,
      buttons: [{ text: '', flow: 'fl-werving-start' }],
    })
    expect(refused.errors).toEqual([{ field: 'buttons.0.text', messages: ['Fill in the required field(s)'] }])
    const unknown = await put({ ...current, buttons: [{ text: 'Elders', flow: 'fl-techniek-start' }] })
    expect(unknown.errors).toEqual([{ field: 'buttons.0.flow', messages: ['This flow does not exist.'] }])
    const saved = await put({ ...current, text: 'Hoi! Zoek je werk?', isRectangle: true })
    expect(saved).toMatchObject({ ok: true, widgetPreview: { text: 'Hoi! Zoek je werk?' } })
  })
  it("runs a teaser button's flow in the conversation engine, and the visitor's answers after it", async () => {
    const turn =
      'sessionId answers replies { stateMachineId stateMachineName text buttons { optionId label } }'
    const send = (who: string, variables: Record<string, unknown>) =>
      gql(
        who,
        `mutation ($f: ID, $s: ID, $o: ID, $t: String) {
          widgetPreviewMessage(flowId: $f, sessionId: $s, languageTag: "nl-NL", optionId: $o, text: $t) { ${turn} }
        }`,
        variables,
      )
    // The chauffeur button starts the chauffeur flow, not the start flow Try it begins with.
    const first = (await send('teamlead', { f: 'fl-werving-chauffeur' })).data.widgetPreviewMessage
    expect(first.replies[0]).toMatchObject({ stateMachineId: 'fl-werving-chauffeur' })
    const next = (await send('teamlead', { s: first.sessionId, t: 'ok' })).data.widgetPreviewMessage
    const licence = next.replies.at(-1).buttons[0]
    expect(licence.label).toBe('Rijbewijs C')
    const answered = (await send('teamlead', { s: first.sessionId, o: licence.optionId })).data
      .widgetPreviewMessage
    expect(answered.answers).toMatchObject({ rijbewijs: 'Rijbewijs C' })

    const withoutFlow = (await send('manager', {})).data.widgetPreviewMessage
    expect(withoutFlow.replies[0].stateMachineName).toBe('Start')
    const elsewhere = await send('manager', { f: 'fl-techniek-start' })
    expect(elsewhere.errors[0].extensions.code).toBe('not_found')
  })

  it('refuses a teaser save made from a version another save replaced, with widget_changed', async () => {
    const read = async () =>
      (
        await gql(
          'manager',
          '{ widgetPreview { text autoOpenTime buttons { text flow } widgetIconStartFlow isRectangle botAvatar version } }',
        )
      ).data.widgetPreview
    const current = await read()
    const save = (input: Record<string, unknown>) =>
      gql(
        'manager',
        'mutation ($i: WidgetPreviewInput!) { updateWidgetPreview(input: $i) { ok code widgetPreview { version } } }',
        { i: input },
      ).then((body) => body.data.updateWidgetPreview)
    expect(await save({ ...current, text: 'Eerste' })).toMatchObject({
      ok: true,
      widgetPreview: { version: current.version + 1 },
    })
    expect(await save({ ...current, text: 'Tweede' })).toEqual({
      ok: false,
      code: 'widget_changed',
      widgetPreview: null,
    })
    expect(await read()).toMatchObject({ text: 'Eerste', version: current.version + 1 })
  })
})
