import { Menu, type MenuItemConstructorOptions } from 'electron'
import type { MenuCommand, MenuItemSpec } from '../desktop/menu-spec'

/** Turns a plain menu template (src/main/desktop) into Electron menu options, commands into clicks. */
export function toElectronTemplate(
  items: readonly MenuItemSpec[],
  run: (command: MenuCommand) => void,
): MenuItemConstructorOptions[] {
  return items.map((item) => {
    const options: MenuItemConstructorOptions = {}
    if (item.type) options.type = item.type
    if (item.label) options.label = item.label
    if (item.role) options.role = item.role as MenuItemConstructorOptions['role']
    if (item.accelerator) options.accelerator = item.accelerator
    const command = item.command
    if (command) options.click = () => run(command)
    if (item.submenu) options.submenu = toElectronTemplate(item.submenu, run)
    return options
  })
}

export function installAppMenu(template: readonly MenuItemSpec[], run: (command: MenuCommand) => void): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(toElectronTemplate(template, run)))
}
