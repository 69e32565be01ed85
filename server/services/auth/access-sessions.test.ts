import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/client'
import { findOrCreateCandidateByPhone } from '../candidates'
import {
  createAccessSession,
  revokeAccessSession,
  signAccessToken,
  verifyAccessToken,
} from './access-sessions'

const key = new Uint8Array(32).fill(7)
const otherKey = new Uint8Array(32).fill(9)
const now = new Date('2026-11-23T12:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('access tokens, checked once per token and their session every time', () => {
  let database: DatabaseHandle
  let candidateId: string

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: undefined })
    await database.migrate()
    candidateId = await findOrCreateCandidateByPhone(database.db, '+12065550123', now)
  })
  afterAll(() => database.close())

  async function signedSession(ttlDays = 30) {
    const session = await createAccessSession(database.db, {
      candidateId,
      deviceId: 'device',
      now,
      ttlDays,
    })
    const token = await signAccessToken(key, {
      candidateId,
      sessionId: session.sessionId,
      issuedAt: now,
      expiresAt: session.expiresAt,
    })
    return { ...session, token }
  }

  it('accepts a token again and again, and refuses it once its session is revoked', async () => {
    const { token, sessionId } = await signedSession()
    for (let i = 0; i < 3; i += 1) {
      expect(await verifyAccessToken(database.db, key, token, now)).toEqual({
        candidateId,
        sessionId,
      })
    }
    await revokeAccessSession(database.db, sessionId, now)
    expect(await verifyAccessToken(database.db, key, token, now)).toBeUndefined()
  })

  it('refuses a token it accepted before once the token has expired', async () => {
    const { token } = await signedSession(1)
    expect(await verifyAccessToken(database.db, key, token, now)).toBeDefined()
    expect(await verifyAccessToken(database.db, key, token, later(86_400_000))).toBeUndefined()
  })

  it('refuses under another key a token it accepted under its own', async () => {
    const { token } = await signedSession()
    expect(await verifyAccessToken(database.db, key, token, now)).toBeDefined()
    expect(await verifyAccessToken(database.db, otherKey, token, now)).toBeUndefined()
  })

  it('refuses a token with a changed signature', async () => {
    const { token } = await signedSession()
    expect(await verifyAccessToken(database.db, key, token, now)).toBeDefined()
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await verifyAccessToken(database.db, key, forged, now)).toBeUndefined()
  })
})
