#!/usr/bin/env node
// Fails when the project's own modules import each other in a circle (ARCHITECTURE: layers point one
// way). eslint-plugin-import-x's no-cycle would do this, but its resolver ships platform binaries this
// machine's registry does not serve; TypeScript's own resolver sees exactly what the compiler sees.
// Type-only imports count too: a type cycle is still two modules that cannot be understood apart.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import ts from 'typescript'

// Usage: check-import-cycles.mjs [tsconfig …]; without arguments, the repository's three projects.
const given = process.argv.slice(2).map((file) => path.resolve(file))
const root = given.length > 0 ? path.dirname(given[0]) : path.resolve(import.meta.dirname, '..')
const projects = given.length > 0 ? given : ['tsconfig.node.json', 'tsconfig.web.json', 'tsconfig.e2e.json']

/** file → the project files it imports, over every tsconfig (a file in two projects resolves alike). */
const graph = new Map()

for (const project of projects) {
  const configPath = path.resolve(root, project)
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  const host = ts.createCompilerHost(config.options)
  const cache = ts.createModuleResolutionCache(root, (name) => name, config.options)
  for (const file of config.fileNames) {
    if (!/\.(ts|tsx|mts)$/.test(file) || file.endsWith('.d.ts')) continue
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = graph.get(file) ?? new Set()
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, host, cache).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = path.resolve(resolved.resolvedFileName)
      if (target.endsWith('.d.ts') || !target.startsWith(root + path.sep)) continue
      targets.add(target)
    }
    graph.set(file, targets)
  }
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
const index = new Map()
const lowLink = new Map()
const onStack = new Set()
const stack = []
const cycles = []
let counter = 0

function visit(file) {
  index.set(file, counter)
  lowLink.set(file, counter)
  counter += 1
  stack.push(file)
  onStack.add(file)
  for (const target of graph.get(file) ?? []) {
    if (!index.has(target)) {
      visit(target)
      lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)))
    } else if (onStack.has(target)) {
      lowLink.set(file, Math.min(lowLink.get(file), index.get(target)))
    }
  }
  if (lowLink.get(file) !== index.get(file)) return
  const component = []
  let member
  do {
    member = stack.pop()
    onStack.delete(member)
    component.push(member)
  } while (member !== file)
  if (component.length > 1 || graph.get(file)?.has(file)) cycles.push(component)
}

for (const file of graph.keys()) if (!index.has(file)) visit(file)

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}); break each so the imports point one way:`)
  for (const component of cycles) {
    console.error(
      `- ${component
        .map((file) => path.relative(root, file))
        .sort()
        .join('\n  ')}`,
    )
  }
  process.exit(1)
}
console.log(`No import cycles among ${graph.size} files.`)
