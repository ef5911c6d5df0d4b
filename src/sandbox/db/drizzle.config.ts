import { defineConfig } from 'drizzle-kit'

// Run from the repository root: npx drizzle-kit generate --config src/sandbox/db/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/sandbox/db/schema-core.ts',
    './src/sandbox/db/schema-auth.ts',
    './src/sandbox/db/schema-inbox.ts',
    './src/sandbox/db/schema-builder.ts',
    './src/sandbox/db/schema-whatsapp.ts',
    './src/sandbox/db/schema-nlp.ts',
    './src/sandbox/db/schema-analytics.ts',
    './src/sandbox/db/schema-automations.ts',
    './src/sandbox/db/schema-automation-setup.ts',
    './src/sandbox/db/schema-validator.ts',
    './src/sandbox/db/schema-campaign-setup.ts',
  ],
  out: './src/sandbox/db/migrations',
})
