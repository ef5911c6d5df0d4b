import '@mantine/dates/styles.css'
import { ActionIcon, Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { TimePicker } from '@mantine/dates'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  blockDays,
  blockProblem,
  plannedDays,
  type AvailabilityBlock,
  type BlockDay,
} from '@shared/domain/availabilities'
import { minutesOfDay, shownTime, wireTime } from '@shared/domain/calendar'
import { debounceMs } from '../../../lib/debounce-times'
import { useErrorMessage } from '../../../lib/errors'
import { useDebouncedSave } from '../../../lib/use-debounced-save'
import { SaveStatus } from '../../../ui/save-status'
import { IconPlus, IconTrash } from '../../../ui/icons'
import type { BlockCalls } from '../api/availabilities'

/** A block as the editor holds it: times HH:mm as typed ('' while a picker is incomplete). */
interface Row {
  readonly id: string
  readonly day: BlockDay
  readonly startTime: string
  readonly endTime: string
}

const rowOf = (block: AvailabilityBlock): Row => ({
  id: block.id,
  day: block.day,
  startTime: shownTime(block.startTime),
  endTime: shownTime(block.endTime),
})
const byStart = (a: Row, b: Row) => (minutesOfDay(a.startTime) ?? 0) - (minutesOfDay(b.startTime) ?? 0)

/** A new block on `day`: an hour after the day's last block, or 09:00–17:00 on an empty day; null when full. */
export function newBlockTimes(
  day: BlockDay,
  rows: readonly Row[],
): { startTime: string; endTime: string } | null {
  const ends = rows
    .filter((row) => row.day === day)
    .map((row) => minutesOfDay(row.endTime))
    .filter((end): end is number => end !== null)
  if (ends.length === 0) return { startTime: '09:00', endTime: '17:00' }
  const start = Math.max(...ends)
  if (start + 60 > 24 * 60 - 1) return null
  return { startTime: shownTime(wireTime(start)), endTime: shownTime(wireTime(start + 60)) }
}

/**
 * The week of an availability (spec 000 §3 blocks): per day its blocks, from–to on the 24-hour clock. Each
 * change is its own call (spec 001 §7.4): a new block is created at once, a changed one saved after the
 * spec's 1300 ms, a removed one deleted at once. A block that breaks a rule (start earlier than end, no
 * overlap within the day) shows why and is not sent. Days the appointment type does not plan (working days
 * only) keep their blocks, dimmed, and take no new ones.
 */
export function BlockEditor({
  availabilityId,
  blocks,
  workingDaysOnly,
  readOnly,
  calls,
  onChanged,
}: {
  availabilityId: string
  blocks: readonly AvailabilityBlock[]
  workingDaysOnly: boolean
  readOnly: boolean
  calls: BlockCalls
  /** The blocks after a stored change, for the page's cache. */
  onChanged?: (blocks: AvailabilityBlock[]) => void
}) {
  const { t } = useTranslation('availabilities')
  const errorMessage = useErrorMessage('availabilities')
  const [rows, setRows] = useState<Row[]>(() => blocks.map(rowOf))
  const [adding, setAdding] = useState<BlockDay | null>(null)
  const [failure, setFailure] = useState<{ day: BlockDay; message: string } | null>(null)
  const planned = plannedDays(workingDaysOnly)

  const publish = useCallback(
    (next: Row[]) =>
      onChanged?.(
        next
          .filter((row) => minutesOfDay(row.startTime) !== null && minutesOfDay(row.endTime) !== null)
          .map((row) => ({
            ...row,
            startTime: wireTime(minutesOfDay(row.startTime)!),
            endTime: wireTime(minutesOfDay(row.endTime)!),
          })),
      ),
    [onChanged],
  )

  const add = async (day: BlockDay) => {
    const times = newBlockTimes(day, rows)
    if (!times) return
    setFailure(null)
    setAdding(day)
    try {
      const created = await calls.create(availabilityId, { day, ...times })
      setRows((old) => {
        const next = [...old, rowOf(created)]
        publish(next)
        return next
      })
    } catch (error) {
      setFailure({ day, message: errorMessage(error) })
    } finally {
      setAdding(null)
    }
  }
  const remove = async (row: Row) => {
    setFailure(null)
    try {
      await calls.remove(row.id)
      setRows((old) => {
        const next = old.filter((one) => one.id !== row.id)
        publish(next)
        return next
      })
    } catch (error) {
      setFailure({ day: row.day, message: errorMessage(error) })
    }
  }
  const change = (row: Row) =>
    setRows((old) => {
      const next = old.map((one) => (one.id === row.id ? row : one))
      publish(next)
      return next
    })

  return (
    <Table withRowBorders verticalSpacing={6} data-testid="block-editor" aria-label={t('blocks.label')}>
      <Table.Tbody>
        {blockDays.map((day) => {
          const own = rows.filter((row) => row.day === day).sort(byStart)
          const isPlanned = planned.includes(day)
          const room = newBlockTimes(day, rows) !== null
          return (
            <Table.Tr key={day} data-testid="block-day" data-day={day} data-planned={isPlanned}>
              <Table.Th scope="row" w={140} style={{ verticalAlign: 'top', paddingTop: 12 }}>
                <Stack gap={2}>
                  <Text fw={600} fz="sm" c={isPlanned ? undefined : 'dimmed'}>
                    {t(`days.${day}`)}
                  </Text>
                  {!isPlanned && (
                    <Badge size="xs" variant="light" color="gray" w="fit-content">
                      {t('blocks.notPlanned')}
                    </Badge>
                  )}
                </Stack>
              </Table.Th>
              <Table.Td>
                <Stack gap={6}>
                  {own.length === 0 && (
                    <Text fz="sm" c="dimmed" py={6}>
                      {t('blocks.none')}
                    </Text>
                  )}
                  {own.map((row) => (
                    <BlockRow
                      key={row.id}
                      row={row}
                      others={rows.filter((other) => other.id !== row.id)}
                      dimmed={!isPlanned}
                      readOnly={readOnly}
                      calls={calls}
                      onChange={change}
                      onRemove={remove}
                    />
                  ))}
                  {failure?.day === day && (
                    <Text fz="sm" c="var(--mantine-color-error)" role="alert" data-testid="block-failure">
                      {failure.message}
                    </Text>
                  )}
                  {!readOnly && isPlanned && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => void add(day)}
                      loading={adding === day}
                      disabled={!room}
                      w="fit-content"
                      data-testid="block-add"
                    >
                      {t('blocks.add', { day: t(`days.${day}`) })}
                    </Button>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}

/** One block: its pickers, its own debounced save (spec: blocks 1300 ms), its rule and its remove button. */
function BlockRow({
  row,
  others,
  dimmed,
  readOnly,
  calls,
  onChange,
  onRemove,
}: {
  row: Row
  others: readonly Row[]
  dimmed: boolean
  readOnly: boolean
  calls: BlockCalls
  onChange: (row: Row) => void
  onRemove: (row: Row) => Promise<void>
}) {
  const { t } = useTranslation('availabilities')
  const [removing, setRemoving] = useState(false)
  const saver = useDebouncedSave<Row>({
    delayMs: debounceMs.blocks,
    save: (value) => calls.update(value.id, value),
  })
  // A kept weekend block is only dimmed, not refused, while the type plans working days only.
  const problem = blockProblem(row, others, false)
  const edit = (change: Partial<Row>) => {
    const next = { ...row, ...change }
    onChange(next)
    // Only a block within the rules is sent; an edit that breaks them waits for the user's next one.
    if (blockProblem(next, others, false) === null) saver.schedule(next)
    else saver.cancel()
  }
  const day = t(`days.${row.day}`)
  const picker = (which: 'startTime' | 'endTime') => (
    <TimePicker
      size="xs"
      format="24h"
      value={row[which] ? `${row[which]}:00` : ''}
      onChange={(value) => edit({ [which]: value.slice(0, 5) })}
      readOnly={readOnly}
      hoursInputLabel={t(which === 'startTime' ? 'blocks.startHours' : 'blocks.endHours', { day })}
      minutesInputLabel={t(which === 'startTime' ? 'blocks.startMinutes' : 'blocks.endMinutes', { day })}
      aria-invalid={problem ? true : undefined}
      data-testid={which === 'startTime' ? 'block-start' : 'block-end'}
    />
  )
  return (
    <Stack gap={2} data-testid="block-row" data-block={row.id} opacity={dimmed ? 0.6 : 1}>
      <Group gap="xs" wrap="nowrap">
        {picker('startTime')}
        <Text fz="sm" aria-hidden>
          –
        </Text>
        {picker('endTime')}
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="gray"
            loading={removing}
            onClick={() => {
              saver.cancel()
              setRemoving(true)
              void onRemove(row).finally(() => setRemoving(false))
            }}
            aria-label={t('blocks.remove', { day, from: row.startTime, to: row.endTime })}
            data-testid="block-remove"
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
        <SaveStatus
          status={saver.status}
          error={saver.error}
          onRetry={() => void saver.flush()}
          namespace="availabilities"
          testId="block-save-status"
        />
      </Group>
      {problem && (
        <Text fz="xs" c="var(--mantine-color-error)" role="alert" data-testid="block-problem">
          {t(`blocks.problems.${problem}`)}
        </Text>
      )}
    </Stack>
  )
}
