import {
  defaultWidgetConfig,
  type ChatbotSettingType,
  type WidgetConfig,
  type WidgetPreview,
} from '@shared/domain/settings'
import type { Seeder } from '../db/seeder'
import * as t from './schema'

/** A seeded setting: key, type, value, section, help text, and whether only superusers may change it. */
type SeedSetting = readonly [
  key: string,
  type: ChatbotSettingType,
  value: string,
  section: string,
  help: string,
  adminOnly?: boolean,
]

/**
 * Settings of a Dutch recruitment bot, in the sections a manager meets them: the conversation, the ATS,
 * notifications and privacy, and the platform's own (adminOnly: set by the portal's superusers).
 */
export const seedSettings: readonly SeedSetting[] = [
  [
    'DEFAULT_LANGUAGE',
    'FREETEXT',
    'nl',
    'conversation',
    'The language the bot starts in when the visitor’s browser names none.',
  ],
  [
    'TYPING_INDICATOR',
    'BOOLEAN',
    'true',
    'conversation',
    'Show three dots while the bot composes its next message.',
  ],
  [
    'MAX_RETRIES',
    'INT',
    '3',
    'conversation',
    'How often the bot asks again after an answer it does not understand before it hands over.',
  ],
  [
    'INACTIVITY_TIMEOUT_MINUTES',
    'INT',
    '30',
    'conversation',
    'Minutes without an answer after which a conversation counts as abandoned.',
  ],
  [
    'FALLBACK_MESSAGE',
    'FREETEXT',
    'Sorry, dat begreep ik niet. Kun je het anders zeggen?',
    'conversation',
    'What the bot says when no intent matches.',
  ],
  [
    'QUICK_REPLIES',
    'JSON',
    '{\n  "maxButtons": 4,\n  "showAsList": false\n}',
    'conversation',
    'How answer buttons are shown: at most this many, as buttons or as a list.',
  ],
  ['ATS_SYNC_ENABLED', 'BOOLEAN', 'true', 'ats', 'Send finished conversations to the ATS.'],
  [
    'ATS_DUPLICATE_CHECK',
    'BOOLEAN',
    'true',
    'ats',
    'Look a candidate up by e-mail address before creating a new one.',
  ],
  ['ATS_RETRY_ATTEMPTS', 'INT', '5', 'ats', 'How often a failed ATS call is tried again.'],
  [
    'ATS_VACANCY_FILTER',
    'JSON',
    '{\n  "status": ["open"],\n  "regions": ["Utrecht", "Amersfoort"]\n}',
    'ats',
    'Which vacancies the bot offers: a filter on the ATS’s vacancy fields.',
  ],
  [
    'ATS_API_BASE_URL',
    'FREETEXT',
    'https://ats.talentbrug.nl/api',
    'ats',
    'The ATS’s API address. Changing it moves every candidate the bot sends.',
    true,
  ],
  [
    'NOTIFY_RECRUITER_EMAIL',
    'FREETEXT',
    'werving@talentbrug.nl',
    'notifications',
    'Where a new application is reported.',
  ],
  [
    'NOTIFY_ON_HANDOVER',
    'BOOLEAN',
    'true',
    'notifications',
    'Send an e-mail when a candidate asks for a person.',
  ],
  ['DAILY_DIGEST_HOUR', 'INT', '8', 'notifications', 'The hour (0–23) the daily summary is sent.'],
  [
    'DATA_RETENTION_DAYS',
    'INT',
    '180',
    'privacy',
    'Days after which a candidate’s conversation is anonymised.',
  ],
  [
    'PRIVACY_STATEMENT_URL',
    'FREETEXT',
    'https://www.talentbrug.nl/privacy',
    'privacy',
    'Linked from the widget before the first question.',
  ],
  ['ANONYMISE_IP', 'BOOLEAN', 'true', 'privacy', 'Store no visitor IP addresses.', true],
  ['RATE_LIMIT_PER_MINUTE', 'INT', '60', 'platform', 'Messages a visitor may send a minute.', true],
  [
    'FEATURE_FLAGS',
    'JSON',
    '{\n  "nlpV2": true,\n  "mapperV2": false\n}',
    'platform',
    'Features switched on for this chatbot by the platform team.',
    true,
  ],
]

const chatbotIds = ['cb-werving', 'cb-techniek'] as const

export const seedWidgetConfig = (name: string, projectId: string): WidgetConfig => ({
  ...defaultWidgetConfig(name),
  widgetChatName: 'Tessa van Talentbrug',
  headerText: 'Werken bij Talentbrug',
  introAppText: 'Stel je vraag of solliciteer direct',
  introductionText: 'Hoi! Ik ben Tessa. Ik help je een baan te vinden die bij je past.',
  introductionTextTranslations: [
    { language: 'en', text: 'Hi! I am Tessa. I help you find a job that suits you.' },
  ],
  welcomebackMessage: 'Welkom terug! Zullen we verdergaan waar we gebleven waren?',
  messageIndicatorTitleSingular: 'nieuw bericht',
  messageIndicatorTitlePlural: 'nieuwe berichten',
  inputPlaceholder: 'Typ je bericht…',
  sendButtonText: 'Verstuur',
  settingsTemplate: projectId,
  MESSAGE_DELAY_DEFAULT: 600,
  MESSAGE_DELAY_MAX: 2000,
  MESSAGE_DELAY_SIZE: 20,
})

const seedPreview = (chatbotId: string): WidgetPreview => ({
  text: 'Op zoek naar een nieuwe baan? Ik help je graag!',
  autoOpenTime: 8,
  buttons: [
    { text: 'Bekijk vacatures', flow: `fl-${chatbotId.slice(3)}-start` },
    { text: 'Solliciteer als chauffeur', flow: `fl-${chatbotId.slice(3)}-chauffeur` },
  ],
  widgetIconStartFlow: `fl-${chatbotId.slice(3)}-start`,
  isRectangle: false,
  botAvatar: null,
})

/**
 * Settings demo data for Talentbrug Werving and Techniek: the settings above, a configured widget and a
 * teaser with two buttons on Werving (Techniek keeps the defaults, made on first read).
 */
export const settingsSeeder: Seeder = {
  name: 'settings',
  file: 'settings/seed.ts',
  timeColumns: [t.chatbotSettings.updatedAt, t.widgetConfigs.updatedAt, t.widgetPreviews.updatedAt],
  async seed(tx, now) {
    await tx.insert(t.chatbotSettings).values(
      chatbotIds.flatMap((chatbotId) =>
        seedSettings.map(([key, settingType, value, section, helpText, adminOnly = false], position) => ({
          id: `set-${chatbotId.slice(3)}-${key.toLowerCase().replace(/_/g, '-')}`,
          chatbotId,
          key,
          value,
          settingType,
          adminOnly,
          helpText,
          section,
          position,
          updatedAt: now,
        })),
      ),
    )
    await tx.insert(t.widgetConfigs).values({
      chatbotId: 'cb-werving',
      config: seedWidgetConfig('Talentbrug', 'talentbrug-werving'),
      updatedAt: now,
    })
    await tx
      .insert(t.widgetPreviews)
      .values({ chatbotId: 'cb-werving', preview: seedPreview('cb-werving'), updatedAt: now })
  },
}
