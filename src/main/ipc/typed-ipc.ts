import { ipcMain, type WebContents } from 'electron'
import type { Dispatcher } from './dispatcher'
import type { EventHub } from './event-hub'
import { guardDispatch, type TrustedSenders } from './sender-check'

/**
 * The only file that touches `ipcMain`: every contract channel gets a handler that checks the sender
 * frame, validates the input and answers with a Result (see dispatcher.ts). Events go to every window.
 */
export function bindElectronIpc(
  dispatcher: Dispatcher,
  events: EventHub,
  trusted: TrustedSenders,
  windows: () => readonly WebContents[],
): () => void {
  const dispatch = guardDispatch(dispatcher.dispatch, trusted)
  for (const channel of dispatcher.channels) {
    ipcMain.handle(channel, (event, input: unknown) => dispatch(event.senderFrame?.url, channel, input))
  }
  const detach = events.attach((channel, payload) => {
    for (const contents of windows()) if (!contents.isDestroyed()) contents.send(channel, payload)
  })
  return () => {
    detach()
    for (const channel of dispatcher.channels) ipcMain.removeHandler(channel)
  }
}
