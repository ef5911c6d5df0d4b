import { defineConfig } from 'drizzle-kit'

// Run from the repository root: npx drizzle-kit generate --config src/sandbox/db/drizzle.config.ts
// The schema is the core's tables and every area's schema.ts (ARCHITECTURE §8): a new area's tables are
// picked up by the glob, nothing here names an area.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/sandbox/db/schema.ts', './src/sandbox/*/schema.ts'],
  out: './src/sandbox/db/migrations',
})
