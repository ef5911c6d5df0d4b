/**
 * The browser harness's stand-in for the preload: builds the same `window.portal` from the same contract,
 * but over a WebSocket to the harness host instead of Electron IPC. The renderer cannot tell the two apart.
 */
import { portalContract } from '@shared/ipc'
import { createBridge, type RendererTransport, type Result } from '@shared/ipc/contract'

type ServerMessage =
  | { type: 'result'; id: number; result: Result<unknown> }
  | { type: 'event'; channel: string; payload: unknown }

const socketUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/__harness/ws`
const pending = new Map<number, (result: Result<unknown>) => void>()
const outbox: string[] = []
const listeners = new Map<string, Set<(payload: unknown) => void>>()
let socket: WebSocket | undefined
let nextId = 1

function connect(): void {
  const ws = new WebSocket(socketUrl)
  socket = ws
  ws.addEventListener('open', () => {
    for (const message of outbox.splice(0)) ws.send(message)
  })
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as ServerMessage
    if (message.type === 'result') {
      pending.get(message.id)?.(message.result)
      pending.delete(message.id)
    } else {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload)
    }
  })
  ws.addEventListener('close', () => {
    // Like a real IPC bridge the harness link must survive the page going offline and back: reconnect,
    // and fail what was in flight instead of leaving the UI waiting forever.
    for (const [id, resolve] of pending) {
      resolve({ ok: false, error: { code: 'internal', message: 'Harness connection lost' } })
      pending.delete(id)
    }
    setTimeout(connect, 500)
  })
}

const transport: RendererTransport = {
  invoke(channel, input) {
    const id = nextId++
    const message = JSON.stringify({ type: 'invoke', id, channel, input })
    return new Promise((resolve) => {
      pending.set(id, resolve)
      if (socket?.readyState === WebSocket.OPEN) socket.send(message)
      else outbox.push(message)
    })
  },
  subscribe(channel, listener) {
    const set = listeners.get(channel) ?? new Set()
    set.add(listener)
    listeners.set(channel, set)
    return () => void set.delete(listener)
  },
}

connect()
Object.defineProperty(window, 'portal', {
  value: createBridge(portalContract, transport),
  writable: false,
  configurable: false,
})
