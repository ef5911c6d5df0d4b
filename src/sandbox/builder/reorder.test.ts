import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from './schema'
import { idsInOrder, placed, renumber, reorder, sameSet, type OrderedList } from './reorder'
import { startTestServer, type TestServer } from '../test-support'

describe('sameSet', () => {
  it('accepts exactly the current ids in any order', () => {
    expect(sameSet(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true)
  })
  it('refuses an unknown id, a missing id and a repeat', () => {
    expect(sameSet(['a', 'b'], ['a', 'x'])).toBe(false)
    expect(sameSet(['a', 'b'], ['a'])).toBe(false)
    expect(sameSet(['a', 'b'], ['a', 'a'])).toBe(false)
  })
})

describe('placed', () => {
  const list = ['a', 'b', 'c', 'd']
  it('moves up and down', () => {
    expect(placed(list, ['c'], 1)).toEqual(['a', 'c', 'b', 'd'])
    expect(placed(list, ['a'], 2)).toEqual(['b', 'c', 'a', 'd'])
  })
  it('moves to the ends, clamping positions outside the list', () => {
    expect(placed(list, ['c'], 0)).toEqual(['c', 'a', 'b', 'd'])
    expect(placed(list, ['b'], -3)).toEqual(['b', 'a', 'c', 'd'])
    expect(placed(list, ['a'], 99)).toEqual(['b', 'c', 'd', 'a'])
    expect(placed(list, ['a'], null)).toEqual(['b', 'c', 'd', 'a'])
  })
  it('inserts new ids in their order', () => {
    expect(placed(list, ['x', 'y'], 1)).toEqual(['a', 'x', 'y', 'b', 'c', 'd'])
  })
})

describe('ordered lists in the database', () => {
  let s: TestServer
  let flows: OrderedList
  beforeAll(async () => {
    s = await startTestServer()
    const [row] = await s.db
      .select({ chatbotId: t.builderFlows.chatbotId })
      .from(t.builderFlows)
      .groupBy(t.builderFlows.chatbotId)
      .having(sql`count(*) >= 3`)
      .limit(1)
    if (!row) throw new Error('the seed has no chatbot with three flows')
    flows = { table: t.builderFlows, where: eq(t.builderFlows.chatbotId, row.chatbotId) }
  }, 60_000)
  afterAll(() => s.close())

  const positions = async () =>
    (await s.db.select({ position: t.builderFlows.position }).from(t.builderFlows).where(flows.where))
      .map((r) => r.position)
      .sort((a, b) => a - b)

  it('reorders to exactly the given ids and numbers them 0, 1, 2, …', async () => {
    const ids = await idsInOrder(s.db, flows)
    const reversed = [...ids].reverse()
    expect(await reorder(s.db, flows, reversed)).toBe(true)
    expect(await idsInOrder(s.db, flows)).toEqual(reversed)
    expect(await positions()).toEqual(ids.map((_, i) => i))
  })

  it('refuses an unknown id or an incomplete list and changes nothing', async () => {
    const before = await idsInOrder(s.db, flows)
    expect(await reorder(s.db, flows, [...before.slice(1), 'fl-unknown'])).toBe(false)
    expect(await reorder(s.db, flows, before.slice(1))).toBe(false)
    expect(await idsInOrder(s.db, flows)).toEqual(before)
  })

  it('renumbers without gaps, keeping the order', async () => {
    const before = await idsInOrder(s.db, flows)
    await s.db
      .update(t.builderFlows)
      .set({ position: sql`${t.builderFlows.position} * 10 + 5` })
      .where(flows.where)
    expect(await renumber(s.db, flows)).toEqual(before)
    expect(await positions()).toEqual(before.map((_, i) => i))
  })
})
