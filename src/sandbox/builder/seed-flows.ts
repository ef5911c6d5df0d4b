import type { Message, RoutingInstruction } from '@shared/domain/builder'

/**
 * The demo chatbots' flows as specifications: Talentbrug Werving's special and vacancy flows, and
 * Talentbrug Techniek's flow of 1,000 states. `seed.ts` turns them into rows.
 */

export type Text = string | Message
export type Bilingual = { readonly nl: Text; readonly en: Text }
export interface OptionSpec {
  readonly name: string
  readonly label?: readonly [nl: string, en: string]
  readonly to: RoutingInstruction
  readonly state?: string
  readonly flow?: string
  readonly processors?: readonly string[]
  readonly isDefault?: boolean
}
export interface StateSpec {
  readonly key: string
  readonly name: string
  readonly messages: readonly Bilingual[]
  readonly options?: readonly OptionSpec[]
  readonly validator?: string
  readonly scalar?: string
  readonly replyType?: 'NONE' | 'EXISTING'
  readonly processors?: readonly string[]
  readonly tags?: readonly string[]
}
export interface GroupSpec {
  readonly name: string
  readonly states: readonly StateSpec[]
}
export interface FlowSpec {
  readonly key: string
  readonly name: string
  readonly kind: string
  readonly description: string
  readonly isDefault?: boolean
  readonly wrapup?: readonly string[]
  readonly groups: readonly GroupSpec[]
}

/** The questions every vacancy flow ends with: name, phone number, e-mail, and the candidate created. */
const contactGroup = (prefix: string): GroupSpec => ({
  name: 'Contactgegevens',
  states: [
    {
      key: `${prefix}-naam`,
      name: 'Naam',
      scalar: 'naam',
      messages: [{ nl: 'Wat is je volledige naam?', en: 'What is your full name?' }],
      options: [{ name: 'Naam ontvangen', to: 'STATE', state: `${prefix}-telefoon`, isDefault: true }],
    },
    {
      key: `${prefix}-telefoon`,
      name: 'Telefoonnummer',
      scalar: 'telefoon',
      validator: 'phone',
      messages: [
        {
          nl: 'Op welk telefoonnummer kunnen we je bereiken?',
          en: 'Which phone number can we reach you on?',
        },
      ],
      options: [{ name: 'Telefoonnummer ontvangen', to: 'STATE', state: `${prefix}-email`, isDefault: true }],
    },
    {
      key: `${prefix}-email`,
      name: 'E-mailadres',
      scalar: 'email',
      validator: 'email',
      messages: [{ nl: 'En je e-mailadres?', en: 'And your email address?' }],
      options: [
        {
          name: 'E-mailadres ontvangen',
          to: 'DEFAULT_NEXT',
          isDefault: true,
          processors: ['kandidaat-aanmaken', 'bevestigingsmail'],
        },
      ],
    },
  ],
})

const closingGroup = (prefix: string): GroupSpec => ({
  name: 'Afronding',
  states: [
    {
      key: `${prefix}-afronding`,
      name: 'Bedankt',
      replyType: 'NONE',
      processors: ['recruiter-informeren', 'doel-sollicitatie'],
      messages: [
        {
          nl: 'Bedankt voor je sollicitatie! Een recruiter van Talentbrug neemt binnen twee werkdagen contact met je op.',
          en: 'Thank you for applying! A Talentbrug recruiter will contact you within two working days.',
        },
      ],
      options: [{ name: 'Einde', to: 'FLOW', flow: 'einde', isDefault: true }],
    },
  ],
})

export const wervingFlows: readonly FlowSpec[] = [
  {
    key: 'start',
    name: 'Start',
    kind: 'START',
    isDefault: true,
    description: 'Het eerste gesprek: de kandidaat kiest een vacature of vraagt een recruiter.',
    groups: [
      {
        name: 'Welkom',
        states: [
          {
            key: 'start-welkom',
            name: 'Begroeting',
            tags: ['informeel'],
            messages: [
              {
                nl: 'Hoi! Ik ben Bo, de digitale assistent van Talentbrug. 👋',
                en: "Hi! I'm Bo, Talentbrug's digital assistant. 👋",
              },
              {
                nl: 'Voor welke vacature heb je interesse?',
                en: 'Which vacancy are you interested in?',
              },
            ],
            options: [
              {
                name: 'Chauffeur',
                label: ['Chauffeur C/CE', 'Truck driver C/CE'],
                to: 'FLOW',
                flow: 'chauffeur',
              },
              { name: 'Zorg', label: ['Verpleegkundige', 'Nurse'], to: 'FLOW', flow: 'verpleegkundige' },
              { name: 'Magazijn', label: ['Magazijn', 'Warehouse'], to: 'FLOW', flow: 'magazijn' },
              { name: 'Anders', to: 'SMART_INBOX', isDefault: true, processors: ['overdracht-inbox'] },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'opnieuw',
    name: 'Opnieuw beginnen',
    kind: 'RESTART',
    description: 'Als de kandidaat "opnieuw" of "restart" typt.',
    groups: [
      {
        name: 'Opnieuw beginnen',
        states: [
          {
            key: 'opnieuw-vraag',
            name: 'Opnieuw beginnen?',
            messages: [
              {
                nl: 'Wil je het gesprek opnieuw beginnen?',
                en: 'Would you like to start the conversation over?',
              },
            ],
            options: [
              { name: 'Ja', label: ['Ja, opnieuw', 'Yes, start over'], to: 'FLOW', flow: 'start' },
              { name: 'Nee', label: ['Nee, ga verder', 'No, continue'], to: 'PREVIOUS_QUESTION' },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'welkom-terug',
    name: 'Welkom terug',
    kind: 'WELCOME_BACK',
    description: 'Voor kandidaten die eerder een gesprek niet afmaakten.',
    groups: [
      {
        name: 'Welkom terug',
        states: [
          {
            key: 'welkom-terug-vraag',
            name: 'Verder gaan?',
            messages: [
              {
                nl: 'Welkom terug! Wil je verder waar je gebleven was?',
                en: 'Welcome back! Would you like to continue where you left off?',
              },
            ],
            options: [
              { name: 'Verder', label: ['Ja, ga verder', 'Yes, continue'], to: 'PREVIOUS_FLOW_START' },
              { name: 'Opnieuw', label: ['Opnieuw beginnen', 'Start over'], to: 'FLOW', flow: 'start' },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'einde',
    name: 'Einde gesprek',
    kind: 'END',
    description: 'Sluit het gesprek af en houdt de gegevens vast.',
    groups: [
      {
        name: 'Afsluiting',
        states: [
          {
            key: 'einde-groet',
            name: 'Afscheid',
            replyType: 'NONE',
            messages: [
              {
                nl: 'Fijne dag nog! Je kunt ons altijd weer een bericht sturen.',
                en: 'Have a nice day! You can always message us again.',
              },
            ],
            options: [{ name: 'Stop', to: 'STOP', isDefault: true }],
          },
        ],
      },
    ],
  },
  {
    key: 'escape',
    name: 'Stoppen',
    kind: 'ESCAPE',
    description: 'Als de kandidaat "stop" typt.',
    groups: [
      {
        name: 'Stoppen',
        states: [
          {
            key: 'escape-vraag',
            name: 'Stoppen?',
            messages: [
              { nl: 'Wil je stoppen met dit gesprek?', en: 'Do you want to stop this conversation?' },
            ],
            options: [
              { name: 'Ja', label: ['Ja, stoppen', 'Yes, stop'], to: 'STOP' },
              { name: 'Nee', label: ['Nee, ga verder', 'No, continue'], to: 'PREVIOUS_QUESTION' },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'fallbacks',
    name: 'Fallbacks',
    kind: 'FALLBACKS',
    description: 'Als de bot een antwoord niet begrijpt.',
    groups: [
      {
        name: 'Niet begrepen',
        states: [
          {
            key: 'fallback-niet-begrepen',
            name: 'Niet begrepen',
            messages: [
              {
                nl: 'Sorry, dat begreep ik niet. Kies een van de knoppen of stel je vraag anders.',
                en: "Sorry, I didn't understand that. Choose one of the buttons or rephrase your question.",
              },
            ],
            options: [
              { name: 'Vraag', label: ['Veelgestelde vragen', 'FAQ'], to: 'FAQ_ANSWER' },
              { name: 'Terug', label: ['Vorige vraag', 'Previous question'], to: 'PREVIOUS_QUESTION' },
              {
                name: 'Recruiter',
                label: ['Recruiter spreken', 'Talk to a recruiter'],
                to: 'SMART_INBOX',
                processors: ['overdracht-inbox'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'vacature-alert',
    name: 'Vacature-alert',
    kind: 'BROADCAST_JOB_ALERT',
    description: 'Wordt verstuurd als er een nieuwe vacature past bij de kandidaat.',
    groups: [
      {
        name: 'Nieuwe vacature',
        states: [
          {
            key: 'alert-vacature',
            name: 'Nieuwe vacature',
            tags: ['whatsapp'],
            messages: [
              {
                nl: {
                  type: 'LINK',
                  placeholder: 'Bekijk de vacature',
                  link: 'https://werkenbij.talentbrug.nl/vacatures/{vacature_id}',
                  isDocument: false,
                },
                en: {
                  type: 'LINK',
                  placeholder: 'View the vacancy',
                  link: 'https://werkenbij.talentbrug.nl/en/vacancies/{vacature_id}',
                  isDocument: false,
                },
              },
              {
                nl: 'Er is een nieuwe vacature die bij je past. Heb je interesse?',
                en: 'There is a new vacancy that suits you. Are you interested?',
              },
            ],
            options: [
              {
                name: 'Interesse',
                label: ['Ja, graag!', 'Yes, please!'],
                to: 'SMART_INBOX',
                processors: ['overdracht-inbox'],
              },
              { name: 'Geen interesse', label: ['Nee, dank je', 'No, thanks'], to: 'STOP' },
              {
                name: 'Afmelden',
                label: ['Afmelden', 'Unsubscribe'],
                to: 'STOP',
                processors: ['afmelden-alert'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'buiten-kantoortijd',
    name: 'Buiten kantoortijd',
    kind: 'OUT_OF_OFFICE',
    description: 'Buiten kantoortijd, bij een overdracht aan de Smart Inbox.',
    groups: [
      {
        name: 'Gesloten',
        states: [
          {
            key: 'ooo-bericht',
            name: 'Gesloten',
            messages: [
              {
                nl: 'Onze recruiters zijn op werkdagen bereikbaar van 09:00 tot 17:00. Laat gerust een bericht achter, dan reageren we zo snel mogelijk.',
                en: 'Our recruiters are available on working days from 09:00 to 17:00. Leave a message and we will reply as soon as possible.',
              },
            ],
            options: [{ name: 'Bericht', to: 'SMART_INBOX', isDefault: true }],
          },
        ],
      },
    ],
  },
  {
    key: 'chauffeur',
    name: 'Vacature Chauffeur C/CE',
    kind: 'DEFAULT',
    description: 'Sollicitatie voor chauffeurs met rijbewijs C of CE.',
    wrapup: ['recruiter-informeren'],
    groups: [
      {
        name: 'Introductie',
        states: [
          {
            key: 'ch-intro',
            name: 'Vacature',
            tags: ['informeel'],
            messages: [
              {
                nl: {
                  type: 'IMAGE',
                  url: 'https://cdn.talentbrug.nl/vacatures/chauffeur-ce.jpg',
                  caption: 'Rijden voor Talentbrug Logistiek',
                },
                en: {
                  type: 'IMAGE',
                  url: 'https://cdn.talentbrug.nl/vacatures/chauffeur-ce.jpg',
                  caption: 'Drive for Talentbrug Logistics',
                },
              },
              {
                nl: 'Leuk dat je wilt solliciteren als chauffeur! Ik stel je een paar korte vragen.',
                en: "Great that you'd like to apply as a driver! I'll ask you a few short questions.",
              },
            ],
            options: [{ name: 'Verder', to: 'DEFAULT_NEXT', isDefault: true }],
          },
        ],
      },
      {
        name: 'Rijbewijs',
        states: [
          {
            key: 'ch-rijbewijs',
            name: 'Welk rijbewijs',
            scalar: 'rijbewijs',
            messages: [{ nl: 'Welk rijbewijs heb je?', en: 'Which driving licence do you have?' }],
            options: [
              { name: 'C', label: ['Rijbewijs C', 'Licence C'], to: 'DEFAULT_NEXT' },
              { name: 'CE', label: ['Rijbewijs CE', 'Licence CE'], to: 'DEFAULT_NEXT' },
              { name: 'Geen', label: ['Geen van beide', 'Neither'], to: 'STATE', state: 'ch-geen-rijbewijs' },
            ],
          },
          {
            key: 'ch-geen-rijbewijs',
            name: 'Geen rijbewijs',
            messages: [
              {
                nl: 'Voor deze functie is minimaal rijbewijs C nodig. Wil je andere vacatures bekijken?',
                en: 'This job requires at least a C licence. Would you like to see other vacancies?',
              },
            ],
            options: [
              { name: 'Ja', label: ['Andere vacatures', 'Other vacancies'], to: 'FLOW', flow: 'start' },
              { name: 'Nee', label: ['Nee, bedankt', 'No, thanks'], to: 'STOP' },
            ],
          },
        ],
      },
      {
        name: 'Code 95',
        states: [
          {
            key: 'ch-code95',
            name: 'Code 95 en bestuurderskaart',
            scalar: 'code95',
            messages: [
              {
                nl: 'Heb je een geldige code 95 en een bestuurderskaart?',
                en: 'Do you have a valid Code 95 and a driver card?',
              },
            ],
            options: [
              { name: 'Ja', label: ['Ja', 'Yes'], to: 'DEFAULT_NEXT' },
              { name: 'Nee', label: ['Nee', 'No'], to: 'DEFAULT_NEXT' },
              { name: 'Weet niet', label: ['Weet ik niet', "I don't know"], to: 'SMART_INBOX' },
            ],
          },
        ],
      },
      {
        name: 'Beschikbaarheid',
        states: [
          {
            key: 'ch-start',
            name: 'Startdatum',
            scalar: 'startdatum',
            messages: [{ nl: 'Wanneer kun je beginnen?', en: 'When can you start?' }],
            options: [
              { name: 'Direct', label: ['Direct', 'Right away'], to: 'DEFAULT_NEXT' },
              { name: 'Maand', label: ['Binnen een maand', 'Within a month'], to: 'DEFAULT_NEXT' },
              { name: 'Later', label: ['Later', 'Later'], to: 'DEFAULT_NEXT' },
            ],
          },
        ],
      },
      contactGroup('ch'),
      closingGroup('ch'),
    ],
  },
  {
    key: 'verpleegkundige',
    name: 'Vacature Verpleegkundige',
    kind: 'DEFAULT',
    description: 'Sollicitatie voor verpleegkundigen (BIG-geregistreerd).',
    wrapup: ['recruiter-informeren'],
    groups: [
      {
        name: 'Introductie',
        states: [
          {
            key: 'vp-intro',
            name: 'Video over het werk',
            messages: [
              {
                nl: {
                  type: 'VIDEO',
                  url: 'https://cdn.talentbrug.nl/video/werken-in-de-zorg.mp4',
                  caption: 'Zo is het om via Talentbrug in de zorg te werken',
                },
                en: {
                  type: 'VIDEO',
                  url: 'https://cdn.talentbrug.nl/video/werken-in-de-zorg.mp4',
                  caption: 'What working in care through Talentbrug is like',
                },
              },
            ],
            options: [{ name: 'Verder', to: 'DEFAULT_NEXT', isDefault: true }],
          },
        ],
      },
      {
        name: 'BIG-registratie',
        states: [
          {
            key: 'vp-big',
            name: 'BIG-registratie',
            scalar: 'big',
            messages: [{ nl: 'Ben je BIG-geregistreerd?', en: 'Are you BIG registered?' }],
            options: [
              { name: 'Ja', label: ['Ja', 'Yes'], to: 'DEFAULT_NEXT' },
              { name: 'Nee', label: ['Nee', 'No'], to: 'STATE', state: 'vp-geen-big' },
            ],
          },
          {
            key: 'vp-geen-big',
            name: 'Geen BIG-registratie',
            messages: [
              {
                nl: 'Zonder BIG-registratie kunnen we je helaas niet als verpleegkundige plaatsen. Een recruiter kijkt graag met je naar andere functies.',
                en: 'Without a BIG registration we cannot place you as a nurse. A recruiter would be happy to look at other roles with you.',
              },
            ],
            options: [
              { name: 'Recruiter', to: 'SMART_INBOX', isDefault: true, processors: ['overdracht-inbox'] },
            ],
          },
        ],
      },
      {
        name: 'Diensten',
        states: [
          {
            key: 'vp-diensten',
            name: 'Voorkeursdiensten',
            scalar: 'diensten',
            messages: [{ nl: 'Welke diensten hebben je voorkeur?', en: 'Which shifts do you prefer?' }],
            options: [
              { name: 'Dag', label: ['Dagdiensten', 'Day shifts'], to: 'DEFAULT_NEXT' },
              { name: 'Avond', label: ['Avonddiensten', 'Evening shifts'], to: 'DEFAULT_NEXT' },
              { name: 'Nacht', label: ['Nachtdiensten', 'Night shifts'], to: 'DEFAULT_NEXT' },
              { name: 'Alles', label: ['Maakt niet uit', 'No preference'], to: 'DEFAULT_NEXT' },
            ],
          },
        ],
      },
      contactGroup('vp'),
      closingGroup('vp'),
    ],
  },
  {
    key: 'magazijn',
    name: 'Vacature Magazijnmedewerker',
    kind: 'DEFAULT',
    description: 'Sollicitatie voor het distributiecentrum in Tilburg.',
    groups: [
      {
        name: 'Functie',
        states: [
          {
            key: 'mg-functie',
            name: 'Functieomschrijving',
            messages: [
              {
                nl: {
                  type: 'DOCUMENT',
                  url: 'https://cdn.talentbrug.nl/vacatures/magazijnmedewerker-tilburg.pdf',
                  fileName: 'Functieomschrijving magazijnmedewerker.pdf',
                },
                en: {
                  type: 'DOCUMENT',
                  url: 'https://cdn.talentbrug.nl/vacatures/warehouse-operative-tilburg.pdf',
                  fileName: 'Job description warehouse operative.pdf',
                },
              },
              {
                nl: {
                  type: 'LINK',
                  placeholder: 'Arbeidsvoorwaarden (pdf)',
                  link: 'https://werkenbij.talentbrug.nl/arbeidsvoorwaarden.pdf',
                  isDocument: true,
                },
                en: {
                  type: 'LINK',
                  placeholder: 'Terms of employment (pdf)',
                  link: 'https://werkenbij.talentbrug.nl/en/terms-of-employment.pdf',
                  isDocument: true,
                },
              },
            ],
            options: [{ name: 'Verder', to: 'DEFAULT_NEXT', isDefault: true }],
          },
        ],
      },
      {
        name: 'Locatie',
        states: [
          {
            key: 'mg-locatie',
            name: 'Locatie DC Tilburg',
            scalar: 'woonplaats',
            messages: [
              {
                nl: { type: 'GEOLOCATION', lat: 51.5719, lng: 5.0672 },
                en: { type: 'GEOLOCATION', lat: 51.5719, lng: 5.0672 },
              },
              {
                nl: 'Het distributiecentrum ligt aan de Kraaivenstraat in Tilburg. Is dat goed bereikbaar voor je?',
                en: 'The distribution centre is on Kraaivenstraat in Tilburg. Is it easy for you to get to?',
              },
            ],
            options: [
              { name: 'Ja', label: ['Ja', 'Yes'], to: 'DEFAULT_NEXT' },
              { name: 'Nee', label: ['Nee', 'No'], to: 'SMART_INBOX' },
            ],
          },
        ],
      },
      {
        name: 'Heftruck',
        states: [
          {
            key: 'mg-heftruck',
            name: 'Heftruckcertificaat',
            scalar: 'heftruck',
            messages: [{ nl: 'Heb je een heftruckcertificaat?', en: 'Do you have a forklift certificate?' }],
            options: [
              { name: 'Ja', label: ['Ja', 'Yes'], to: 'DEFAULT_NEXT' },
              { name: 'Nee', label: ['Nee', 'No'], to: 'DEFAULT_NEXT' },
              { name: 'Herhaal', label: ['Wat is dat?', 'What is that?'], to: 'REPEAT' },
            ],
          },
        ],
      },
      contactGroup('mg'),
      closingGroup('mg'),
    ],
  },
]

/** The big flow of the benchmark (P-6): 100 questions of 10 states, each with two answers. */
export const bigFlowShape = { groups: 100, statesPerGroup: 10 } as const

function bigFlow(): FlowSpec {
  const groups: GroupSpec[] = []
  for (let g = 0; g < bigFlowShape.groups; g++) {
    const states: StateSpec[] = []
    for (let s = 0; s < bigFlowShape.statesPerGroup; s++) {
      const last = s === bigFlowShape.statesPerGroup - 1
      states.push({
        key: `groot-${g}-${s}`,
        name: `Vraag ${g + 1}.${s + 1}`,
        messages: [
          {
            nl: `Vraag ${g + 1}.${s + 1}: heb je ervaring met installatie ${s + 1} in project ${g + 1}?`,
            en: `Question ${g + 1}.${s + 1}: do you have experience with installation ${s + 1} in project ${g + 1}?`,
          },
        ],
        options: [
          last
            ? { name: 'Ja', label: ['Ja', 'Yes'], to: 'DEFAULT_NEXT' }
            : { name: 'Ja', label: ['Ja', 'Yes'], to: 'STATE', state: `groot-${g}-${s + 1}` },
          { name: 'Recruiter', label: ['Recruiter', 'Recruiter'], to: 'SMART_INBOX' },
        ],
      })
    }
    groups.push({ name: `Project ${g + 1}`, states })
  }
  return {
    key: 'groot',
    name: 'Installatiemonteur (1.000 vragen)',
    kind: 'DEFAULT',
    description: 'Een grote flow voor de boomweergave.',
    groups,
  }
}

export const techniekFlows: readonly FlowSpec[] = [
  {
    key: 'start',
    name: 'Start',
    kind: 'START',
    isDefault: true,
    description: 'The first conversation.',
    groups: [
      {
        name: 'Welcome',
        states: [
          {
            key: 'start-welkom',
            name: 'Greeting',
            messages: [
              { nl: 'Welkom bij Talentbrug Techniek!', en: 'Welcome to Talentbrug Techniek!' },
              { nl: 'Wil je solliciteren?', en: 'Would you like to apply?' },
            ],
            options: [
              { name: 'Yes', label: ['Ja', 'Yes'], to: 'FLOW', flow: 'groot' },
              { name: 'Recruiter', label: ['Recruiter', 'Recruiter'], to: 'SMART_INBOX' },
            ],
          },
        ],
      },
    ],
  },
  bigFlow(),
]
