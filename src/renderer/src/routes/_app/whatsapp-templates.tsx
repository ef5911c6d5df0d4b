import { createFileRoute } from '@tanstack/react-router'
import { definitionsQuery } from '../../features/whatsapp/api/definitions'
import { TemplatesPage } from '../../features/whatsapp/components/templates-page'
import { requireAbility } from '../../lib/ability'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/whatsapp-templates')({
  validateSearch: noSearch,
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'WhatsAppTemplate'),
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, definitionsQuery(chatbot.id))
  },
  component: TemplatesPage,
})
