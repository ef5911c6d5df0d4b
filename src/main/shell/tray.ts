import path from 'node:path'
import { Menu, Tray, nativeImage } from 'electron'
import type { MenuCommand, MenuItemSpec } from '../desktop/menu-spec'
import { toElectronTemplate } from './app-menu'

export interface PortalTray {
  update(template: readonly MenuItemSpec[], tooltip: string): void
  destroy(): void
}

/**
 * The tray (menu bar on macOS) icon. macOS gets a template image so it follows light and dark menu bars;
 * Windows and Linux a coloured one. Images are in resources/tray (extraResources in packaged builds).
 */
export function createTray(input: {
  readonly imagesDir: string
  readonly platform: string
  readonly template: readonly MenuItemSpec[]
  readonly tooltip: string
  readonly run: (command: MenuCommand) => void
  /** Windows and Linux users expect a click on the icon to bring the window back. */
  readonly onClick: () => void
}): PortalTray {
  const file = input.platform === 'darwin' ? 'trayTemplate.png' : 'tray.png'
  const image = nativeImage.createFromPath(path.join(input.imagesDir, file))
  if (input.platform === 'darwin') image.setTemplateImage(true)
  const tray = new Tray(image)
  const apply = (template: readonly MenuItemSpec[], tooltip: string) => {
    tray.setToolTip(tooltip)
    tray.setContextMenu(Menu.buildFromTemplate(toElectronTemplate(template, input.run)))
  }
  apply(input.template, input.tooltip)
  if (input.platform !== 'darwin') tray.on('click', input.onClick)
  return { update: apply, destroy: () => tray.destroy() }
}
