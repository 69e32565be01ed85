import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { OTP_MAX_WRONG_TRIES_PER_CODE } from '../../../contract/auth'
import { errorCodes } from '../../../contract/envelope'
import type { Database } from '../../db/client'
import { loginSessions, otpCodes } from '../../db/schema'
import { AppError } from '../../errors'
import type { ServerKeys } from '../../keys'
import { adoptSignInLanguage } from '../app-language'
import { findOrCreateCandidateByPhone } from '../candidates'
import { createAccessSession, signAccessToken } from './access-sessions'
import { invalidLoginSession } from './issue-code'
import {
  assertNotLocked,
  lockedError,
  lockPhoneRow,
  readPhoneState,
  recordPhoneFailure,
  resetPhoneFailures,
} from './phone-lock'
import { digestsEqual, hashOtpCode, hashSessionToken } from './secrets'

export interface CodeVerifierDeps {
  db: Database
  now: () => Date
  keys: ServerKeys
  accessTokenTtlDays: number
}

export interface SignedIn {
  candidateId: string
  accessToken: string
}

type OtpCodeRow = typeof otpCodes.$inferSelect

const incorrectCode = (attemptsLeft: number) =>
  new AppError(
    400,
    errorCodes.invalidCode,
    'The code is incorrect. Please check it and try again.',
    {
      attemptsLeft,
    },
  )
const codeUsed = () =>
  new AppError(
    400,
    errorCodes.invalidCode,
    'This code has already been used. Please request a new one.',
  )
const codeReplaced = () =>
  new AppError(400, errorCodes.invalidCode, 'A newer code was sent. Please enter the latest code.')
const codeExpired = () =>
  new AppError(400, errorCodes.expiredCode, 'This code has expired. Please request a new one.')
const codeDead = () =>
  new AppError(
    400,
    errorCodes.invalidCode,
    'Too many incorrect attempts for this code. Please request a new one.',
  )

/** Why a code can no longer be used, or undefined while it still can. */
function unusableCodeError(code: OtpCodeRow, now: Date): AppError | undefined {
  if (code.consumedAt) return codeUsed()
  if (code.supersededAt) return codeReplaced()
  if (code.expiresAt <= now) return codeExpired()
  if (code.wrongAttempts >= OTP_MAX_WRONG_TRIES_PER_CODE) return codeDead()
  return undefined
}

/**
 * ValidateOtp: checks the code of a login session. Rules (docs/product.md#code-rules-server): 10
 * minutes, single use, 5 wrong tries per code, failures counted per phone across codes with a lock.
 *
 * The check runs in one transaction holding the phone's login-state row, so the checks of one
 * phone take turns on every server process: each sees the failures counted before it. Read
 * first and counted after, a burst of guesses in flight at once (over several nodes, or even
 * one) was weighed in full before any was counted, past the 5 per code and the 10 per phone
 * (found by the multi-node suite, docs/adr/0098). Refusals are returned from the transaction and
 * thrown after it commits: the failures they counted must stay counted.
 */
export async function verifyCode(
  deps: CodeVerifierDeps,
  input: { sessionToken: string; phone: string; code: string },
): Promise<SignedIn> {
  const { db } = deps
  const now = deps.now()
  assertNotLocked(await readPhoneState(db, input.phone), now)

  const outcome = await db.transaction(async (tx): Promise<{ refused: AppError } | Accepted> => {
    const [session] = await tx
      .select()
      .from(loginSessions)
      .where(eq(loginSessions.tokenHash, hashSessionToken(input.sessionToken)))
    if (!session || session.phone !== input.phone || session.completedAt)
      return { refused: invalidLoginSession() }

    // Waits here for any other check of this phone to commit.
    const state = await lockPhoneRow(tx, input.phone)
    if (state.lockedUntil && state.lockedUntil > now)
      return { refused: lockedError(state.lockedUntil, now) }

    const [code] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.loginSessionId, session.id), isNull(otpCodes.supersededAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
    if (!code) return { refused: invalidLoginSession() }
    const unusable = unusableCodeError(code, now)
    if (unusable) return { refused: unusable }

    if (!digestsEqual(hashOtpCode(deps.keys.otpKey, code.id, input.code), code.codeHash)) {
      return { refused: await countWrongCode(tx, code, input.phone, now) }
    }

    // Single use: of two concurrent correct submissions only one matches `consumed_at IS NULL`
    // (the phone's row lock already makes the second one wait and see the code consumed).
    const [consumed] = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.id, code.id),
          isNull(otpCodes.consumedAt),
          isNull(otpCodes.supersededAt),
          lt(otpCodes.wrongAttempts, OTP_MAX_WRONG_TRIES_PER_CODE),
          gt(otpCodes.expiresAt, now),
        ),
      )
      .returning({ id: otpCodes.id })
    if (!consumed) {
      const [current] = await tx.select().from(otpCodes).where(eq(otpCodes.id, code.id))
      return { refused: (current && unusableCodeError(current, now)) ?? codeUsed() }
    }
    // The code is never spent without the session it pays for: same transaction.
    await tx.update(loginSessions).set({ completedAt: now }).where(eq(loginSessions.id, session.id))
    await resetPhoneFailures(tx, input.phone)
    const candidateId = await findOrCreateCandidateByPhone(tx, input.phone, now)
    await adoptSignInLanguage(tx, candidateId, code.language, now)
    const access = await createAccessSession(tx, {
      candidateId,
      deviceId: session.deviceId,
      now,
      ttlDays: deps.accessTokenTtlDays,
    })
    return { candidateId, ...access }
  })
  if ('refused' in outcome) throw outcome.refused

  const accessToken = await signAccessToken(deps.keys.jwtKey, {
    candidateId: outcome.candidateId,
    sessionId: outcome.sessionId,
    issuedAt: now,
    expiresAt: outcome.expiresAt,
  })
  return { candidateId: outcome.candidateId, accessToken }
}

/** A code accepted: the candidate and the access session it opened. */
interface Accepted {
  candidateId: string
  sessionId: string
  expiresAt: Date
}

/** Counts a wrong code on the code and on the phone; returns the error to answer with. */
async function countWrongCode(
  db: Database,
  code: OtpCodeRow,
  phone: string,
  now: Date,
): Promise<AppError> {
  const [counted] = await db
    .update(otpCodes)
    .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} + 1` })
    .where(and(eq(otpCodes.id, code.id), isNull(otpCodes.consumedAt)))
    .returning({ wrongAttempts: otpCodes.wrongAttempts })
  const lockedUntil = await recordPhoneFailure(db, phone, now)
  if (lockedUntil) return lockedError(lockedUntil, now)
  if (!counted) return codeUsed()
  const attemptsLeft = OTP_MAX_WRONG_TRIES_PER_CODE - counted.wrongAttempts
  return attemptsLeft > 0 ? incorrectCode(attemptsLeft) : codeDead()
}
