import { Select } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { signedInState, useSelectChatbot, useSession } from '../../../lib/session'
import { useErrorMessage } from '../../../lib/errors'

/** The chatbot to work on, in the frame header. Suspended chatbots are listed but cannot be chosen. */
export function ChatbotSwitcher() {
  const { t } = useTranslation(['session', 'common'])
  const session = useSession()
  const select = useSelectChatbot()
  const errorMessage = useErrorMessage('chatbots')
  const state = signedInState(session.data)
  if (!state || state.user.chatbots.length === 0) return null
  return (
    <Select
      aria-label={t('switcher.label')}
      placeholder={t('switcher.placeholder')}
      size="xs"
      w={220}
      allowDeselect={false}
      searchable={state.user.chatbots.length > 8}
      value={state.chatbotId}
      data={state.user.chatbots.map((chatbot) => ({
        value: chatbot.id,
        label: chatbot.suspended ? t('switcher.suspended', { name: chatbot.name }) : chatbot.name,
        disabled: chatbot.suspended,
      }))}
      onChange={(id) => {
        if (!id || id === state.chatbotId) return
        select.mutate(id, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('common:errors.operationFailed'),
              message: errorMessage(error),
            }),
        })
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="chatbot-switcher"
    />
  )
}
