import { facebookNameOf, providerLanguage } from '@shared/domain/whatsapp-templates'
import * as t from './schema'
import type { Seeder } from '../db/seeder'

/**
 * WhatsApp demo data on `talentbrug-werving`: two channels with business profiles, and six
 * Dutch recruitment template definitions in nl-NL and en-US in every status: active (with an older
 * accepted version), submitted with the provider's verdict waiting for a sync, rejected with a reason,
 * a concept with quick replies and the batch action, and a document header. Each table is written with
 * one bulk insert so a harness start stays fast. Every seeded template passes the shared rules
 * (seed-whatsapp.test.ts).
 */

const day = 86_400_000
const chatbotId = 'cb-werving'

interface SeedButton {
  readonly actionType: 'PHONE_NUMBER' | 'URL' | null
  readonly text: string
  readonly phoneNumber?: string
  readonly url?: string
  readonly urlType?: 'STATIC' | 'DYNAMIC'
}

interface SeedVariation {
  readonly languageTag: 'nl-NL' | 'en-US'
  readonly content: string
  readonly status: 'CONCEPT' | 'APPROVED' | 'REJECTED' | 'RESUBMITTED'
  readonly reason?: string
  /** The provider's verdict the portal has not synced yet. */
  readonly provider?: { status: 'APPROVED' | 'REJECTED'; reason?: string }
  readonly attachmentTitle?: string
  readonly attachmentUrl?: string
  readonly footer?: string
  readonly buttons?: readonly SeedButton[]
}

interface SeedVersion {
  readonly status: 'CONCEPT' | 'SUBMITTED' | 'ACCEPTED' | 'REJECTED' | 'ACTIVE'
  readonly daysAgo: number
  readonly variations: readonly SeedVariation[]
}

interface SeedDefinition {
  readonly id: string
  readonly name: string
  readonly category: string
  readonly buttonType: 'NONE' | 'CALL_TO_ACTION' | 'QUICK_REPLY'
  readonly attachmentType?: 'TEXT' | 'DOCUMENT'
  readonly supportsBatchAction?: boolean
  readonly isSmartInboxTemplate?: boolean
  readonly creator: string
  readonly parameters: readonly { name: string; scalarName: string; example: string }[]
  readonly versions: readonly SeedVersion[]
}

const rejectedPromotional =
  'INCORRECT_CATEGORY: the message reads as promotional, which this category does not allow.'

export const whatsappSeedDefinitions: readonly SeedDefinition[] = [
  {
    id: 'wa-def-sollicitatie',
    name: 'Sollicitatie ontvangen',
    category: 'ALERT_UPDATE',
    buttonType: 'NONE',
    creator: 'manager@demo.nl',
    parameters: [
      { name: 'voornaam', scalarName: 'first_name', example: 'Sanne' },
      { name: 'vacature', scalarName: 'vacancy_title', example: 'orderpicker' },
    ],
    versions: [
      {
        status: 'ACCEPTED',
        daysAgo: 40,
        variations: [
          {
            languageTag: 'nl-NL',
            content: 'Hoi {{1}}, we hebben je sollicitatie voor {{2}} ontvangen. We nemen snel contact op.',
            status: 'APPROVED',
          },
          {
            languageTag: 'en-US',
            content: 'Hi {{1}}, we have received your application for {{2}}. We will contact you soon.',
            status: 'APPROVED',
          },
        ],
      },
      {
        status: 'ACTIVE',
        daysAgo: 12,
        variations: [
          {
            languageTag: 'nl-NL',
            content:
              'Hoi {{1}}, bedankt voor je sollicitatie als {{2}}! Een recruiter bekijkt je cv en belt je binnen twee werkdagen.',
            status: 'APPROVED',
            footer: 'Talentbrug Uitzendbureau',
          },
          {
            languageTag: 'en-US',
            content:
              'Hi {{1}}, thanks for applying as {{2}}! A recruiter will review your CV and call you within two working days.',
            status: 'APPROVED',
            footer: 'Talentbrug Staffing',
          },
        ],
      },
    ],
  },
  {
    id: 'wa-def-uitnodiging',
    name: 'Uitnodiging sollicitatiegesprek',
    category: 'APPOINTMENT_UPDATE',
    buttonType: 'CALL_TO_ACTION',
    creator: 'admin@demo.nl',
    isSmartInboxTemplate: true,
    parameters: [
      { name: 'voornaam', scalarName: 'first_name', example: 'Mohammed' },
      { name: 'datum', scalarName: 'interview_date', example: 'dinsdag 14 april om 10:00' },
    ],
    versions: [
      {
        status: 'ACTIVE',
        daysAgo: 30,
        variations: [
          {
            languageTag: 'nl-NL',
            content:
              'Goed nieuws {{1}}: we willen je graag spreken op {{2}} op ons kantoor in Utrecht. Past dit niet? Bel ons even.',
            status: 'APPROVED',
            buttons: [
              { actionType: 'PHONE_NUMBER', text: 'Bel de recruiter', phoneNumber: '+31302345678' },
              {
                actionType: 'URL',
                text: 'Route bekijken',
                url: 'https://www.talentbrug.nl/route/{{1}}',
                urlType: 'DYNAMIC',
              },
            ],
          },
          {
            languageTag: 'en-US',
            content:
              'Good news {{1}}: we would like to meet you on {{2}} at our Utrecht office. Does this not suit you? Give us a call.',
            status: 'APPROVED',
            buttons: [
              { actionType: 'PHONE_NUMBER', text: 'Call the recruiter', phoneNumber: '+31302345678' },
              {
                actionType: 'URL',
                text: 'View route',
                url: 'https://www.talentbrug.nl/route/{{1}}',
                urlType: 'DYNAMIC',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'wa-def-herinnering',
    name: 'Herinnering afspraak',
    category: 'APPOINTMENT_UPDATE',
    buttonType: 'NONE',
    creator: 'manager@demo.nl',
    parameters: [{ name: 'tijdstip', scalarName: 'appointment_time', example: 'morgen om 09:30' }],
    versions: [
      {
        status: 'SUBMITTED',
        daysAgo: 1,
        variations: [
          {
            languageTag: 'nl-NL',
            content: 'Een korte herinnering: je afspraak met Talentbrug is {{1}}. Tot dan en neem je ID mee!',
            status: 'CONCEPT',
            provider: { status: 'APPROVED' },
          },
          {
            languageTag: 'en-US',
            content:
              'A quick reminder: your appointment with Talentbrug is {{1}}. Free parking, see you then!',
            status: 'CONCEPT',
            provider: { status: 'REJECTED', reason: rejectedPromotional },
          },
        ],
      },
    ],
  },
  {
    id: 'wa-def-vacatures',
    name: 'Nieuwe vacatures in de buurt',
    category: 'ALERT_UPDATE',
    buttonType: 'NONE',
    creator: 'manager@demo.nl',
    parameters: [{ name: 'woonplaats', scalarName: 'city', example: 'Amersfoort' }],
    versions: [
      {
        status: 'REJECTED',
        daysAgo: 6,
        variations: [
          {
            languageTag: 'nl-NL',
            content:
              'Er staan nieuwe vacatures voor je klaar in {{1}}. Schrijf je nu in en ontvang gratis een VCA-cursus.',
            status: 'REJECTED',
            reason: rejectedPromotional,
          },
          {
            languageTag: 'en-US',
            content: 'New jobs are waiting for you in {{1}}. Reply to this message to see the list.',
            status: 'APPROVED',
          },
        ],
      },
    ],
  },
  {
    id: 'wa-def-beschikbaarheid',
    name: 'Beschikbaarheid doorgeven',
    category: 'ACCOUNT_UPDATE',
    buttonType: 'QUICK_REPLY',
    supportsBatchAction: true,
    creator: 'teamlead@demo.nl',
    parameters: [{ name: 'week', scalarName: 'week_number', example: '16' }],
    versions: [
      {
        status: 'CONCEPT',
        daysAgo: 0,
        variations: [
          {
            languageTag: 'nl-NL',
            content:
              'Ben je in week {{1}} beschikbaar om te werken? Laat het ons weten met een van de knoppen.',
            status: 'CONCEPT',
            buttons: [
              { actionType: null, text: 'Ja, hele week' },
              { actionType: null, text: 'Alleen deels' },
              { actionType: null, text: 'Nee' },
            ],
          },
          {
            languageTag: 'en-US',
            content: 'Are you available to work in week {{1}}? Let us know with one of the buttons.',
            status: 'CONCEPT',
            buttons: [
              { actionType: null, text: 'Yes, all week' },
              { actionType: null, text: 'Partly' },
              { actionType: null, text: 'No' },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'wa-def-documenten',
    name: 'Documenten aanvullen',
    category: 'ACCOUNT_UPDATE',
    buttonType: 'NONE',
    attachmentType: 'DOCUMENT',
    creator: 'admin@demo.nl',
    parameters: [{ name: 'voornaam', scalarName: 'first_name', example: 'Joris' }],
    versions: [
      {
        status: 'ACTIVE',
        daysAgo: 21,
        variations: [
          {
            languageTag: 'nl-NL',
            content:
              'Hoi {{1}}, we missen nog een kopie van je ID en je loonbelastingverklaring. Zie de checklist hierboven.',
            status: 'APPROVED',
            attachmentTitle: 'checklist-documenten.pdf',
            attachmentUrl: 'https://cdn.talentbrug.nl/voorbeelden/checklist-documenten.pdf',
          },
          {
            languageTag: 'en-US',
            content:
              'Hi {{1}}, we still need a copy of your ID and your payroll tax form. See the checklist above.',
            status: 'APPROVED',
            attachmentTitle: 'document-checklist.pdf',
            attachmentUrl: 'https://cdn.talentbrug.nl/voorbeelden/document-checklist.pdf',
          },
        ],
      },
    ],
  },
]

export const whatsappSeedChannels = [
  {
    id: 'wa-channel-werving',
    name: 'Talentbrug Werving',
    whatsappNumber: '+31 20 808 1234',
    daysAgo: 400,
    profileText: 'Werk dat bij je past, snel geregeld.',
    description: 'Uitzendbureau voor logistiek, productie en techniek in Midden-Nederland.',
    websites: ['https://www.talentbrug.nl', 'https://werkenbij.talentbrug.nl'],
    companyName: 'Talentbrug Uitzendbureau B.V.',
    address: 'Catharijnesingel 50, 3511 GC Utrecht',
  },
  {
    id: 'wa-channel-flex',
    name: 'Talentbrug Flexpool',
    whatsappNumber: '+31 30 760 4455',
    daysAgo: 35,
    profileText: '',
    description: '',
    websites: [],
    companyName: 'Talentbrug Uitzendbureau B.V.',
    address: '',
  },
] as const

export const whatsappSeeder: Seeder = {
  name: 'whatsapp',
  file: 'whatsapp/seed.ts',
  timeColumns: [
    t.whatsappChannels.createdAt,
    t.whatsappDefinitions.createdAt,
    t.whatsappTemplates.created,
    t.whatsappTemplates.modified,
    t.whatsappTemplates.submittedAt,
    t.whatsappVariations.reviewedAt,
    t.whatsappVariations.providerReviewedAt,
  ],
  async seed(tx, now) {
    await tx.insert(t.whatsappChannels).values(
      whatsappSeedChannels.map(({ daysAgo, websites, ...channel }, i) => ({
        ...channel,
        websites: [...websites],
        chatbotId,
        channelId: `PN${String(104_551_230 + i)}`,
        status: 'Connected',
        createdAt: now - daysAgo * day,
        profilePicture: null,
      })),
    )
    const definitions: (typeof t.whatsappDefinitions.$inferInsert)[] = []
    const templates: (typeof t.whatsappTemplates.$inferInsert)[] = []
    const variations: (typeof t.whatsappVariations.$inferInsert)[] = []
    const buttons: (typeof t.whatsappButtons.$inferInsert)[] = []
    const parameters: (typeof t.whatsappParameters.$inferInsert)[] = []
    for (const def of whatsappSeedDefinitions) {
      const created = now - Math.max(...def.versions.map((v) => v.daysAgo)) * day - day
      let active: string | null = null
      def.versions.forEach((version, vi) => {
        const templateId = `${def.id}-v${vi + 1}`
        if (version.status === 'ACTIVE') active = templateId
        const at = now - version.daysAgo * day
        const submitted = version.status !== 'CONCEPT'
        templates.push({
          id: templateId,
          chatbotId,
          definitionId: def.id,
          templateName: def.name,
          facebookName: facebookNameOf(def.name),
          description: '',
          category: def.category,
          scalarNames: def.parameters.map((p) => p.scalarName),
          attachmentType: def.attachmentType ?? null,
          version: vi + 1,
          status: version.status,
          creatorEmail: def.creator,
          buttonType: def.buttonType,
          created: at,
          modified: at,
          submittedAt: submitted ? at : null,
        })
        def.parameters.forEach((p, pi) =>
          parameters.push({ id: `${templateId}-p${pi + 1}`, chatbotId, templateId, index: pi + 1, ...p }),
        )
        version.variations.forEach((v, li) => {
          const variationId = `${templateId}-${v.languageTag}`
          const reviewed = v.status === 'APPROVED' || v.status === 'REJECTED' ? at + 2 * 3_600_000 : null
          variations.push({
            id: variationId,
            chatbotId,
            templateId,
            position: li,
            language: providerLanguage(v.languageTag)!,
            languageTag: v.languageTag,
            content: v.content,
            status: v.status,
            attachmentTitle: v.attachmentTitle ?? null,
            attachmentUrl: v.attachmentUrl ?? null,
            attachmentMimeType: v.attachmentUrl ? 'application/pdf' : null,
            footer: v.footer ?? null,
            rejectionReason: v.reason ?? null,
            reviewedAt: reviewed,
            providerStatus: v.provider?.status ?? (reviewed ? v.status : null),
            providerReason: v.provider?.reason ?? v.reason ?? null,
            providerReviewedAt: v.provider ? now - 3_600_000 : reviewed,
          })
          ;(v.buttons ?? []).forEach((b, bi) =>
            buttons.push({
              id: `${variationId}-b${bi + 1}`,
              variationId,
              position: bi,
              actionType: b.actionType,
              text: b.text,
              phoneNumber: b.phoneNumber ?? null,
              url: b.url ?? null,
              urlType: b.urlType ?? null,
            }),
          )
        })
      })
      definitions.push({
        id: def.id,
        chatbotId,
        name: def.name,
        supportsBatchAction: def.supportsBatchAction ?? false,
        isSmartInboxTemplate: def.isSmartInboxTemplate ?? false,
        versionsHistoricallyCreated: def.versions.length,
        templateIdentifier: facebookNameOf(def.name),
        activeTemplateId: active,
        createdAt: created,
      })
    }
    await tx.insert(t.whatsappDefinitions).values(definitions)
    await tx.insert(t.whatsappTemplates).values(templates)
    await tx.insert(t.whatsappVariations).values(variations)
    await tx.insert(t.whatsappParameters).values(parameters)
    await tx.insert(t.whatsappButtons).values(buttons)
  },
}
