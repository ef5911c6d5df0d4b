#!/usr/bin/env node
/**
 * Runs a command inside its own D-Bus session with an unlocked gnome-keyring, so integration tests talk
 * to a real Secret Service (the Linux OS keychain) without touching the user's own keyring. Where those
 * programs are missing the command runs as it is, and keychain tests take their "no keychain" branch.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: with-keychain.mjs <command> [args...]')
  process.exit(2)
}
const has = (program) => spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0

let result
if (has('dbus-run-session') && has('gnome-keyring-daemon')) {
  const script =
    'printf test-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec "$@"'
  // gnome-keyring keeps its login collection under $XDG_DATA_HOME/keyrings. A fresh folder per run keeps
  // parallel runs (two worktrees, CI next to a developer) from deleting each other's collection.
  const dataHome = mkdtempSync(join(tmpdir(), 'portal-keyring-'))
  try {
    result = spawnSync('dbus-run-session', ['--', 'sh', '-c', script, 'sh', command, ...args], {
      stdio: 'inherit',
      env: { ...process.env, PORTAL_TEST_KEYCHAIN: '1', XDG_DATA_HOME: dataHome },
    })
  } finally {
    rmSync(dataHome, { recursive: true, force: true })
  }
} else {
  console.warn('with-keychain: dbus-run-session or gnome-keyring-daemon missing; running without a keychain')
  result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' })
}
process.exit(result.status ?? 1)
