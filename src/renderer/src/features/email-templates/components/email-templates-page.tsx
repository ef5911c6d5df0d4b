import { Badge, Grid, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useEmailTemplates } from '../api/email-templates'
import type { EmailSearch } from '../search'
import { MapperEditor } from './mapper-editor'
import { TemplateEditor } from './template-editor'

/** The dimmed description on the active (tinted) item falls under AA contrast: it takes the text colour. */
const activeDescription = { description: { color: 'var(--mantine-color-text)' } }

/**
 * Settings › E-mail (spec 000 §3 "Email template", "Mapper"): the chatbot's e-mail templates and mappers in
 * a list, and the open one's editor beside it. Team leads read; managers and admins save (SettingsChatbot).
 * The open one is in the URL, so a processor's dependency in the builder links straight to it.
 */
export function EmailTemplatesPage({
  search,
  onOpen,
}: {
  search: EmailSearch
  onOpen: (search: EmailSearch) => void
}) {
  const { t } = useTranslation('email-templates')
  const chatbot = useSelectedChatbot()
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      {chatbot && <EmailContent key={chatbot.id} chatbotId={chatbot.id} search={search} onOpen={onOpen} />}
    </Stack>
  )
}

function EmailContent({
  chatbotId,
  search,
  onOpen,
}: {
  chatbotId: string
  search: EmailSearch
  onOpen: (search: EmailSearch) => void
}) {
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
  if (templates.length === 0 && mappers.length === 0)
    return <EmptyState title={t('empty.title')} body={t('empty.body')} testId="email-empty" />
  const template = search.template ? templates.find((one) => one.id === search.template) : undefined
  const mapper = search.mapper ? mappers.find((one) => one.id === search.mapper) : undefined
  const missing = (search.template && !template) || (search.mapper && !mapper)
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="xs" component="section" aria-labelledby="email-templates-heading">
            <Text id="email-templates-heading" fw={600} px="xs" pb={4}>
              {t('templates.heading')}
            </Text>
            {templates.length === 0 && (
              <Text c="dimmed" fz="sm" px="xs">
                {t('templates.none')}
              </Text>
            )}
            {templates.map((one) => (
              <NavLink
                key={one.id}
                component="button"
                active={one.id === template?.id}
                onClick={() => onOpen({ template: one.id })}
                label={one.subject}
                description={
                  <Group gap={4} component="span">
                    <span>{one.templateKey}</span>
                    {one.isText && (
                      <Badge size="xs" variant="light" color="gray" component="span">
                        {t('format.text')}
                      </Badge>
                    )}
                    {one.isHtml && (
                      <Badge size="xs" variant="light" component="span">
                        {t('format.html')}
                      </Badge>
                    )}
                  </Group>
                }
                aria-current={one.id === template?.id ? 'true' : undefined}
                styles={one.id === template?.id ? activeDescription : undefined}
                data-testid="email-template-item"
              />
            ))}
          </Paper>
          <Paper withBorder radius="md" p="xs" component="section" aria-labelledby="email-mappers-heading">
            <Text id="email-mappers-heading" fw={600} px="xs" pb={4}>
              {t('mappers.heading')}
            </Text>
            {mappers.length === 0 && (
              <Text c="dimmed" fz="sm" px="xs">
                {t('mappers.none')}
              </Text>
            )}
            {mappers.map((one) => (
              <NavLink
                key={one.id}
                component="button"
                active={one.id === mapper?.id}
                onClick={() => onOpen({ mapper: one.id })}
                label={one.name}
                description={t('mappers.rows', {
                  count: one.data && typeof one.data === 'object' ? Object.keys(one.data).length : 0,
                })}
                aria-current={one.id === mapper?.id ? 'true' : undefined}
                styles={one.id === mapper?.id ? activeDescription : undefined}
                data-testid="email-mapper-item"
              />
            ))}
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {template ? (
          <TemplateEditor
            key={template.id}
            chatbotId={chatbotId}
            template={template}
            takenKeys={templates.filter((one) => one.id !== template.id).map((one) => one.templateKey)}
            mayEdit={mayEdit}
          />
        ) : mapper ? (
          <MapperEditor key={mapper.id} chatbotId={chatbotId} mapper={mapper} mayEdit={mayEdit} />
        ) : (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center" data-testid="email-pick">
              {missing ? t('missing') : t('pick')}
            </Text>
          </Paper>
        )}
      </Grid.Col>
    </Grid>
  )
}
