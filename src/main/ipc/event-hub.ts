import type { AnyEvent, EventPayload } from '@shared/ipc/contract'

export type EventSink = (channel: string, payload: unknown) => void

/**
 * Services emit typed events here; each transport (Electron windows, harness sockets) attaches a sink.
 * Keeps services free of any knowledge of windows or sockets.
 */
export interface EventHub {
  emit<E extends AnyEvent>(event: E, payload: EventPayload<E>): void
  attach(sink: EventSink): () => void
}

export function createEventHub(): EventHub {
  const sinks = new Set<EventSink>()
  return {
    emit(event, payload) {
      for (const sink of sinks) sink(event.channel, payload)
    },
    attach(sink) {
      sinks.add(sink)
      return () => sinks.delete(sink)
    },
  }
}
