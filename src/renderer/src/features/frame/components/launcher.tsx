import '@mantine/spotlight/styles.css'
import { Group, Kbd, Text, UnstyledButton } from '@mantine/core'
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { signedInState, useSelectChatbot, useSession } from '../../../lib/session'
import { IconRobot, IconSearch } from '../../../ui/icons'
import { launcherItems, navNamespaces } from '../nav-items'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/**
 * Ctrl+K / Cmd+K: jump to any screen this user may use, or switch to one of their chatbots. Lists only
 * what the navigation would show (the same CASL table), so it never leads to a screen the user cannot use.
 */
export function Launcher() {
  const { t } = useTranslation(navNamespaces)
  const navigate = useNavigate()
  const ability = useAppAbility()
  const state = signedInState(useSession().data)
  const select = useSelectChatbot()

  const screens: SpotlightActionData[] = launcherItems(ability).map((item) => {
    const Icon = item.icon
    return {
      id: `screen-${item.id}`,
      label: t(item.labelKey),
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

/** The launcher's button in the header, showing its shortcut. */
export function LauncherButton() {
  const { t } = useTranslation(navNamespaces)
  return (
    <UnstyledButton
      onClick={() => spotlight.open()}
      aria-label={t('launcher.open')}
      aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
      data-testid="launcher-button"
      visibleFrom="md"
      px="sm"
      py={6}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <IconSearch size={16} stroke={1.6} aria-hidden />
        <Text fz="sm" c="dimmed" component="span">
          {t('launcher.short')}
        </Text>
        <Kbd size="xs">{isMac ? '⌘ K' : 'Ctrl K'}</Kbd>
      </Group>
    </UnstyledButton>
  )
}
