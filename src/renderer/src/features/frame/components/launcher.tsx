import '@mantine/spotlight/styles.css'
import { Spotlight, type SpotlightActionData } from '@mantine/spotlight'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { launcherScreens } from '../../../lib/screens'
import { signedInState, useSelectChatbot, useSession } from '../../../lib/session'
import { IconRobot, IconSearch } from '../../../ui/icons'
import { useScreens } from '../use-screens'

/**
 * Ctrl+K / Cmd+K: jump to any screen this user may use, or switch to one of their chatbots. Lists only
 * what the navigation would show (the same CASL table), so it never leads to a screen the user cannot use.
 * Loaded after the frame has shown (app-frame), with Mantine's spotlight.
 */
export function Launcher() {
  const { t } = useTranslation('frame')
  const { t: navText } = useTranslation('nav')
  const navigate = useNavigate()
  const ability = useAppAbility()
  const state = signedInState(useSession().data)
  const select = useSelectChatbot()

  const screens: SpotlightActionData[] = launcherScreens(useScreens(), ability).map((item) => {
    const Icon = item.icon
    return {
      id: `screen-${item.id}`,
      label: navText(item.label),
      description: t('launcher.screen'),
      leftSection: <Icon size={20} stroke={1.6} aria-hidden />,
      onClick: () => void navigate({ to: item.to }),
    }
  })
  const chatbots: SpotlightActionData[] = ability.can('read', 'Chatbots')
    ? (state?.user.chatbots ?? [])
        .filter((chatbot) => !chatbot.suspended)
        .map((chatbot) => ({
          id: `chatbot-${chatbot.id}`,
          label: chatbot.projectName || chatbot.name,
          description: chatbot.id === state?.chatbotId ? t('launcher.currentChatbot') : t('launcher.chatbot'),
          keywords: [chatbot.name],
          leftSection: <IconRobot size={20} stroke={1.6} aria-hidden />,
          onClick: () => {
            if (chatbot.id !== state?.chatbotId) select.mutate(chatbot.id)
            void navigate({ to: '/chatbots' })
          },
        }))
    : []

  return (
    <Spotlight
      actions={[
        { group: t('launcher.screens'), actions: screens },
        ...(chatbots.length > 0 ? [{ group: t('launcher.chatbots'), actions: chatbots }] : []),
      ]}
      shortcut={['mod + K']}
      nothingFound={t('launcher.nothingFound')}
      highlightQuery
      limit={30}
      scrollable
      maxHeight={420}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.6} aria-hidden />,
        placeholder: t('launcher.placeholder'),
        'aria-label': t('launcher.label'),
      }}
    />
  )
}
