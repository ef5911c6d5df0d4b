import { campaignFamily } from '@shared/domain/automations'
import { defaultAllowedDays, nextBroadcastTime } from '@shared/domain/automations-schedule'
import { facebookNameOf } from '@shared/domain/whatsapp-templates'
import { deliveryPlan } from './delivery'
import { builderFlowId } from '../builder/seed'
import * as t from './schema'
import {
  whatsappDefinitions,
  whatsappParameters,
  whatsappTemplates,
  whatsappVariations,
} from '../whatsapp/schema'
import type { Seeder } from '../db/seeder'

/**
 * Automations demo data on `talentbrug-werving`: campaigns of every type pointing at the seeded
 * flows, processors and WhatsApp definitions; a job-alert WhatsApp definition of its own (approved in Dutch
 * and English, rejected in Polish, so the preflight has a language to skip); the ATS candidates broadcasts
 * target (hostile names included); and a week of the warehouse broadcast's conversations in every status.
 */

const chatbotId = 'cb-werving'
const day = 86_400_000
const hour = 3_600_000
const processor = (key: string) => `pr-werving-${key}`

export const vacatureAlertDefinitionId = 'wa-def-vacature-alert'

interface SeedCandidate {
  readonly name: string
  readonly phone: string
  readonly language: string
  readonly functie: string
  readonly woonplaats: string
  readonly vacature?: string
}

/** Candidates of the ATS (spec: targets are evaluated at fire time against these). */
export const seededCandidates: readonly SeedCandidate[] = [
  {
    name: 'Sanne',
    phone: '+31612000001',
    language: 'nl-NL',
    functie: 'Magazijnmedewerker',
    woonplaats: 'Utrecht',
    vacature: 'Orderpicker Nieuwegein',
  },
  {
    name: 'Mohammed',
    phone: '+31612000002',
    language: 'nl-NL',
    functie: 'Magazijnmedewerker',
    woonplaats: 'Houten',
    vacature: 'Reachtruckchauffeur',
  },
  {
    name: 'Joris',
    phone: '+31612000003',
    language: 'nl-NL',
    functie: 'Chauffeur C',
    woonplaats: 'Amersfoort',
    vacature: 'Chauffeur C/E distributie',
  },
  {
    name: 'Agnieszka',
    phone: '+48501000004',
    language: 'pl',
    functie: 'Magazijnmedewerker',
    woonplaats: 'Tiel',
    vacature: 'Orderpicker Tiel',
  },
  {
    name: 'Emma',
    phone: '+31612000005',
    language: 'en-US',
    functie: 'Magazijnmedewerker',
    woonplaats: 'Utrecht',
    vacature: 'Inbound medewerker',
  },
  {
    name: 'Fatima',
    phone: '+31612000006',
    language: 'nl-NL',
    functie: 'Chauffeur C',
    woonplaats: 'Zeist',
    vacature: 'Chauffeur bakwagen',
  },
  {
    name: 'Piet "de Vries"',
    phone: '+31612000007',
    language: 'nl-NL',
    functie: 'Magazijnmedewerker',
    woonplaats: 'Utrecht',
    vacature: '',
  },
  {
    name: 'Daan 🚚',
    phone: '+31612000008',
    language: 'nl-NL',
    functie: 'Chauffeur C',
    woonplaats: 'Nieuwegein',
    vacature: 'Chauffeur C nachtdienst',
  },
  {
    name: 'Lotte',
    phone: '06-12',
    language: 'nl-NL',
    functie: 'Magazijnmedewerker',
    woonplaats: 'IJsselstein',
    vacature: 'Heftruckchauffeur',
  },
  {
    name: 'يوسف',
    phone: '+31612000010',
    language: 'nl-NL',
    functie: 'Magazijnmedewerker',
    woonplaats: 'Utrecht',
    vacature: 'Orderpicker koel',
  },
  {
    name: 'Kees',
    phone: '+31612000011',
    language: 'nl-NL',
    functie: 'Chauffeur C',
    woonplaats: 'Woerden',
    vacature: 'Chauffeur C/E internationaal',
  },
  {
    name: '=HYPERLINK("x")',
    phone: '+31612000012',
    language: 'nl-NL',
    functie: 'Magazijnmedewerker',
    woonplaats: 'Maarssen',
    vacature: 'Expeditiemedewerker',
  },
]

interface SeedCampaign {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly type: string
  readonly status: string
  readonly daysAgo: number
  readonly flow?: string
  readonly onFinish?: string
  readonly onFail?: string
  readonly definition?: string
  readonly labels?: string[]
}

export const seededCampaigns: readonly SeedCampaign[] = [
  {
    id: 'cmp-vacature-magazijn',
    name: 'Vacature-alert Magazijn',
    description: 'Stuurt magazijnmedewerkers elke werkdag nieuwe vacatures in hun regio.',
    type: 'broadcast',
    status: 'A_1',
    daysAgo: 21,
    flow: 'vacature-alert',
    onFinish: processor('doel-sollicitatie'),
    onFail: processor('recruiter-informeren'),
    definition: vacatureAlertDefinitionId,
  },
  {
    id: 'cmp-sollicitatie-bevestigen',
    name: 'Sollicitatie bevestigen',
    description: 'Bevestigt een sollicitatie per WhatsApp zodra de e-mail binnen is.',
    type: 'email_to_whatsapp',
    status: 'A_1',
    daysAgo: 60,
    flow: 'start',
    onFinish: processor('kandidaat-aanmaken'),
    definition: 'wa-def-sollicitatie',
  },
  {
    id: 'cmp-automatch-logistiek',
    name: 'Automatch Logistiek Utrecht',
    description: 'Zoekt bij elke nieuwe logistieke vacature passende kandidaten.',
    type: 'automatch_vac2cand',
    status: 'A_1',
    daysAgo: 45,
    flow: 'vacature-alert',
    onFinish: processor('doel-sollicitatie'),
    definition: vacatureAlertDefinitionId,
  },
  {
    id: 'cmp-automatch-kandidaat',
    name: 'Kandidaat zoekt vacature',
    description: 'Stelt nieuwe kandidaten drie passende vacatures voor.',
    type: 'automatch_cand2vac',
    status: 'A_0',
    daysAgo: 90,
    flow: 'vacature-alert',
    definition: vacatureAlertDefinitionId,
  },
  {
    id: 'cmp-beschikbaarheid',
    name: 'Beschikbaarheid opvragen',
    description: 'Vraagt flexkrachten vanuit de Smart Inbox naar hun beschikbaarheid.',
    type: 'smart_inbox_batch_action',
    status: 'A_2',
    daysAgo: 10,
    definition: 'wa-def-beschikbaarheid',
  },
  {
    id: 'cmp-website-sollicitatie',
    name: 'Website sollicitatie',
    description: 'Sollicitatieflow op talentbrug.nl.',
    type: 'web',
    status: 'A_0',
    daysAgo: 120,
    flow: 'start',
    onFinish: processor('bevestigingsmail'),
  },
  {
    id: 'cmp-herinnering-gesprek',
    name: 'Herinnering gesprek',
    description: 'Herinnert kandidaten de dag voor hun gesprek.',
    type: 'flow',
    status: 'A_1',
    daysAgo: 30,
    flow: 'start',
    definition: 'wa-def-herinnering',
  },
]

export const automationsSeeder: Seeder = {
  name: 'automations',
  file: 'automations/seed.ts',
  timeColumns: [
    t.campaigns.createdAt,
    t.campaignBroadcasts.nextBroadcast,
    t.campaignBroadcasts.lastBroadcast,
    t.campaignCandidates.createdAt,
    t.campaignAutomatches.created,
    t.campaignAutomatches.modified,
    t.campaignConversations.conversationStart,
  ],
  async seed(tx, now) {
    // The job-alert template: its rows in the WhatsApp tables, whose seeder declares their time columns.
    const templateId = `${vacatureAlertDefinitionId}-v1`
    await tx.insert(whatsappDefinitions).values({
      id: vacatureAlertDefinitionId,
      chatbotId,
      name: 'Vacature-alert',
      supportsBatchAction: true,
      versionsHistoricallyCreated: 1,
      templateIdentifier: facebookNameOf('Vacature-alert'),
      activeTemplateId: templateId,
      createdAt: now - 30 * day,
    })
    await tx.insert(whatsappTemplates).values({
      id: templateId,
      chatbotId,
      definitionId: vacatureAlertDefinitionId,
      templateName: 'Vacature-alert',
      facebookName: facebookNameOf('Vacature-alert'),
      category: 'ALERT_UPDATE',
      scalarNames: ['first_name', 'vacancy_title'],
      version: 1,
      status: 'ACTIVE',
      creatorEmail: 'manager@demo.nl',
      buttonType: 'NONE',
      created: now - 30 * day,
      modified: now - 28 * day,
      submittedAt: now - 30 * day,
    })
    await tx.insert(whatsappParameters).values([
      {
        id: `${templateId}-p1`,
        chatbotId,
        templateId,
        name: 'voornaam',
        index: 1,
        scalarName: 'first_name',
        example: 'Sanne',
      },
      {
        id: `${templateId}-p2`,
        chatbotId,
        templateId,
        name: 'vacature',
        index: 2,
        scalarName: 'vacancy_title',
        example: 'Orderpicker',
      },
    ])
    const variants = [
      [
        'nl-NL',
        'nl',
        'Hoi {{1}}, er is een nieuwe vacature die bij je past: {{2}}. Interesse? Antwoord met JA en we bellen je vandaag nog.',
        'APPROVED',
      ],
      [
        'en-US',
        'en',
        'Hi {{1}}, there is a new job that suits you: {{2}}. Interested? Reply YES and we will call you today.',
        'APPROVED',
      ],
      [
        'pl',
        'pl',
        'Cześć {{1}}, mamy nową ofertę pracy: {{2}}. Odpowiedz TAK, a zadzwonimy do Ciebie.',
        'REJECTED',
      ],
    ] as const
    await tx.insert(whatsappVariations).values(
      variants.map(([languageTag, language, content, status], position) => ({
        id: `${templateId}-${languageTag}`,
        chatbotId,
        templateId,
        position,
        language,
        languageTag,
        content,
        status,
        rejectionReason: status === 'REJECTED' ? 'The provider found the translation unclear.' : null,
        reviewedAt: now - 29 * day,
        providerStatus: status,
        providerReviewedAt: now - 29 * day,
      })),
    )

    await tx.insert(t.campaignCandidates).values(
      seededCandidates.map((c, i) => ({
        id: `cand-${String(i + 1).padStart(3, '0')}`,
        chatbotId,
        name: c.name,
        phoneNumber: c.phone,
        language: c.language,
        data: {
          first_name: c.name,
          function: c.functie,
          city: c.woonplaats,
          vacancy_title: c.vacature ?? '',
        },
        createdAt: now - (40 - i) * day,
      })),
    )

    await tx.insert(t.campaigns).values(
      seededCampaigns.map((c) => ({
        id: c.id,
        chatbotId,
        name: c.name,
        description: c.description,
        type: c.type,
        status: c.status,
        createdAt: now - c.daysAgo * day,
        isSmartInbox: c.type === 'smart_inbox_batch_action',
        analyticsDocumentId: `doc-${c.id}`,
        flowId: c.flow ? builderFlowId(chatbotId, c.flow) : null,
        onFinishProcessorId: c.onFinish ?? null,
        onFailProcessorId: c.onFail ?? null,
        whatsappDefinitionId: c.definition ?? null,
        engageEnabled: campaignFamily(c.type as 'broadcast') === 'ENGAGE',
        smartInboxLabels: [],
        requiredData:
          c.type === 'broadcast'
            ? [
                {
                  name: 'vacancy_title',
                  humanReadableName: 'Vacaturetitel',
                  description: 'De vacature uit de ATS.',
                },
              ]
            : [],
      })),
    )

    // The warehouse broadcast: weekdays 09:00–17:00 every 6 hours, candidates whose function is warehouse work.
    const schedule = {
      interval: 360,
      allowedDays: [...defaultAllowedDays],
      minExecutionTime: '09:00',
      maxExecutionTime: '17:00',
      approachLimit: 2,
    }
    const lastBroadcast = now - 2 * hour
    await tx.insert(t.campaignBroadcasts).values({
      id: 'bc-vacature-magazijn',
      chatbotId,
      campaignId: 'cmp-vacature-magazijn',
      name: 'Vacature-alert Magazijn',
      ...schedule,
      lastBroadcast,
      nextBroadcast: nextBroadcastTime(schedule, now, lastBroadcast),
      targetQuery: [{ field: 'function', condition: 'contains', value: 'magazijn' }],
    })

    await tx.insert(t.campaignAutomatches).values([
      ...['cmp-automatch-logistiek', 'cmp-automatch-kandidaat'].flatMap((campaignId, i) => {
        // Queries as statements (automations/schema.ts): vacancies or candidates in Utrecht, matched
        // on the searched record's city.
        const statement = (id: string, atsFieldMapping: string, conditionId: string, value: string) => ({
          id: `qs-${campaignId}-${id}`,
          atsFieldMapping,
          conditionId,
          negate: false,
          value,
          scalarName: null,
        })
        const query = { statements: [statement('city', 'city', 'cond-equals', 'Utrecht')] }
        const match = {
          statements: [{ ...statement('match-city', 'city', 'cond-equals', ''), scalarName: 'city' }],
        }
        const draftSearch = {
          statements: [...query.statements, statement('function', 'function', 'cond-contains', 'magazijn')],
        }
        const active = now - (20 - i * 10) * day
        return [
          {
            id: `am-${campaignId}-draft`,
            chatbotId,
            campaignId,
            kind: 'draft',
            connectorUuid: `3f6c1a2e-0000-4000-8000-00000000000${i + 1}`,
            version: 2,
            searchQuery: draftSearch,
            matchQuery: match,
            created: now - 45 * day,
            // The vacancy-to-candidate draft was changed after its last publish: it needs publishing.
            modified: i === 0 ? now - 2 * day : active,
            publishStage: 'PUBLISHED',
          },
          {
            id: `am-${campaignId}-active`,
            chatbotId,
            campaignId,
            kind: 'active',
            connectorUuid: `3f6c1a2e-0000-4000-8000-00000000000${i + 1}`,
            version: 1,
            searchQuery: query,
            matchQuery: match,
            created: now - 40 * day,
            modified: active,
            publishStage: 'PUBLISHED',
          },
        ]
      }),
    ])

    // A week of the warehouse broadcast: conversations in every status (the plan sets them by the clock).
    const warehouse = seededCandidates.filter(
      (c) => c.functie === 'Magazijnmedewerker' && c.phone.startsWith('+31'),
    )
    const conversations: (typeof t.campaignConversations.$inferInsert)[] = []
    for (let run = 0; run < 6; run += 1) {
      const start = now - (7 - run) * day + (run % 2) * 6 * hour
      warehouse.forEach((c, i) => {
        const id = `cc-seed-${run}-${i}`
        const { plan, errorReason } = deliveryPlan(id)
        conversations.push({
          id,
          chatbotId,
          campaignId: 'cmp-vacature-magazijn',
          source: 'broadcast',
          campaignEventId: `evt-seed-${run}`,
          clientId: `wa-${c.phone.slice(1)}`,
          phoneNumber: c.phone,
          conversationData: {
            name: c.name,
            language: c.language,
            message: `Hoi ${c.name}, er is een nieuwe vacature die bij je past: ${c.vacature || 'Orderpicker'}. Interesse? Antwoord met JA en we bellen je vandaag nog.`,
          },
          conversationStart: start + i * 60_000,
          plan,
          errorReason,
        })
      })
    }
    await tx.insert(t.campaignConversations).values(conversations)
  },
}
