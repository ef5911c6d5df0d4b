/**
 * Typed translation keys (issue 10 item 10): t('…') with a key that is not in the Dutch texts fails the
 * type check. The nl-NL files are the reference; locale parity tests keep en-US in step with them.
 */
import 'i18next'
import type { ErrorCode } from '@shared/domain/errors'
import type analytics from '../../../locales/nl-NL/analytics.json'
import type automations from '../../../locales/nl-NL/automations.json'
import type builder from '../../../locales/nl-NL/builder.json'
import type chatbots from '../../../locales/nl-NL/chatbots.json'
import type common from '../../../locales/nl-NL/common.json'
import type dashboard from '../../../locales/nl-NL/dashboard.json'
import type frame from '../../../locales/nl-NL/frame.json'
import type inbox from '../../../locales/nl-NL/inbox.json'
import type nlp from '../../../locales/nl-NL/nlp.json'
import type partner from '../../../locales/nl-NL/partner.json'
import type preferences from '../../../locales/nl-NL/preferences.json'
import type session from '../../../locales/nl-NL/session.json'
import type updates from '../../../locales/nl-NL/updates.json'
import type users from '../../../locales/nl-NL/users.json'
import type validator from '../../../locales/nl-NL/validator.json'

import type whatsapp from '../../../locales/nl-NL/whatsapp.json'

/** lib/i18n.ts merges the server's error catalogue into common.errors at start-up. */
type CommonResources = Omit<typeof common, 'errors'> & {
  errors: (typeof common)['errors'] & Record<ErrorCode, string>
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      analytics: typeof analytics
      automations: typeof automations
      builder: typeof builder
      chatbots: typeof chatbots
      common: CommonResources
      dashboard: typeof dashboard
      frame: typeof frame
      inbox: typeof inbox
      nlp: typeof nlp
      partner: typeof partner
      preferences: typeof preferences
      session: typeof session
      updates: typeof updates
      users: typeof users
      validator: typeof validator

      whatsapp: typeof whatsapp
    }
    returnNull: false
  }
}
