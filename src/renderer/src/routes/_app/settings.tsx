import { createFileRoute } from '@tanstack/react-router'
import { SettingsLayout } from '../../features/settings/components/settings-layout'
import { noSearch } from '../../lib/route-data'
import { IconAdjustments } from '../../ui/icons'

/**
 * Settings (spec 000 §2): the one navigation entry; its tabs are the child routes `settings.<tab>.tsx`.
 * Every role that reads any settings reads the chatbot settings (team leads and up), so that right opens it.
 */
export const Route = createFileRoute('/_app/settings')({
  staticData: {
    permission: ['read', 'SettingsChatbot'],
    nav: { label: 'settings.label', icon: IconAdjustments, group: 'frame.groups.chatbots', order: 340 },
    texts: ['settings'],
  },
  validateSearch: noSearch,
  component: SettingsLayout,
})
