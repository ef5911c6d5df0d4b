/**
 * Building blocks of the main <-> renderer contract (ARCHITECTURE §3).
 *
 * A domain file declares its channels once with `command` and `event`; everything else (the preload
 * bridge, the harness bridge, the main-side dispatcher and the renderer's types) is derived from those
 * declarations, so a channel name or an input schema can never drift between processes.
 */
import type * as v from 'valibot'
import type { PortalErrorData } from './errors'

type AnySchema = v.GenericSchema<unknown, unknown>

/** A request from the renderer that main answers once. */
export interface CommandDef<TInput extends AnySchema, TOutput> {
  readonly kind: 'command'
  readonly channel: string
  readonly input: TInput
  /** Type-level only: the value main answers with. */
  readonly output?: TOutput
}

/** A message main pushes to the renderer whenever something changes. */
export interface EventDef<TPayload> {
  readonly kind: 'event'
  readonly channel: string
  /** Type-level only: what listeners receive. */
  readonly payload?: TPayload
}

export function command<TOutput>() {
  return <TInput extends AnySchema>(channel: string, input: TInput): CommandDef<TInput, TOutput> => ({
    kind: 'command',
    channel,
    input,
  })
}

export function event<TPayload>(channel: string): EventDef<TPayload> {
  return { kind: 'event', channel }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: any command fits a domain
export type AnyCommand = CommandDef<any, any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: any event fits a domain
export type AnyEvent = EventDef<any>
export type DomainDef = Readonly<Record<string, AnyCommand | AnyEvent>>
export type ContractDef = Readonly<Record<string, DomainDef>>

export type CommandInput<C> = C extends CommandDef<infer I, unknown> ? v.InferInput<I> : never
export type CommandParsedInput<C> = C extends CommandDef<infer I, unknown> ? v.InferOutput<I> : never
export type CommandOutput<C> = C extends CommandDef<AnySchema, infer O> ? O : never
export type EventPayload<E> = E extends EventDef<infer P> ? P : never

/** What crosses the bridge for every command: errors travel as data, never as thrown objects. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: PortalErrorData }

export type Unsubscribe = () => void

/** `window.portal` as the preload (or the harness) exposes it: commands answer with a Result. */
export type BridgeOf<C extends ContractDef> = {
  readonly [D in keyof C]: {
    readonly [K in keyof C[D]]: C[D][K] extends AnyCommand
      ? (input: CommandInput<C[D][K]>) => Promise<Result<CommandOutput<C[D][K]>>>
      : C[D][K] extends AnyEvent
        ? (listener: (payload: EventPayload<C[D][K]>) => void) => Unsubscribe
        : never
  }
}

/** What main implements: one function per command, receiving the already validated input. */
export type HandlersOf<C extends ContractDef> = {
  readonly [D in keyof C]: {
    readonly [K in keyof C[D] as C[D][K] extends AnyCommand ? K : never]: (
      input: CommandParsedInput<C[D][K]>,
    ) => Promise<CommandOutput<C[D][K]>> | CommandOutput<C[D][K]>
  }
}

/** A channel main can push on, with its payload type. */
export type EmitterOf<C extends ContractDef> = <E extends AnyEvent>(
  event: E & C[keyof C][keyof C[keyof C]],
  payload: EventPayload<E>,
) => void

/** The two directions a transport must carry. Electron IPC and the harness WebSocket both provide it. */
export interface RendererTransport {
  invoke(channel: string, input: unknown): Promise<Result<unknown>>
  subscribe(channel: string, listener: (payload: unknown) => void): Unsubscribe
}

/**
 * Builds `window.portal` from the contract over any transport. Each method is a fresh closure over a
 * fixed channel name: the renderer can never name a channel itself.
 */
export function createBridge<C extends ContractDef>(contract: C, transport: RendererTransport): BridgeOf<C> {
  const bridge: Record<string, Record<string, unknown>> = {}
  for (const [domainName, domain] of Object.entries(contract)) {
    const methods: Record<string, unknown> = {}
    for (const [methodName, def] of Object.entries(domain)) {
      methods[methodName] =
        def.kind === 'command'
          ? (input: unknown) => transport.invoke(def.channel, input)
          : (listener: (payload: unknown) => void) => transport.subscribe(def.channel, listener)
    }
    bridge[domainName] = Object.freeze(methods)
  }
  return Object.freeze(bridge) as BridgeOf<C>
}

/** Every command and event of a contract, for registration and for tests that must cover each one. */
export function listChannels(contract: ContractDef): { commands: AnyCommand[]; events: AnyEvent[] } {
  const commands: AnyCommand[] = []
  const events: AnyEvent[] = []
  for (const domain of Object.values(contract)) {
    for (const def of Object.values(domain)) {
      if (def.kind === 'command') commands.push(def)
      else events.push(def)
    }
  }
  return { commands, events }
}
