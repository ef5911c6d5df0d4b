import type { RoutingInstruction } from '@shared/domain/builder'
import type { DivergentOptionTemplate } from '@shared/domain/builder-rules'

/**
 * What the builder chooses from that is not a chatbot's own data: validators, reply processors, modifiers,
 * processor templates, divergent option templates, and the content of the state group templates the
 * templates service lists (`allTemplates`, table state_group_templates). Fixed data of the sandbox.
 */

export const validators = ['email', 'phone', 'postcode', 'date', 'number', 'iban'] as const

export const replyProcessors = ['default', 'nlp', 'free_text', 'file_upload'] as const

export const modifiers = [
  { id: 'mod-uppercase', name: 'uppercase', description: 'Hoofdletters' },
  { id: 'mod-lowercase', name: 'lowercase', description: 'Kleine letters' },
  { id: 'mod-trim', name: 'trim', description: 'Spaties aan begin en eind weg' },
  { id: 'mod-phone-e164', name: 'phone_e164', description: 'Telefoonnummer als +31612345678' },
  { id: 'mod-date-iso', name: 'date_iso', description: 'Datum als JJJJ-MM-DD' },
  { id: 'mod-postcode', name: 'postcode_nl', description: 'Postcode als 1234 AB' },
] as const

export const processorTemplates = [
  {
    id: 'pt-create-candidate',
    name: 'create_candidate',
    humanReadableName: 'Kandidaat aanmaken',
    processorType: 'ATS',
    type: 'CREATE_CANDIDATE',
    color: '#2563eb',
    icon: 'user-plus',
    category: 'ATS',
    description: 'Maakt de kandidaat aan in het ATS.',
    adminOnly: false,
  },
  {
    id: 'pt-apply-vacancy',
    name: 'apply_vacancy',
    humanReadableName: 'Sollicitatie op vacature',
    processorType: 'ATS',
    type: 'APPLY',
    color: '#1e40af',
    icon: 'briefcase',
    category: 'ATS',
    description: 'Koppelt de kandidaat aan de vacature.',
    adminOnly: false,
  },
  {
    id: 'pt-send-email',
    name: 'send_email',
    humanReadableName: 'E-mail sturen',
    processorType: 'EMAIL',
    type: 'SEND_EMAIL',
    color: '#16a34a',
    icon: 'mail',
    category: 'COMMUNICATION',
    description: 'Stuurt een e-mail met een sjabloon.',
    adminOnly: false,
  },
  {
    id: 'pt-plan-appointment',
    name: 'plan_appointment',
    humanReadableName: 'Afspraak inplannen',
    processorType: 'CALENDAR',
    type: 'PLAN_APPOINTMENT',
    color: '#9333ea',
    icon: 'calendar',
    category: 'APPOINTMENT',
    description: 'Plant een afspraak in de agenda van de recruiter.',
    adminOnly: false,
  },
  {
    id: 'pt-goal',
    name: 'goal',
    humanReadableName: 'Doel bereikt',
    processorType: 'ANALYTICS',
    type: 'GOAL',
    color: '#db2777',
    icon: 'target',
    category: 'ANALYTICS',
    description: 'Telt een doel in de analyses.',
    adminOnly: false,
  },
  {
    id: 'pt-raw-webhook',
    name: 'raw_webhook',
    humanReadableName: 'Webhook (ruw)',
    processorType: 'WEBHOOK',
    type: 'WEBHOOK',
    color: '#475569',
    icon: 'code',
    category: 'ATS',
    description: 'Stuurt de ruwe gespreksgegevens naar een URL. Alleen voor beheerders.',
    adminOnly: true,
  },
] as const

export const divergentOptionTemplates: readonly DivergentOptionTemplate[] = [
  {
    id: 'dot-anders',
    name: 'Anders, namelijk',
    routingInstruction: 'SMART_INBOX',
    customData: { kind: 'other' },
  },
  { id: 'dot-faq', name: 'Ik heb een vraag', routingInstruction: 'FAQ_ANSWER', customData: { kind: 'faq' } },
  {
    id: 'dot-herhaal',
    name: 'Herhaal de vraag',
    routingInstruction: 'REPEAT',
    customData: { kind: 'repeat' },
  },
]

/** A question of a state group template: its states in order, each with a message and answers. */
export interface TemplateState {
  readonly name: string
  readonly nl: string
  readonly en: string
  readonly validator?: string
  readonly options: readonly {
    readonly name: string
    readonly to: RoutingInstruction
    readonly nextIndex?: number
    /** A free-text question's one answer is its default option (anything typed; no button). */
    readonly isDefault?: boolean
  }[]
}

/** The content copied by `copyStateGroup` for each template of the templates service. */
export const stateGroupTemplateContent: Readonly<Record<string, readonly TemplateState[]>> = {
  'sgt-sollicitatie': [
    {
      name: 'Naam',
      nl: 'Wat is je volledige naam?',
      en: 'What is your full name?',
      options: [{ name: 'Naam ontvangen', to: 'STATE', nextIndex: 1, isDefault: true }],
    },
    {
      name: 'E-mailadres',
      nl: 'Wat is je e-mailadres?',
      en: 'What is your email address?',
      validator: 'email',
      options: [{ name: 'E-mailadres ontvangen', to: 'STATE', nextIndex: 2, isDefault: true }],
    },
    {
      name: 'Cv',
      nl: 'Stuur je cv als bijlage (pdf of Word).',
      en: 'Please send your CV as an attachment (PDF or Word).',
      options: [{ name: 'Cv ontvangen', to: 'DEFAULT_NEXT', isDefault: true }],
    },
  ],
  'sgt-beschikbaarheid': [
    {
      name: 'Beschikbaarheid',
      nl: 'Op welke dagen ben je beschikbaar?',
      en: 'Which days are you available?',
      options: [
        { name: 'Doordeweeks', to: 'DEFAULT_NEXT' },
        { name: 'Weekend', to: 'DEFAULT_NEXT' },
        { name: 'Altijd', to: 'DEFAULT_NEXT' },
      ],
    },
  ],
  'sgt-contact': [
    {
      name: 'Telefoonnummer',
      nl: 'Op welk telefoonnummer kunnen we je bereiken?',
      en: 'Which phone number can we reach you on?',
      validator: 'phone',
      options: [{ name: 'Telefoonnummer ontvangen', to: 'STATE', nextIndex: 1, isDefault: true }],
    },
    {
      name: 'Woonplaats',
      nl: 'In welke plaats woon je?',
      en: 'Which town do you live in?',
      options: [{ name: 'Woonplaats ontvangen', to: 'DEFAULT_NEXT', isDefault: true }],
    },
  ],
  'sgt-matching': [
    {
      name: 'Vacaturematch',
      nl: 'Op basis van je antwoorden passen deze vacatures bij je. Welke spreekt je aan?',
      en: 'Based on your answers these vacancies suit you. Which one appeals to you?',
      options: [
        { name: 'Bekijk vacatures', to: 'FAQ_ANSWER' },
        { name: 'Recruiter spreken', to: 'SMART_INBOX' },
      ],
    },
  ],
}
