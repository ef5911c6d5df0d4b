import { createFileRoute } from '@tanstack/react-router'
import { channelsQuery } from '../../features/whatsapp/api/channels'
import { ChannelsPage } from '../../features/whatsapp/components/channels-page'
import { noSearch, primeQuery } from '../../lib/route-data'
import { loadSelectedChatbot } from '../../lib/selected-chatbot'
import { IconBrandWhatsapp } from '../../ui/icons'

export const Route = createFileRoute('/_app/whatsapp-channels')({
  staticData: {
    permission: ['read', 'WhatsApp'],
    nav: { label: 'whatsapp.channels', icon: IconBrandWhatsapp, group: 'whatsapp.group', order: 610 },
    texts: ['whatsapp'],
  },
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const chatbot = await loadSelectedChatbot(context.queryClient)
    if (chatbot) await primeQuery(context.queryClient, channelsQuery(chatbot.id))
  },
  component: ChannelsPage,
})
