/**
 * electron-builder cannot package on these machines (it needs the Electron download), so the
 * configuration is checked here instead: read the way the electron-builder CLI reads it, validated by
 * electron-builder's own validator against its own JSON schema (app-builder-lib/scheme.json), validated
 * once more without type coercion, and the security-relevant keys asserted one by one.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import { beforeAll, describe, expect, it } from 'vitest'
import { deepLinkScheme } from '../security/deep-link'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const require = createRequire(path.join(root, 'package.json'))

// Deep imports of electron-builder's own loader and validator (app-builder-lib has no exports map;
// electron-builder is pinned to an exact version in package.json, so these paths are stable).
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: null): Promise<Config>
  validateConfiguration(config: Config, debugLogger: unknown): Promise<void>
}
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown }
const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8')) as object
const builderVersion = (
  JSON.parse(readFileSync(require.resolve('electron-builder/package.json'), 'utf8')) as { version: string }
).version

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the configuration is checked by the schema, not by TypeScript
type Config = Record<string, any>

let config: Config

beforeAll(async () => {
  config = await getConfig(root, null, null)
})

// electron-builder's validator compiles its whole JSON schema on every call (seconds of CPU): on the loaded
// two-core CI machine (unit tests run beside the build) that passes Vitest's 5 s default. The budget is
// for that work; what the tests assert is the validation's verdict.
describe('electron-builder.yml', { timeout: 30_000 }, () => {
  it('is checked against electron-builder 26.17', () => {
    expect(builderVersion).toBe('26.17.0')
  })

  it("passes electron-builder's own validation", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined()
  })

  it('matches the JSON schema without type coercion (a "false" string is not a boolean)', () => {
    const ajv = new Ajv({ allErrors: true, strict: false })
    const validate = ajv.compile(schema)
    const valid = validate(config)
    expect(validate.errors ?? []).toEqual([])
    expect(valid).toBe(true)
  })

  it('a misspelt key is caught (the validation really runs)', async () => {
    await expect(
      validateConfiguration(
        { ...config, nsis: { ...config['nsis'], oneclick: true } },
        new DebugLogger(false),
      ),
    ).rejects.toThrow(/configuration\.nsis/)
    await expect(
      validateConfiguration({ ...config, electronFuses: { runAsNode: 'false' } }, new DebugLogger(false)),
    ).resolves.toBeUndefined()
    // electron-builder coerces "false" to false; the strict schema check above does not let it through.
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema)
    expect(validate({ ...config, electronFuses: { runAsNode: 'false' } })).toBe(false)
  })

  it('names the product and versions every artifact', () => {
    expect(config['appId']).toMatch(/^[a-z0-9]+(\.[a-z0-9-]+){2,}$/)
    expect(config['productName']).toBe('Chatbot Portal')
    for (const name of [
      config['artifactName'],
      config['dmg'].artifactName,
      config['nsis'].artifactName,
      config['msi'].artifactName,
    ]) {
      expect(name).toContain('${version}')
      expect(name).toContain('${arch}')
    }
  })

  it('sets every Electron fuse the security model relies on', () => {
    expect(config['electronFuses']).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    })
    expect(config['asar']).toBe(true)
  })

  it('never rebuilds native modules', () => {
    expect(config['npmRebuild']).toBe(false)
    expect(config['nodeGypRebuild']).toBe(false)
    expect(config['buildDependenciesFromSource']).toBe(false)
  })

  it('registers the deep-link protocol the app listens for', () => {
    expect(config['protocols']).toEqual([{ name: 'Chatbot Portal', schemes: [deepLinkScheme] }])
  })

  it('macOS: dmg and zip, hardened runtime, entitlements in resources/, notarization, signing required', () => {
    const mac = config['mac']
    expect(mac.target.map((target: { target: string }) => target.target)).toEqual(['dmg', 'zip'])
    expect(mac.hardenedRuntime).toBe(true)
    expect(mac.notarize).toBe(true)
    expect(mac.forceCodeSigning).toBe(true)
    for (const file of [mac.entitlements, mac.entitlementsInherit]) {
      expect(file).toMatch(/^resources\//)
      const plist = readFileSync(path.join(root, file), 'utf8')
      expect(plist).toContain('com.apple.security.cs.allow-jit')
      // Electron 12+ does not need it, and it weakens the hardened runtime.
      expect(plist).not.toContain('allow-unsigned-executable-memory')
    }
  })

  it('Windows: per-user NSIS that updates, per-machine MSI with a fixed upgrade code, update signature verified', () => {
    expect(config['win'].target).toEqual(['nsis', 'msi'])
    expect(config['win'].forceCodeSigning).toBe(true)
    expect(config['win'].verifyUpdateCodeSignature).toBe(true)
    expect(config['win'].signtoolOptions.signingHashAlgorithms).toEqual(['sha256'])
    expect(config['nsis']).toMatchObject({ oneClick: true, perMachine: false })
    expect(config['msi']).toMatchObject({ perMachine: true, runAfterFinish: false })
    expect(config['msi'].upgradeCode).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/,
    )
  })

  it('Linux: AppImage, deb and rpm', () => {
    expect(config['linux'].target).toEqual(['AppImage', 'deb', 'rpm'])
  })

  it('takes the update feed from the build environment, over https in practice', () => {
    expect(config['publish']).toEqual({ provider: 'generic', url: '${env.PORTAL_UPDATE_URL}' })
  })

  it('ships the tray images the shell loads at run time', () => {
    expect(config['extraResources']).toContainEqual({ from: 'resources/tray', to: 'tray' })
    for (const file of ['tray.png', 'tray@2x.png', 'trayTemplate.png', 'trayTemplate@2x.png']) {
      expect(
        readFileSync(path.join(root, 'resources/tray', file))
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG')
    }
  })
})
