import {
  Anchor,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  campaignCreateFormSchema,
  campaignStatusFilters,
  campaignTypes,
  type CampaignCreateValues,
} from '@shared/domain/automations'
import { useAppAbility } from '../../../lib/ability'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { useEntityForm } from '../../../lib/use-entity-form'
import { EmptyState } from '../../../ui/empty-state'
import { IconPlus, IconSearch } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useCampaigns, useCreateCampaign } from '../api/campaigns'
import { useAutomationOptions } from '../api/options'
import type { AutomationsSearch } from '../search'
import { CampaignStatusBadge, formatDateTime, useNotify } from './format'

/**
 * Automations overview (issue 14): every campaign of the chatbot with its type, status badge and next
 * broadcast; search (case-insensitive name substring), type and status filters kept in the URL; the
 * create modal. A row opens the automation's detail.
 */
export function AutomationsPage({
  search,
  onSearch,
  onOpen,
}: {
  search: AutomationsSearch
  onSearch: (next: AutomationsSearch) => void
  onOpen: (campaignId: string) => void
}) {
  const { t } = useTranslation('automations')
  const chatbot = useSelectedChatbot()
  const ability = useAppAbility()
  const [creating, setCreating] = useState(false)
  if (!chatbot) return null
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        {ability.can('create', 'Campaigns') && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="automation-create"
          >
            {t('create')}
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t('search')}
          leftSection={<IconSearch size={16} />}
          value={search.q ?? ''}
          onChange={(e) => onSearch({ ...search, q: e.currentTarget.value || undefined })}
          data-testid="automation-search"
        />
        <Select
          label={t('typeFilter')}
          placeholder={t('allTypes')}
          clearable
          data={campaignTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          value={search.type ?? null}
          onChange={(value) =>
            onSearch({ ...search, type: (value as AutomationsSearch['type']) ?? undefined })
          }
          data-testid="automation-type-filter"
        />
        <Select
          label={t('statusFilter')}
          data={campaignStatusFilters.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          value={search.status ?? 'all'}
          allowDeselect={false}
          onChange={(value) =>
            onSearch({
              ...search,
              status: value === 'all' ? undefined : (value as AutomationsSearch['status']),
            })
          }
          data-testid="automation-status-filter"
        />
      </Group>
      <CampaignTable chatbotId={chatbot.id} search={search} onOpen={onOpen} />
      {creating && (
        <CreateModal chatbotId={chatbot.id} onClose={() => setCreating(false)} onCreated={onOpen} />
      )}
    </Stack>
  )
}

function CampaignTable({
  chatbotId,
  search,
  onOpen,
}: {
  chatbotId: string
  search: AutomationsSearch
  onOpen: (id: string) => void
}) {
  const { t } = useTranslation('automations')
  const campaigns = useCampaigns(chatbotId, search)
  if (campaigns.isPending) return <LoadingSkeleton rows={5} />
  if (campaigns.isError)
    return (
      <ErrorState error={campaigns.error} onRetry={() => void campaigns.refetch()} namespace="automations" />
    )
  const filtered = Boolean(search.q || search.type || search.status)
  if (campaigns.data.length === 0)
    return (
      <EmptyState title={t('title')} body={filtered ? t('noMatch') : t('empty')} testId="automations-empty" />
    )
  return (
    <Table highlightOnHover verticalSpacing="sm" data-testid="automations-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.name')}</Table.Th>
          <Table.Th>{t('columns.type')}</Table.Th>
          <Table.Th>{t('columns.status')}</Table.Th>
          <Table.Th>{t('columns.next')}</Table.Th>
          <Table.Th>{t('columns.created')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {campaigns.data.map((campaign) => (
          <Table.Tr key={campaign.id} data-testid="automation-row">
            <Table.Td>
              <Anchor component="button" type="button" fw={500} onClick={() => onOpen(campaign.id)}>
                {campaign.name}
              </Anchor>
              {campaign.description && (
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {campaign.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{t(`types.${campaign.type as 'broadcast'}`)}</Table.Td>
            <Table.Td>
              <Group gap={6}>
                <CampaignStatusBadge status={campaign.status} />
                {campaign.derivedStatus && (
                  <Text size="sm" c="dimmed">
                    {t(`derived.${campaign.derivedStatus.text as 'automationRunning'}`)}
                  </Text>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{formatDateTime(campaign.broadcast?.nextBroadcast ?? null)}</Table.Td>
            <Table.Td>{formatDateTime(campaign.created)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function CreateModal({
  chatbotId,
  onClose,
  onCreated,
}: {
  chatbotId: string
  onClose: () => void
  onCreated: (id: string) => void
}) {
  const { t } = useTranslation('automations')
  const notify = useNotify()
  const options = useAutomationOptions(chatbotId)
  const create = useCreateCampaign(chatbotId)
  const entity = useEntityForm<CampaignCreateValues>({
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
  const message = (key: string | undefined) => (key ? t(`messages.${key as 'nameRequired'}`) : undefined)
  return (
    <Modal opened onClose={onClose} title={t('createModal.title')} data-testid="automation-create-modal">
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)}>
        <Stack gap="md">
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
                  placeholder={t('createModal.flowNone')}
                  clearable
                  searchable
                  data={(options.data?.allStateMachines ?? []).map((flow) => ({
                    value: flow.id,
                    label: flow.name,
                  }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                />
              )}
            />
          )}
          <Textarea
            label={t('createModal.description')}
            autosize
            minRows={2}
            {...form.register('description')}
          />
          {entity.formError && (
            <Text c="red.9" size="sm" role="alert">
              {entity.formError}
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
