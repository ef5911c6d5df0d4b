export * from './schema-core'
export * from './schema-auth'
