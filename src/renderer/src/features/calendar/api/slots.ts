import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { routerGraphql } from '@shared/graphql/generated/router'
import { graphqlOperation, request } from '../../../lib/graphql'
import { calendarKeys } from '../scope'

/** Router `calendarSlots`: what the bot offers on one day, and why every other slot is not offered. */
const slotsDocument = routerGraphql(`
  query CalendarSlots(
    $calendarUserId: ID!
    $eventConfigurationId: ID!
    $from: String!
    $to: String!
    $language: String
  ) {
    calendarSlots(
      calendarUserId: $calendarUserId
      eventConfigurationId: $eventConfigurationId
      from: $from
      to: $to
      language: $language
    ) {
      timeZone
      blockedBy
      days {
        day
        offered {
          start
          end
        }
        removed {
          start
          end
          reason
        }
      }
    }
  }
`)

const span = { start: v.string(), end: v.string() }
const slotsOperation = graphqlOperation(
  'calendar slots',
  slotsDocument,
  v.object({
    calendarSlots: v.object({
      timeZone: v.string(),
      blockedBy: v.nullable(v.string()),
      days: v.array(
        v.object({
          day: v.string(),
          offered: v.array(v.object(span)),
          removed: v.array(v.object({ ...span, reason: v.string() })),
        }),
      ),
    }),
  }),
)

export type SlotExplanation = v.InferOutput<typeof slotsOperation.reply>['calendarSlots']

export interface SlotQuestion {
  readonly calendarUserId: string
  readonly eventConfigurationId: string
  readonly day: string
  /** The candidate's language (nl, en…); null: any. */
  readonly language: string | null
}

export function slotsQuery(question: SlotQuestion) {
  return queryOptions({
    queryKey: [...calendarKeys.all, 'slots', question] as const,
    queryFn: async () =>
      (
        await request('router', slotsOperation, {
          calendarUserId: question.calendarUserId,
          eventConfigurationId: question.eventConfigurationId,
          from: question.day,
          to: question.day,
          language: question.language,
        })
      ).calendarSlots,
  })
}

export const useSlots = (question: SlotQuestion) => useQuery(slotsQuery(question))
