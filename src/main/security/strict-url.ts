/**
 * Parses an address main is about to act on: send a token to (src/main/api/trusted-origins.ts) or hand to
 * the OS (src/main/security/external-links.ts). Null when it does not parse, or when it holds what URL
 * parsers disagree about or what only serves to deceive:
 * - a backslash (a slash to WHATWG URL for http(s), not to every OS handler: `https://a.example\@b.example`),
 * - whitespace or control characters (WHATWG URL silently drops tabs and newlines inside),
 * - user info (`https://portal.example@evil.example` is a request to evil.example).
 * Callers act on the returned URL's `href`, never on the raw string, so what was checked is what is used.
 */
export function parseStrictUrl(raw: string): URL | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  return url.username || url.password ? null : url
}
