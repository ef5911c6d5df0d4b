import type { FlushRequest } from '@shared/ipc/app'
import { flushPendingSaves } from './pending-saves'
import { portal, usePortalEvent } from './portal'

/**
 * Answers main's "the window closes / the app quits" (`app.onDidRequestFlush`): saves every edit still
 * waiting for its debounced save, then tells main it may close (QUALITY REL-6). Main does not wait longer
 * than a few seconds. Mounted once, for the whole app.
 */
export function useFlushBeforeClose(): void {
  usePortalEvent(portal().app.onDidRequestFlush, ({ requestId }: FlushRequest) => {
    void flushPendingSaves().finally(
      () =>
        void portal()
          .app.readyToClose({ requestId })
          .catch(() => undefined),
    )
  })
}
