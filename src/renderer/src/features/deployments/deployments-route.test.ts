import { QueryClient } from '@tanstack/react-query'
import { createRouter, isRedirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { requirePermissions } from '../../lib/ability'
import { sessionQuery } from '../../lib/session'
import { routeTree } from '../../app/route-tree.gen'
import { testSessionInfo, testUser } from '../../test-utils'

/** Opening Deployments by its address: the route's own permission, through the one route guard. */
const routes = Object.values(createRouter({ routeTree, context: {} as never }).routesById) as {
  fullPath: string
  options: { staticData?: Parameters<typeof requirePermissions>[1][number] }
}[]
const screenAt = (path: string) => routes.find((route) => route.fullPath === path)!.options.staticData!

function clientSignedInAs(role: string, isSuperuser = false) {
  const client = new QueryClient()
  client.setQueryData(
    sessionQuery.queryKey,
    testSessionInfo({
      state: {
        status: 'signed-in',
        user: testUser({ role, isSuperuser }),
        chatbotId: 'c1',
        passwordResetRequired: false,
      },
    }),
  )
  return client
}

async function opens(role: string, isSuperuser = false) {
  const refused = vi.fn()
  const screen = screenAt('/deployments')
  const thrown = await requirePermissions(clientSignedInAs(role, isSuperuser), [screen], refused).then(
    () => null,
    (error: unknown) => error,
  )
  return { redirected: isRedirect(thrown), refused: refused.mock.calls.length > 0 }
}

describe('Deployments by address', () => {
  it('sends an employee, a manager and an admin home, naming the screen', async () => {
    for (const role of ['EMPLOYEE', 'MANAGER', 'ADMIN'])
      expect(await opens(role)).toEqual({ redirected: true, refused: true })
  })

  it('opens for a superuser', async () => {
    expect(await opens('ADMIN', true)).toEqual({ redirected: false, refused: false })
  })

  it('keeps the wizard to staff who see the dashboard', async () => {
    const screen = screenAt('/wizard')
    const refused = vi.fn()
    await requirePermissions(clientSignedInAs('EMPLOYEE'), [screen], refused)
    expect(refused).not.toHaveBeenCalled()
    await expect(requirePermissions(clientSignedInAs('PARTNER'), [screen], refused)).rejects.toSatisfy(
      isRedirect,
    )
  })
})
