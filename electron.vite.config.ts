import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'
import { format, resolveConfig } from 'prettier'
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

/**
 * `locales/<lng>/<area>.json?nav`: only the `nav` texts of an area's file (its navigation and launcher
 * labels). The frame needs every area's labels before any area's screen opens; the area's other texts load
 * with its route (lib/i18n.ts), so the start-up bundle does not grow with the number of areas (QUALITY P-1).
 * Also used by vitest.config.ts.
 */
export function localeNavTexts(): Plugin {
  return {
    name: 'locale-nav-texts',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?')
      if (query !== 'nav' || !file?.endsWith('.json')) return null
      const texts = (JSON.parse(readFileSync(file, 'utf8')) as { nav?: unknown }).nav ?? {}
      return `export default ${JSON.stringify(texts)}`
    },
  }
}

/**
 * The i18n resource types follow the Dutch files (the reference language): src/renderer/src/i18n-resources.gen.ts
 * lists every `locales/nl-NL/<namespace>.json`, written on every build and dev start, so a new area adds its
 * locale files and nothing else (lib/i18n.test.ts fails while the list is stale).
 */
function localeTypes(): Plugin {
  const dir = fileURLToPath(new URL('./locales/nl-NL', import.meta.url))
  const target = fileURLToPath(new URL('./src/renderer/src/i18n-resources.gen.ts', import.meta.url))
  const write = async () => {
    const names = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort()
    const ident = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    const text = [
      '// Written by electron.vite.config.ts (localeTypes) from locales/nl-NL/*.json on every build: do not edit.',
      ...names.map((name) => `import type ${ident(name)} from '../../../locales/nl-NL/${name}.json'`),
      '',
      `export const localeNamespaces = [${names.map((name) => `'${name}'`).join(', ')}] as const`,
      '',
      '/** The Dutch texts of every namespace, by namespace: the shape of every language. */',
      'export interface LocaleFiles {',
      ...names.map((name) => `  ${/^[a-z]\w*$/.test(name) ? name : `'${name}'`}: typeof ${ident(name)}`),
      '}',
      '',
    ].join('\n')
    // Formatted as the repository's format check expects.
    const formatted = await format(text, { ...(await resolveConfig(target)), filepath: target })
    if (!existsSync(target) || readFileSync(target, 'utf8') !== formatted) writeFileSync(target, formatted)
  }
  return {
    name: 'locale-types',
    buildStart: write,
    configureServer(server) {
      server.watcher.on('add', (file) => void (file.startsWith(dir) && write()))
      server.watcher.on('unlink', (file) => void (file.startsWith(dir) && write()))
    },
  }
}

/**
 * `.vite/modules.json`: the project's source modules in each output file, beside Vite's manifest, so the bundle-budget
 * test can tell which code the initial bundle carries (tests/bench/bundle-budgets.ts: no area's code in it).
 */
function moduleManifest(): Plugin {
  return {
    name: 'module-manifest',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url))
      const files: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        // The project's own modules only (packages are checked by name in the files themselves).
        files[output.fileName] = Object.keys(output.modules)
          .filter((id) => id.startsWith(root) && !id.includes('/node_modules/'))
          .map((id) => id.slice(root.length))
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(files) })
    },
  }
}

const graphqlServices = ['chatbot', 'router', 'templates'] as const

/**
 * Each `chatbotGraphql(`…`)` (and `routerGraphql`, `templatesGraphql`) becomes an import of that document's
 * own constant, as the client preset's babel plugin does. The preset's lookup behind the tag is a map of
 * every document of the service, so every screen that used one document carried all 250 of them (16 KB
 * gzip per route, QUALITY P-2); with the constants marked pure, a chunk keeps only the documents it sends.
 * The lookup is read from the generated map itself, so the constant is the one the tag returns.
 */
function graphqlDocumentImports(): Plugin {
  const generated = (service: string) =>
    fileURLToPath(new URL(`./src/shared/graphql/generated/${service}/`, import.meta.url))
  const constants = new Map<string, Map<string, string>>()
  const constantOf = (service: string, source: string): string | undefined => {
    if (!constants.has(service)) {
      const map = readFileSync(`${generated(service)}gql.ts`, 'utf8')
      const entries = [...map.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)]
      constants.set(service, new Map(entries.map(([, key, name]) => [JSON.parse(key!) as string, name!])))
    }
    return constants.get(service)!.get(source)
  }
  const tagCall = new RegExp(`\\b(${graphqlServices.join('|')})Graphql\\(\\s*\`([^\`]*)\`\\s*\\)`, 'g')
  return {
    name: 'graphql-document-imports',
    enforce: 'pre',
    buildStart: () => constants.clear(),
    transform(code, id) {
      const file = id.split('?')[0]!
      if (file.includes('/node_modules/')) return null
      if (graphqlServices.some((service) => file === `${generated(service)}graphql.ts`))
        return code.replaceAll('= new TypedDocumentString(', '= /* @__PURE__ */ new TypedDocumentString(')
      if (!/\.tsx?$/.test(file) || !code.includes('Graphql(`')) return null
      const used = new Map<string, Set<string>>()
      const replaced = code.replace(tagCall, (_call, service: string, source: string) => {
        const constant = constantOf(service, source)
        if (!constant)
          this.error(`${file}: a ${service}Graphql document the codegen has not seen (npm run codegen)`)
        used.set(service, (used.get(service) ?? new Set()).add(constant))
        return constant
      })
      const imports = [...used].map(
        ([service, names]) => `import { ${[...names].join(', ')} } from '${generated(service)}graphql.ts';\n`,
      )
      return { code: imports.join('') + replaced, map: null }
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
      graphqlDocumentImports(),
      react(),
      localeNavTexts(),
      localeTypes(),
      moduleManifest(),
    ],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves the renderer unminified by default; the bundle budgets (P-1) count gzip bytes.
      minify: true,
      // The manifest lets the bundle-budget test walk static imports from the entry (QUALITY P-1, P-2).
      manifest: true,
      rollupOptions: { input: 'src/renderer/index.html' },
    },
  },
})
