import { inboxCellValue, type InboxColumn, type InboxMessage } from '@shared/domain/inbox'

/** Seconds as "1 h 05 min" / "4 min 09 s" / "12 s": short enough for a table cell in both languages. */
export function formatDuration(seconds: number | null | undefined, units: { h: string; m: string; s: string }): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–'
  const total = Math.max(0, Math.round(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  if (h > 0) return `${h} ${units.h} ${pad(m)} ${units.m}`
  if (m > 0) return `${m} ${units.m} ${pad(s)} ${units.s}`
  return `${s} ${units.s}`
}

export interface CellTexts {
  readonly yes: string
  readonly no: string
  readonly empty: string
  readonly sender: (entity: InboxMessage['senderEntity']) => string
  readonly duration: (seconds: number | null) => string
}

/**
 * What a table cell shows: the same value as the CSV (`inboxCellValue`), with booleans, the sender and
 * the response time in the user's language. React renders it as text, so formula-like or HTML-like
 * content stays inert.
 */
export function cellText(message: InboxMessage, column: InboxColumn, texts: CellTexts): string {
  if (column === 'senderEntity') return texts.sender(message.senderEntity)
  if (column === 'responseTime') return texts.duration(message.responseTime)
  const value = inboxCellValue(message, column)
  if (value === null || value === '') return texts.empty
  if (typeof value === 'boolean') return value ? texts.yes : texts.no
  return String(value)
}
