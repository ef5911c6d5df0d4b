import { Notification } from 'electron'
import type { Notifier } from '../notifications/notifier'

/**
 * Electron notifications, each kept referenced until it closes: an unreferenced Notification may be
 * garbage-collected and its click handler lost (QUALITY REL-10).
 */
export function createNativeNotifier(): Notifier {
  const live = new Set<Notification>()
  return {
    show({ title, body, onClick }) {
      if (!Notification.isSupported()) return
      const notification = new Notification({ title, body, silent: false })
      live.add(notification)
      const release = () => live.delete(notification)
      notification.on('click', () => {
        release()
        onClick()
      })
      notification.on('close', release)
      notification.on('failed', release)
      notification.show()
    },
    closeAll() {
      for (const notification of [...live]) notification.close()
      live.clear()
    },
  }
}
