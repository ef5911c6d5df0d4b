import { createFileRoute } from '@tanstack/react-router'
import { ConfigurationPage } from '../../features/inbox/components/configuration-page'

export const Route = createFileRoute('/_app/inbox-configuration')({
  component: ConfigurationPage,
})
