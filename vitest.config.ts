import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { localeNavTexts } from './electron.vite.config'
import { useRamScratchDir } from './tests/scratch-dir'

useRamScratchDir()

const shared = fileURLToPath(new URL('./src/shared', import.meta.url))

// Three projects: plain Node units (main, shared, sandbox, preload helpers), renderer units in jsdom,
// and cross-process integration tests in tests/integration (sandbox + real keychain).
// The unit projects share one environment and module cache per worker (`isolate: false`): a fresh jsdom
// and fresh imports per file cost more than the tests themselves (unit-web 138 s → 31 s, unit-node
// 229 s → 155 s on two cores). No test mocks modules, and each one cleans up its own timers and DOM.
export default defineConfig({
  // The renderer's i18n imports every area's navigation texts as `<area>.json?nav`.
  plugins: [localeNavTexts()],
  resolve: { alias: { '@shared': shared } },
  test: {
    // Vitest's default is one worker fewer than the machine has cores: one on the two-core CI machine,
    // where two workers finish the unit tests in 240 s instead of 284 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          isolate: false,
          // A sandbox test talks to a real server: a file's first GraphQL answer also builds the schema, and
          // beside the build on two cores that alone came near the default 5 s. A test that hangs still fails.
          testTimeout: 15_000,
          // They run beside the build: helper processes start from source, never a half-written bundle.
          env: { PORTAL_CHILDREN_FROM_SOURCE: '1' },
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
          isolate: false,
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
