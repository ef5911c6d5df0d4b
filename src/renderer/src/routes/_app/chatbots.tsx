import { createFileRoute } from '@tanstack/react-router'
import { ChatbotList } from '../../features/chatbots/components/chatbot-list'
import { requireAbility } from '../../lib/ability'

export const Route = createFileRoute('/_app/chatbots')({
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'Chatbots'),
  component: ChatbotList,
})
