import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const shared = fileURLToPath(new URL('./src/shared', import.meta.url))

// Three projects: plain Node units (main, shared, sandbox, preload helpers), renderer units in jsdom,
// and cross-process integration tests in tests/integration (sandbox + real keychain).
export default defineConfig({
  resolve: { alias: { '@shared': shared } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: [
            'src/{main,shared,sandbox,preload}/**/*.test.ts',
            'tests/harness/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
