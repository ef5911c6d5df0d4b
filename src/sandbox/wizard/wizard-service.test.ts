import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsConversations } from '../analytics/schema'
import { chatbots, organizations, users } from '../chatbots/schema'
import { startTestServer, type TestServer } from '../test-support'
import * as t from './schema'

/** Wizards through the chatbot GraphQL service: roles, self-checks, the completion chain, bad input, cloning. */
let s: TestServer
const tokens: Record<string, string> = {}
beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead', 'employee', 'superuser', 'partner'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 240_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { message: string; extensions: { code: string; fields?: unknown } }[] }
const gql = async (
  query: string,
  variables: Record<string, unknown> = {},
  who = 'manager',
  project = 'talentbrug-werving',
) =>
  (await s.graphql(`${s.url}/chatbot-server/${project}/graphql`, query, { token: tokens[who], variables }))
    .body as Body

const tree = `id title finishedTimestamp skippedAt chatbot processes { id identifier title isFinished
  steps { id title isFinished note infoUrl settings { adminOnly roles check } check { key available passed } } }`
const list = async (who = 'manager', project = 'talentbrug-werving') =>
  (await gql(`{ allWizards { ${tree} } }`, {}, who, project)).data.allWizards as {
    id: string
    finishedTimestamp: string | null
    skippedAt: string | null
    processes: {
      identifier: string
      isFinished: boolean
      steps: {
        id: string
        title: string
        isFinished: boolean
        note: string
        check: { key: string; available: boolean; passed: boolean } | null
      }[]
    }[]
  }[]
const updateStep = (
  id: string,
  input: Record<string, unknown>,
  who = 'manager',
  project = 'talentbrug-werving',
) =>
  gql(
    `mutation ($id: ID!, $i: WizardStepInput!) { updateWizardStep(id: $id, input: $i) { ${tree} } }`,
    { id, i: input },
    who,
    project,
  )
const code = (body: Body) => body.errors?.[0]?.extensions.code
const stepIds = (wizards: Awaited<ReturnType<typeof list>>) =>
  wizards.flatMap((w) => w.processes.flatMap((p) => p.steps.map((st) => st.id)))

describe('wizards', { timeout: 30_000 }, () => {
  it('shows each role its own steps, and adminOnly steps to superusers only', async () => {
    const manager = stepIds(await list('manager'))
    const employee = stepIds(await list('employee'))
    const superuser = stepIds(await list('superuser'))
    const adminOnly = 'wz-cb-werving-quick-start-automatiseren-4'
    expect(superuser).toContain(adminOnly)
    expect(manager).not.toContain(adminOnly)
    expect(manager).toContain('wz-cb-werving-quick-start-live-gaan-1')
    // An employee gets the calendar step, not the managers' channel step, and no process of managers' steps only.
    expect(employee).toContain('wz-cb-werving-quick-start-live-gaan-3')
    expect(employee).not.toContain('wz-cb-werving-quick-start-live-gaan-1')
    const quickStart = (await list('employee'))[0]!
    expect(quickStart.processes.map((p) => p.identifier)).toEqual(['live-gaan'])
    // …and the server refuses it a step not meant for it as not found.
    expect(code(await updateStep('wz-cb-werving-quick-start-live-gaan-1', { note: 'x' }, 'employee'))).toBe(
      'not_found',
    )
    expect(code(await updateStep(adminOnly, { isFinished: true }, 'manager'))).toBe('not_found')
  })

  it('ticks steps off from the real state: the first process finishes itself', async () => {
    const [quickStart] = await list('manager')
    const steps = quickStart!.processes[0]!.steps
    // The demo chatbot has a connected WhatsApp channel, web-widget conversations, and the manager's calendar.
    expect(steps[0]).toMatchObject({
      isFinished: true,
      check: { key: 'whatsapp-connected', available: true, passed: true },
    })
    expect(steps[1]).toMatchObject({
      isFinished: true,
      check: { key: 'widget-published', available: true, passed: true },
    })
    expect(steps[2]).toMatchObject({ isFinished: true, check: { key: 'calendar-linked', passed: true } })
    expect(quickStart!.processes[0]!.isFinished).toBe(true)
    const [stored] = await s.db.select().from(t.wizardSteps).where(eq(t.wizardSteps.id, steps[1]!.id))
    expect(stored?.isFinished).toBe(true)
  })

  it('counts the widget as published only after a web conversation in the last 30 days', async () => {
    const project = 'talentbrug-techniek'
    const widget = async () =>
      (
        (await gql(`{ wizardChecks { key available passed } }`, {}, 'manager', project)).data
          .wizardChecks as { key: string; available: boolean; passed: boolean }[]
      ).find((c) => c.key === 'widget-published')
    const [chatbot] = await s.db.select().from(chatbots).where(eq(chatbots.projectId, project))
    const conversation = (id: string, channel: string, daysAgo: number) => ({
      id,
      chatbotId: chatbot!.id,
      startedAt: s.clock.now() - daysAgo * 24 * 60 * 60_000,
      endedAt: s.clock.now() - daysAgo * 24 * 60 * 60_000 + 60_000,
      language: 'nl',
      channel,
      flowIds: [],
      steps: [],
      messages: [],
    })
    expect(await widget()).toEqual({ key: 'widget-published', available: true, passed: false })
    // A WhatsApp conversation and a web conversation of 31 days ago do not make the widget live.
    await s.db
      .insert(analyticsConversations)
      .values([conversation('wc-wa', 'whatsapp', 1), conversation('wc-old', 'web', 31)])
    expect((await widget())?.passed).toBe(false)
    await s.db.insert(analyticsConversations).values(conversation('wc-web', 'web', 29))
    expect((await widget())?.passed).toBe(true)
    await s.db
      .delete(analyticsConversations)
      .where(inArray(analyticsConversations.id, ['wc-wa', 'wc-old', 'wc-web']))
  })

  it('refuses ticking off by hand a step whose checked state is missing, and ticks it once the state is there', async () => {
    const project = 'talentbrug-techniek'
    const step = 'wz-cb-techniek-quick-start-live-gaan-3'
    const [manager] = await s.db.select().from(users).where(eq(users.username, 'manager@demo.nl'))
    await s.db.update(users).set({ calendarIsAuthenticated: false }).where(eq(users.id, manager!.id))
    const refused = await updateStep(step, { isFinished: true, note: 'gedaan' }, 'manager', project)
    expect(code(refused)).toBe('invalid_input')
    expect(refused.errors?.[0]?.extensions.fields).toEqual([
      { field: 'isFinished', message: 'checkNotPassed' },
    ])
    const [unchanged] = await s.db.select().from(t.wizardSteps).where(eq(t.wizardSteps.id, step))
    expect(unchanged).toMatchObject({ isFinished: false, note: '' })
    await s.db.update(users).set({ calendarIsAuthenticated: true }).where(eq(users.id, manager!.id))
    const steps = (await list('manager', project))[0]!.processes[0]!.steps
    expect(steps.find((st) => st.id === step)?.isFinished).toBe(true)
  })

  it("finishing a process's last step finishes the process and the wizard in the same update; reopening undoes both", async () => {
    const [, inbox] = await list('manager')
    expect(inbox!.finishedTimestamp).toBeNull()
    const [first, second] = inbox!.processes[0]!.steps
    const half = (await updateStep(first!.id, { isFinished: true })).data.updateWizardStep
    expect(half.processes[0].isFinished).toBe(false)
    expect(half.finishedTimestamp).toBeNull()
    // Sent twice (a double click): the same answer, nothing else changes.
    await updateStep(second!.id, { isFinished: true })
    const done = (await updateStep(second!.id, { isFinished: true })).data.updateWizardStep
    expect(done.processes[0].isFinished).toBe(true)
    expect(done.finishedTimestamp).not.toBeNull()
    const [row] = await s.db.select().from(t.wizards).where(eq(t.wizards.id, inbox!.id))
    expect(row?.finishedTimestamp).not.toBeNull()
    const reopened = (await updateStep(first!.id, { isFinished: false }, 'employee')).data.updateWizardStep
    expect(reopened.processes[0].isFinished).toBe(false)
    expect(reopened.finishedTimestamp).toBeNull()
  })

  it('lets anyone who sees a step tick it and note on it; content is for managers and up', async () => {
    const step = 'wz-cb-werving-inbox-smart-inbox-2'
    expect((await updateStep(step, { note: 'Morgen doen' }, 'teamlead')).data.updateWizardStep).toBeTruthy()
    expect(code(await updateStep(step, { title: 'Anders' }, 'teamlead'))).toBe('forbidden')
    expect(code(await updateStep(step, { title: 'Anders' }, 'employee'))).toBe('forbidden')
    const renamed = await gql(
      `mutation { updateWizardProcess(id: "wz-cb-werving-inbox-smart-inbox", input: { title: "Smart Inbox" }) { processes { title } } }`,
    )
    expect(renamed.data.updateWizardProcess.processes[0].title).toBe('Smart Inbox')
    expect(
      code(
        await gql(
          `mutation { updateWizardProcess(id: "wz-cb-werving-inbox-smart-inbox", input: { title: "X" }) { id } }`,
          {},
          'teamlead',
        ),
      ),
    ).toBe('forbidden')
  })

  it('answers bad input with the field and the rule, and writes nothing', async () => {
    const step = 'wz-cb-werving-inbox-smart-inbox-1'
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '   ' }, 'title', 'titleRequired'],
      [{ title: 'x'.repeat(121) }, 'title', 'titleTooLong'],
      [{ title: 'Jan \u202Egnp.exe' }, 'title', 'invisibleCharacters'],
      [{ infoUrl: 'javascript:alert(1)' }, 'infoUrl', 'infoUrlInvalid'],
      [{ note: 'x'.repeat(2001) }, 'note', 'noteTooLong'],
    ]
    for (const [input, field, message] of cases) {
      const answer = await updateStep(step, { ...input, isFinished: true })
      expect(code(answer)).toBe('invalid_input')
      expect(answer.errors?.[0]?.extensions.fields).toEqual([{ field, message }])
    }
    const [row] = await s.db.select().from(t.wizardSteps).where(eq(t.wizardSteps.id, step))
    expect(row).toMatchObject({ title: 'Open een gesprek in de Smart Inbox', infoUrl: '', isFinished: false })
  })

  it('skips a wizard for now and resumes it', async () => {
    const skip = (skipped: boolean) =>
      gql(
        `mutation ($s: Boolean) { updateWizard(id: "wz-cb-werving-quick-start", input: { skipped: $s }) { skippedAt } }`,
        { s: skipped },
        'employee',
      )
    expect((await skip(true)).data.updateWizard.skippedAt).not.toBeNull()
    expect((await skip(false)).data.updateWizard.skippedAt).toBeNull()
    expect(
      code(
        await gql(
          `mutation { updateWizard(id: "wz-cb-werving-quick-start", input: { title: "X" }) { id } }`,
          {},
          'employee',
        ),
      ),
    ).toBe('forbidden')
  })

  it('clones a process to another chatbot for superusers only; cloning again leaves one copy', async () => {
    const clone = (who: string) =>
      gql(
        `mutation { cloneWizardProcess(destinationClient: "talentbrug-techniek", originClient: "talentbrug-werving",
          originProcessIdentifier: "smart-inbox", destinationWizardId: "wz-cb-techniek-quick-start") { id identifier isFinished steps { title isFinished note } } }`,
        {},
        who,
      )
    expect(code(await clone('manager'))).toBe('forbidden')
    const copy = (await clone('superuser')).data.cloneWizardProcess
    expect(copy).toMatchObject({ identifier: 'smart-inbox', isFinished: false })
    expect(copy.steps.map((st: { title: string }) => st.title)).toEqual([
      'Open een gesprek in de Smart Inbox',
      'Stel je beschikbaarheid in',
    ])
    expect(
      copy.steps.every((st: { isFinished: boolean; note: string }) => !st.isFinished && st.note === ''),
    ).toBe(true)
    await clone('superuser')
    const techniek = await list('superuser', 'talentbrug-techniek')
    expect(techniek[0]!.processes.filter((p) => p.identifier === 'smart-inbox')).toHaveLength(1)
  })

  it("lists a chatbot's clone destinations for superusers only, within their organisation", async () => {
    const destinations = (who: string, client: string) =>
      gql(
        `query ($c: String!) { cloneDestinationWizards(client: $c) { id title order } }`,
        { c: client },
        who,
      )
    expect((await destinations('superuser', 'talentbrug-zorg')).data.cloneDestinationWizards).toEqual([
      { id: 'wz-cb-zorg-quick-start', title: 'Snel aan de slag', order: 1 },
      { id: 'wz-cb-zorg-inbox', title: 'Kennismaken met de Smart Inbox', order: 2 },
    ])
    expect(code(await destinations('manager', 'talentbrug-techniek'))).toBe('forbidden')
    await s.db.insert(organizations).values({ id: 'org-other', name: 'Other B.V.' })
    await s.db.insert(chatbots).values({
      id: 'cb-other',
      organizationId: 'org-other',
      projectId: 'other-bot',
      projectName: 'Other',
      serverId: 'sandbox-1',
      ats: 'OTYS',
      apiToken: 'other-token',
      createdAt: 1,
    })
    await s.db.insert(t.wizards).values({ id: 'wz-other', chatbotId: 'cb-other', order: 1, title: 'Other' })
    expect(code(await destinations('superuser', 'other-bot'))).toBe('not_found')
    const cloned = await gql(
      `mutation { cloneWizardProcess(destinationClient: "other-bot", originClient: "talentbrug-werving",
        originProcessIdentifier: "live-gaan", destinationWizardId: "wz-other") { id } }`,
      {},
      'superuser',
    )
    expect(code(cloned)).toBe('not_found')
    expect(
      await s.db.select().from(t.wizardProcesses).where(eq(t.wizardProcesses.wizardId, 'wz-other')),
    ).toEqual([])
  })

  it('refuses partners and the settings checks answer every key', async () => {
    expect(code(await gql(`{ allWizards { id } }`, {}, 'partner'))).toBe('forbidden')
    const checks = (await gql(`{ wizardChecks { key available passed } }`)).data.wizardChecks
    expect(checks.map((c: { key: string }) => c.key)).toEqual([
      'whatsapp-connected',
      'calendar-linked',
      'automation-running',
      'nlp-trained',
      'widget-published',
      'facebook-page-active',
    ])
  })
})
