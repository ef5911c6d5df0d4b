import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  dayFromWire,
  dayToWire,
  isWireDay,
  type AvailabilityBlock,
  type AvailabilitySettings,
  type BlockDay,
} from '@shared/domain/availabilities'
import type { WeekDay } from '@shared/domain/calendar'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { availabilitiesKeys } from '../scope'

/**
 * Settings › Availabilities (chatbot service, spec 001 §7.3 "availabilities", §7.4 "block create, update,
 * delete; calendar availability … update"). Days arrive upper-case and are lower-case from here on
 * (spec 000 §3, shared/domain/availabilities.ts).
 */

const blockSchema = v.object({
  id: v.string(),
  day: v.pipe(v.string(), v.check(isWireDay)),
  startTime: v.string(),
  endTime: v.string(),
})
type WireBlock = v.InferOutput<typeof blockSchema>
/** A block in code spelling: the day lower-case (the reply schema checked it is a wire day). */
const blockOf = (block: WireBlock): AvailabilityBlock => ({
  ...block,
  day: dayFromWire(block.day as WeekDay),
})
const appointmentTypeSchema = v.object({
  type: v.string(),
  preTime: v.number(),
  postTime: v.number(),
  planRange: v.number(),
  workingDaysOnly: v.boolean(),
  offsetDays: v.number(),
  slotDuration: v.number(),
  isDefault: v.boolean(),
})
const availabilitySchema = v.object({
  id: v.string(),
  userId: v.string(),
  contactName: v.string(),
  calendarEmail: v.string(),
  appointmentType: appointmentTypeSchema,
  interviewType: v.string(),
  categories: v.array(v.string()),
  blocks: v.array(blockSchema),
  timeZone: v.string(),
  maxDailyAppointments: v.number(),
})
type WireAvailability = v.InferOutput<typeof availabilitySchema>
export type Availability = Omit<WireAvailability, 'blocks'> & { readonly blocks: AvailabilityBlock[] }
const availabilityOf = (a: WireAvailability): Availability => ({ ...a, blocks: a.blocks.map(blockOf) })

const listOperation = graphqlOperation(
  'availabilities',
  chatbotGraphql(`
    query Availabilities {
      allAvailabilities {
        id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments
        appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }
        blocks { id day startTime endTime }
      }
    }
  `),
  v.object({ allAvailabilities: v.array(availabilitySchema) }),
)

export function availabilitiesQuery(chatbotId: string) {
  return queryOptions({
    queryKey: availabilitiesKeys.key(chatbotId, 'list'),
    queryFn: async () => (await request('chatbot', listOperation)).allAvailabilities.map(availabilityOf),
  })
}

export const useAvailabilities = (chatbotId: string) => useQuery(availabilitiesQuery(chatbotId))

const updateOperation = graphqlOperation(
  'update availability',
  chatbotGraphql(`
    mutation UpdateCalendarAvailability($id: ID!, $input: CalendarAvailabilityInput!) {
      updateCalendarAvailability(id: $id, input: $input) {
        ok
        code
        errorMessage
        errors { field messages }
        availability {
          id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments
          appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }
          blocks { id day startTime endTime }
        }
      }
    }
  `),
  v.object({
    updateCalendarAvailability: v.object({
      ...mutationResultEntries,
      code: v.nullable(v.string()),
      availability: v.nullable(availabilitySchema),
    }),
  }),
)

/** Saves an availability's settings (not its blocks); answers the stored availability. */
export async function saveAvailability(id: string, settings: AvailabilitySettings): Promise<Availability> {
  const { appointmentType: a } = settings
  const answer = await request('chatbot', updateOperation, {
    id,
    input: {
      appointmentType: {
        type: a.type,
        preTime: a.preTime,
        postTime: a.postTime,
        planRange: a.planRange,
        workingDaysOnly: a.workingDaysOnly,
        offsetDays: a.offsetDays,
        slotDuration: a.slotDuration,
        isDefault: a.isDefault,
      },
      interviewType: settings.interviewType,
      categories: [...settings.categories],
      timeZone: settings.timeZone,
      maxDailyAppointments: settings.maxDailyAppointments,
    },
  })
  return availabilityOf(requireOk('update availability', answer.updateCalendarAvailability).availability!)
}

const blockResult = v.object({
  ...mutationResultEntries,
  code: v.nullable(v.string()),
  block: v.nullable(blockSchema),
})

const createBlockOperation = graphqlOperation(
  'create block',
  chatbotGraphql(`
    mutation CreateAvailabilityBlock($availabilityId: ID!, $input: AvailabilityBlockInput!) {
      createBlock(availabilityId: $availabilityId, input: $input) {
        ok code errorMessage errors { field messages } block { id day startTime endTime }
      }
    }
  `),
  v.object({ createBlock: blockResult }),
)
const updateBlockOperation = graphqlOperation(
  'update block',
  chatbotGraphql(`
    mutation UpdateAvailabilityBlock($id: ID!, $input: AvailabilityBlockInput!) {
      updateBlock(id: $id, input: $input) {
        ok code errorMessage errors { field messages } block { id day startTime endTime }
      }
    }
  `),
  v.object({ updateBlock: blockResult }),
)
const deleteBlockOperation = graphqlOperation(
  'delete block',
  chatbotGraphql(`
    mutation DeleteAvailabilityBlock($id: ID!) {
      deleteBlock(id: $id) {
        ok code errorMessage errors { field messages } block { id day startTime endTime }
      }
    }
  `),
  v.object({ deleteBlock: blockResult }),
)

/** A block's times as the form holds them (HH:mm) and its day in code spelling. */
export interface BlockTimes {
  readonly day: BlockDay
  readonly startTime: string
  readonly endTime: string
}
const blockInput = (block: BlockTimes) => ({
  day: dayToWire(block.day),
  startTime: block.startTime,
  endTime: block.endTime,
})

/** Each block change is its own call (spec 001 §7.4): create, update and delete below. */
export const blockCalls = {
  async create(availabilityId: string, block: BlockTimes): Promise<AvailabilityBlock> {
    const answer = await request('chatbot', createBlockOperation, {
      availabilityId,
      input: blockInput(block),
    })
    return blockOf(requireOk('create block', answer.createBlock).block!)
  },
  async update(id: string, block: BlockTimes): Promise<AvailabilityBlock> {
    const answer = await request('chatbot', updateBlockOperation, { id, input: blockInput(block) })
    return blockOf(requireOk('update block', answer.updateBlock).block!)
  },
  async remove(id: string): Promise<void> {
    const answer = await request('chatbot', deleteBlockOperation, { id })
    requireOk('delete block', answer.deleteBlock)
  },
}
export type BlockCalls = typeof blockCalls

const staffOperation = graphqlOperation(
  'availability staff',
  chatbotGraphql(`
    query AvailabilityStaff {
      availabilityStaff { id name email }
    }
  `),
  v.object({
    availabilityStaff: v.array(v.object({ id: v.string(), name: v.string(), email: v.string() })),
  }),
)
export type StaffMember = { readonly id: string; readonly name: string; readonly email: string }

/** Who may get an availability on the chatbot (its staff); asked only by those who may create one. */
export const useAvailabilityStaff = (chatbotId: string, enabled: boolean) =>
  useQuery({
    queryKey: availabilitiesKeys.key(chatbotId, 'staff'),
    queryFn: async () => (await request('chatbot', staffOperation)).availabilityStaff,
    enabled,
  })

const availabilityResult = v.object({
  ...mutationResultEntries,
  code: v.nullable(v.string()),
  availability: v.nullable(availabilitySchema),
})
const createOperation = graphqlOperation(
  'create availability',
  chatbotGraphql(`
    mutation CreateCalendarAvailability($userId: ID!, $input: CalendarAvailabilityInput!) {
      createCalendarAvailability(userId: $userId, input: $input) {
        ok
        code
        errorMessage
        errors { field messages }
        availability {
          id userId contactName calendarEmail interviewType categories timeZone maxDailyAppointments
          appointmentType { type preTime postTime planRange workingDaysOnly offsetDays slotDuration isDefault }
          blocks { id day startTime endTime }
        }
      }
    }
  `),
  v.object({ createCalendarAvailability: availabilityResult }),
)
const deleteOperation = graphqlOperation(
  'delete availability',
  chatbotGraphql(`
    mutation DeleteCalendarAvailability($id: ID!) {
      deleteCalendarAvailability(id: $id) { ok code errorMessage errors { field messages } }
    }
  `),
  v.object({
    deleteCalendarAvailability: v.object({ ...mutationResultEntries, code: v.nullable(v.string()) }),
  }),
)

const settingsInput = (settings: AvailabilitySettings) => ({
  ...settings,
  appointmentType: { ...settings.appointmentType },
  categories: [...settings.categories],
})

/** A whole new availability (spec 001 §7.4 "calendar availability create"); the list is fetched again. */
export function useCreateAvailability(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ userId, settings }: { userId: string; settings: AvailabilitySettings }) => {
      const answer = await request('chatbot', createOperation, { userId, input: settingsInput(settings) })
      return availabilityOf(requireOk('create availability', answer.createCalendarAvailability).availability!)
    },
    onSettled: () => client.invalidateQueries({ queryKey: availabilitiesQuery(chatbotId).queryKey }),
  })
}

/** Deletes an availability with its blocks; a refusal is the spec's 'can not delete calendar'. */
export function useDeleteAvailability(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      requireOk(
        'delete availability',
        (await request('chatbot', deleteOperation, { id })).deleteCalendarAvailability,
      )
    },
    onSettled: () => client.invalidateQueries({ queryKey: availabilitiesQuery(chatbotId).queryKey }),
  })
}
