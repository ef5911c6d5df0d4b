#!/usr/bin/env node
/**
 * `npm start`: builds the app and launches it in Electron. Where the Electron binary cannot be obtained
 * (it is downloaded from GitHub on first use; some machines cannot reach it) this says so in one line
 * and points to the browser harness, instead of printing a stack trace.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const electronDir = path.join(root, 'node_modules', 'electron')

function electronBinary() {
  const pathFile = path.join(electronDir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const relative = readFileSync(pathFile, 'utf8').trim()
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH
  const binary = override ? path.join(override, relative) : path.join(electronDir, 'dist', relative)
  return existsSync(binary) ? binary : null
}

let binary = electronBinary()
if (!binary) {
  // Electron ≥ 42 downloads its binary lazily; try once, quietly, with a time limit.
  spawnSync(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'ignore', timeout: 120_000 })
  binary = electronBinary()
}
if (!binary) {
  console.error(
    'The Electron binary is not available on this machine and could not be downloaded; run `npm run start:browser` to use the portal in your browser instead.',
  )
  process.exit(1)
}

const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const child = spawn(binary, [root, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })
child.on('exit', (code) => process.exit(code ?? 0))
