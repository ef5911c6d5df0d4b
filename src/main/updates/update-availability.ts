import type { UpdatesDisabledReason } from '@shared/ipc/updates'

/** Facts about the running install, gathered by the shell (src/main/shell/updater.ts). */
export interface InstallFacts {
  /** False in development (`electron-vite dev`) and in the browser harness. */
  readonly isPackaged: boolean
  /**
   * electron-builder writes resources/app-update.yml (the feed URL from the `publish` configuration) only
   * into builds with an updatable target: NSIS, dmg/zip, AppImage, deb, rpm. MSI builds have none.
   */
  readonly hasUpdateFeed: boolean
  /**
   * Installed for all users (Windows: under Program Files, the MSI). Such installs are updated by IT;
   * a per-user updater would need elevation there.
   */
  readonly installedPerMachine: boolean
}

export type UpdatesAvailability =
  { readonly enabled: true } | { readonly enabled: false; readonly reason: UpdatesDisabledReason }

/** Whether the updater may run. Policy first, so IT sees "managed" even on installs that cannot update. */
export function decideUpdatesAvailability(input: {
  readonly install: InstallFacts
  readonly autoUpdate: boolean
  readonly autoUpdateLocked: boolean
}): UpdatesAvailability {
  if (!input.autoUpdate && input.autoUpdateLocked) return { enabled: false, reason: 'policy' }
  if (!input.install.isPackaged || !input.install.hasUpdateFeed || input.install.installedPerMachine) {
    return { enabled: false, reason: 'unsupported' }
  }
  if (!input.autoUpdate) return { enabled: false, reason: 'preference' }
  return { enabled: true }
}

/**
 * Windows: an install under Program Files is per-machine (the MSI for IT, or an NSIS install someone forced
 * per-machine). The per-user updater must leave it alone: updating it needs elevation, and IT rolls out
 * versions there on purpose.
 */
export function isPerMachineInstall(
  platform: string,
  execPath: string,
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  if (platform !== 'win32') return false
  const exe = execPath.toLowerCase().replaceAll('/', '\\')
  const roots = [env['ProgramFiles'], env['ProgramFiles(x86)'], env['ProgramW6432']]
    .filter((root): root is string => typeof root === 'string' && root.length > 0)
    .map((root) => `${root.toLowerCase().replace(/[\\/]+$/, '')}\\`)
  return roots.some((root) => exe.startsWith(root))
}
