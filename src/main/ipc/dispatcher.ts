import * as v from 'valibot'
import {
  listChannels,
  type AnyCommand,
  type ContractDef,
  type HandlersOf,
  type Result,
} from '@shared/ipc/contract'
import { commonErrorCodes, PortalError, type PortalErrorData } from '@shared/ipc/errors'

export interface Dispatcher {
  /** Validates `input` against the channel's schema, then runs its handler. Never throws. */
  dispatch(channel: string, input: unknown): Promise<Result<unknown>>
  readonly channels: readonly string[]
}

export interface DispatcherOptions {
  /** Where unexpected failures are reported; the renderer only ever sees `internal`. */
  readonly onUnexpectedError?: (channel: string, error: unknown) => void
}

type AnyHandler = (input: unknown) => unknown

/** One IPC message at most (QUALITY P-8). */
export const maxMessageBytes = 64 * 1024

/**
 * The transport-neutral heart of main's IPC: Electron IPC (typed-ipc.ts) and the harness WebSocket both
 * hand every request to it, so validation and error shaping are identical on both transports.
 */
export function createDispatcher<C extends ContractDef>(
  contract: C,
  handlers: HandlersOf<C>,
  options: DispatcherOptions = {},
): Dispatcher {
  const routes = new Map<string, { def: AnyCommand; handler: AnyHandler }>()
  for (const [domainName, domain] of Object.entries(contract)) {
    const domainHandlers =
      (handlers as Record<string, Record<string, AnyHandler | undefined>>)[domainName] ?? {}
    for (const [methodName, def] of Object.entries(domain)) {
      if (def.kind !== 'command') continue
      const handler = domainHandlers[methodName]
      if (!handler) throw new Error(`No handler registered for ${def.channel}`)
      routes.set(def.channel, { def, handler })
    }
  }

  return {
    channels: listChannels(contract).commands.map((c) => c.channel),
    async dispatch(channel, input) {
      const route = routes.get(channel)
      if (!route)
        return failure({ code: commonErrorCodes.unknownChannel, message: `Unknown channel ${channel}` })
      // Every command takes exactly one plain object (ARCHITECTURE §3); arrays and class instances
      // would otherwise pass an object schema.
      if (!isPlainObject(input)) {
        return failure({
          code: commonErrorCodes.invalidInput,
          message: 'Invalid input',
          fields: { '': 'Expected an object' },
        })
      }
      const parsed = v.safeParse(route.def.input, input)
      if (!parsed.success) return failure(invalidInput(parsed.issues))
      try {
        const value = await route.handler(parsed.output)
        // ARCHITECTURE §3 / QUALITY P-8: large data never crosses IPC (exports are written by main).
        const size = value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value))
        if (size > maxMessageBytes) {
          options.onUnexpectedError?.(
            channel,
            new Error(`Answer of ${size} bytes exceeds the ${maxMessageBytes}-byte IPC limit`),
          )
          return failure({ code: commonErrorCodes.tooLarge, message: 'The answer is too large to show.' })
        }
        return { ok: true, value }
      } catch (error) {
        if (error instanceof PortalError) return failure(error.toData())
        options.onUnexpectedError?.(channel, error)
        return failure({ code: commonErrorCodes.internal, message: 'Something went wrong.' })
      }
    },
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

function failure(error: PortalErrorData): Result<never> {
  return { ok: false, error }
}

function invalidInput(issues: readonly v.BaseIssue<unknown>[]): PortalErrorData {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    fields[path] ??= issue.message
  }
  return { code: commonErrorCodes.invalidInput, message: 'Invalid input', fields }
}
