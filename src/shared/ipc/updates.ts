import * as v from 'valibot'
import { command, event } from './contract'

/** Why updates are off; the preferences screen explains each one. */
export type UpdatesDisabledReason =
  /** Managed policy enforces `autoUpdate: false`. */
  | 'policy'
  /** The user switched automatic updates off. */
  | 'preference'
  /** Development build, browser harness, or an install that updates through IT (MSI, per-machine). */
  | 'unsupported'

/**
 * The updater as the renderer sees it. Downloads run in the background; the app never restarts by itself:
 * `downloaded` waits for the user to choose "Restart to update" (or installs when the app quits).
 */
export type UpdateState =
  | { readonly status: 'disabled'; readonly reason: UpdatesDisabledReason }
  | { readonly status: 'idle'; readonly lastCheckedAt: string | null }
  | { readonly status: 'checking' }
  | { readonly status: 'available'; readonly version: string }
  | { readonly status: 'downloading'; readonly version: string; readonly percent: number }
  | { readonly status: 'downloaded'; readonly version: string }
  /** The update server could not be reached; the next scheduled check tries again. */
  | { readonly status: 'offline'; readonly lastCheckedAt: string | null }
  | { readonly status: 'error'; readonly message: string }

export const updatesErrorCodes = { notReady: 'update_not_ready', disabled: 'updates_disabled' } as const

export const updatesContract = {
  getState: command<UpdateState>()('updates:get-state', v.strictObject({})),
  /** Checks now (the preferences screen's button); refused with `updates_disabled` when off. */
  check: command<UpdateState>()('updates:check', v.strictObject({})),
  /** Quits and installs a downloaded update; refused with `update_not_ready` otherwise. */
  restartToUpdate: command<void>()('updates:restart-to-update', v.strictObject({})),
  onDidChange: event<UpdateState>('updates:did-change'),
} as const
