import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { AppLanguage } from '../../../contract/app-language'
import {
  OTP_CODES_WINDOW_SECONDS,
  OTP_MAX_CODES_PER_PHONE,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../../contract/auth'
import { errorCodes } from '../../../contract/envelope'
import type { Database } from '../../db/client'
import { loginSessions, otpCodes } from '../../db/schema'
import { AppError, describeWait, tooManyRequests } from '../../errors'
import type { Logger } from '../../logger'
import { composeOtpMessage } from '../../providers/sms/otp-message'
import type { SmsProvider } from '../../providers/sms/sms-provider'
import type { ServerKeys } from '../../keys'
import { appLanguageOrEnglish } from '../app-language'
import { retryAfterSeconds } from '../retry-after'
import { assertNotLocked, lockPhoneRow } from './phone-lock'
import { hashOtpCode, hashSessionToken, newOtpCode, newSessionToken } from './secrets'

export interface CodeIssuerDeps {
  db: Database
  now: () => Date
  keys: ServerKeys
  sms: SmsProvider
  logger: Logger
  productName: string
  publicUrl: string
}

export const invalidLoginSession = () =>
  new AppError(
    400,
    errorCodes.invalidSession,
    'This sign-in session is no longer valid. Please enter your number again to get a new code.',
  )

/**
 * SignUpAndLogin: a new login session and its first code. It deliberately never looks at
 * whether a candidate has this phone, so new and known numbers get the same work and answer.
 * The language asked for stays on the code (anyone can ask for a code to any phone): the text
 * is written in it, and only ValidateOtp gives it to the candidate.
 */
export async function startLogin(
  deps: CodeIssuerDeps,
  input: {
    phone: string
    deviceId: string
    loginId: string
    ip: string
    language: AppLanguage | undefined
  },
): Promise<{ sessionToken: string }> {
  const sessionToken = newSessionToken()
  const loginSessionId = randomUUID()
  const code = newOtpCode()
  const codeId = randomUUID()

  await deps.db.transaction(async (tx) => {
    const now = deps.now()
    assertNotLocked(await lockPhoneRow(tx, input.phone), now)
    await assertCodeBudget(tx, input.phone, now)
    await tx.insert(loginSessions).values({
      id: loginSessionId,
      phone: input.phone,
      tokenHash: hashSessionToken(sessionToken),
      deviceId: input.deviceId,
      loginId: input.loginId,
      ip: input.ip,
      createdAt: now,
    })
    await tx.insert(otpCodes).values(
      codeRow(deps, {
        codeId,
        code,
        loginSessionId,
        phone: input.phone,
        ip: input.ip,
        now,
        language: input.language,
      }),
    )
  })

  try {
    await deliver(deps, input.phone, code, input.language)
  } catch (error) {
    // Nothing half-written: a code that never left does not count against the phone.
    await deps.db.delete(loginSessions).where(eq(loginSessions.id, loginSessionId))
    throw error
  }
  return { sessionToken }
}

/**
 * ResendOtp: a new code for the same login session; the older ones stop working. Refused
 * within the cooldown after the last code. The new code keeps the language of the last one.
 */
export async function resendCode(
  deps: CodeIssuerDeps,
  input: { sessionToken: string; phone: string; ip: string },
): Promise<void> {
  const code = newOtpCode()
  const codeId = randomUUID()

  const { replacedCodeIds, language } = await deps.db.transaction(async (tx) => {
    const now = deps.now()
    assertNotLocked(await lockPhoneRow(tx, input.phone), now)

    const [session] = await tx
      .select()
      .from(loginSessions)
      .where(eq(loginSessions.tokenHash, hashSessionToken(input.sessionToken)))
    if (!session || session.phone !== input.phone || session.completedAt)
      throw invalidLoginSession()

    const [latest] = await tx
      .select({ createdAt: otpCodes.createdAt, language: otpCodes.language })
      .from(otpCodes)
      .where(eq(otpCodes.loginSessionId, session.id))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
    if (latest) {
      const readyAt = latest.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000
      if (readyAt > now.getTime()) {
        const seconds = retryAfterSeconds(readyAt - now.getTime())
        throw tooManyRequests(
          `Please wait ${describeWait(seconds)} before requesting a new code.`,
          seconds,
        )
      }
    }
    await assertCodeBudget(tx, input.phone, now)
    const language = latest?.language == null ? undefined : appLanguageOrEnglish(latest.language)

    const replaced = await tx
      .update(otpCodes)
      .set({ supersededAt: now })
      .where(and(eq(otpCodes.loginSessionId, session.id), isNull(otpCodes.supersededAt)))
      .returning({ id: otpCodes.id })
    await tx.insert(otpCodes).values(
      codeRow(deps, {
        codeId,
        code,
        loginSessionId: session.id,
        phone: input.phone,
        ip: input.ip,
        now,
        language,
      }),
    )
    return { replacedCodeIds: replaced.map((row) => row.id), language }
  })

  try {
    await deliver(deps, input.phone, code, language)
  } catch (error) {
    // Nothing half-written: the code that never left is gone and the previous one works again.
    await deps.db.delete(otpCodes).where(eq(otpCodes.id, codeId))
    if (replacedCodeIds.length > 0) {
      await deps.db
        .update(otpCodes)
        .set({ supersededAt: null })
        .where(inArray(otpCodes.id, replacedCodeIds))
    }
    throw error
  }
}

/** At most OTP_MAX_CODES_PER_PHONE codes per phone in the window, sign-ups and resends together. */
async function assertCodeBudget(tx: Database, phone: string, now: Date): Promise<void> {
  const windowMs = OTP_CODES_WINDOW_SECONDS * 1000
  const recent = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, new Date(now.getTime() - windowMs))),
    )
    .orderBy(asc(otpCodes.createdAt))
  const oldest = recent[0]
  if (recent.length >= OTP_MAX_CODES_PER_PHONE && oldest) {
    const seconds = retryAfterSeconds(oldest.createdAt.getTime() + windowMs - now.getTime())
    throw tooManyRequests(
      `Too many codes were requested for this number. Please try again in ${describeWait(seconds)}.`,
      seconds,
    )
  }
}

function codeRow(
  deps: CodeIssuerDeps,
  row: {
    codeId: string
    code: string
    loginSessionId: string
    phone: string
    ip: string
    now: Date
    language: AppLanguage | undefined
  },
): typeof otpCodes.$inferInsert {
  return {
    id: row.codeId,
    loginSessionId: row.loginSessionId,
    phone: row.phone,
    codeHash: hashOtpCode(deps.keys.otpKey, row.codeId, row.code),
    ip: row.ip,
    createdAt: row.now,
    expiresAt: new Date(row.now.getTime() + OTP_TTL_SECONDS * 1000),
    language: row.language ?? null,
  }
}

async function deliver(
  deps: CodeIssuerDeps,
  phone: string,
  code: string,
  language: AppLanguage | undefined,
): Promise<void> {
  const body = composeOtpMessage({
    productName: deps.productName,
    publicUrl: deps.publicUrl,
    code,
    language,
  })
  try {
    await deps.sms.send({ to: phone, body, code })
  } catch (error) {
    deps.logger.error({ err: error }, 'Sending the sign-in code failed')
    throw new AppError(
      502,
      errorCodes.smsDeliveryFailed,
      'We could not send the text message. Please try again in a moment.',
    )
  }
}
