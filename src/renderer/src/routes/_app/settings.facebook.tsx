import { createFileRoute } from '@tanstack/react-router'
import { facebookPagesQuery } from '../../features/facebook-leads/api/pages'
import { FacebookLeadsPage } from '../../features/facebook-leads/components/facebook-leads-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconBrandFacebook } from '../../ui/icons'

/** Settings › Facebook lead forms: the chatbot's connected Facebook pages (a tab of the Settings layout). */
export const Route = createFileRoute('/_app/settings/facebook')({
  staticData: {
    permission: ['read', 'SettingsFacebookLeads'],
    nav: { label: 'facebook-leads.label', icon: IconBrandFacebook, order: 150 },
    texts: ['facebook-leads'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, facebookPagesQuery(chatbot.id))
  },
  component: FacebookLeadsPage,
})
