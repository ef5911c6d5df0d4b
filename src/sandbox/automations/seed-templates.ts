import type { StoredStatement } from '@shared/domain/automations-queries'
import type { TemplateCampaign, TemplateStep } from '@shared/domain/automations-templates'
import { builderFlowId } from '../builder/seed'
import * as t from './schema'
import type { Seeder } from '../db/seeder'

/**
 * Automation templates and the ATS vacancies automatches search. Both demo chatbots get the same
 * Dutch templates of several types (two automatch ones); `talentbrug-techniek` has no WhatsApp provider,
 * so it is offered only the automatch templates. Vacancies are published over the last weeks, so "new
 * vacancies of the last 7 days" finds some.
 */

const day = 86_400_000

const statement = (
  atsFieldMapping: string,
  conditionId: string,
  value: string,
  scalarName: string | null = null,
): StoredStatement => ({ atsFieldMapping, conditionId, negate: false, value, scalarName })

const step = (title: string, description: string): TemplateStep => ({ title, description })

interface SeedTemplate {
  readonly key: string
  readonly name: string
  readonly description: string
  readonly tags: readonly string[]
  readonly steps: readonly TemplateStep[]
  readonly optionalSteps: readonly TemplateStep[]
  readonly campaign: TemplateCampaign
  /** The flow key per chatbot (seed-builder.ts); absent: no flow. */
  readonly flow?: Readonly<Record<string, string>>
}

export const seededTemplates: readonly SeedTemplate[] = [
  {
    key: 'vacature-alert',
    name: 'Vacature-alert per WhatsApp',
    description:
      'Stuur kandidaten elke werkdag nieuwe vacatures in hun vakgebied, met een knop om direct te reageren.',
    tags: ['WhatsApp', 'Werving'],
    steps: [
      step('Kies de WhatsApp-template', 'Een goedgekeurde template met de vacaturetitel als parameter.'),
      step('Stel de doelgroep in', 'Bijvoorbeeld kandidaten met functie “chauffeur”.'),
      step('Plan de verzending', 'Werkdagen tussen 09:00 en 17:00, maximaal drie keer per kandidaat.'),
    ],
    optionalSteps: [step('Koppel een follow-up', 'Herinner kandidaten die na een dag niet reageerden.')],
    campaign: {
      type: 'broadcast',
      description: 'Dagelijkse vacature-alert voor kandidaten in de database.',
      flowName: null,
      schedule: {
        interval: 1_440,
        allowedDays: ['A_1', 'A_2', 'A_3', 'A_4', 'A_5'],
        minExecutionTime: '09:00',
        maxExecutionTime: '17:00',
        approachLimit: 3,
      },
      queries: null,
      requiredData: [
        { name: 'vacancy_title', humanReadableName: 'Vacaturetitel', description: 'De vacature uit de ATS.' },
      ],
    },
    flow: { 'cb-werving': 'vacature-alert' },
  },
  {
    key: 'sollicitatie-engage',
    name: 'Sollicitatie bevestigen via e-mail naar WhatsApp',
    description:
      'Kandidaten die per e-mail solliciteren krijgen een WhatsApp-bericht om hun gegevens aan te vullen.',
    tags: ['Engage', 'Sollicitatie'],
    steps: [
      step('Koppel het e-mailadres', 'Sollicitaties op dit adres starten het gesprek.'),
      step('Kies de WhatsApp-template', 'Met de voornaam van de kandidaat als parameter.'),
    ],
    optionalSteps: [],
    campaign: {
      type: 'email_to_whatsapp',
      description: 'Bevestigt sollicitaties en vraagt ontbrekende gegevens uit.',
      flowName: null,
      schedule: null,
      queries: null,
      requiredData: [],
    },
    flow: { 'cb-werving': 'start', 'cb-techniek': 'start' },
  },
  {
    key: 'automatch-vacatures',
    name: 'Automatch: nieuwe vacatures naar kandidaten',
    description:
      'Zoekt elke nacht vacatures van de afgelopen week en benadert kandidaten uit dezelfde plaats en functie.',
    tags: ['Automatch', 'Werving'],
    steps: [
      step('Controleer de zoekopdracht', 'Open vacatures, gepubliceerd in de laatste 7 dagen.'),
      step('Controleer de match', 'Kandidaten met dezelfde woonplaats en functie als de vacature.'),
      step('Publiceer', 'Publiceren duurt tot 2 minuten.'),
    ],
    optionalSteps: [step('Beperk op taal', 'Alleen kandidaten die Nederlands of Engels spreken.')],
    campaign: {
      type: 'automatch_vac2cand',
      description: 'Nieuwe vacatures automatisch bij passende kandidaten.',
      flowName: null,
      schedule: null,
      queries: {
        search: [
          statement('status', 'cond-equals', 'open'),
          statement('published_at', 'cond-within-last-days', '7'),
        ],
        match: [
          statement('city', 'cond-equals', '', 'city'),
          statement('function', 'cond-equals', '', 'function'),
        ],
        facets: [statement('language', 'cond-one-of', 'nl-NL, en-US')],
      },
      requiredData: [],
    },
    flow: { 'cb-werving': 'vacature-alert', 'cb-techniek': 'start' },
  },
  {
    key: 'automatch-kandidaten',
    name: 'Automatch: kandidaat zoekt vacature',
    description: 'Nieuwe kandidaten krijgen de open vacatures in hun woonplaats voorgesteld.',
    tags: ['Automatch'],
    steps: [
      step('Controleer de zoekopdracht', 'Kandidaten die de laatste 14 dagen zijn ingeschreven.'),
      step('Controleer de match', 'Open vacatures in de woonplaats van de kandidaat.'),
    ],
    optionalSteps: [],
    campaign: {
      type: 'automatch_cand2vac',
      description: 'Stelt open vacatures voor aan nieuwe kandidaten.',
      flowName: null,
      schedule: null,
      queries: {
        search: [statement('created_at', 'cond-within-last-days', '14')],
        match: [statement('city', 'cond-equals', '', 'city'), statement('status', 'cond-equals', 'open')],
        facets: [],
      },
      requiredData: [],
    },
    flow: { 'cb-werving': 'vacature-alert', 'cb-techniek': 'start' },
  },
  {
    key: 'beschikbaarheid',
    name: 'Beschikbaarheid uitvragen vanuit de Smart Inbox',
    description: 'Vraag een selectie gesprekken uit de Smart Inbox in één keer naar hun beschikbaarheid.',
    tags: ['Smart Inbox'],
    steps: [step('Kies de WhatsApp-template', 'Een template die geschikt is voor batchacties.')],
    optionalSteps: [step('Labels', 'Label de gesprekken die antwoorden als “Beschikbaar”.')],
    campaign: {
      type: 'smart_inbox_batch_action',
      description: 'Batchactie: beschikbaarheid voor volgende week.',
      flowName: null,
      schedule: null,
      queries: null,
      requiredData: [],
    },
  },
  {
    key: 'herinnering-gesprek',
    name: 'Herinnering sollicitatiegesprek',
    description: 'Herinnert kandidaten een dag van tevoren aan hun gesprek en vraagt om bevestiging.',
    tags: ['Herinnering'],
    steps: [step('Kies de flow', 'De flow die het gesprek bevestigt of verzet.')],
    optionalSteps: [],
    campaign: {
      type: 'flow',
      description: 'Herinnering een dag voor het sollicitatiegesprek.',
      flowName: null,
      schedule: null,
      queries: null,
      requiredData: [],
    },
    flow: { 'cb-werving': 'start', 'cb-techniek': 'start' },
  },
]

/** Vacancies of talentbrug-werving's ATS. */
export const seededVacancies = [
  ['Orderpicker Nieuwegein', 'Magazijnmedewerker', 'Nieuwegein', 38, 2_900, 'uitzend', 'open', false, 1],
  ['Orderpicker koelcel', 'Magazijnmedewerker', 'Utrecht', 40, 3_050, 'uitzend', 'open', false, 2],
  ['Inbound medewerker', 'Magazijnmedewerker', 'Utrecht', 32, 2_800, 'tijdelijk', 'open', false, 4],
  ['Reachtruckchauffeur', 'Magazijnmedewerker', 'Houten', 40, 3_200, 'vast', 'open', false, 6],
  ['Chauffeur C/E distributie', 'Chauffeur C', 'Amersfoort', 40, 3_400, 'vast', 'open', true, 3],
  ['Chauffeur bakwagen', 'Chauffeur C', 'Utrecht', 36, 3_100, 'uitzend', 'open', true, 5],
  ['Chauffeur C nachtdienst', 'Chauffeur C', 'Nieuwegein', 40, 3_600, 'tijdelijk', 'open', true, 12],
  ['Heftruckchauffeur', 'Magazijnmedewerker', 'IJsselstein', 24, 2_700, 'uitzend', 'open', false, 9],
  ['Teamleider magazijn', 'Magazijnmedewerker', 'Utrecht', 40, 3_900, 'vast', 'gesloten', false, 20],
  ['Chauffeur C/E internationaal', 'Chauffeur C', 'Woerden', 40, 3_800, 'vast', 'open', true, 15],
] as const

export const automationTemplatesSeeder: Seeder = {
  name: 'automation templates',
  file: 'automations/seed-templates.ts',
  timeColumns: [t.automationTemplates.createdAt, t.atsVacancies.createdAt],
  async seed(tx, now) {
    const rows = ['cb-werving', 'cb-techniek'].flatMap((chatbotId) =>
      seededTemplates.map((template, i) => {
        const flowKey = template.flow?.[chatbotId]
        return {
          id: `atpl-${chatbotId.slice(3)}-${template.key}`,
          chatbotId,
          name: template.name,
          description: template.description,
          tags: [...template.tags],
          steps: [...template.steps],
          optionalSteps: [...template.optionalSteps],
          campaign: template.campaign,
          flowId: flowKey ? builderFlowId(chatbotId, flowKey) : null,
          createdAt: now - (60 - i) * day,
        }
      }),
    )
    await tx.insert(t.automationTemplates).values(rows)
    await tx.insert(t.atsVacancies).values(
      seededVacancies.map(([title, fn, city, hours, salary, contract, status, licence, daysAgo], i) => ({
        id: `vac-werving-${String(i + 1).padStart(3, '0')}`,
        chatbotId: 'cb-werving',
        externalId: `V-${2026_100 + i}`,
        title,
        data: {
          title,
          function: fn,
          city,
          hours_per_week: hours,
          salary_max: salary,
          contract_type: contract,
          status,
          driving_licence_required: licence,
        },
        createdAt: now - daysAgo * day,
      })),
    )
  },
}
