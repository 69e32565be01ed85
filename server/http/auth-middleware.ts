import type { Context, MiddlewareHandler } from 'hono'
import { forbidden, unauthorized } from '../errors'
import { verifyAccessToken } from '../services/auth/access-sessions'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')
  return match?.[1]
}

/**
 * For every candidate call: a valid access token whose session exists, is not revoked and has
 * not expired. Anything else is a 401, which the client treats as "signed out".
 */
export function requireAuth(
  deps: Pick<AppDeps, 'db' | 'keys' | 'clock'>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c)
    if (!token) throw unauthorized('Please sign in to continue.')
    const session = await verifyAccessToken(deps.db, deps.keys.jwtKey, token, deps.clock.now())
    if (!session) throw unauthorized()
    c.set('auth', session)
    await next()
  }
}

/** A candidate reaches only their own data: any other candidateId is a 403. */
export function assertOwnCandidate(c: Context<AppEnv>, candidateId: string): void {
  if (c.get('auth').candidateId !== candidateId) throw forbidden()
}
