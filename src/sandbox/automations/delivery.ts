import { createHash } from 'node:crypto'
import { automationMessageTexts } from '@shared/domain/automations'

/**
 * How a simulated campaign conversation plays out. Kept apart from the service so that the seed (which
 * plays out a week of conversations) and the service share it without the seed importing the service.
 */

const minute = 60_000

/** Why a simulated conversation ended in error or failed (what a WhatsApp provider answers). */
const errorReasons = [
  'The recipient is not on WhatsApp.',
  automationMessageTexts.unknownCause,
  'The message was not delivered within 24 hours.',
]

/**
 * The statuses a conversation passes through after it is sent, with their delay; chosen from the
 * recipient and send (so the same send always plays out the same way): most are delivered, read, replied
 * to and finished within half an hour, some are ignored, a few fail or error.
 */
export function deliveryPlan(key: string): {
  plan: { status: string; afterMs: number }[]
  errorReason: string | null
} {
  const n = createHash('sha256').update(key).digest()[0]! % 10
  const sent = { status: 'sent', afterMs: 0 }
  const delivered = { status: 'delivered', afterMs: minute }
  const read = { status: 'read', afterMs: 5 * minute }
  if (n === 0)
    return { plan: [sent, { status: 'error', afterMs: minute }], errorReason: errorReasons[n % 3]! }
  if (n === 1)
    return {
      plan: [sent, delivered, { status: 'failed', afterMs: 2 * minute }],
      errorReason: errorReasons[1]!,
    }
  if (n === 2)
    return {
      plan: [sent, delivered, read, { status: 'ignored', afterMs: 24 * 60 * minute }],
      errorReason: null,
    }
  return {
    plan: [
      sent,
      delivered,
      read,
      { status: 'replied', afterMs: 15 * minute },
      { status: 'finished', afterMs: 30 * minute },
    ],
    errorReason: null,
  }
}
