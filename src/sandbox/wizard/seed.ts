import type { Seeder } from '../db/seeder'
import * as t from './schema'
import type { WizardStepSettings } from '@shared/domain/wizard'

/**
 * The quick-start wizard of each demo chatbot, and an onboarding wizard for the Smart Inbox on the first.
 * Steps name their self-check where one exists; some are meant for managers and admins only, one is
 * adminOnly (superusers). Nothing is finished in the seed: reading the wizards ticks off what the demo
 * state already shows (a connected WhatsApp channel, a trained model, …).
 */

const managers = ['ADMIN', 'MANAGER']

interface SeedStep {
  readonly title: string
  readonly description: string
  readonly infoUrl?: string
  readonly settings: Partial<WizardStepSettings>
  readonly media?: t.WizardMedium[]
}
interface SeedProcess {
  readonly identifier: string
  readonly title: string
  readonly description: string
  readonly steps: readonly SeedStep[]
}

const quickStart: readonly SeedProcess[] = [
  {
    identifier: 'live-gaan',
    title: 'Je chatbot live zetten',
    description: 'Verbind de kanalen waarop kandidaten je chatbot bereiken.',
    steps: [
      {
        title: 'Verbind een WhatsApp-kanaal',
        description: 'Kandidaten praten met je chatbot via WhatsApp zodra een kanaal verbonden is.',
        infoUrl: 'https://docs.talentbrug.nl/whatsapp/kanalen',
        settings: { roles: managers, check: 'whatsapp-connected' },
      },
      {
        title: 'Publiceer de widget op je website',
        description: 'Zet de chatwidget op je vacaturesite zodat bezoekers kunnen solliciteren.',
        infoUrl: 'https://docs.talentbrug.nl/widget',
        settings: { roles: managers, check: 'widget-published' },
        media: [
          {
            type: 'image',
            url: 'https://docs.talentbrug.nl/img/widget.png',
            title: 'De widget op een vacaturesite',
          },
        ],
      },
      {
        title: 'Koppel je agenda',
        description: 'Met een gekoppelde agenda plant de chatbot sollicitatiegesprekken in je vrije tijd.',
        settings: { check: 'calendar-linked' },
      },
    ],
  },
  {
    identifier: 'automatiseren',
    title: 'Automatiseren',
    description: 'Laat de chatbot zelf kandidaten benaderen en begrijpen.',
    steps: [
      {
        title: 'Train het taalmodel',
        description: 'Een getraind model herkent wat kandidaten bedoelen.',
        settings: { roles: managers, check: 'nlp-trained' },
      },
      {
        title: 'Zet je eerste automatisering aan',
        description: 'Een actieve automatisering benadert kandidaten uit je ATS.',
        settings: { roles: managers, check: 'automation-running' },
      },
      {
        title: 'Koppel je Facebook-pagina',
        description: 'Leads uit je Facebook-formulieren komen dan vanzelf binnen.',
        settings: { roles: managers, check: 'facebook-page-active' },
      },
      {
        title: 'Controleer de serverinstellingen',
        description: 'Alleen voor beheerders van het platform: server, project en template van deze chatbot.',
        settings: { adminOnly: true },
      },
    ],
  },
]

const inbox: readonly SeedProcess[] = [
  {
    identifier: 'smart-inbox',
    title: 'Werken in de Smart Inbox',
    description: 'Neem gesprekken over van de chatbot.',
    steps: [
      {
        title: 'Open een gesprek in de Smart Inbox',
        description: 'Lees mee met een kandidaat en neem het gesprek over waar nodig.',
        settings: {},
      },
      {
        title: 'Stel je beschikbaarheid in',
        description: 'Geef aan wanneer kandidaten bij jou een gesprek kunnen inplannen.',
        settings: {},
      },
    ],
  },
]

const day = 24 * 60 * 60_000

/**
 * Each demo chatbot's wizards. Zorg shows the other states a wizard can be in: its quick start skipped for
 * now, its Smart Inbox onboarding finished (every step done) some days ago.
 */
const wizardsOf = (chatbotId: string, now: number) => [
  {
    id: `wz-${chatbotId}-quick-start`,
    title: 'Snel aan de slag',
    processes: quickStart,
    skippedAt: chatbotId === 'cb-zorg' ? now - 2 * day : null,
    finishedTimestamp: null,
  },
  ...(chatbotId === 'cb-werving' || chatbotId === 'cb-zorg'
    ? [
        {
          id: `wz-${chatbotId}-inbox`,
          title: 'Kennismaken met de Smart Inbox',
          processes: inbox,
          skippedAt: null,
          finishedTimestamp: chatbotId === 'cb-zorg' ? now - 5 * day : null,
        },
      ]
    : []),
]

export const wizardSeeder: Seeder = {
  name: 'wizard',
  file: 'wizard/seed.ts',
  timeColumns: [t.wizards.finishedTimestamp, t.wizards.skippedAt],
  async seed(tx, now) {
    const wizards: (typeof t.wizards.$inferInsert)[] = []
    const processes: (typeof t.wizardProcesses.$inferInsert)[] = []
    const steps: (typeof t.wizardSteps.$inferInsert)[] = []
    for (const chatbotId of ['cb-werving', 'cb-techniek', 'cb-zorg']) {
      wizardsOf(chatbotId, now).forEach((wizard, w) => {
        const finished = wizard.finishedTimestamp !== null
        wizards.push({
          id: wizard.id,
          chatbotId,
          order: w + 1,
          title: wizard.title,
          skippedAt: wizard.skippedAt,
          finishedTimestamp: wizard.finishedTimestamp,
        })
        wizard.processes.forEach((process, p) => {
          const processId = `${wizard.id}-${process.identifier}`
          processes.push({
            id: processId,
            wizardId: wizard.id,
            identifier: process.identifier,
            order: p + 1,
            title: process.title,
            description: process.description,
            isFinished: finished,
          })
          process.steps.forEach((step, s) =>
            steps.push({
              id: `${processId}-${s + 1}`,
              processId,
              order: s + 1,
              title: step.title,
              description: step.description,
              infoUrl: step.infoUrl ?? '',
              settings: { adminOnly: false, roles: [], check: null, ...step.settings },
              media: step.media ?? [],
              isFinished: finished,
            }),
          )
        })
      })
    }
    await tx.insert(t.wizards).values(wizards)
    await tx.insert(t.wizardProcesses).values(processes)
    await tx.insert(t.wizardSteps).values(steps)
  },
}
