import { eq } from 'drizzle-orm'
import { inboxLabelPalette } from '@shared/domain/inbox'
import * as t from './schema'
import { realtimeRoots } from '../realtime/schema'
import { demoCandidates, demoChatbots, hostileCandidateTexts } from '../chatbots/seed-data'
import type { Seeder } from '../db/seeder'

/**
 * The seeded Smart Inbox: several hundred conversations over the last 60 days, generated from a fixed
 * PRNG seed so every build of the snapshot holds the same data. Hostile text (ARCHITECTURE §6) appears
 * in messages, candidate names, phone numbers, agent, team and template names.
 */
export type SeedMessage = {
  id: string
  chatbotId: string
  clientId: string
  phoneNumber: string | null
  candidateName: string | null
  senderEntity: 'recruiter' | 'candidate' | 'chatbot'
  isInbound: boolean
  isBot: boolean
  text: string
  teamName: string | null
  assignedAgentName: string | null
  humanReadableType: string | null
  stateMachine: string | null
  templateName: string | null
  atsEntityId: string | null
  statusHistory: { status: string; afterMs: number }[]
  responseTime: number | null
  repliedBy: string | null
  createdAt: number
}

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/** Team names per chatbot; "Team "Oost", Flex" has quotes and a comma on purpose. */
export const inboxTeams = {
  'cb-werving': ['Team Noord', 'Team Zuid', 'Team "Oost", Flex'],
  'cb-techniek': ['Techniek & Installatie'],
} as const

export const inboxAgents = [
  'Mark Jansen',
  'Tessa Bakker',
  "Eva O'Brien-de Vries",
  'Anouk van Dijk',
  'Ruben Smit',
  '=Externe "recruiter", Team\nNoord',
] as const

export const inboxFlows = [
  'Start',
  'Sollicitatie',
  'Vacature-alert',
  'Afspraak plannen',
  'Welkom terug',
  'Fallbacks',
] as const

export const inboxTemplates = [
  'vacature_alert_v2',
  'afspraak_herinnering',
  'sollicitatie_ontvangen',
  '@welkom_terug',
  '-follow_up_7d',
] as const

export const inboxTypes = [
  'Tekstbericht',
  'Sjabloonbericht',
  'Knoppen',
  'Document',
  'Afbeelding',
  'Overname',
] as const

const candidateTexts = [
  'Hoi, ik heb interesse in de vacature orderpicker.',
  'Is de functie nog beschikbaar?',
  'Ik kan maandag en dinsdag werken.',
  'Wat is het uurloon?',
  'Ja',
  'Nee, dank je',
  'Kan ik ook in de avond werken?',
  'Ik heb mijn cv net gestuurd.',
  'Wanneer hoor ik iets?',
  'Prima, tot dan!',
  'Ik wil graag een afspraak maken.',
  'Sorry, ik was even druk. Staat het aanbod nog?',
]

const chatbotTexts = [
  'Hoi! Waar kan ik je mee helpen?',
  'Wat is je naam?',
  'Op welke dagen ben je beschikbaar?',
  'Dank je! Een recruiter neemt snel contact met je op.',
  'Kies een tijdstip voor je kennismaking.',
  'Ik heb 3 vacatures gevonden die bij je passen.',
  'Sorry, dat begreep ik niet. Kun je het anders zeggen?',
]

const recruiterTexts = [
  'Dank je, ik kijk ernaar.',
  'Hoi! Ik ben je recruiter, leuk dat je reageert.',
  'Kun je morgen om 10:00 langskomen?',
  'Ik heb je cv ontvangen, ik bel je vanmiddag.',
  'De functie is nog open, zal ik je voorstellen?',
]

const firstNames = [
  'Sem',
  'Julia',
  'Daan',
  'Emma',
  'Lucas',
  'Noor',
  'Milan',
  'Sara',
  'Levi',
  'Zoë',
  'Ahmed',
  'Fenna',
]
const lastNames = [
  'de Jong',
  'Jansen',
  'Visser',
  'Bakker',
  'Öztürk',
  'van den Berg',
  'Mulder',
  'Boukhari',
  'Smit',
]
/** Phone numbers as people type them; all start with + (a formula sign) or another awkward character. */
const oddPhones = ['-06 1234 5678', 'tel:+31 (0)6-1234,5678', '=+31612340000', '@31612349999']

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface SeededInbox {
  readonly messages: SeedMessage[]
  /** Per user id: the client ids that user has opened (the realtime store's openedConversations). */
  readonly opened: Record<string, Record<string, true>>
}

export function generateInbox(now: number): SeededInbox {
  const random = mulberry32(20_260_105)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const between = (low: number, high: number) => low + random() * (high - low)
  const messages: SeedMessage[] = []
  const opened: Record<string, Record<string, true>> = { 'u-manager': {}, 'u-teamlead': {}, 'u-employee': {} }

  const plan = [
    { chatbotId: 'cb-werving', count: 520, prefix: 'client-' },
    { chatbotId: 'cb-techniek', count: 40, prefix: 'tech-' },
  ] as const
  let hostileIndex = 0
  for (const { chatbotId, count, prefix } of plan) {
    const teams = inboxTeams[chatbotId]
    for (let c = 0; c < count; c++) {
      const clientId = `${prefix}${String(c + 1).padStart(4, '0')}`
      const demo = chatbotId === 'cb-werving' ? demoCandidates[c] : undefined
      const name = demo?.name ?? `${pick(firstNames)} ${pick(lastNames)}`
      const phone =
        demo?.phone ??
        (c % 37 === 5
          ? (oddPhones[Math.floor(c / 37) % oddPhones.length] ?? null)
          : random() < 0.08
            ? null
            : `+316${String(Math.floor(random() * 1e8)).padStart(8, '0')}`)
      const team = demo?.teamName ?? (random() < 0.04 ? null : pick(teams))
      const atsEntityId = random() < 0.75 ? `OTYS-${100000 + c * 7}` : null
      // The newest conversations started within the last day, so their 24-hour window is still open.
      let at =
        c >= count - 12 ? now - between(1 * hour, 20 * hour) : now - between(1 * hour, 60 * day - 2 * hour)
      let flow: string = pick(inboxFlows)
      let agent: string | null = null
      const takeoverAt = random() < 0.55 ? 2 + Math.floor(random() * 4) : -1
      const length = 5 + Math.floor(random() * 12)
      const rows: SeedMessage[] = []
      const push = (sender: SeedMessage['senderEntity'], text: string, extra: Partial<SeedMessage> = {}) => {
        if (at > now) return
        const inbound = sender === 'candidate'
        const type = inbound
          ? 'Tekstbericht'
          : sender === 'recruiter'
            ? pick(['Tekstbericht', 'Document', 'Overname'])
            : pick(['Tekstbericht', 'Knoppen', 'Afbeelding'])
        rows.push({
          id: `m-${clientId}-${String(rows.length).padStart(2, '0')}`,
          chatbotId,
          clientId,
          phoneNumber: phone,
          candidateName: name,
          senderEntity: sender,
          isInbound: inbound,
          isBot: sender === 'chatbot',
          text: extra.humanReadableType ? text : (attachmentText(type, rows.length) ?? text),
          teamName: team,
          assignedAgentName: agent,
          humanReadableType: type,
          stateMachine: flow,
          templateName: null,
          atsEntityId,
          statusHistory: inbound ? [] : deliveries(at),
          responseTime: null,
          repliedBy: null,
          createdAt: Math.round(at),
          ...extra,
        })
      }
      const deliveries = (sentAt: number) => {
        if (random() < 0.03) return [{ status: 'error', afterMs: 0 }]
        const history = [{ status: 'sent', afterMs: 0 }]
        const delivered = Math.round(between(1_000, 8_000))
        if (sentAt + delivered <= now && random() < 0.95) {
          history.push({ status: 'delivered', afterMs: delivered })
          const read = delivered + Math.round(between(minute, 3 * hour))
          if (sentAt + read <= now && random() < 0.7) history.push({ status: 'read', afterMs: read })
        }
        return history
      }

      if (random() < 0.4) {
        push('chatbot', chatbotTexts[5] ?? '', {
          templateName: pick(inboxTemplates),
          humanReadableType: 'Sjabloonbericht',
          stateMachine: 'Vacature-alert',
        })
        at += between(2 * minute, 2 * day)
      }
      for (let i = 0; i < length; i++) {
        const hostile = (c < 40 && i === 0) || random() < 0.06
        push(
          'candidate',
          hostile
            ? (hostileCandidateTexts[hostileIndex++ % hostileCandidateTexts.length] ?? '')
            : pick(candidateTexts),
        )
        if (i === takeoverAt) agent = pick(inboxAgents)
        if (agent) {
          at += between(minute, 6 * hour)
          push('recruiter', pick(recruiterTexts))
        } else {
          at += between(2_000, 10_000)
          push('chatbot', pick(chatbotTexts))
          if (random() < 0.2) flow = pick(inboxFlows)
        }
        at += between(30_000, i % 4 === 3 ? 2 * day : 3 * hour)
      }
      // Who answered what, and how fast: the first later message from the other side.
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!
        const reply = rows.slice(i + 1).find((r) => r.isInbound !== row.isInbound)
        if (reply) {
          row.responseTime = Math.round((reply.createdAt - row.createdAt) / 1000)
          row.repliedBy = reply.senderEntity
        }
      }
      messages.push(...rows)
      const last = rows.at(-1)
      if (last && last.createdAt < now - 2 * day) {
        for (const userId of Object.keys(opened)) if (random() < 0.6) opened[userId]![clientId] = true
      }
    }
  }
  return { messages, opened }
}

/**
 * A document or image message is shown by its file name or caption (as a WhatsApp client shows it), not
 * only by its type; chosen by position, so the seed's random sequence stays as it was.
 */
const documentNames = [
  'Arbeidsvoorwaarden orderpicker.pdf',
  'Routebeschrijving vestiging Utrecht.pdf',
  'Conceptcontract Talentbrug.pdf',
  'Voorbeeld loonstrook.pdf',
]
const imageCaptions = [
  'Foto: zo ziet je werkplek in het magazijn eruit',
  'Foto: de ingang van onze vestiging in Tilburg',
  'Afbeelding: je rooster voor volgende week',
]

function attachmentText(type: string, index: number): string | null {
  if (type === 'Document') return documentNames[index % documentNames.length] ?? null
  if (type === 'Afbeelding') return imageCaptions[index % imageCaptions.length] ?? null
  return null
}

export const demoInboxLabels = [
  { id: 'label-nieuw', name: 'Nieuw' },
  { id: 'label-terugbellen', name: 'Terugbellen' },
  { id: 'label-urgent', name: '=Urgent' },
  { id: 'label-geen-interesse', name: 'Geen interesse' },
  { id: 'label-plaatsing', name: 'Plaatsing "direct", snel' },
].map((label, position) => ({
  ...label,
  chatbotId: 'cb-werving',
  color: inboxLabelPalette[position % inboxLabelPalette.length] as string,
  position,
}))

/** The companies the demo ATS knows; auto-configure links all of them. */
export const demoInboxCompanies = [
  { id: 'company-1001', identifier: 'OTYS-1001', companyName: 'Talentbrug Uitzendbureau B.V.' },
  { id: 'company-1002', identifier: 'OTYS-1002', companyName: 'Bouwbedrijf De Vries & Zn.' },
  { id: 'company-1003', identifier: 'OTYS-1003', companyName: '+Zorggroep "Oost", Twente' },
  { id: 'company-1004', identifier: 'OTYS-1004', companyName: 'مستودع لوجستيك Rotterdam' },
]

/**
 * The Smart Inbox of the demo chatbot: its conversations, labels, ATS companies and configuration, and the
 * conversations each user has opened (the realtime store's openedConversations, written by the core seeder).
 */
export const inboxSeeder: Seeder = {
  name: 'inbox',
  file: 'inbox/seed.ts',
  timeColumns: [t.inboxMessages.createdAt, t.smartInboxConfigs.updatedAt],
  async seed(tx, now) {
    const inbox = generateInbox(now)
    // Bulk, in chunks: one statement per 500 rows keeps well under Postgres' 65,535 parameters.
    for (let i = 0; i < inbox.messages.length; i += 500)
      await tx.insert(t.inboxMessages).values(inbox.messages.slice(i, i + 500))
    await tx.insert(t.inboxLabels).values(demoInboxLabels)
    await tx
      .insert(t.inboxCompanies)
      .values(
        demoInboxCompanies.map((c) => ({ ...c, chatbotId: 'cb-werving', linked: c.id !== 'company-1004' })),
      )
    await tx.insert(t.smartInboxConfigs).values({
      chatbotId: 'cb-werving',
      enabled: true,
      autoConfigured: false,
      atsUsername: 'talentbrug-api',
      teamNames: [...inboxTeams['cb-werving']],
      updatedAt: now,
    })
    const werving = demoChatbots.find((c) => c.id === 'cb-werving')
    const [projects] = await tx.select().from(realtimeRoots).where(eq(realtimeRoots.key, 'projects'))
    if (!werving || !projects) throw new Error('The inbox seeder runs after the core seeder.')
    await tx
      .update(realtimeRoots)
      .set({
        value: {
          ...(projects.value as Record<string, unknown>),
          [werving.projectId]: { openedConversations: inbox.opened },
        },
      })
      .where(eq(realtimeRoots.key, 'projects'))
  },
}
