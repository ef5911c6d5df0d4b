import { createFileRoute } from '@tanstack/react-router'
import { channelsQuery } from '../../features/whatsapp/api/channels'
import { ChannelsPage } from '../../features/whatsapp/components/channels-page'
import { requireAbility } from '../../lib/ability'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'

export const Route = createFileRoute('/_app/whatsapp-channels')({
  validateSearch: noSearch,
  beforeLoad: ({ context }) => requireAbility(context.queryClient, 'read', 'WhatsApp'),
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, channelsQuery(chatbot.id))
  },
  component: ChannelsPage,
})
