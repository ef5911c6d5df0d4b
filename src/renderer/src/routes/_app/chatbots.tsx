import { Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export const Route = createFileRoute('/_app/chatbots')({
  component: ChatbotsRoute,
})

function ChatbotsRoute() {
  const { t } = useTranslation('frame')
  return <Title order={1}>{t('nav.chatbots')}</Title>
}
