// @ts-check
/**
 * ESLint rule enforcing the import table of ARCHITECTURE §2. Every message says where the code belongs,
 * because the fix for a boundary error is almost always moving code, not silencing the rule.
 */
import { builtinModules } from 'node:module'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const electronPackages = new Set(['electron', 'electron-store', 'electron-updater'])
const nodeBuiltins = new Set(builtinModules)
/**
 * The only packages src/shared may use: pure TypeScript that runs unchanged in main, preload, renderer
 * and sandbox (no Node, DOM, Electron or React). Type-only packages count too, so the list is complete.
 */
export const sharedPackages = new Set(['valibot', '@casl/ability', '@graphql-typed-document-node/core'])
/** Unit tests beside shared code (x.test.ts) may use the test runner as well. */
const sharedTestPackages = new Set(['vitest'])

/** @param {string} file absolute path @returns {string | null} repo-relative posix path */
function rel(file) {
  const relative = path.relative(root, file)
  return relative.startsWith('..') ? null : relative.split(path.sep).join('/')
}

/** @param {string} file repo-relative */
function layerOf(file) {
  const match = /^src\/(shared|main|preload|renderer|sandbox)\//.exec(file)
  return match ? match[1] : null
}

/** @param {string} source @param {string} importer absolute @returns {{ kind: 'file', path: string } | { kind: 'package', name: string }} */
function classify(source, importer) {
  if (source.startsWith('@shared/') || source === '@shared') {
    return { kind: 'file', path: 'src/shared/' + source.slice('@shared/'.length) }
  }
  if (source.startsWith('.')) {
    const target = rel(path.resolve(path.dirname(importer), source))
    return { kind: 'file', path: target ?? source }
  }
  const name = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]
  return { kind: 'package', name: name ?? source }
}

const electronAllowed = (/** @type {string} */ file) =>
  file.startsWith('src/main/shell/') ||
  file === 'src/main/ipc/typed-ipc.ts' ||
  file === 'src/main/index.ts' ||
  file.startsWith('src/preload/')

/**
 * @param {string} file repo-relative importer
 * @param {ReturnType<typeof classify>} target
 * @returns {string | null} the problem, or null when allowed
 */
export function checkImport(file, target) {
  const from = layerOf(file)
  if (!from) return null
  if (target.kind === 'package') {
    const isNode = target.name.startsWith('node:') || nodeBuiltins.has(target.name)
    if (electronPackages.has(target.name) && !electronAllowed(file)) {
      return `'${target.name}' loads Electron, which only src/main/shell/**, src/main/ipc/typed-ipc.ts, src/main/index.ts and src/preload may import. Define a small port (interface) here and implement it in src/main/shell.`
    }
    if (from === 'shared') {
      if (isNode)
        return `src/shared is pure TypeScript for every process and may not use '${target.name}'. Move Node code to src/main or src/sandbox.`
      if (['react', 'react-dom'].includes(target.name) || target.name.startsWith('@mantine/')) {
        return `src/shared may not use '${target.name}'. UI code belongs in src/renderer.`
      }
      const isTest = /\.test\.tsx?$/.test(file)
      if (!sharedPackages.has(target.name) && !(isTest && sharedTestPackages.has(target.name))) {
        return `src/shared may use only the pure packages ${[...sharedPackages].join(', ')}; '${target.name}' is not one of them. Move code that needs it to the process that uses it (src/main, src/renderer or src/sandbox), or, if it is pure TypeScript for every process, add it to sharedPackages in scripts/eslint/import-boundaries.js.`
      }
    }
    if ((from === 'renderer' || from === 'preload') && isNode) {
      return `src/${from} runs in a sandboxed page and may not use '${target.name}'. Ask main through window.portal (contract in src/shared/ipc) and do the work in src/main.`
    }
    return null
  }

  const to = layerOf(target.path)
  if (!to || to === from)
    return from === 'renderer'
      ? checkInsideRenderer(file, target.path)
      : from === 'sandbox'
        ? checkInsideSandbox(file, target.path)
        : null
  if (to === 'shared') return null
  const where = {
    shared: `src/shared may import nothing else of ours. If both sides need it, move the shared part into src/shared; else keep it in src/${to}.`,
    main:
      to === 'sandbox' && file.startsWith('src/main/demo/')
        ? null
        : to === 'sandbox'
          ? `only src/main/demo may start the sandbox server; call it from there.`
          : `main may not import src/${to}. Shared types and schemas belong in src/shared.`,
    preload: `the preload may import only src/shared and electron. It builds window.portal from src/shared/ipc; logic belongs in src/main.`,
    renderer: `the renderer may import only src/shared. Ask main through window.portal (src/shared/ipc) instead of importing src/${to}.`,
    sandbox: `the sandbox server may import only src/shared. Put what both need in src/shared.`,
  }[from]
  return where ?? null
}

/** Inside the renderer: routes -> features -> ui/lib, and no feature imports another feature. */
function checkInsideRenderer(/** @type {string} */ file, /** @type {string} */ targetPath) {
  const area = (/** @type {string} */ p) =>
    /^src\/renderer\/src\/(routes|features|ui|lib|app)\/([^/]+)?/.exec(p)
  const a = area(file)
  const b = area(targetPath)
  if (!a || !b) return null
  const [, fromArea, fromName] = a
  const [, toArea, toName] = b
  if (fromArea === 'features' && toArea === 'features' && fromName !== toName) {
    return `feature '${fromName}' may not import feature '${toName}'. Move what both need to src/renderer/src/ui (components) or src/renderer/src/lib (logic), or compose them in a route.`
  }
  if ((fromArea === 'ui' || fromArea === 'lib') && (toArea === 'features' || toArea === 'routes')) {
    return `src/renderer/src/${fromArea} is shared by every feature and may not import ${toArea}. Move this code into the feature, or pass what it needs as props.`
  }
  if (fromArea === 'features' && toArea === 'routes') {
    return `features may not import routes. Routes compose features; pass navigation in as props or use the router's typed links.`
  }
  return null
}

/**
 * Inside the sandbox server: routes and resolvers (http/, graphql/, an area's routes.ts, dev-routes.ts,
 * *resolvers.ts) parse, authorise and call services; services, schemas and seeds (db/, an area's
 * *-service.ts, schema.ts, seed*.ts) never reach back up into them (ARCHITECTURE §6, §8).
 */
function checkInsideSandbox(/** @type {string} */ file, /** @type {string} */ targetPath) {
  const lower =
    /^src\/sandbox\/(db)\//.exec(file) ??
    /^src\/sandbox\/(?!http\/|graphql\/)[a-z-]+\/([a-z-]*-service|schema|seed[a-z-]*)\.ts$/.exec(file)
  const upper =
    /^src\/sandbox\/(http|graphql)(\/|$)/.exec(targetPath) ??
    /^src\/sandbox\/[a-z-]+\/(routes|dev-routes|[a-z-]*resolvers)(\.ts)?$/.exec(targetPath)
  if (!lower || !upper) return null
  return `src/sandbox: ${lower[1]} may not import ${upper[1]}: routes and resolvers call services, never the other way round. Move what both need into a service (errors: src/sandbox/errors.ts), or keep it with the ${upper[1]}.`
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforces the folder import table of ARCHITECTURE §2' },
    schema: [],
    messages: { boundary: 'Boundary: {{problem}}' },
  },
  create(context) {
    const file = rel(context.filename)
    if (!file) return {}
    /** @param {any} node @param {string} source @param {boolean} [typeOnly] */
    const report = (node, source, typeOnly = false) => {
      const target = classify(source, context.filename)
      // A type-only import is erased at build time: it cannot load Electron at run time.
      if (typeOnly && target.kind === 'package' && electronPackages.has(target.name)) return
      const problem = checkImport(file, target)
      if (problem) context.report({ node, messageId: 'boundary', data: { problem } })
    }
    return {
      ImportDeclaration: (node) =>
        report(node.source, String(node.source.value), /** @type {any} */ (node).importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && report(node.source, String(node.source.value)),
      ExportAllDeclaration: (node) => report(node.source, String(node.source.value)),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && report(node.source, String(node.source.value)),
      // require('x') loads a module just like import: the same table applies.
      CallExpression: (node) => {
        const [arg] = node.arguments
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          arg?.type === 'Literal' &&
          typeof arg.value === 'string'
        )
          report(arg, arg.value)
      },
      // TypeScript's `import x = require('x')`.
      /** @param {any} node */
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference?.type === 'TSExternalModuleReference' &&
        node.moduleReference.expression?.type === 'Literal' &&
        report(
          node.moduleReference.expression,
          String(node.moduleReference.expression.value),
          node.importKind === 'type',
        ),
    }
  },
}

export default { rules: { 'import-boundaries': rule } }
