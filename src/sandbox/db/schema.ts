export * from './schema-core'
export * from './schema-auth'
export * from './schema-inbox'
export * from './schema-builder'

export * from './schema-whatsapp'
export * from './schema-nlp'

export * from './schema-analytics'
export * from './schema-automations'
export * from './schema-automation-setup'
export * from './schema-campaign-setup'
export * from './schema-validator'
