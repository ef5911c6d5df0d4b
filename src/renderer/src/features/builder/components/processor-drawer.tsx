import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useState, type FormEvent } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { processorCategories, type ProcessorCategory } from '@shared/domain/builder'
import { signedInState, useSession } from '../../../lib/session'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { AnchorLink } from '../../../ui/anchor-link'
import { IconCopy, IconMail, IconTrash } from '../../../ui/icons'
import {
  useCloneProcessor,
  useCopyProcessor,
  useProcessors,
  useProcessorTemplates,
  useUpdateProcessor,
  type ProcessorDetail,
  type ProcessorEdit,
} from '../api/processors'
import { useUpdateState, type StateDetail } from '../api/state'
import { useFailureText } from '../failure-text'
import { useProcessorDependencyEditor } from '../processor-dependency-slot'
import { useBuilderScope } from '../scope'
import { useSingleFlight } from '../../../lib/single-flight'

function categoryLabel(t: TFunction<'builder'>, category: string): string {
  return (processorCategories as readonly string[]).includes(category)
    ? t(`processor.categories.${category as ProcessorCategory}`)
    : category
}

/** Spec 000 §5 'Event label': at most 40 characters, starting with a letter; letters, digits, underscores. */
const eventLabelPattern = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

/**
 * The actions (processors) a state runs, in order: open one in the processor drawer, add one of the
 * chatbot's, add one copied from a template (copyProcessor), or take one off the state.
 */
export function StateProcessors({ state }: { state: StateDetail }) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const chatbot = useSelectedChatbot()
  const superuser = signedInState(useSession().data)?.user.isSuperuser ?? false
  const processors = useProcessors(scope)
  const templates = useProcessorTemplates(scope, superuser)
  const update = useUpdateState()
  const copy = useCopyProcessor()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [open, setOpen] = useState<string | null>(null)
  const byId = new Map((processors.data ?? []).map((p) => [p.id, p]))
  const ids = state.processors.map((p) => p.id)
  const setIds = (next: string[]) => update.mutateAsync({ id: state.id, processors: next })
  const failed = update.isError ? update.error : copy.isError ? copy.error : null
  const opened = open ? byId.get(open) : undefined
  return (
    <Stack gap="xs" data-testid="state-processors">
      <Title order={3} fz="h5">
        {t('processor.section')}
      </Title>
      {ids.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('processor.none')}
        </Text>
      )}
      {ids.map((id) => {
        const processor = byId.get(id)
        return (
          <Paper key={id} withBorder p="xs" radius="sm" data-testid="state-processor">
            <Group justify="space-between" wrap="nowrap">
              <UnstyledButton
                onClick={() => setOpen(id)}
                style={{ minWidth: 0, flex: 1 }}
                data-testid="processor-open"
              >
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={processor?.color ?? 'gray'} size={14} />
                  <Text fz="sm" fw={500} truncate="end">
                    {processor?.humanReadableName ?? id}
                  </Text>
                  {processor && (
                    <Badge size="xs" variant="light" color="gray">
                      {categoryLabel(t, processor.category)}
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('processor.remove', { name: processor?.humanReadableName ?? id })}
                onClick={() => once(() => setIds(ids.filter((x) => x !== id)))}
                data-testid="processor-remove"
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          </Paper>
        )
      })}
      <Group grow align="flex-end" gap="xs">
        <Select
          size="xs"
          label={t('processor.add')}
          placeholder={t('processor.pick')}
          searchable
          value={null}
          data={(processors.data ?? [])
            .filter((p) => !ids.includes(p.id))
            .map((p) => ({ value: p.id, label: p.humanReadableName }))}
          onChange={(value) => value && once(() => setIds([...ids, value]))}
          data-testid="processor-add"
        />
        <Select
          size="xs"
          label={t('processor.fromTemplate')}
          placeholder={t('processor.pickTemplate')}
          searchable
          value={null}
          data={(templates.data ?? []).map((p) => ({ value: p.id, label: p.humanReadableName }))}
          onChange={(value) =>
            value &&
            chatbot &&
            once(() =>
              copy
                .mutateAsync({ processorTemplateIds: [value], toSchema: chatbot.name })
                .then((copied) => setIds([...ids, ...copied.processors.map((p) => p.id)])),
            )
          }
          data-testid="processor-copy"
        />
      </Group>
      {failed != null && (
        <Alert color="red" role="alert" p="xs" data-testid="processors-error">
          {failure(failed)}
        </Alert>
      )}
      {opened && <ProcessorDrawer key={opened.id} processor={opened} onClose={() => setOpen(null)} />}
    </Stack>
  )
}

/**
 * The processor drawer (spec 000 §2): one action of the chatbot. Its name, description, priority, whether it
 * is an important goal, and its Google Analytics event (updateProcessor); where it is used; clone it into
 * this chatbot or another one the user may use (cloneProcessor).
 */
export function ProcessorDrawer({ processor, onClose }: { processor: ProcessorDetail; onClose: () => void }) {
  const { t } = useTranslation('builder')
  const chatbot = useSelectedChatbot()
  const chatbots = signedInState(useSession().data)?.user.chatbots ?? []
  const update = useUpdateProcessor()
  const clone = useCloneProcessor()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [edit, setEdit] = useState<ProcessorEdit>({
    id: processor.id,
    humanReadableName: processor.humanReadableName,
    description: processor.description,
    priority: processor.priority,
    isImportantGoal: processor.isImportantGoal,
    googleAnalyticsEvent: processor.googleAnalyticsEvent
      ? {
          eventLabel: processor.googleAnalyticsEvent.eventLabel,
          eventAction: processor.googleAnalyticsEvent.eventAction,
          systemName: processor.googleAnalyticsEvent.systemName,
        }
      : null,
  })
  const [shown, setShown] = useState(false)
  const [target, setTarget] = useState<string | null>(chatbot?.name ?? null)
  const [cloned, setCloned] = useState<string | null>(null)
  // The dependency open in its editor (the slot the route fills), one at a time; the drawer widens for it.
  const DependencyEditor = useProcessorDependencyEditor()
  const [editing, setEditing] = useState<string | null>(null)
  const event = edit.googleAnalyticsEvent
  const errors = {
    humanReadableName: edit.humanReadableName.trim() ? undefined : t('response.errors.required'),
    eventLabel:
      event && !eventLabelPattern.test(event.eventLabel) ? t('processor.eventLabelRule') : undefined,
    eventAction: event && !event.eventAction.trim() ? t('response.errors.required') : undefined,
  }
  const invalid = Object.values(errors).some(Boolean)
  const save = (e: FormEvent) => {
    e.preventDefault()
    setShown(true)
    if (invalid) return
    once(() => update.mutateAsync(edit).then(() => setShown(false)))
  }
  const setEvent = (patch: Partial<NonNullable<ProcessorEdit['googleAnalyticsEvent']>>) =>
    setEdit({
      ...edit,
      googleAnalyticsEvent: { eventLabel: '', eventAction: '', systemName: '', ...event, ...patch },
    })
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={editing ? 'xl' : 'md'}
      title={t('processor.title', { name: processor.humanReadableName })}
      closeButtonProps={{ 'aria-label': t('action.close') }}
      data-testid="processor-drawer"
    >
      {/* Outside the form: a dependency's editor is a form of its own, and forms do not nest. */}
      <Stack mb="md">
        <Group gap="xs">
          <ColorSwatch color={processor.color} size={16} />
          <Badge variant="light">{categoryLabel(t, processor.category)}</Badge>
          <Text fz="xs" c="dimmed">
            {processor.processorType} · {processor.type} · {processor.name}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed" data-testid="processor-usage">
          {t('processor.usage', {
            flows: processor.stateMachines.length,
            states: processor.states.length,
            options: processor.options.length,
          })}
        </Text>
        {(processor.dependencies ?? []).length > 0 && (
          <Stack gap={2} data-testid="processor-dependencies">
            <Text fz="sm" fw={500}>
              {t('processor.dependencies')}
            </Text>
            {(processor.dependencies ?? []).map((dependency) =>
              DependencyEditor ? (
                <Stack key={dependency.id} gap={4}>
                  <UnstyledButton
                    fz="sm"
                    c="var(--mantine-color-anchor)"
                    aria-expanded={editing === dependency.id}
                    onClick={() => setEditing(editing === dependency.id ? null : dependency.id)}
                    data-testid="processor-dependency"
                  >
                    <Group gap={4} wrap="nowrap" component="span">
                      <IconMail size={14} aria-hidden />
                      {dependency.name}
                    </Group>
                  </UnstyledButton>
                  {editing === dependency.id && <DependencyEditor dependency={dependency} />}
                </Stack>
              ) : (
                <AnchorLink
                  key={dependency.id}
                  fz="sm"
                  to="/settings/email"
                  // Settings' own empty search is merged into the tab's type (see settings.email.tsx).
                  search={
                    (dependency.kind === 'MAPPER'
                      ? { mapper: dependency.id }
                      : { template: dependency.id }) as never
                  }
                  data-testid="processor-dependency"
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    <IconMail size={14} aria-hidden />
                    {dependency.name}
                  </Group>
                </AnchorLink>
              ),
            )}
          </Stack>
        )}
      </Stack>
      <form onSubmit={save} noValidate>
        <Stack>
          <TextInput
            label={t('processor.name')}
            value={edit.humanReadableName}
            maxLength={200}
            required
            onChange={(e) => setEdit({ ...edit, humanReadableName: e.currentTarget.value })}
            error={shown ? errors.humanReadableName : undefined}
            data-testid="processor-name"
          />
          <Textarea
            label={t('processor.description')}
            autosize
            minRows={2}
            maxLength={1000}
            value={edit.description}
            onChange={(e) => setEdit({ ...edit, description: e.currentTarget.value })}
            data-testid="processor-description"
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('processor.priority')}
              description={t('processor.priorityHint')}
              min={0}
              max={1000}
              allowDecimal={false}
              value={edit.priority}
              onChange={(value) => setEdit({ ...edit, priority: typeof value === 'number' ? value : 0 })}
              data-testid="processor-priority"
            />
            <Switch
              mt="xl"
              label={t('processor.importantGoal')}
              checked={edit.isImportantGoal}
              onChange={(e) => setEdit({ ...edit, isImportantGoal: e.currentTarget.checked })}
              data-testid="processor-goal"
            />
          </Group>
          <Divider label={t('processor.event')} labelPosition="left" />
          <Switch
            label={t('processor.eventOn')}
            checked={event != null}
            onChange={(e) =>
              setEdit({
                ...edit,
                googleAnalyticsEvent: e.currentTarget.checked
                  ? { eventLabel: '', eventAction: '', systemName: '' }
                  : null,
              })
            }
            data-testid="processor-event"
          />
          {event && (
            <>
              <TextInput
                label={t('processor.eventLabel')}
                description={t('processor.eventLabelRule')}
                maxLength={40}
                required
                value={event.eventLabel}
                onChange={(e) => setEvent({ eventLabel: e.currentTarget.value })}
                error={shown ? errors.eventLabel : undefined}
                data-testid="processor-event-label"
              />
              <Group grow align="flex-start">
                <TextInput
                  label={t('processor.eventAction')}
                  required
                  maxLength={200}
                  value={event.eventAction}
                  onChange={(e) => setEvent({ eventAction: e.currentTarget.value })}
                  error={shown ? errors.eventAction : undefined}
                  data-testid="processor-event-action"
                />
                <TextInput
                  label={t('processor.systemName')}
                  maxLength={200}
                  value={event.systemName}
                  onChange={(e) => setEvent({ systemName: e.currentTarget.value })}
                  data-testid="processor-system-name"
                />
              </Group>
            </>
          )}
          {update.isError && (
            <Alert color="red" role="alert" p="xs" data-testid="processor-error">
              {failure(update.error)}
            </Alert>
          )}
          {update.isSuccess && !update.isPending && (
            <Text fz="sm" c="green" role="status" data-testid="processor-saved">
              {t('processor.saved')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} data-testid="processor-save">
              {t('response.save')}
            </Button>
          </Group>
          <Divider label={t('processor.clone')} labelPosition="left" />
          <Stack gap="xs">
            <Select
              label={t('processor.cloneTo')}
              allowDeselect={false}
              value={target}
              data={chatbots
                .filter((c) => !c.suspended)
                .map((c) => ({
                  value: c.name,
                  label:
                    c.id === chatbot?.id
                      ? t('processor.thisChatbot', { name: c.projectName })
                      : c.projectName,
                }))}
              onChange={setTarget}
              data-testid="processor-clone-target"
            />
            <Button
              variant="light"
              style={{ alignSelf: 'flex-end' }}
              leftSection={<IconCopy size={16} />}
              disabled={!target || !chatbot}
              loading={clone.isPending}
              onClick={() =>
                target &&
                chatbot &&
                once(() =>
                  clone
                    .mutateAsync({ id: processor.id, fromSchema: chatbot.name, toSchema: target })
                    .then((answer) => setCloned(answer.processor?.humanReadableName ?? null)),
                )
              }
              data-testid="processor-clone"
            >
              {t('processor.cloneSubmit')}
            </Button>
          </Stack>
          {cloned && (
            <Text fz="sm" c="green" role="status" data-testid="processor-cloned">
              {t('processor.cloned', { name: cloned })}
            </Text>
          )}
          {clone.isError && (
            <Alert color="red" role="alert" p="xs">
              {failure(clone.error)}
            </Alert>
          )}
        </Stack>
      </form>
    </Drawer>
  )
}
