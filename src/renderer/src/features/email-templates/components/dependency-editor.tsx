import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useEmailTemplates } from '../api/email-templates'
import { MapperEditor } from './mapper-editor'
import { TemplateEditor } from './template-editor'

/**
 * The e-mail template or mapper a processor depends on, edited where the processor is (the builder's
 * processor drawer): the same editor, rules, kept draft and save as Settings › E-mail.
 */
export function EmailDependencyEditor({ dependency }: { dependency: Dependency }) {
  const chatbot = useSelectedChatbot()
  return chatbot ? <DependencyOf key={chatbot.id} chatbotId={chatbot.id} dependency={dependency} /> : null
}

type Dependency = { kind: string; id: string }

/** The editor for one chatbot's dependency (exported for its test). */
export function DependencyOf({ chatbotId, dependency }: { chatbotId: string; dependency: Dependency }) {
  const { t } = useTranslation('email-templates')
  const mayEdit = useAppAbility().can('update', 'SettingsChatbot')
  const overview = useEmailTemplates(chatbotId)
  if (overview.isPending) return <LoadingSkeleton />
  if (overview.isError)
    return (
      <ErrorState
        error={overview.error}
        onRetry={() => void overview.refetch()}
        namespace="email-templates"
      />
    )
  const { emailTemplates: templates, mappers } = overview.data
  const mapper = dependency.kind === 'MAPPER' ? mappers.find((one) => one.id === dependency.id) : undefined
  const template =
    dependency.kind === 'MAPPER' ? undefined : templates.find((one) => one.id === dependency.id)
  if (template)
    return (
      <TemplateEditor
        key={template.id}
        chatbotId={chatbotId}
        template={template}
        takenKeys={templates.filter((one) => one.id !== template.id).map((one) => one.templateKey)}
        mayEdit={mayEdit}
      />
    )
  if (mapper) return <MapperEditor key={mapper.id} chatbotId={chatbotId} mapper={mapper} mayEdit={mayEdit} />
  return (
    <Text fz="sm" c="dimmed" data-testid="email-dependency-missing">
      {t('missing')}
    </Text>
  )
}
