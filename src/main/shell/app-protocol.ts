import { protocol } from 'electron'
import { loadRendererResponse } from '../security/renderer-files'

export const appScheme = { scheme: 'app:', host: 'renderer' } as const
export const rendererEntryUrl = 'app://renderer/index.html'

/** Must run before `app.ready`: makes app:// a standard, secure origin (fetch, storage, CSP 'self'). */
export function registerAppSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ])
}

/** Serves the renderer build from app://renderer/ — never file:// (QUALITY SEC-2). */
export function handleAppProtocol(rendererRoot: string): void {
  protocol.handle('app', async (request) => {
    const url = new URL(request.url)
    if (url.host !== appScheme.host) return new Response('Not found', { status: 404 })
    const answer = await loadRendererResponse(rendererRoot, url.pathname)
    const body = typeof answer.body === 'string' ? answer.body : new Uint8Array(answer.body)
    return new Response(body, { status: answer.status, headers: answer.headers })
  })
}
