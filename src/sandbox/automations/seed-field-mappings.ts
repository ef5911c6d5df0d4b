import { eq } from 'drizzle-orm'
import type { AtsFieldMappingType } from '@shared/domain/automations'
import * as t from './schema'
import type { Seeder } from '../db/seeder'

/**
 * ATS field mappings (spec 000 §3 'ATS field mapping') of the demo chatbots: what a conversation
 * writes to the candidate in the ATS, in Dutch as the recruiters name them. The personal details and the
 * source are default mappings (a new automation starts with them); the mobile number is locked, since the
 * ATS finds the candidate of a WhatsApp conversation by it. Two of the werving automations write some.
 */

interface SeedMapping {
  readonly key: string
  readonly type: AtsFieldMappingType
  readonly dataType: string
  readonly path: string
  readonly names: readonly [nl: string, en: string]
  readonly scalarName?: string
  readonly value?: string
  readonly isDefaultMapping?: boolean
  readonly isLocked?: boolean
  readonly required?: boolean
  readonly prepend?: string
  readonly append?: string
}

export const seededAtsFieldMappings: readonly SeedMapping[] = [
  {
    key: 'voornaam',
    type: 'REGULAR',
    dataType: 'string',
    path: 'candidate.firstName',
    names: ['Voornaam', 'First name'],
    scalarName: 'voornaam',
    isDefaultMapping: true,
    required: true,
  },
  {
    key: 'achternaam',
    type: 'REGULAR',
    dataType: 'string',
    path: 'candidate.lastName',
    names: ['Achternaam', 'Last name'],
    scalarName: 'achternaam',
    isDefaultMapping: true,
    required: true,
  },
  {
    key: 'telefoonnummer',
    type: 'REGULAR',
    dataType: 'phone',
    path: 'candidate.mobilePhone',
    names: ['Mobiel telefoonnummer', 'Mobile phone number'],
    scalarName: 'telefoonnummer',
    isDefaultMapping: true,
    isLocked: true,
    required: true,
  },
  {
    key: 'email',
    type: 'REGULAR',
    dataType: 'email',
    path: 'candidate.email',
    names: ['E-mailadres', 'Email address'],
    scalarName: 'email',
  },
  {
    key: 'woonplaats',
    type: 'REGULAR',
    dataType: 'string',
    path: 'candidate.address.city',
    names: ['Woonplaats', 'City'],
    scalarName: 'woonplaats',
  },
  {
    key: 'uren',
    type: 'REGULAR',
    dataType: 'integer',
    path: 'candidate.hoursPerWeek',
    names: ['Uren per week', 'Hours per week'],
    scalarName: 'uren_per_week',
    append: 'uur',
  },
  {
    key: 'beschikbaarheid',
    type: 'OPTIONS',
    dataType: 'option',
    path: 'candidate.availability',
    names: ['Beschikbaarheid', 'Availability'],
    scalarName: 'beschikbaarheid',
  },
  {
    key: 'rijbewijs',
    type: 'FIXED_OPTIONS',
    dataType: 'option',
    path: 'candidate.driversLicense',
    names: ['Rijbewijs', 'Driving licence'],
    value: 'C',
  },
  {
    key: 'bron',
    type: 'FIXED_VALUE',
    dataType: 'string',
    path: 'candidate.source',
    names: ['Bron', 'Source'],
    value: 'WhatsApp',
    isDefaultMapping: true,
  },
  {
    key: 'notitie',
    type: 'REGULAR',
    dataType: 'text',
    path: 'candidate.notes',
    names: ['Notitie', 'Note'],
    scalarName: 'motivatie',
    prepend: 'Motivatie via chatbot:',
  },
  {
    key: 'campagne',
    type: 'FIXED_CUSTOM_DATA_VALUE',
    dataType: 'string',
    path: 'candidate.customData.campagne',
    names: ['Wervingscampagne', 'Recruitment campaign'],
    value: 'WhatsApp-werving',
  },
  {
    key: 'talentpool',
    type: 'FIXED_CUSTOM_DATA_OPTIONS',
    dataType: 'option',
    path: 'candidate.customData.talentpool',
    names: ['Talentpool', 'Talent pool'],
    value: 'Logistiek',
  },
]

const chatbotIds = ['cb-werving', 'cb-techniek', 'cb-zorg'] as const

export const atsFieldMappingId = (chatbotId: string, key: string) =>
  `afm-${chatbotId.replace(/^cb-/, '')}-${key}`

/** What two of the werving automations write (seed-automations.ts). */
const campaignMappings: Readonly<Record<string, readonly string[]>> = {
  'cmp-vacature-magazijn': ['voornaam', 'telefoonnummer', 'bron', 'rijbewijs'],
  'cmp-website-sollicitatie': ['voornaam', 'achternaam', 'telefoonnummer', 'email', 'bron', 'notitie'],
}

export const atsFieldMappingsSeeder: Seeder = {
  name: 'ATS field mappings',
  file: 'automations/seed-field-mappings.ts',
  timeColumns: [],
  async seed(tx) {
    await tx.insert(t.atsFieldMappings).values(
      chatbotIds.flatMap((chatbotId) =>
        seededAtsFieldMappings.map((m) => ({
          id: atsFieldMappingId(chatbotId, m.key),
          chatbotId,
          type: m.type,
          dataType: m.dataType,
          value: m.value ?? '',
          isDefaultMapping: m.isDefaultMapping ?? false,
          isLocked: m.isLocked ?? false,
          prepend: m.prepend ?? '',
          append: m.append ?? '',
          scalarName: m.scalarName ?? null,
          atsFieldPath: m.path,
          atsFieldDataType: m.dataType,
          atsFieldRequired: m.required ?? false,
          atsFieldEntityType: 'candidate',
          atsFieldNames: [
            { language: 'nl', name: m.names[0] },
            { language: 'en', name: m.names[1] },
          ],
        })),
      ),
    )
    for (const [campaignId, keys] of Object.entries(campaignMappings))
      await tx
        .update(t.campaigns)
        .set({ atsFieldMappingIds: keys.map((key) => atsFieldMappingId('cb-werving', key)) })
        .where(eq(t.campaigns.id, campaignId))
  },
}
