// Written by electron.vite.config.ts (localeTypes) from locales/nl-NL/*.json on every build: do not edit.
import type analytics from '../../../locales/nl-NL/analytics.json'
import type ats from '../../../locales/nl-NL/ats.json'
import type automations from '../../../locales/nl-NL/automations.json'
import type availabilities from '../../../locales/nl-NL/availabilities.json'
import type builder from '../../../locales/nl-NL/builder.json'
import type calendar from '../../../locales/nl-NL/calendar.json'
import type chatbots from '../../../locales/nl-NL/chatbots.json'
import type common from '../../../locales/nl-NL/common.json'
import type dashboard from '../../../locales/nl-NL/dashboard.json'
import type deployments from '../../../locales/nl-NL/deployments.json'
import type documentation from '../../../locales/nl-NL/documentation.json'
import type emailTemplates from '../../../locales/nl-NL/email-templates.json'
import type facebookLeads from '../../../locales/nl-NL/facebook-leads.json'
import type frame from '../../../locales/nl-NL/frame.json'
import type groupAppointments from '../../../locales/nl-NL/group-appointments.json'
import type inbox from '../../../locales/nl-NL/inbox.json'
import type nlp from '../../../locales/nl-NL/nlp.json'
import type partner from '../../../locales/nl-NL/partner.json'
import type preferences from '../../../locales/nl-NL/preferences.json'
import type report from '../../../locales/nl-NL/report.json'
import type session from '../../../locales/nl-NL/session.json'
import type settings from '../../../locales/nl-NL/settings.json'
import type updates from '../../../locales/nl-NL/updates.json'
import type users from '../../../locales/nl-NL/users.json'
import type validator from '../../../locales/nl-NL/validator.json'
import type whatsapp from '../../../locales/nl-NL/whatsapp.json'
import type wizard from '../../../locales/nl-NL/wizard.json'

export const localeNamespaces = [
  'analytics',
  'ats',
  'automations',
  'availabilities',
  'builder',
  'calendar',
  'chatbots',
  'common',
  'dashboard',
  'deployments',
  'documentation',
  'email-templates',
  'facebook-leads',
  'frame',
  'group-appointments',
  'inbox',
  'nlp',
  'partner',
  'preferences',
  'report',
  'session',
  'settings',
  'updates',
  'users',
  'validator',
  'whatsapp',
  'wizard',
] as const

/** The Dutch texts of every namespace, by namespace: the shape of every language. */
export interface LocaleFiles {
  analytics: typeof analytics
  ats: typeof ats
  automations: typeof automations
  availabilities: typeof availabilities
  builder: typeof builder
  calendar: typeof calendar
  chatbots: typeof chatbots
  common: typeof common
  dashboard: typeof dashboard
  deployments: typeof deployments
  documentation: typeof documentation
  'email-templates': typeof emailTemplates
  'facebook-leads': typeof facebookLeads
  frame: typeof frame
  'group-appointments': typeof groupAppointments
  inbox: typeof inbox
  nlp: typeof nlp
  partner: typeof partner
  preferences: typeof preferences
  report: typeof report
  session: typeof session
  settings: typeof settings
  updates: typeof updates
  users: typeof users
  validator: typeof validator
  whatsapp: typeof whatsapp
  wizard: typeof wizard
}
