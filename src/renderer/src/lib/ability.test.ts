import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { testSessionInfo, testUser } from '../test-utils'
import { requirePermissions } from './ability'
import { sessionQuery } from './session'

function clientSignedInAs(role: string) {
  const client = new QueryClient()
  client.setQueryData(
    sessionQuery.queryKey,
    testSessionInfo({
      state: { status: 'signed-in', user: testUser({ role }), chatbotId: 'c1', passwordResetRequired: false },
    }),
  )
  return client
}

const users = { permission: ['read', 'UsersManagement'] as const, name: 'users' }
const inbox = { permission: ['read', 'SmartInbox'] as const, name: 'inbox' }

describe('the route guard', () => {
  it('sends a user home and names the screen they may not open', async () => {
    const refused = vi.fn()
    const guard = requirePermissions(clientSignedInAs('EMPLOYEE'), [inbox, users], refused)
    const thrown = await guard.then(
      () => null,
      (error: unknown) => error,
    )
    expect(isRedirect(thrown)).toBe(true)
    expect(refused).toHaveBeenCalledExactlyOnceWith(users)
  })

  it('lets a user through to what they may open, and says nothing', async () => {
    const refused = vi.fn()
    await requirePermissions(clientSignedInAs('MANAGER'), [inbox, users], refused)
    expect(refused).not.toHaveBeenCalled()
  })
})
