import { Table, UnstyledButton } from '@mantine/core'
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { inboxColumns, type InboxMessage } from '@shared/domain/inbox'
import { cellText, formatDuration, type CellTexts } from '../format'
import { clampedCell, narrowCell } from './cell-styles'

interface InboxTableProps {
  readonly messages: readonly InboxMessage[]
  readonly selected: ReadonlySet<string>
  readonly onToggle: (clientId: string) => void
  readonly onToggleAll: (select: boolean) => void
  readonly onOpen: (clientId: string) => void
}

/**
 * The management table: exactly `inboxColumns` (the CSV writes the same), plus read state and a checkbox
 * for bulk 'unread'. Selection is by conversation (clientId): read state belongs to the conversation.
 */
export function InboxTable({ messages, selected, onToggle, onToggleAll, onOpen }: InboxTableProps) {
  const { t } = useTranslation('inbox')
  const texts: CellTexts = useMemo(
    () => ({
      yes: t('yes'),
      no: t('no'),
      empty: t('empty.cell'),
      sender: (entity: InboxMessage['senderEntity']) => t(`sender.${entity}`),
      duration: (seconds: number | null) =>
        formatDuration(seconds, { h: t('units.h'), m: t('units.m'), s: t('units.s') }),
    }),
    [t],
  )
  const allSelected = messages.length > 0 && messages.every((message) => selected.has(message.clientId))

  return (
    <Table.ScrollContainer minWidth={1200} type="native">
      <Table
        striped
        highlightOnHover
        withTableBorder
        fz="sm"
        data-testid="inbox-table"
        aria-label={t('table.label')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={narrowCell}>
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
                aria-label={t('table.selectAll')}
              />
            </Table.Th>
            <Table.Th style={narrowCell}>{t('columns.read')}</Table.Th>
            {inboxColumns.map((column) => (
              <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                {t(`columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <InboxRow
              key={String(message.id)}
              message={message}
              checked={selected.has(message.clientId)}
              texts={texts}
              onToggle={onToggle}
              onOpen={onOpen}
              readLabel={message.isRead ? t('read.read') : t('read.unread')}
              selectLabel={t('table.selectRow', { id: message.phoneNumber ?? message.clientId })}
              openLabel={t('table.open', { id: message.phoneNumber ?? message.clientId })}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

const InboxRow = memo(function InboxRow({
  message,
  checked,
  texts,
  onToggle,
  onOpen,
  readLabel,
  selectLabel,
  openLabel,
}: {
  message: InboxMessage
  checked: boolean
  texts: CellTexts
  onToggle: (clientId: string) => void
  onOpen: (clientId: string) => void
  readLabel: string
  selectLabel: string
  openLabel: string
}) {
  return (
    <Table.Tr
      data-testid="inbox-row"
      data-client-id={message.clientId}
      data-read={message.isRead}
      fw={message.isRead ? undefined : 700}
    >
      <Table.Td style={narrowCell}>
        <input
          type="checkbox"
          checked={checked}
          onChange={() => onToggle(message.clientId)}
          aria-label={selectLabel}
        />
      </Table.Td>
      <Table.Td style={narrowCell} data-testid="inbox-read-state">
        {readLabel}
      </Table.Td>
      {inboxColumns.map((column) => {
        const text = cellText(message, column, texts)
        if (column === 'date') {
          return (
            <Table.Td key={column} style={{ whiteSpace: 'nowrap' }}>
              <UnstyledButton
                onClick={() => onOpen(message.clientId)}
                aria-label={`${openLabel} (${text})`}
                c="var(--portal-strong-link)"
                td="underline"
                fz="sm"
                fw="inherit"
              >
                {text}
              </UnstyledButton>
            </Table.Td>
          )
        }
        return (
          <Table.Td
            key={column}
            dir="auto"
            style={clampedCell}
            title={text.length > 24 ? text.slice(0, 1000) : undefined}
          >
            {text}
          </Table.Td>
        )
      })}
    </Table.Tr>
  )
})
