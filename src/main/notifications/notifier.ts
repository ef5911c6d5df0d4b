/**
 * Port for native notifications. Electron's implementation (src/main/shell) keeps every notification
 * referenced until it is closed — an unreferenced Notification is garbage-collected and its click is lost
 * (QUALITY REL-10). The harness records them and lets a test click one.
 */
export interface NativeNotification {
  readonly title: string
  readonly body: string
  /** Called when the user clicks the notification. */
  readonly onClick: () => void
}

export interface Notifier {
  show(notification: NativeNotification): void
  /** Closes every notification still on screen (the user signed out or was replaced: QUALITY SEC-11). */
  closeAll(): void
}

/** Port for the unread count on the tray icon and the dock/taskbar badge. */
export interface UnreadBadge {
  setUnreadCount(count: number): void
}

/** i18next-style {{name}} placeholders, for the few notification texts main formats itself. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
