import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Resolves a request for the renderer (app://renderer/... in Electron, http://127.0.0.1/... in the
 * harness) to a file inside the renderer build — and nothing outside it (QUALITY SEC-2). Returns null for
 * anything suspicious instead of trying to repair it.
 */
export function resolveRendererFile(rendererRoot: string, requestPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    return null
  }
  // NUL bytes, backslashes (Windows separators and UNC prefixes) and drive letters are never part of a
  // file we ship; rejecting them outright avoids every platform-specific normalisation trick.
  if (decoded.includes('\0') || decoded.includes('\\') || /(^|\/)[a-zA-Z]:/.test(decoded)) return null
  const segments = decoded.split('/').filter((segment) => segment.length > 0)
  if (segments.some((segment) => segment === '..' || segment === '.')) return null
  const relative = segments.length === 0 ? 'index.html' : segments.join('/')
  const root = path.resolve(rendererRoot)
  const resolved = path.resolve(root, relative)
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null
  return resolved
}

/** CSP for every HTML response: our own scripts only, no inline script, no plugins, no <base>. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine sets CSS variables through style attributes and <style> tags; inline *style* is needed,
  // inline script is not.
  "style-src 'self' 'unsafe-inline'",
  // Pictures come from the portal's https image hosting; the embedded demo workspace hosts its pictures
  // over plain http on loopback (any port: it is chosen at start), so those show too.
  "img-src 'self' data: blob: https: http://127.0.0.1:*",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
}

export function responseHeadersFor(filePath: string): Record<string, string> {
  const ext = path.extname(filePath).toLowerCase()
  const headers: Record<string, string> = {
    'Content-Type': mimeTypes[ext] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
  }
  if (ext === '.html') headers['Content-Security-Policy'] = contentSecurityPolicy
  return headers
}

export interface RendererResponse {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: Buffer | string
}

/** The whole answer to a renderer request, shared by the `app://` handler and the harness's HTTP server. */
export async function loadRendererResponse(
  rendererRoot: string,
  requestPath: string,
): Promise<RendererResponse> {
  const file = resolveRendererFile(rendererRoot, requestPath)
  if (!file) return notFound()
  try {
    const body = await readFile(file)
    return { status: 200, headers: responseHeadersFor(file), body }
  } catch {
    return notFound()
  }
}

function notFound(): RendererResponse {
  return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' }
}
