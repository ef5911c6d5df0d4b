import { createHash, randomBytes, randomInt } from 'node:crypto'
import { loginCodeLength } from '@shared/domain/auth'

export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url')
/** Tokens are stored hashed; a copied database must not hand out sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
export const newLoginCode = () => String(randomInt(0, 10 ** loginCodeLength)).padStart(loginCodeLength, '0')
