import {
  ActionIcon,
  Button,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  maxAutoOpenSeconds,
  mayAddTeaserButton,
  newTeaserButton,
  widgetPreviewProblems,
  type WidgetPreview,
} from '@shared/domain/settings'
import { useAppAbility } from '../../../lib/ability'
import { errorCode, useErrorMessage } from '../../../lib/errors'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { IconPlus, IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { flowsQuery, useSaveWidgetPreview, useWidgetConfig, widgetPreviewQuery } from '../api/widget'
import { WidgetPreviewPane } from './widget-preview-pane'
import { mergeTeaserOverTheirs } from './widget-merge'
import { useProblemText } from './problem-text'

/** Settings › widget preview: the launcher teaser (spec 000 §3 "Widget preview"), shown live beside it. */
export function WidgetPreviewTab() {
  const { t } = useTranslation('settings')
  const chatbot = useSelectedChatbot()
  if (!chatbot) return <Text>{t('page.noChatbot')}</Text>
  return <TeaserLoader key={chatbot.id} chatbotId={chatbot.id} projectId={chatbot.name} />
}

function TeaserLoader({ chatbotId, projectId }: { chatbotId: string; projectId: string }) {
  const preview = useQuery(widgetPreviewQuery(chatbotId))
  const flows = useQuery(flowsQuery(chatbotId))
  const config = useWidgetConfig(chatbotId, projectId)
  if (preview.isPending || flows.isPending || config.isPending) return <LoadingSkeleton rows={8} />
  const failed = [preview, flows, config].find((query) => query.isError)
  if (failed)
    return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} namespace="settings" />
  return <TeaserForm chatbotId={chatbotId} saved={preview.data!} flows={flows.data!} config={config.data!} />
}

function TeaserForm({
  chatbotId,
  saved,
  flows,
  config,
}: {
  chatbotId: string
  saved: WidgetPreview
  flows: readonly { id: string; name: string }[]
  config: Parameters<typeof WidgetPreviewPane>[0]['config']
}) {
  const { t } = useTranslation('settings')
  const errorMessage = useErrorMessage('settings')
  const problemText = useProblemText()
  const mayEdit = useAppAbility().can('update', 'SettingsWidgetPreview')
  const [draft, setDraft] = useState<WidgetPreview>(saved)
  const save = useSaveWidgetPreview(chatbotId)
  const client = useQueryClient()
  const problems = useMemo(() => widgetPreviewProblems(draft), [draft])
  const invalid = Object.keys(problems).length > 0
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved)
  const flowOptions = flows.map((flow) => ({ value: flow.id, label: flow.name }))
  const flowNames = useMemo(() => new Map(flows.map((flow) => [flow.id, flow.name])), [flows])
  const fresh = newTeaserButton(flows)
  const mayAdd = fresh !== null && mayAddTeaserButton(draft.buttons)

  const set = <K extends keyof WidgetPreview>(key: K, value: WidgetPreview[K]) =>
    setDraft((old) => ({ ...old, [key]: value }))
  const setButton = (index: number, next: Partial<WidgetPreview['buttons'][number]>) =>
    set(
      'buttons',
      draft.buttons.map((button, i) => (i === index ? { ...button, ...next } : button)),
    )

  const takeTheirs = async (base: WidgetPreview, mine: WidgetPreview) => {
    const query = widgetPreviewQuery(chatbotId)
    await client.invalidateQueries({ queryKey: query.queryKey, exact: true })
    const theirs = client.getQueryData(query.queryKey)
    if (theirs) setDraft(mergeTeaserOverTheirs(base, mine, theirs))
  }

  const submit = () => {
    // `isPending` guards the double-click: the button is loading and a second click does nothing.
    if (invalid || save.isPending) return
    save.mutate(draft, {
      onSuccess: (next) => {
        setDraft(next)
        notifications.show({ color: 'green', message: t('widget.saved') })
      },
      onError: (error) => {
        notifications.show({ color: 'red', title: t('widget.saveFailed'), message: errorMessage(error) })
        // Another manager saved the teaser first: theirs with this user's changes on top, as the widget.
        if (errorCode(error) === 'widget_changed') void takeTheirs(saved, draft)
      },
    })
  }

  return (
    <Grid gap="xl" data-testid="widget-teaser">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Text c="dimmed" maw={460}>
              {t('teaser.intro')}
            </Text>
            {mayEdit && (
              <Button
                onClick={submit}
                loading={save.isPending}
                disabled={!dirty || invalid}
                data-testid="teaser-save"
              >
                {t('widget.save')}
              </Button>
            )}
          </Group>
          <Textarea
            label={t('teaser.text')}
            value={draft.text}
            onChange={(event) => set('text', event.currentTarget.value)}
            error={problemText(problems['text'])}
            disabled={!mayEdit}
            rows={3}
            data-field="teaser-text"
          />
          <NumberInput
            label={t('teaser.autoOpenTime')}
            description={t('widget.autoOpenHelp')}
            value={draft.autoOpenTime}
            onChange={(value) => set('autoOpenTime', typeof value === 'number' ? value : 0)}
            min={0}
            max={maxAutoOpenSeconds}
            allowDecimal={false}
            error={problemText(problems['autoOpenTime'])}
            disabled={!mayEdit}
            maw={220}
          />
          <Stack gap="xs">
            <Text fw={500} fz="sm">
              {t('teaser.buttons')}
            </Text>
            {draft.buttons.length === 0 && (
              <Text c="dimmed" fz="sm">
                {t('teaser.noButtons')}
              </Text>
            )}
            {draft.buttons.map((button, index) => (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label={t('teaser.buttonText', { number: index + 1 })}
                  placeholder={t('teaser.buttonText', { number: index + 1 })}
                  value={button.text}
                  onChange={(event) => setButton(index, { text: event.currentTarget.value })}
                  error={problemText(problems[`buttons.${index}.text`])}
                  disabled={!mayEdit}
                  style={{ flex: 1 }}
                  data-field={`teaser-button-${index}`}
                />
                <Select
                  aria-label={t('teaser.buttonFlow', { number: index + 1 })}
                  data={flowOptions}
                  value={button.flow}
                  onChange={(value) => value && setButton(index, { flow: value })}
                  allowDeselect={false}
                  searchable
                  disabled={!mayEdit}
                  w={220}
                />
                {mayEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={6}
                    aria-label={t('teaser.removeButton', { number: index + 1 })}
                    onClick={() =>
                      set(
                        'buttons',
                        draft.buttons.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {mayEdit && (
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  w="fit-content"
                  leftSection={<IconPlus size={14} />}
                  disabled={!mayAdd}
                  onClick={() => fresh && set('buttons', [...draft.buttons, fresh])}
                  data-testid="teaser-add-button"
                >
                  {t('teaser.addButton')}
                </Button>
                {!mayAdd && fresh && (
                  <Text fz="xs" c="dimmed">
                    {t('teaser.fillFirst')}
                  </Text>
                )}
                {!fresh && (
                  <Text fz="xs" c="dimmed">
                    {t('teaser.noFlows')}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
          <Select
            label={t('teaser.startFlow')}
            description={t('teaser.startFlowHelp')}
            data={flowOptions}
            value={draft.widgetIconStartFlow}
            onChange={(value) => set('widgetIconStartFlow', value)}
            clearable
            searchable
            disabled={!mayEdit}
            error={problemText(problems['widgetIconStartFlow'])}
          />
          <Stack gap={4}>
            <Text fw={500} fz="sm">
              {t('teaser.shape')}
            </Text>
            <SegmentedControl
              w="fit-content"
              value={draft.isRectangle ? 'rectangle' : 'round'}
              onChange={(value) => set('isRectangle', value === 'rectangle')}
              disabled={!mayEdit}
              data={[
                { value: 'round', label: t('teaser.round') },
                { value: 'rectangle', label: t('teaser.rectangle') },
              ]}
            />
          </Stack>
          <Text fz="xs" c="dimmed">
            {t('teaser.avatarNote')}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <WidgetPreviewPane config={config} preview={draft} flowNames={flowNames} />
      </Grid.Col>
    </Grid>
  )
}
