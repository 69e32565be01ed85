import { and, eq, isNull } from 'drizzle-orm'
import { SignJWT, jwtVerify, type JWTPayload } from 'jose'
import type { Database } from '../../db/client'
import { sessions } from '../../db/schema'

/**
 * Access tokens: an HS256 JWT naming the candidate (sub) and a server-side session (sid).
 * The session row is what makes logout and account deletion take effect immediately.
 */

const TOKEN_ISSUER = 'hirelane'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface AccessSession {
  candidateId: string
  sessionId: string
}

export async function createAccessSession(
  db: Database,
  input: { candidateId: string; deviceId: string; now: Date; ttlDays: number },
): Promise<{ sessionId: string; expiresAt: Date }> {
  const expiresAt = new Date(input.now.getTime() + input.ttlDays * 24 * 60 * 60 * 1000)
  const [session] = await db
    .insert(sessions)
    .values({
      candidateId: input.candidateId,
      deviceId: input.deviceId,
      createdAt: input.now,
      expiresAt,
    })
    .returning({ id: sessions.id })
  if (!session) throw new Error('Inserting a session returned no row')
  return { sessionId: session.id, expiresAt }
}

export function signAccessToken(
  key: Uint8Array,
  input: AccessSession & { issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ sid: input.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.candidateId)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(Math.floor(input.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
    .sign(key)
}

/**
 * The session a bearer token stands for, or undefined when the token is forged, expired, or
 * its session was revoked, has expired or no longer exists (its candidate was deleted).
 */
interface TokenClaims {
  candidateId: string
  sessionId: string
  /** The token's exp, in seconds. */
  expiresAt: number
}

/**
 * Claims of tokens whose signature was checked, by key then token: a token cannot change, so
 * the HMAC (WebCrypto, about 7 % of a dashboard call) runs once per token, not per request.
 * Expiry is still checked each time, and the session row is still read each time.
 */
const verifiedClaims = new WeakMap<Uint8Array, Map<string, TokenClaims>>()
const MAX_VERIFIED_TOKENS = 10_000

async function tokenClaims(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<TokenClaims | undefined> {
  let known = verifiedClaims.get(key)
  if (!known) verifiedClaims.set(key, (known = new Map()))
  const cached = known.get(token)
  if (cached) return cached.expiresAt > now.getTime() / 1000 ? cached : undefined

  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, key, {
      issuer: TOKEN_ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    }))
  } catch {
    return undefined
  }
  const { sub: candidateId, sid: sessionId, exp: expiresAt } = payload
  // Checked before any query: a non-UUID would be a database error, not a clean 401.
  if (
    !candidateId ||
    !UUID.test(candidateId) ||
    typeof sessionId !== 'string' ||
    !UUID.test(sessionId) ||
    typeof expiresAt !== 'number'
  ) {
    return undefined
  }
  const claims = { candidateId, sessionId, expiresAt }
  // The oldest entry goes first: a Map keeps insertion order.
  if (known.size >= MAX_VERIFIED_TOKENS) known.delete(known.keys().next().value as string)
  known.set(token, claims)
  return claims
}

/**
 * The session a bearer token stands for, or undefined when the token is forged, expired, or
 * its session was revoked, has expired or no longer exists (its candidate was deleted).
 */
export async function verifyAccessToken(
  db: Database,
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessSession | undefined> {
  const claims = await tokenClaims(key, token, now)
  if (!claims) return undefined
  const { candidateId, sessionId } = claims
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId))
  if (
    !session ||
    session.candidateId !== candidateId ||
    session.revokedAt ||
    session.expiresAt <= now
  ) {
    return undefined
  }
  return { candidateId, sessionId }
}

export async function revokeAccessSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}
