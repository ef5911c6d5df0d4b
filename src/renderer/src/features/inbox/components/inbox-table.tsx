import { Table } from '@mantine/core'
import { memo, useMemo, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { inboxColumns, type InboxMessage } from '@shared/domain/inbox'
import { formatDuration } from '../../../lib/durations'
import { cellText, type CellTexts } from '../format'
import { clampedCell, narrowCell } from './cell-styles'

interface InboxTableProps {
  readonly messages: readonly InboxMessage[]
  /** Selected message ids. */
  readonly selected: ReadonlySet<string>
  readonly onToggle: (messageId: string) => void
  readonly onToggleAll: (select: boolean) => void
  readonly onOpen: (clientId: string) => void
  /** Message and client ids that just arrived: highlighted for a moment. */
  readonly fresh: ReadonlySet<string>
  /** The open conversation: its rows are marked. */
  readonly openClientId?: string | undefined
}

const stickyHead: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 0 -1px 0 var(--portal-border, var(--mantine-color-default-border))',
}

/**
 * The management table ("Berichten"): exactly `inboxColumns` (the CSV writes the same), plus read state
 * and a check box per message. A click anywhere on a row opens its conversation; the check box selects
 * that message only. Its scroll container fills the page, so the horizontal scroll bar and the sticky
 * header stay in view.
 */
export function InboxTable({
  messages,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  fresh,
  openClientId,
}: InboxTableProps) {
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
  const allSelected = messages.length > 0 && messages.every((message) => selected.has(String(message.id)))

  return (
    <Table
      highlightOnHover
      fz="xs"
      verticalSpacing={3}
      horizontalSpacing={8}
      data-testid="inbox-table"
      aria-label={t('table.label')}
      style={{ minWidth: 1180 }}
    >
      <Table.Thead style={stickyHead}>
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
        {messages.map((message) => {
          const id = String(message.id)
          return (
            <InboxRow
              key={id}
              message={message}
              checked={selected.has(id)}
              fresh={fresh.has(id)}
              open={openClientId === message.clientId}
              texts={texts}
              onToggle={onToggle}
              onOpen={onOpen}
              readLabel={message.isRead ? t('read.read') : t('read.unread')}
              selectLabel={t('table.selectRow', { id: message.phoneNumber ?? message.clientId })}
              openLabel={t('table.open', { id: message.phoneNumber ?? message.clientId })}
            />
          )
        })}
      </Table.Tbody>
    </Table>
  )
}

const InboxRow = memo(function InboxRow({
  message,
  checked,
  fresh,
  open,
  texts,
  onToggle,
  onOpen,
  readLabel,
  selectLabel,
  openLabel,
}: {
  message: InboxMessage
  checked: boolean
  fresh: boolean
  open: boolean
  texts: CellTexts
  onToggle: (messageId: string) => void
  onOpen: (clientId: string) => void
  readLabel: string
  selectLabel: string
  openLabel: string
}) {
  return (
    <Table.Tr
      data-testid="inbox-row"
      data-client-id={message.clientId}
      data-message-id={String(message.id)}
      data-read={message.isRead}
      data-fresh={fresh || undefined}
      data-open={open || undefined}
      className="portal-inbox-row"
      fw={message.isRead ? undefined : 700}
      onClick={(event) => {
        // The check box selects; a click anywhere else opens the conversation.
        if ((event.target as HTMLElement).closest('input')) return
        onOpen(message.clientId)
      }}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td style={narrowCell}>
        <input
          type="checkbox"
          checked={checked}
          onChange={() => onToggle(String(message.id))}
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
              {/* The keyboard's way in: one button per row (the row itself is not focusable). */}
              <button
                type="button"
                className="portal-row-open"
                onClick={(event) => {
                  event.stopPropagation()
                  onOpen(message.clientId)
                }}
                aria-label={`${openLabel} (${text})`}
              >
                {text}
              </button>
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
