import { describe, expect, it } from 'vitest'
import { demoPassword, demoUsers } from './demo-users'
import readme from '../../../../../README.md?raw'

// The sign-in hint and the README are read by the same newcomer: they must name the same accounts.

describe('demo users in the sign-in hint', () => {
  it('lists the README users with the same roles, in the same order', () => {
    const rows = [...readme.matchAll(/^\|\s*`([^`]+@demo\.nl)`\s*\|\s*([^|]+?)\s*\|/gm)].map(
      ([, username, role]) => ({ username, role }),
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(demoUsers.map(({ username, role }) => ({ username, role }))).toEqual(rows)
  })

  it('uses the password the README gives', () => {
    expect(readme).toContain(`the password \`${demoPassword}\``)
  })
})
