import { cpSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

/**
 * The demo workspace's sandbox server runs from out/main/sandbox.js in a utilityProcess; its database
 * migrations are read from disk beside it, so they ship next to the bundle.
 */
function copySandboxMigrations(): Plugin {
  return {
    name: 'copy-sandbox-migrations',
    closeBundle() {
      // Beside whichever file ends up holding the database code: the entry or a shared chunk.
      for (const target of ['out/main/migrations', 'out/main/chunks/migrations']) {
        cpSync('src/sandbox/db/migrations', target, { recursive: true })
      }
    },
  }
}

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) }

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rollupOptions: {
        // The .xlsx writer runs in a process of its own started from its own file (src/main/exports/xlsx-export.ts).
        input: {
          index: 'src/main/index.ts',
          sandbox: 'src/sandbox/cli.ts',
          'xlsx-writer': 'src/main/exports/xlsx-writer-process.ts',
        },
      },
    },
    plugins: [copySandboxMigrations()],
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      // A sandboxed renderer can only load a CommonJS preload, and only as one file: bundle everything.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: 'src/preload/index.ts' },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    resolve: { alias },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader travels with its screen: the data calls it primes (and the GraphQL documents
        // they carry) are the area's code, not the initial bundle's (QUALITY P-1).
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: fileURLToPath(new URL('./src/renderer/src/routes', import.meta.url)),
        generatedRouteTree: fileURLToPath(
          new URL('./src/renderer/src/app/route-tree.gen.ts', import.meta.url),
        ),
        quoteStyle: 'single',
        semicolons: false,
      }),
      react(),
    ],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves the renderer unminified by default; the bundle budgets (P-1) count gzip bytes.
      minify: true,
      // The manifest lets the bundle-budget test walk static imports from the entry (QUALITY P-1, P-2).
      manifest: true,
      rollupOptions: {
        input: 'src/renderer/index.html',
        treeshake: { manualPureFunctions: ['v'] },
      },
    },
  },
})
