import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { latestRunQuery, systemTestsQuery, testsQuery } from '../../features/validator/api/validator'
import { ValidatorPage } from '../../features/validator/components/validator-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconCircleCheck } from '../../ui/icons'

export const Route = createFileRoute('/_app/validator')({
  staticData: {
    permission: ['read', 'ValidatorTest'],
    nav: { label: 'validator.label', icon: IconCircleCheck, group: 'frame.groups.chatbots', order: 330 },
    texts: ['validator'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (!chatbot) return
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
