/**
 * A menu as plain data: the same shape as Electron's MenuItemConstructorOptions for the fields used, with
 * actions named by `command` instead of click callbacks, so templates are built and tested without Electron.
 * The shell (src/main/shell/app-menu.ts, tray.ts) maps each command to its handler.
 */
export type MenuCommand = 'open-window' | 'open-preferences' | 'quit'

export interface MenuItemSpec {
  readonly label?: string
  readonly role?: string
  readonly type?: 'separator' | 'normal'
  readonly accelerator?: string
  readonly command?: MenuCommand
  readonly submenu?: readonly MenuItemSpec[]
}

export const separator: MenuItemSpec = { type: 'separator' }
