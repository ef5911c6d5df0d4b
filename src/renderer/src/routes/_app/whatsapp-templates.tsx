import { createFileRoute } from '@tanstack/react-router'
import { definitionsQuery } from '../../features/whatsapp/api/definitions'
import { TemplatesPage } from '../../features/whatsapp/components/templates-page'
import { templatesSearchSchema } from '../../features/whatsapp/search'
import { primeQuery, searchValidator } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconTemplate } from '../../ui/icons'

export const Route = createFileRoute('/_app/whatsapp-templates')({
  staticData: {
    permission: ['read', 'WhatsAppTemplate'],
    nav: { label: 'whatsapp.label', icon: IconTemplate, group: 'whatsapp.group', order: 600 },
    texts: ['whatsapp'],
  },
  validateSearch: searchValidator(templatesSearchSchema),
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, definitionsQuery(chatbot.id))
  },
  component: TemplatesRoute,
})

function TemplatesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <TemplatesPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
