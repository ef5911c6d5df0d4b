import {
  Alert,
  Badge,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { labelColour } from '@shared/domain/inbox'
import { useAppAbility } from '../../../lib/ability'
import { useCreateLabel, useSetConversationLabel, type InboxLabel } from '../api/labels'
import { readableTextOn } from '../format'
import { useSingleFlight } from '../../../lib/single-flight'

/** The conversation's labels as badges, and a picker to apply or remove (and, for managers, create) one. */
export function ConversationLabels({
  clientId,
  applied,
  labels,
}: {
  clientId: string
  applied: readonly string[]
  labels: readonly InboxLabel[]
}) {
  const { t } = useTranslation(['inbox', 'common'])
  const ability = useAppAbility()
  const mayApply = ability.can('update', 'SmartInbox')
  const mayCreate = ability.can('update', 'SettingsChatbot')
  const set = useSetConversationLabel()
  const create = useCreateLabel()
  const [opened, setOpened] = useState(false)
  const [name, setName] = useState('')
  // The Add button is disabled while it saves, which drops the focus out of the popover (and with it Esc
  // and the focus trap): the new-name field takes it back, ready for the next label.
  const nameInput = useRef<HTMLInputElement>(null)
  const own = labels.filter((label) => applied.includes(label.id))
  const toggle = (label: InboxLabel) =>
    set.mutate({ clientId, labelId: label.id, applied: !applied.includes(label.id) })
  const trimmed = name.trim()
  const exists = labels.some((label) => label.name.toLocaleLowerCase() === trimmed.toLocaleLowerCase())
  const once = useSingleFlight()
  const createAndApply = () => {
    if (!trimmed || exists) return
    once(() =>
      create.mutateAsync(
        { name: trimmed, color: labelColour(labels.length) },
        {
          onSuccess: (result) => {
            setName('')
            nameInput.current?.focus()
            if (result.label) set.mutate({ clientId, labelId: result.label.id, applied: true })
          },
        },
      ),
    )
  }
  return (
    <Stack gap={4}>
      <Group gap={4} data-testid="conversation-labels">
        {own.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('labels.noneApplied')}
          </Text>
        )}
        {own.map((label) => (
          <Badge
            key={label.id}
            size="sm"
            radius="sm"
            tt="none"
            style={{ background: label.color, color: readableTextOn(label.color) }}
            data-testid="conversation-label"
          >
            {label.name}
          </Badge>
        ))}
      </Group>
      {mayApply && (
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-start"
          width={260}
          shadow="md"
          trapFocus
        >
          <Popover.Target>
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setOpened((open) => !open)}
              data-testid="labels-edit"
              w="fit-content"
            >
              {t('labels.apply')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown data-testid="labels-popover">
            <Stack gap={4}>
              {labels.length === 0 && (
                <Text fz="sm" c="dimmed">
                  {t('labels.none')}
                </Text>
              )}
              <ScrollArea.Autosize mah={240} type="auto">
                <Stack gap={2} role="group" aria-label={t('details.labels')}>
                  {labels.map((label) => (
                    <Checkbox
                      key={label.id}
                      size="xs"
                      checked={applied.includes(label.id)}
                      onChange={() => toggle(label)}
                      disabled={set.isPending}
                      px={6}
                      py={3}
                      label={
                        <Group gap={6} wrap="nowrap" component="span">
                          <ColorSwatch component="span" color={label.color} size={12} />
                          <Text component="span" fz="sm">
                            {label.name}
                          </Text>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
              {mayCreate && (
                <Group gap={4} wrap="nowrap" align="flex-end">
                  <TextInput
                    size="xs"
                    style={{ flex: 1 }}
                    label={t('labels.new')}
                    value={name}
                    maxLength={40}
                    onChange={(event) => setName(event.currentTarget.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault()
                        createAndApply()
                      }
                    }}
                    error={exists ? t('labels.nameTaken') : undefined}
                    data-testid="label-new-name"
                    ref={nameInput}
                  />
                  <Button
                    size="xs"
                    onClick={createAndApply}
                    loading={create.isPending}
                    disabled={!trimmed || exists}
                    data-testid="label-new-add"
                  >
                    {t('labels.add')}
                  </Button>
                </Group>
              )}
              {(set.isError || create.isError) && (
                <Alert color="red" variant="light" py={4} role="alert">
                  {t('common:errors.generic')}
                </Alert>
              )}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Stack>
  )
}
