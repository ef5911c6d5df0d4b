import { and, desc, eq } from 'drizzle-orm'
import type { Message } from '@shared/domain/builder'
import * as builder from '../builder/schema'
import { builderFlowId, builderStateId } from '../builder/seed'
import type { Seeder } from '../db/seeder'
import { appointmentKeyPrefix } from './conversation-engine'

/**
 * A demo flow that books, so "Try it" can run it: Talentbrug Werving's start question gets a fourth button,
 * "Kennismaking plannen", to a flow whose question offers the introduction (evc-kennismaking, which the
 * calendar seed gives the manager and the employee a preference for), then confirms and ends. A button
 * "Geen van deze tijden" hands the candidate over to a recruiter instead.
 */
const chatbotId = 'cb-werving'
export const bookingFlowId = builderFlowId(chatbotId, 'kennismaking')
export const bookingStateId = builderStateId(chatbotId, 'kennismaking-kies')
export const bookedStateId = builderStateId(chatbotId, 'kennismaking-bevestigd')
export const bookingEventConfigurationId = 'evc-kennismaking'
/** The start question's button to the booking flow. */
export const bookingStartOptionId = 'op-werving-kennismaking'

const text = (nl: string, en: string): [string, Message][] => [
  ['nl-NL', { type: 'TEXT', text: nl }],
  ['en-US', { type: 'TEXT', text: en }],
]

export const conversationEngineSeeder: Seeder = {
  name: 'conversation-engine',
  file: 'conversation-engine/seed.ts',
  timeColumns: [],
  async seed(tx) {
    const [lastFlow] = await tx
      .select({ position: builder.builderFlows.position })
      .from(builder.builderFlows)
      .where(eq(builder.builderFlows.chatbotId, chatbotId))
      .orderBy(desc(builder.builderFlows.position))
      .limit(1)
    const groupId = 'sg-werving-kennismaking-0'
    await tx.insert(builder.builderFlows).values({
      id: bookingFlowId,
      chatbotId,
      name: 'Kennismaking inplannen',
      description: 'De kandidaat kiest een vrij moment voor een kennismakingsgesprek; de bot plant het in.',
      kind: 'DEFAULT',
      isDefaultStateMachine: false,
      position: (lastFlow?.position ?? 0) + 1,
    })
    await tx.insert(builder.builderStateGroups).values({
      id: groupId,
      chatbotId,
      flowId: bookingFlowId,
      name: 'Moment kiezen',
      position: 0,
      initialStateId: bookingStateId,
    })
    await tx
      .insert(builder.builderScalarNames)
      .values({ id: 'sn-werving-afspraak', chatbotId, name: 'afspraak', humanReadableName: 'Afspraak' })
    await tx.insert(builder.builderStates).values([
      {
        id: bookingStateId,
        chatbotId,
        stateGroupId: groupId,
        name: 'Moment kiezen',
        position: 0,
        scalarNameId: 'sn-werving-afspraak',
        replyProcessorKey: `${appointmentKeyPrefix}${bookingEventConfigurationId}`,
        processorIds: ['pr-werving-gesprek-inplannen'],
      },
      {
        id: bookedStateId,
        chatbotId,
        stateGroupId: groupId,
        name: 'Afspraak bevestigd',
        position: 1,
        replyType: 'NONE',
      },
    ])
    await tx.insert(builder.builderOptions).values([
      {
        id: 'op-werving-kennismaking-geboekt',
        chatbotId,
        stateId: bookingStateId,
        name: 'Geboekt',
        routingInstruction: 'STATE',
        nextStateId: bookedStateId,
        position: 0,
        isDefault: true,
        isRequired: true,
        allowNlp: false,
      },
      {
        id: 'op-werving-kennismaking-geen',
        chatbotId,
        stateId: bookingStateId,
        name: 'Geen van deze tijden',
        routingInstruction: 'SMART_INBOX',
        position: 1,
      },
      {
        id: 'op-werving-kennismaking-einde',
        chatbotId,
        stateId: bookedStateId,
        name: 'Einde',
        routingInstruction: 'STOP',
        position: 0,
        isDefault: true,
      },
      {
        id: bookingStartOptionId,
        chatbotId,
        stateId: builderStateId(chatbotId, 'start-welkom'),
        name: 'Kennismaking',
        routingInstruction: 'FLOW',
        nextFlowId: bookingFlowId,
        position: 4,
      },
    ])
    const actions = [
      {
        id: 'ac-werving-kennismaking-kies',
        stateId: bookingStateId,
        kind: 'WITH_OPTIONS',
        content: 'Wanneer past een kennismakingsgesprek van een half uur?',
        variations: text(
          'Wanneer past een kennismakingsgesprek van een half uur? Kies een moment.',
          'When would a half-hour introduction suit you? Pick a time.',
        ),
      },
      {
        id: 'ac-werving-kennismaking-bevestigd',
        stateId: bookedStateId,
        kind: 'STANDARD',
        content: 'Je ontvangt een uitnodiging in je agenda.',
        variations: text(
          'Je ontvangt een uitnodiging in je agenda. Tot dan!',
          'You will receive an invitation in your calendar. See you then!',
        ),
      },
    ] as const
    await tx.insert(builder.builderActions).values(
      actions.map(({ id, stateId, kind, content }) => ({
        id,
        chatbotId,
        stateId,
        kind,
        content,
        position: 0,
      })),
    )
    await tx.insert(builder.builderVariations).values(
      actions.flatMap(({ id, variations }) =>
        variations.map(([languageTag, message]) => ({
          id: `va-${id.slice(3)}-${languageTag}`,
          chatbotId,
          actionId: id,
          languageTag,
          message,
        })),
      ),
    )
    // The start question's last message carries its buttons: the new one goes after the others.
    const [startAction] = await tx
      .select({ id: builder.builderActions.id })
      .from(builder.builderActions)
      .where(
        and(
          eq(builder.builderActions.chatbotId, chatbotId),
          eq(builder.builderActions.stateId, builderStateId(chatbotId, 'start-welkom')),
        ),
      )
      .orderBy(desc(builder.builderActions.position))
      .limit(1)
    await tx.insert(builder.builderOptionLabels).values([
      {
        id: 'ol-werving-kennismaking-geen',
        chatbotId,
        optionId: 'op-werving-kennismaking-geen',
        actionId: 'ac-werving-kennismaking-kies',
        position: 0,
        enabled: true,
        text: { 'nl-NL': 'Geen van deze tijden', 'en-US': 'None of these times' },
      },
      ...(startAction
        ? [
            {
              id: 'ol-werving-kennismaking-start',
              chatbotId,
              optionId: bookingStartOptionId,
              actionId: startAction.id,
              position: 4,
              enabled: true,
              text: { 'nl-NL': 'Kennismaking plannen', 'en-US': 'Plan an introduction' },
            },
          ]
        : []),
    ])
  },
}
