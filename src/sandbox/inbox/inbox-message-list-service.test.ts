import { describe, expect, it } from 'vitest'
import { maxListNames, NameListTooLongError, splitNameList } from './inbox-message-list-service'

describe('splitNameList', () => {
  const known = new Set(['Team "Oost", Flex', 'Team Zuid', 'a,b,c', 'a,b', 'x'])

  it('rejoins adjacent pieces that form a known name, longest first', () => {
    expect(splitNameList('Team "Oost", Flex,Team Zuid', known)).toEqual(['Team "Oost", Flex', 'Team Zuid'])
    expect(splitNameList('a,b,c,a,b,a', known)).toEqual(['a,b,c', 'a,b', 'a'])
    expect(splitNameList('Team "Oost",,x', known)).toEqual(['Team "Oost"', 'x'])
  })

  it(`accepts ${maxListNames} names and refuses one more`, () => {
    const names = Array.from({ length: maxListNames }, (_, i) => `n${i}`)
    expect(splitNameList(names.join(','), known)).toHaveLength(maxListNames)
    expect(() => splitNameList([...names, 'one more'].join(','), known)).toThrow(NameListTooLongError)
  })

  it('stays linear: ten times the pieces take about ten times as long, not a thousand', () => {
    // The old version tried every span to the end of the list from every position: cubic. A ratio of two
    // sizes measured in the same run holds on a loaded machine, where an absolute bound would not.
    const many = new Set(Array.from({ length: 500 }, (_, i) => `a,${i},b`))
    const fastest = (pieces: number) => {
      let best = Infinity
      for (let run = 0; run < 5; run++) {
        const started = performance.now()
        expect(splitNameList(','.repeat(pieces), many)).toEqual([])
        best = Math.min(best, performance.now() - started)
      }
      return best
    }
    fastest(10_000) // warm-up
    expect(fastest(100_000) / Math.max(fastest(10_000), 0.05)).toBeLessThan(40)
    // Every position a candidate start for 500 known names, none of which completes.
    expect(splitNameList('a,'.repeat(maxListNames - 1), many)).toHaveLength(maxListNames - 1)
  })
})
