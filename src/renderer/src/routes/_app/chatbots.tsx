import { createFileRoute } from '@tanstack/react-router'
import { ChatbotList } from '../../features/chatbots/components/chatbot-list'

export const Route = createFileRoute('/_app/chatbots')({
  component: ChatbotList,
})
