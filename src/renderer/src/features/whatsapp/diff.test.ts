import { describe, expect, it } from 'vitest'
import { diffWords } from './diff'

describe('diffWords', () => {
  it('marks removed words on the left and added words on the right', () => {
    const { left, right } = diffWords(
      'Hoi {{1}}, je gesprek is morgen.',
      'Hoi {{1}}, je gesprek is vandaag om 10:00.',
    )
    expect(left.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['morgen.'])
    expect(
      right
        .filter((p) => p.kind === 'added')
        .map((p) => p.text.trim())
        .join(' '),
    ).toContain('vandaag')
    expect(left.map((p) => p.text).join('')).toBe('Hoi {{1}}, je gesprek is morgen.')
    expect(right.map((p) => p.text).join('')).toBe('Hoi {{1}}, je gesprek is vandaag om 10:00.')
  })

  it('finds no change in equal texts', () => {
    expect(diffWords('a b', 'a b')).toEqual({
      left: [{ kind: 'same', text: 'a b' }],
      right: [{ kind: 'same', text: 'a b' }],
    })
  })
})
