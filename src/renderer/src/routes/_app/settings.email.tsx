import { createFileRoute } from '@tanstack/react-router'
import { emailTemplatesQuery } from '../../features/email-templates/api/email-templates'
import { EmailTemplatesPage } from '../../features/email-templates/components/email-templates-page'
import { validateEmailSearch } from '../../features/email-templates/search'
import { primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconMail } from '../../ui/icons'

/**
 * Settings › E-mail: the chatbot's e-mail templates and mappers (a tab of the Settings layout, order 170).
 * They are chatbot settings: whoever reads those reads these (docs/decisions/email-templates.md).
 */
export const Route = createFileRoute('/_app/settings/email')({
  staticData: {
    permission: ['read', 'SettingsChatbot'],
    nav: { label: 'email-templates.label', icon: IconMail, order: 170 },
    texts: ['email-templates'],
  },
  validateSearch: validateEmailSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, emailTemplatesQuery(chatbot.id))
  },
  component: EmailRoute,
})

function EmailRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <EmailTemplatesPage
      search={search}
      // The Settings layout takes no search of its own (Record<string, never>), which the router's types
      // merge into this tab's; at run time each route reads only its own keys.
      onOpen={(next) => void navigate({ search: next as never, replace: true })}
    />
  )
}
