import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'
import { automatchTimings } from './campaign-views'

/**
 * Automatch queries through the chatbot GraphQL service: conditions by data type, statement create / update /
 * delete and updateQuery on the draft only, testSearch and testMatch, and publishing copying the queries.
 */
let s: TestServer
let token = ''
const url = (project = 'talentbrug-werving') => `${s.url}/chatbot-server/${project}/graphql`

beforeAll(async () => {
  s = await startTestServer()
  token = (await s.signIn('manager@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { message: string; extensions: { code: string } }[] }
const gql = async (query: string, variables?: Record<string, unknown>, project?: string) => {
  const body = (await s.graphql(url(project), query, { token, variables })).body as Body
  return body
}

const statementFields = `id negate order operator value atsFieldMapping scalarName condition { id name value allowedDataTypes }`
const queryFields = `id kind baseAtsEntityType targetHandler queryStatements { ${statementFields} }`
const campaignFields = `id name type flowId description requiredData { name }
  broadcast { interval approachLimit allowedDays }
  draftAutomatch { id modified searchQuery { ${queryFields} } matchQuery { ${queryFields} } facetsQuery { ${queryFields} } }
  activeAutomatch { id searchQuery { ${queryFields} } }
  derivedStatus { text }`

describe('automatch queries', () => {
  const draftId = 'am-cmp-automatch-logistiek-draft'
  const updateQuery = async (id: string, queryStatements: object[]) =>
    (
      await gql(
        `mutation($id: ID!, $s: [QueryStatementInput!]!) { updateQuery(id: $id, queryStatements: $s) {
          ok errorMessage errors { field messages } query { ${queryFields} } } }`,
        { id, s: queryStatements },
      )
    ).data.updateQuery
  const testSearch = async (statements?: object[]) =>
    (
      await gql(
        `mutation($id: ID!, $s: [QueryStatementInput!]) { testSearch(automatchId: $id, searchStatements: $s) {
          ok errors { field messages } total records { id title values } } }`,
        { id: draftId, s: statements ?? null },
      )
    ).data.testSearch

  it('answers the conditions and the ATS fields with their data types', async () => {
    const body = await gql(
      `{ getAllQueryConditions { id name allowedDataTypes value }
         allAtsFieldMappings(targetHandler: "ATS") { name dataType entityType choices } }`,
    )
    expect(body.data.getAllQueryConditions.map((c: { name: string }) => c.name)).toContain('within_last_days')
    const fields = body.data.allAtsFieldMappings as { name: string; dataType: string; entityType: string }[]
    expect(fields.find((f) => f.entityType === 'vacancy' && f.name === 'published_at')?.dataType).toBe('Date')
    expect(fields.some((f) => f.entityType === 'candidate' && f.name === 'city')).toBe(true)
  })

  it('tests the saved search and unsaved statements', async () => {
    const saved = await testSearch()
    // Vacancies in Utrecht whose function contains "magazijn".
    expect(saved.total).toBe(3)
    expect(saved.records.map((r: { title: string }) => r.title)).toContain('Orderpicker koelcel (V-2026101)')
    const unsaved = await testSearch([
      {
        atsFieldMapping: 'hours_per_week',
        conditionId: 'cond-greater-than',
        negate: false,
        value: '36',
        scalarName: null,
      },
      {
        atsFieldMapping: 'status',
        conditionId: 'cond-equals',
        negate: true,
        value: 'gesloten',
        scalarName: null,
      },
    ])
    expect(unsaved.total).toBe(6)
    const wrong = await testSearch([
      {
        atsFieldMapping: 'hours_per_week',
        conditionId: 'cond-contains',
        negate: false,
        value: '36',
        scalarName: null,
      },
    ])
    expect(wrong.ok).toBe(false)
    expect(wrong.errors).toEqual([
      { field: 'search.queryStatements.0', messages: ['queryConditionRequired'] },
    ])
  })

  it('tests the match of one searched record: candidates in its city, narrowed by facets', async () => {
    const match = async (recordId: string, facets?: object[]) =>
      (
        await gql(
          `mutation($id: ID!, $r: ID!, $f: [QueryStatementInput!]) { testMatch(automatchId: $id, recordId: $r, facetsStatements: $f) {
            ok total records { title values } } }`,
          { id: draftId, r: recordId, f: facets ?? null },
        )
      ).data.testMatch
    const utrecht = await match('vac-werving-002')
    expect(utrecht.total).toBe(4)
    const dutch = await match('vac-werving-002', [
      {
        atsFieldMapping: 'language',
        conditionId: 'cond-one-of',
        negate: false,
        value: 'nl-NL',
        scalarName: null,
      },
    ])
    expect(dutch.total).toBe(3)
    expect((await match('vac-werving-005')).records.map((r: { title: string }) => r.title)).toEqual(['Joris'])
  })

  it('changes only the draft: statement create, update, delete and updateQuery; needs publishing', async () => {
    const refused = await updateQuery(`${draftId}:search`, [
      {
        atsFieldMapping: 'salary_max',
        conditionId: 'cond-contains',
        negate: false,
        value: '3000',
        scalarName: null,
      },
    ])
    expect(refused.errors).toEqual([{ field: 'queryStatements.0', messages: ['queryConditionRequired'] }])
    const scalarInSearch = await updateQuery(`${draftId}:search`, [
      { atsFieldMapping: 'city', conditionId: 'cond-equals', negate: false, value: '', scalarName: 'city' },
    ])
    expect(scalarInSearch.errors[0].messages).toEqual(['queryScalarUnknown'])
    const active = await updateQuery('am-cmp-automatch-logistiek-active:search', [])
    expect(active.errors[0].messages).toEqual(['queryActiveReadOnly'])

    const saved = await updateQuery(`${draftId}:search`, [
      {
        atsFieldMapping: 'city',
        conditionId: 'cond-one-of',
        negate: false,
        value: 'Utrecht, Houten',
        scalarName: null,
      },
    ])
    expect(saved.ok).toBe(true)
    const statementId = saved.query.queryStatements[0].id as string
    const created = (
      await gql(
        `mutation($q: ID!, $s: QueryStatementInput!) { createQueryStatement(queryId: $q, statement: $s) { ok query { ${queryFields} } } }`,
        {
          q: `${draftId}:search`,
          s: {
            atsFieldMapping: 'driving_licence_required',
            conditionId: 'cond-equals',
            negate: false,
            value: 'false',
          },
        },
      )
    ).data.createQueryStatement
    expect(created.query.queryStatements.map((q: { order: number }) => q.order)).toEqual([0, 1])
    const updated = (
      await gql(
        `mutation($id: ID!, $s: QueryStatementInput!) { updateQueryStatement(id: $id, statement: $s) { ok query { ${queryFields} } } }`,
        {
          id: statementId,
          s: { atsFieldMapping: 'city', conditionId: 'cond-equals', negate: true, value: 'Houten' },
        },
      )
    ).data.updateQueryStatement
    expect(updated.query.queryStatements[0]).toMatchObject({ id: statementId, negate: true, value: 'Houten' })
    const deleted = (
      await gql(`mutation($id: ID!) { deleteQueryStatement(id: $id) { ok query { ${queryFields} } } }`, {
        id: created.query.queryStatements[1].id,
      })
    ).data.deleteQueryStatement
    expect(deleted.query.queryStatements).toHaveLength(1)
    // Every vacancy but the one in Houten.
    expect((await testSearch()).total).toBe(9)

    const campaign = (await gql(`{ campaign(id: "cmp-automatch-logistiek") { ${campaignFields} } }`)).data
      .campaign
    expect(campaign.derivedStatus.text).toBe('needsPublish')
  })

  it('publishing copies the draft queries into the active configuration', async () => {
    await gql(`mutation { cloneConfiguration(campaignId: "cmp-automatch-logistiek") { ok } }`)
    await s.post('/__sandbox/clock', { advance_ms: automatchTimings.publishMs })
    const campaign = (await gql(`{ campaign(id: "cmp-automatch-logistiek") { ${campaignFields} } }`)).data
      .campaign
    const statements = (q: { queryStatements: { atsFieldMapping: string; value: string }[] }) =>
      q.queryStatements.map((x) => [x.atsFieldMapping, x.value])
    expect(statements(campaign.activeAutomatch.searchQuery)).toEqual([['city', 'Houten']])
    expect(statements(campaign.activeAutomatch.searchQuery)).toEqual(
      statements(campaign.draftAutomatch.searchQuery),
    )
  })
})
