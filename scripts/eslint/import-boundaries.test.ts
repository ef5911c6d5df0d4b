import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'portal/import-boundaries' })

async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portal/import-boundaries').map((m) => m.message)
}

describe('import boundaries (ARCHITECTURE §2)', () => {
  it('fails a renderer file that imports main, and says where the code belongs', async () => {
    const messages = await boundaryMessages(
      'src/renderer/src/features/demo/leak.ts',
      "import { createPortalMain } from '../../../../main/portal-main'\nexport const x = createPortalMain\n",
    )
    expect(messages).toEqual([
      expect.stringContaining('the renderer may import only src/shared. Ask main through window.portal'),
    ])
  })

  it.each([
    [
      'shared using node',
      'src/shared/domain/x.ts',
      "import fs from 'node:fs'",
      'src/shared is pure TypeScript',
    ],
    [
      'shared importing main',
      'src/shared/domain/x.ts',
      "import { a } from '../../main/portal-main'",
      'src/shared may import nothing else of ours',
    ],
    [
      'renderer using electron',
      'src/renderer/src/lib/x.ts',
      "import { ipcRenderer } from 'electron'",
      'only src/main/shell',
    ],
    ['renderer using node', 'src/renderer/src/lib/x.ts', "import path from 'node:path'", 'sandboxed page'],
    [
      'main domain using electron',
      'src/main/prefs/x.ts',
      "import { app } from 'electron'",
      'Define a small port',
    ],
    [
      'main importing the sandbox outside demo',
      'src/main/session/x.ts',
      "import { a } from '../../sandbox/index'",
      'only src/main/demo',
    ],
    [
      'sandbox importing main',
      'src/sandbox/x.ts',
      "import { a } from '../main/portal-main'",
      'the sandbox server may import only src/shared',
    ],
    [
      'a sandbox service importing an http route',
      'src/sandbox/inbox/x-service.ts',
      "import { ApiError } from '../http/api-error'",
      'src/sandbox: x-service may not import http',
    ],
    [
      "a sandbox service importing its area's resolvers",
      'src/sandbox/inbox/x-service.ts',
      "import { inboxResolvers } from './resolvers'",
      'src/sandbox: x-service may not import resolvers',
    ],
    [
      "a sandbox seed importing another area's routes",
      'src/sandbox/inbox/seed.ts',
      "import { builderRoutes } from '../builder/routes'",
      'src/sandbox: seed may not import routes',
    ],
    [
      'the sandbox database importing GraphQL',
      'src/sandbox/db/seed-x.ts',
      "import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'",
      'src/sandbox: db may not import graphql',
    ],
    [
      'preload importing main',
      'src/preload/x.ts',
      "import { a } from '../main/portal-main'",
      'the preload may import only src/shared and electron',
    ],
    [
      'a feature importing another feature',
      'src/renderer/src/features/inbox/x.ts',
      "import { a } from '../session/y'",
      "feature 'inbox' may not import feature 'session'",
    ],
    [
      'shared using a package off its allow-list',
      'src/shared/domain/x.ts',
      "import { z } from 'zod'",
      "src/shared may use only the pure packages valibot, @casl/ability, @graphql-typed-document-node/core; 'zod' is not one of them",
    ],
    [
      'shared using the test runner outside a test',
      'src/shared/domain/x.ts',
      "import { it } from 'vitest'",
      "'vitest' is not one of them",
    ],
    [
      'shared requiring node',
      'src/shared/domain/x.ts',
      "const fs = require('node:fs')",
      'src/shared is pure TypeScript',
    ],
    [
      'shared requiring a package off its allow-list',
      'src/shared/domain/x.ts',
      "const z = require('zod')",
      "'zod' is not one of them",
    ],
    [
      'renderer requiring main',
      'src/renderer/src/lib/x.ts',
      "const m = require('../../../main/portal-main')",
      'the renderer may import only src/shared',
    ],
    [
      'renderer requiring electron',
      'src/renderer/src/lib/x.ts',
      "const e = require('electron')",
      'only src/main/shell',
    ],
    [
      'shared using import = require',
      'src/shared/domain/x.ts',
      "import fs = require('node:fs')",
      'src/shared is pure TypeScript',
    ],
    [
      'ui importing a feature',
      'src/renderer/src/ui/x.ts',
      "import { a } from '../features/inbox/y'",
      'shared by every feature',
    ],
  ])('fails %s', async (_label, file, code, expected) => {
    const messages = await boundaryMessages(file, `${code}\nexport const keep = 1\n`)
    expect(messages.join('\n')).toContain(expected)
  })

  it.each([
    ['main using electron in the shell', 'src/main/shell/x.ts', "import { app } from 'electron'"],
    ['main importing the sandbox from demo', 'src/main/demo/x.ts', "import { a } from '../../sandbox/index'"],
    [
      'a type-only electron import in main',
      'src/main/security/x.ts',
      "import type { BrowserWindow } from 'electron'",
    ],
    [
      'shared using its allowed packages',
      'src/shared/domain/x.ts',
      "import * as v from 'valibot'\nimport { createMongoAbility } from '@casl/ability'\nimport type { TypedDocumentNode } from '@graphql-typed-document-node/core'",
    ],
    ['a shared unit test using vitest', 'src/shared/domain/x.test.ts', "import { it } from 'vitest'"],
    ['main requiring a package', 'src/main/packaging/x.ts', "const b = require('builder-util')"],
    ['a require of a computed name (not a module path)', 'src/shared/domain/x.ts', 'const m = require(name)'],
    ['renderer importing shared by alias', 'src/renderer/src/lib/x.ts', "import { a } from '@shared/ipc'"],
    [
      'a route composing features',
      'src/renderer/src/routes/x.tsx',
      "import { a } from '../features/inbox/y'",
    ],
    [
      'a feature using ui and lib',
      'src/renderer/src/features/inbox/x.ts',
      "import { a } from '../../ui/y'\nimport { b } from '../../lib/z'",
    ],
    [
      'sandbox routes and resolvers using services',
      'src/sandbox/inbox/routes.ts',
      "import { ApiError } from '../errors'\nimport { listMessages } from './inbox-service'\nimport { jsonBody } from '../http/validation'",
    ],
    [
      "a sandbox service using the database and another area's service",
      'src/sandbox/inbox/inbox-service.ts',
      "import * as t from './schema'\nimport { chatbots } from '../chatbots/schema'\nimport { a } from '../whatsapp/whatsapp-service'",
    ],
  ])('allows %s', async (_label, file, code) => {
    expect(await boundaryMessages(file, `${code}\nexport const keep = 1\n`)).toEqual([])
  })
})
