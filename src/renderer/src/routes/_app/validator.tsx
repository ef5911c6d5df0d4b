import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ValidatorPage } from '../../features/validator/components/validator-page'
import { requireAbility } from '../../lib/ability'
import { loadTexts } from '../../lib/i18n'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/validator')({
  validateSearch: noSearch,
  beforeLoad: async ({ context }) => {
    await requireAbility(context.queryClient, 'read', 'ValidatorTest')
    await loadTexts(context.i18n, 'validator')
  },
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (!chatbot) return
    // Imported here, not at the top: the route's loader is in the initial bundle, the api need not be.
    const { latestRunQuery, systemTestsQuery, testsQuery } =
      await import('../../features/validator/api/validator')
    await Promise.all([
      primeQuery(context.queryClient, testsQuery(chatbot.id)),
      primeQuery(context.queryClient, systemTestsQuery(chatbot.id)),
      primeQuery(context.queryClient, latestRunQuery(chatbot.id)),
    ])
  },
  component: ValidatorRoute,
})

function ValidatorRoute() {
  const navigate = Route.useNavigate()
  const openRun = useCallback(
    (runId: string) => void navigate({ to: '/validator/runs/$runId', params: { runId } }),
    [navigate],
  )
  return <ValidatorPage onOpenRun={openRun} />
}
