import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { campaignCreateFormSchema, campaignTypes, type CampaignType } from '@shared/domain/automations'
import { offeredTemplates } from '@shared/domain/automations-templates'
import { useEntityForm } from '../../../lib/use-entity-form'
import { LoadingSkeleton } from '../../../ui/query-states'
import { useCreateCampaign } from '../api/campaigns'
import { useAutomationOptions } from '../api/options'
import { useAutomationTemplates, type AutomationTemplate } from '../api/templates'
import { useNotify } from './format'
import { SaveImportFileButton } from './save-import-file'
import { useAutomationMessage } from './setup-messages'

/**
 * The create modal (spec 000 §2, §4): a blank automation of a chosen type, or one from an automation
 * template (only automatch templates without a WhatsApp provider). A template fixes the type; the flow is
 * the chosen one or else the template's; a smart inbox campaign has none. The template's steps show what
 * is left to do after creating.
 */
export function CreateModal({
  chatbotId,
  onClose,
  onCreated,
}: {
  chatbotId: string
  onClose: () => void
  onCreated: (id: string) => void
}) {
  const { t } = useTranslation(['automations', 'common'])
  const notify = useNotify()
  const message = useAutomationMessage()
  const options = useAutomationOptions(chatbotId)
  const templates = useAutomationTemplates(chatbotId)
  const create = useCreateCampaign(chatbotId)
  const entity = useEntityForm({
    schema: campaignCreateFormSchema,
    defaultValues: { name: '', type: 'broadcast', description: '', templateId: null, flowId: null },
    namespace: 'automations',
    submit: async (values) => {
      const answer = await create.mutateAsync(values)
      notify.done(t('createModal.created'))
      onClose()
      if (answer.campaign) onCreated(answer.campaign.id)
    },
  })
  const { form } = entity
  const type = form.watch('type')
  const templateId = form.watch('templateId')
  const offered = templates.data
    ? offeredTemplates(
        templates.data.templates.map((tpl) => ({ ...tpl, campaign: { type: tpl.type } })),
        templates.data.hasWhatsappProvider,
      )
    : []
  const template = offered.find((tpl) => tpl.id === templateId) ?? null
  const flows = options.data?.allStateMachines ?? []
  const templateFlow = template?.flowId ? flows.find((f) => f.id === template.flowId) : undefined
  const chooseTemplate = (id: string) => {
    const chosen = offered.find((tpl) => tpl.id === id)
    form.setValue('templateId', chosen ? chosen.id : null)
    if (chosen) form.setValue('type', chosen.type as CampaignType, { shouldValidate: true })
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('createModal.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="xl"
      data-testid="automation-create-modal"
    >
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)}>
        <Stack gap="md">
          <Stack gap={6}>
            <Text fw={500} size="sm" id="automation-template-label">
              {t('setup.create.startFrom')}
            </Text>
            {templates.data && !templates.data.hasWhatsappProvider && (
              <Alert color="blue" variant="light" data-testid="automation-templates-no-whatsapp">
                {t('setup.create.noWhatsapp')}
              </Alert>
            )}
            {templates.isPending ? (
              <LoadingSkeleton rows={2} />
            ) : templates.isError ? (
              <Alert color="red" variant="light" role="alert">
                {t('setup.create.templatesFailed')}
              </Alert>
            ) : (
              <ScrollArea.Autosize mah={260} type="auto">
                <Radio.Group
                  value={templateId ?? 'blank'}
                  onChange={chooseTemplate}
                  aria-labelledby="automation-template-label"
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                    <TemplateCard
                      value="blank"
                      name={t('setup.create.blank')}
                      body={t('setup.create.blankBody')}
                    />
                    {offered.map((tpl) => (
                      <TemplateCard
                        key={tpl.id}
                        value={tpl.id}
                        name={tpl.name}
                        body={tpl.description}
                        type={t(`types.${tpl.type as 'broadcast'}`)}
                        tags={tpl.tags}
                      />
                    ))}
                  </SimpleGrid>
                </Radio.Group>
              </ScrollArea.Autosize>
            )}
          </Stack>
          <TextInput
            label={t('createModal.name')}
            required
            {...form.register('name')}
            error={message(form.formState.errors.name?.message)}
            data-testid="automation-name"
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <Select
                label={t('createModal.type')}
                required
                allowDeselect={false}
                disabled={template !== null}
                description={template ? t('setup.create.typeFromTemplate') : undefined}
                data={campaignTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={message(fieldState.error?.message)}
                data-testid="automation-type"
              />
            )}
          />
          {type === 'smart_inbox_batch_action' ? (
            <Text size="sm" c="dimmed">
              {t('createModal.smartInboxNoFlow')}
            </Text>
          ) : (
            <Controller
              control={form.control}
              name="flowId"
              render={({ field }) => (
                <Select
                  label={t('createModal.flow')}
                  placeholder={
                    templateFlow
                      ? t('setup.create.templateFlow', { flow: templateFlow.name })
                      : t('createModal.flowNone')
                  }
                  clearable
                  searchable
                  data={flows.map((flow) => ({ value: flow.id, label: flow.name }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  data-testid="automation-flow"
                />
              )}
            />
          )}
          <Textarea
            label={t('createModal.description')}
            placeholder={template ? template.campaignDescription || template.description : undefined}
            autosize
            minRows={2}
            {...form.register('description')}
          />
          {template && (
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <TemplateSteps template={template} />
              {/* The button keeps its width; the steps wrap beside it. */}
              <div style={{ flexShrink: 0 }}>
                <SaveImportFileButton templateId={template.id} />
              </div>
            </Group>
          )}
          {(entity.formError || form.formState.errors.templateId) && (
            <Text c="red.9" size="sm" role="alert">
              {message(form.formState.errors.templateId?.message) ?? entity.formError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={entity.submitting} data-testid="automation-create-submit">
              {t('createModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function TemplateCard({
  value,
  name,
  body,
  type,
  tags = [],
}: {
  value: string
  name: string
  body: string
  type?: string
  tags?: readonly string[]
}) {
  return (
    <Radio.Card value={value} p="sm" radius="md" data-testid="automation-template">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={500} size="sm">
            {name}
          </Text>
          {body && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {body}
            </Text>
          )}
          {(type || tags.length > 0) && (
            <Group gap={4}>
              {type && (
                <Badge size="xs" variant="filled" color="blue.8">
                  {type}
                </Badge>
              )}
              {tags.map((tag) => (
                <Badge key={tag} size="xs" variant="filled" color="gray.7">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  )
}

function TemplateSteps({ template }: { template: AutomationTemplate }) {
  const { t } = useTranslation('automations')
  if (template.steps.length === 0 && template.optionalSteps.length === 0) return null
  return (
    <Stack gap={4} data-testid="automation-template-steps">
      <Text size="sm" fw={500}>
        {t('setup.create.steps')}
      </Text>
      <StepList steps={template.steps} ordered />
      {template.optionalSteps.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t('setup.create.optionalSteps')}
          </Text>
          <StepList steps={template.optionalSteps} ordered={false} />
        </>
      )}
    </Stack>
  )
}

function StepList({ steps, ordered }: { steps: AutomationTemplate['steps']; ordered: boolean }) {
  return (
    <List type={ordered ? 'ordered' : 'unordered'} size="sm" spacing={2}>
      {steps.map((step) => (
        <List.Item key={step.title}>
          {step.title}
          {step.description && <Text span c="dimmed" size="sm">{` — ${step.description}`}</Text>}
        </List.Item>
      ))}
    </List>
  )
}
