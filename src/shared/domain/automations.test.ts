import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  actionSourceOf,
  automationNameProblem,
  automationMessageTexts,
  campaignCreateSchema,
  campaignEditSchema,
  campaignFamily,
  campaignTypes,
  defaultCampaignStatus,
  deriveAutomatchStatus,
  duplicateName,
  effectiveCampaignStatus,
  labelsInBoth,
  matchesCampaignFilter,
  requiredDataFromFlow,
  requiredDataMaxItems,
  whitelistAllows,
  type AutomatchState,
} from './automations'
import {
  broadcastIntervalChoices,
  broadcastScheduleSchema,
  defaultAllowedDays,
  defaultBroadcastSchedule,
  defaultBroadcastInterval,
  defaultBroadcastWindow,
  followUpSchema,
  nextBroadcastOf,
  nextBroadcastTime,
  wholeDayWindow,
  withinSchedule,
} from './automations-schedule'
import {
  documentProblem,
  failedRecipientRows,
  parseRecipientsCsv,
  sampleRecipientsCsv,
  preflight,
  sendAtProblem,
  sendFormSchema,
  type PreflightTemplate,
} from './automations-sending'

// 2026-01-05 is a Monday; 09:00 UTC is 10:00 in Amsterdam (winter time).
const monday10 = Date.UTC(2026, 0, 5, 9, 0)
const hour = 3_600_000

describe('types, families and status codes', () => {
  it('has the seven types in three families', () => {
    expect(campaignTypes).toHaveLength(7)
    expect(campaignFamily('automatch_vac2cand')).toBe('AUTOMATCH')
    expect(campaignFamily('automatch_cand2vac')).toBe('AUTOMATCH')
    expect(campaignFamily('email_to_whatsapp')).toBe('ENGAGE')
    expect(campaignFamily('broadcast')).toBe('REMINDER')
  })

  it('creates campaigns active and treats a received A_2 on an automatch as A_0', () => {
    expect(defaultCampaignStatus).toBe('A_1')
    expect(effectiveCampaignStatus('automatch_vac2cand', 'A_2')).toBe('A_0')
    expect(effectiveCampaignStatus('broadcast', 'A_2')).toBe('A_2')
    expect(effectiveCampaignStatus('automatch_cand2vac', 'A_1')).toBe('A_1')
  })

  it('filters by case-insensitive name substring, type substring and status incl. all', () => {
    const campaign = { name: 'Vacature-alert Magazijn', type: 'automatch_vac2cand', status: 'A_1' as const }
    expect(matchesCampaignFilter(campaign, { search: 'MAGAZ' })).toBe(true)
    expect(matchesCampaignFilter(campaign, { search: 'chauffeur' })).toBe(false)
    expect(matchesCampaignFilter(campaign, { type: 'automatch' })).toBe(true)
    expect(matchesCampaignFilter(campaign, { type: 'broadcast' })).toBe(false)
    expect(matchesCampaignFilter(campaign, { status: 'all' })).toBe(true)
    expect(matchesCampaignFilter(campaign, { status: 'A_0' })).toBe(false)
  })
})

describe('derived automatch status (spec 000 §4)', () => {
  const base: AutomatchState = {
    status: 'A_1',
    publishStage: 'PUBLISHED',
    draftModified: 100,
    activeModified: 200,
  }
  const cases: [string, Partial<AutomatchState>, string, string, string][] = [
    [
      'A_0 published: not running',
      { status: 'A_0', draftModified: 300 },
      'not_running',
      'automationNotRunning',
      'stopped',
    ],
    ['A_1 published, active newer: running', {}, 'running', 'automationRunning', 'running'],
    [
      'A_1 published, equal times: running',
      { draftModified: 200 },
      'running',
      'automationRunning',
      'running',
    ],
    [
      'A_1 toggling: disabling schedule',
      { publishStage: 'TOGGLE_SCHEDULE' },
      'running',
      'disablingSchedule',
      'running',
    ],
    [
      'A_0 toggling: enabling schedule',
      { status: 'A_0', publishStage: 'TOGGLE_SCHEDULE' },
      'running',
      'enablingSchedule',
      'stopped',
    ],
    [
      'cloning',
      { publishStage: 'CLONE_CONNECTOR_SETTINGS' },
      'running',
      'cloningConnectorSettings',
      'running',
    ],
    ['A_1 draft newer: needs publish', { draftModified: 300 }, 'needs_publishing', 'needsPublish', 'running'],
    [
      'A_0 active newer: previous not running',
      { status: 'A_0' },
      'not_running',
      'previousNotRunning',
      'stopped',
    ],
    ['FAILED: failed', { publishStage: 'FAILED', draftModified: 300 }, 'failed', 'failed', 'running'],
    [
      'never published: needs publish',
      { activeModified: null, publishStage: null },
      'needs_publishing',
      'needsPublish',
      'running',
    ],
    ['A_2 counts as A_0', { status: 'A_2' }, 'not_running', 'previousNotRunning', 'stopped'],
  ]
  it.each(cases)('%s', (_, change, publication, text, schedule) => {
    const derived = deriveAutomatchStatus({ ...base, ...change })
    expect(derived.publication).toBe(publication)
    expect(derived.text).toBe(text)
    expect(derived.schedule).toBe(schedule)
  })

  it('is busy only while toggling or cloning', () => {
    expect(deriveAutomatchStatus({ ...base, publishStage: 'CLONE_CONNECTOR_SETTINGS' }).busy).toBe(true)
    expect(deriveAutomatchStatus({ ...base, publishStage: 'TOGGLE_SCHEDULE' }).busy).toBe(true)
    expect(deriveAutomatchStatus(base).busy).toBe(false)
  })
})

describe('broadcast schedule', () => {
  it('has the spec defaults and interval choices', () => {
    expect(broadcastIntervalChoices).toEqual([10, 30, 60, 180, 360, 1440, 10080])
    expect(defaultBroadcastInterval).toBe(360)
    expect(defaultAllowedDays).toEqual(['A_1', 'A_2', 'A_3', 'A_4', 'A_5'])
    expect(defaultBroadcastWindow).toEqual({ minExecutionTime: '09:00', maxExecutionTime: '17:00' })
    expect(wholeDayWindow).toEqual({ minExecutionTime: '00:00', maxExecutionTime: '23:59' })
  })

  it('is inside on allowed days within the window, in organisation time', () => {
    expect(withinSchedule(defaultBroadcastSchedule, monday10)).toBe(true)
    // 16:30 UTC is 17:30 in Amsterdam.
    expect(withinSchedule(defaultBroadcastSchedule, Date.UTC(2026, 0, 5, 16, 30))).toBe(false)
    // Saturday.
    expect(withinSchedule(defaultBroadcastSchedule, Date.UTC(2026, 0, 10, 9, 0))).toBe(false)
    expect(withinSchedule({ ...wholeDayWindow, allowedDays: ['A_6'] }, Date.UTC(2026, 0, 10, 22, 59))).toBe(
      true,
    )
  })

  it('finds the next run at the interval, moved into the window and onto allowed days', () => {
    const schedule = { ...defaultBroadcastSchedule, interval: 360 }
    expect(nextBroadcastTime(schedule, monday10, null)).toBe(monday10)
    // 10:00 + 6 h = 16:00 local, inside.
    expect(nextBroadcastTime(schedule, monday10, monday10)).toBe(monday10 + 6 * hour)
    // 16:00 + 6 h = 22:00 local: next window is Tuesday 09:00 local (08:00 UTC).
    expect(nextBroadcastTime(schedule, monday10, monday10 + 6 * hour)).toBe(Date.UTC(2026, 0, 6, 8, 0))
    // Friday 16:00 local + 6 h: Monday 09:00 local.
    const friday16 = Date.UTC(2026, 0, 9, 15, 0)
    expect(nextBroadcastTime(schedule, friday16, friday16)).toBe(Date.UTC(2026, 0, 12, 8, 0))
    expect(nextBroadcastTime({ ...schedule, allowedDays: [] }, monday10, null)).toBeNull()
  })

  it('validates interval, days, times, window order and approach limit', () => {
    const ok = v.safeParse(broadcastScheduleSchema, defaultBroadcastSchedule)
    expect(ok.success).toBe(true)
    const issues = (input: object) =>
      (v.safeParse(broadcastScheduleSchema, { ...defaultBroadcastSchedule, ...input }).issues ?? []).map(
        (i) => i.message,
      )
    expect(issues({ interval: 45 })).toEqual(['intervalChoice'])
    expect(issues({ allowedDays: [] })).toEqual(['allowedDaysRequired'])
    expect(issues({ minExecutionTime: '9:00' })).toEqual(['timeInvalid'])
    expect(issues({ minExecutionTime: '17:00', maxExecutionTime: '09:00' })).toEqual(['windowOrder'])
    expect(issues({ approachLimit: 0 })).toEqual(['approachLimit'])
    expect(issues({ approachLimit: 1.5 })).toEqual(['approachLimit'])
  })
})

describe('automation rules (spec 000 §5)', () => {
  it('requires a name without special characters', () => {
    expect(automationNameProblem('  ')).toBe('nameRequired')
    expect(automationNameProblem('Vacature-alert Chauffeurs')).toBeNull()
    expect(automationNameProblem('Zorg_2026 vervolg.nl')).toBeNull()
    expect(automationNameProblem('Crème brûlée Ö')).toBeNull()
    expect(automationNameProblem('Alert!')).toBe('nameSpecialCharacters')
    expect(automationNameProblem('=HYPERLINK("x")')).toBe('nameSpecialCharacters')
    expect(automationNameProblem('a'.repeat(101))).toBe('nameTooLong')
    const parsed = v.safeParse(campaignCreateSchema, { name: 'Alert #1', type: 'broadcast' })
    expect(parsed.issues?.[0]?.message).toBe('nameSpecialCharacters')
    expect(v.safeParse(campaignCreateSchema, { name: 'Alert', type: 'sms' }).issues?.[0]?.message).toBe(
      'typeRequired',
    )
  })

  it('refuses a duplicate name on import, any case', () => {
    expect(duplicateName(' vacature-alert magazijn ', ['Vacature-alert Magazijn'])).toBe(true)
    expect(duplicateName('Nieuw', ['Vacature-alert Magazijn'])).toBe(false)
  })

  it('needs a valid phone number and every parameter in the send form', () => {
    const schema = sendFormSchema(['voornaam', 'vacature'])
    expect(
      v.safeParse(schema, {
        phoneNumber: '+31 6 1234 5678',
        parameters: { voornaam: 'Sanne', vacature: 'Chauffeur' },
      }).success,
    ).toBe(true)
    const result = v.safeParse(schema, {
      phoneNumber: '0612',
      parameters: { voornaam: ' ', vacature: 'Chauffeur' },
    })
    expect(result.issues?.map((i) => i.message)).toEqual(['phoneInvalid', 'parameterMissing'])
  })

  it('accepts docx, Word and PDF documents up to 8 MB', () => {
    expect(documentProblem({ name: 'cv.PDF', size: 1000 })).toBeNull()
    expect(documentProblem({ name: 'cv.doc', size: 8 * 1024 * 1024 })).toBeNull()
    expect(documentProblem({ name: 'cv.docx', size: 8 * 1024 * 1024 + 1 })).toBe('documentTooLarge')
    expect(documentProblem({ name: 'cv.png', size: 10 })).toBe('documentType')
  })
})

describe('the edit drawer’s rules', () => {
  const edit = {
    name: 'Vacature-alert Chauffeurs',
    description: '',
    status: 'A_1',
    flowId: null,
    onFinishProcessorId: null,
    onFailProcessorId: null,
    whatsappDefinitionId: null,
    followUpId: null,
    smartInboxLabels: ['l-1'],
    removeSmartInboxLabels: ['l-2'],
    engageEnabled: false,
  }
  const messages = (input: object) =>
    v
      .safeParse(campaignEditSchema, { ...edit, ...input })
      .issues?.map((i) => [i.path?.map((p) => String(p.key)).join('.'), i.message]) ?? []

  it('requires a name without special characters on edit too, with the spec’s texts', () => {
    expect(messages({})).toEqual([])
    expect(messages({ name: ' ' })).toEqual([['name', 'nameRequired']])
    expect(messages({ name: 'Alert <b>' })).toEqual([['name', 'nameSpecialCharacters']])
    expect(automationMessageTexts.nameRequired).toBe('Please enter a name.')
    expect(automationMessageTexts.unknownCause).toBe('The cause of the error is unknown.')
    expect(automationMessageTexts.getRecipientsError).toBe('GetRecipientsError')
  })

  it('refuses a Smart Inbox label that is both added and removed', () => {
    expect(labelsInBoth(['a', 'b'], ['b', 'c'])).toEqual(['b'])
    expect(messages({ smartInboxLabels: ['l-1', 'l-2'] })).toEqual([
      ['removeSmartInboxLabels', 'labelAddedAndRemoved'],
    ])
  })

  it('checks required data: a scalar name, unique in any case, and a readable name', () => {
    const item = (name: string, humanReadableName = 'Stad') => ({ name, humanReadableName, description: '' })
    expect(messages({ requiredData: [item('city'), item('drivers_licence_2')] })).toEqual([])
    expect(messages({ requiredData: null })).toEqual([])
    expect(messages({ requiredData: [item('2city'), item('city', ' ')] })).toEqual([
      ['requiredData.0.name', 'requiredDataName'],
      ['requiredData.1.humanReadableName', 'requiredDataLabel'],
    ])
    expect(messages({ requiredData: [item('city'), item('City')] })).toEqual([
      ['requiredData.1.name', 'requiredDataDuplicate'],
    ])
  })

  it("takes required data over from the flow's variables: its order, what was written kept, no repeats or bad names", () => {
    const variable = (name: string, humanReadableName = '') => ({ name, humanReadableName })
    const synced = requiredDataFromFlow(
      [
        variable('rijbewijs', 'Rijbewijs'),
        variable('Rijbewijs', 'Nogmaals'),
        variable('2e_keuze'),
        variable('stad'),
      ],
      [
        { name: 'RIJBEWIJS', humanReadableName: 'Rijbewijs (C of CE)', description: 'Eigen omschrijving' },
        { name: 'salaris', humanReadableName: 'Salaris', description: '' },
      ],
    )
    expect(synced).toEqual([
      { name: 'rijbewijs', humanReadableName: 'Rijbewijs (C of CE)', description: 'Eigen omschrijving' },
      // A variable without a readable name is named by itself: required data needs one.
      { name: 'stad', humanReadableName: 'stad', description: '' },
    ])
    const many = Array.from({ length: requiredDataMaxItems + 5 }, (_, i) => variable(`v${i}`, `V ${i}`))
    expect(requiredDataFromFlow(many, [])).toHaveLength(requiredDataMaxItems)
    expect(messages({ requiredData: requiredDataFromFlow(many, []) })).toEqual([])
  })

  it('checks a follow-up’s name and schedule with the broadcast’s rules', () => {
    const schedule = { ...defaultBroadcastSchedule, allowedDays: [...defaultAllowedDays] }
    expect(v.safeParse(followUpSchema, { name: 'Herinnering', schedule }).success).toBe(true)
    const refused = v.safeParse(followUpSchema, {
      name: 'Herinnering?',
      schedule: { ...schedule, interval: 15, minExecutionTime: '18:00' },
    })
    expect(refused.issues?.map((i) => i.message)).toEqual([
      'nameSpecialCharacters',
      'intervalChoice',
      'windowOrder',
    ])
  })

  it('schedules a send only in the future', () => {
    expect(sendAtProblem(monday10 + 60_000, monday10)).toBeNull()
    expect(sendAtProblem(monday10, monday10)).toBe('sendAtInPast')
    expect(sendAtProblem(Number.NaN, monday10)).toBe('sendAtInPast')
  })
})

describe('the next broadcast of an automation', () => {
  const at = (iso: string) => ({ nextBroadcast: iso })
  it('is the broadcast’s for a broadcast campaign and the follow-up’s for any other type', () => {
    expect(nextBroadcastOf({ broadcast: at('2026-01-05T09:00:00.000Z'), followUp: null })).toBe(
      '2026-01-05T09:00:00.000Z',
    )
    expect(nextBroadcastOf({ broadcast: null, followUp: at('2026-01-06T08:00:00.000Z') })).toBe(
      '2026-01-06T08:00:00.000Z',
    )
  })
  it('is the earlier of the two, and nothing when neither is planned', () => {
    expect(
      nextBroadcastOf({
        broadcast: at('2026-01-06T08:00:00.000Z'),
        followUp: at('2026-01-05T23:00:00.000Z'),
      }),
    ).toBe('2026-01-05T23:00:00.000Z')
    expect(nextBroadcastOf({ broadcast: { nextBroadcast: null }, followUp: null })).toBeNull()
    expect(nextBroadcastOf({ broadcast: null, followUp: null })).toBeNull()
  })
})

describe('CSV rules', () => {
  const params = ['voornaam', 'vacature']
  it('reads comma separated rows with quotes and reports bad rows with their line', () => {
    const csv = [
      'phone_number,voornaam,vacature,language',
      '+31612345678,Sanne,"Chauffeur C, nachtdienst",nl-NL',
      '0612,Piet,Chauffeur,nl-NL',
      '+31687654321,,Chauffeur,en-US',
      '',
      '+31611112222,"Jan ""de"" Vries",Chauffeur,',
    ].join('\r\n')
    const result = parseRecipientsCsv(csv, params)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.rows.map((r) => r.line)).toEqual([2, 6])
    expect(result.rows[0]?.parameters['vacature']).toBe('Chauffeur C, nachtdienst')
    expect(result.rows[1]?.parameters['voornaam']).toBe('Jan "de" Vries')
    expect(result.rows[1]?.language).toBeNull()
    expect(result.rowErrors).toMatchObject([
      { line: 3, problems: ['phoneInvalid'], missing: [] },
      { line: 4, problems: ['parameterMissing'], missing: ['voornaam'] },
    ])
  })

  it('offers a sample file that the Upload CSV tab reads as one valid recipient', () => {
    const sample = sampleRecipientsCsv(params, 'nl-NL')
    expect(sample[0]).toEqual(['phone_number', 'language', 'voornaam', 'vacature'])
    const result = parseRecipientsCsv(sample.map((row) => row.join(',')).join('\r\n'), params)
    expect(result).toMatchObject({ ok: true, rowErrors: [] })
    expect(result.ok && result.rows).toEqual([
      {
        line: 2,
        phoneNumber: '+31612345678',
        language: 'nl-NL',
        parameters: { voornaam: 'voornaam', vacature: 'vacature' },
      },
    ])
  })

  it('lists the refused rows with their line and reason, in file order, uploadable again once fixed', () => {
    const csv = [
      'phone_number,voornaam,vacature',
      '+31612345678,Sanne,Chauffeur',
      '0612,Piet,Chauffeur',
      '+31687654321,Kees,Chauffeur',
      '+31611112222,Anna',
    ].join('\n')
    const parsed = parseRecipientsCsv(csv, params)
    if (!parsed.ok) throw new Error('expected rows')
    const recipients = parsed.rows.map((row) => ({
      line: row.line,
      phoneNumber: row.phoneNumber,
      language: row.language,
      parameters: Object.entries(row.parameters).map(([name, value]) => ({ name, value })),
    }))
    // The preflight let line 2 through and skipped line 4 (approached too often).
    const lines = [
      { line: 2, phoneNumber: '+31612345678', skip: null, missing: [] },
      { line: 4, phoneNumber: '+31687654321', skip: 'approachLimitReached', missing: [] },
    ]
    const rows = failedRecipientRows({
      parameterNames: params,
      recipients,
      lines,
      rowErrors: parsed.rowErrors,
      reasonOf: (failure) => (failure.kind === 'row' ? failure.error.problems.join('+') : failure.skip),
    })
    expect(rows).toEqual([
      ['line', 'phone_number', 'language', 'voornaam', 'vacature', 'reason'],
      ['3', '0612', '', 'Piet', 'Chauffeur', 'phoneInvalid'],
      ['4', '+31687654321', '', 'Kees', 'Chauffeur', 'approachLimitReached'],
      ['5', '+31611112222', '', 'Anna', '', 'columnCount'],
    ])
    // Fixed (a valid number on line 3), the file goes back in as it is: line and reason are ignored.
    const fixed = rows.map((row) => row.map((cell) => (cell === '0612' ? "'+31698765432" : cell)))
    const again = parseRecipientsCsv(fixed.map((row) => row.join(',')).join('\n'), params)
    expect(again.ok && again.rows.map((r) => r.phoneNumber)).toEqual(['+31698765432', '+31687654321'])
  })

  it('refuses a file that is not comma separated', () => {
    expect(parseRecipientsCsv('phone_number;voornaam;vacature\n+31612345678;a;b', params)).toMatchObject({
      ok: false,
      error: 'csvNotCommaSeparated',
    })
  })

  it('refuses an unparseable file, naming the line', () => {
    expect(parseRecipientsCsv('phone_number,voornaam,vacature\n+31612345678,"Sanne,b', params)).toMatchObject(
      {
        ok: false,
        error: 'csvParse',
        line: 2,
      },
    )
    expect(
      parseRecipientsCsv('phone_number,voornaam,vacature\n+31612345678,"Sanne"x,b', params),
    ).toMatchObject({
      ok: false,
      error: 'csvParse',
      line: 2,
    })
  })

  it('names the missing columns', () => {
    expect(parseRecipientsCsv('phone_number,voornaam\n+31612345678,a', params)).toMatchObject({
      ok: false,
      error: 'csvMissingColumns',
      missingColumns: ['vacature'],
    })
    expect(parseRecipientsCsv('', params)).toMatchObject({ ok: false, error: 'csvMissingColumns' })
  })

  it('needs at least one valid message row', () => {
    const result = parseRecipientsCsv('phone_number,voornaam,vacature\nabc,a,b\n+31612345678,a', params)
    expect(result).toMatchObject({ ok: false, error: 'csvNoValidMessages' })
    expect(result.ok === false && result.rowErrors?.map((e) => [e.line, e.problems])).toEqual([
      [2, ['phoneInvalid']],
      [3, ['columnCount']],
    ])
  })
})

describe('preflight', () => {
  const template: PreflightTemplate = {
    parameters: [
      { index: 1, name: 'voornaam' },
      { index: 2, name: 'vacature' },
    ],
    variants: [
      { languageTag: 'nl-NL', approved: true, content: 'Hoi {{1}}, er is een nieuwe vacature: {{2}}.' },
      { languageTag: 'en-US', approved: false, content: 'Hi {{1}}, new job: {{2}}.' },
    ],
  }
  const recipient = (over: object) => ({
    phoneNumber: '+31612345678',
    language: 'nl-NL',
    parameters: { voornaam: 'Sanne', vacature: 'Chauffeur' },
    approaches: 0,
    ...over,
  })

  it('renders each message and names the first skip reason, with totals', () => {
    const result = preflight(
      [
        recipient({ line: 2 }),
        recipient({ line: 3, phoneNumber: '0612' }),
        recipient({ line: 4, parameters: { voornaam: 'Piet', vacature: '' } }),
        recipient({ line: 5, language: 'en-US' }),
        recipient({ line: 6, approaches: 1 }),
        recipient({ line: 7, language: null }),
      ],
      template,
      defaultBroadcastSchedule,
      monday10,
    )
    expect(result.lines.map((l) => [l.line, l.skip])).toEqual([
      [2, null],
      [3, 'phoneInvalid'],
      [4, 'parameterMissing'],
      [5, 'noApprovedTemplate'],
      [6, 'approachLimitReached'],
      [7, null],
    ])
    expect(result.lines[0]?.message).toBe('Hoi Sanne, er is een nieuwe vacature: Chauffeur.')
    expect(result.lines[2]?.missing).toEqual(['vacature'])
    expect(result.lines[5]?.languageTag).toBe('nl-NL')
    expect(result.totals).toEqual({
      recipients: 6,
      send: 2,
      skipped: 4,
      phoneInvalid: 1,
      notWhitelisted: 0,
      parameterMissing: 1,
      noApprovedTemplate: 1,
      outsideSchedule: 0,
      approachLimitReached: 1,
    })
  })

  it('skips everyone outside the allowed days or hours, and nobody for a send without schedule', () => {
    const saturday = Date.UTC(2026, 0, 10, 10, 0)
    expect(preflight([recipient({})], template, defaultBroadcastSchedule, saturday).lines[0]?.skip).toBe(
      'outsideSchedule',
    )
    expect(preflight([recipient({ approaches: 5 })], template, null, saturday).lines[0]?.skip).toBeNull()
  })
})

describe('whitelist and action sources', () => {
  it('a testing automation with a whitelist reaches only the numbers on it, written any way', () => {
    const testing = { status: 'A_2', whitelist: ['+31 6 1234 5678'] }
    expect(whitelistAllows(testing, '+31612345678')).toBe(true)
    expect(whitelistAllows(testing, '+31699999999')).toBe(false)
    expect(whitelistAllows({ ...testing, whitelist: [] }, '+31699999999')).toBe(true)
    expect(whitelistAllows({ ...testing, status: 'A_1' }, '+31699999999')).toBe(true)
  })

  it('the preflight skips a number off the whitelist right after an invalid one', () => {
    const template = {
      parameters: [{ index: 1, name: 'voornaam' }],
      variants: [{ languageTag: 'nl-NL', approved: true, content: 'Hoi {{1}}' }],
    }
    const recipient = (phoneNumber: string, voornaam = 'Sanne') => ({
      phoneNumber,
      language: null,
      parameters: { voornaam },
      approaches: 0,
    })
    const result = preflight(
      [recipient('+31612345678'), recipient('+31699999999', ''), recipient('0612')],
      template,
      null,
      Date.UTC(2026, 0, 5, 9),
      undefined,
      (phone) => phone === '+31612345678',
    )
    expect(result.lines.map((l) => l.skip)).toEqual([null, 'notWhitelisted', 'phoneInvalid'])
    expect(result.totals).toMatchObject({ send: 1, notWhitelisted: 1, phoneInvalid: 1 })
  })

  it('an action of an Engage automation, or one with Engage enabled, comes from ENGAGE; the rest from ASHL', () => {
    expect(actionSourceOf({ type: 'email_to_whatsapp', engageEnabled: false })).toBe('ENGAGE')
    expect(actionSourceOf({ type: 'flow', engageEnabled: true })).toBe('ENGAGE')
    expect(actionSourceOf({ type: 'broadcast', engageEnabled: false })).toBe('ASHL')
  })
})
