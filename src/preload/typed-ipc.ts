import { ipcRenderer } from 'electron'
import type { RendererTransport, Result } from '@shared/ipc/contract'

/**
 * The only file that touches `ipcRenderer`. It is never exposed itself: index.ts builds fixed-channel
 * methods from the contract on top of it.
 */
export const electronTransport: RendererTransport = {
  invoke: (channel, input) => ipcRenderer.invoke(channel, input) as Promise<Result<unknown>>,
  subscribe(channel, listener) {
    // Strip the IpcRendererEvent: it carries `sender`, which must not reach the page.
    const wrapped = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(channel, wrapped)
    return () => void ipcRenderer.removeListener(channel, wrapped)
  },
}
