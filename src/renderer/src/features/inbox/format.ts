import { inboxCellValue, type InboxColumn, type InboxMessage } from '@shared/domain/inbox'

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

/** Black or white text, whichever contrasts more with a #rrggbb background (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000' | '#fff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) return '#fff'
  const channel = (part: string) => {
    const c = Number.parseInt(part, 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = [match[1]!, match[2]!, match[3]!].map(channel) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#fff' : '#000'
}
