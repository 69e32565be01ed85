import { and, eq, gte, sql } from 'drizzle-orm'
import { PHONE_LOCK_AFTER_FAILURES, PHONE_LOCK_SECONDS } from '../../../contract/auth'
import { errorCodes } from '../../../contract/envelope'
import type { Database } from '../../db/client'
import { phoneLoginState } from '../../db/schema'
import { describeWait, tooManyRequests } from '../../errors'
import { retryAfterSeconds } from '../retry-after'

/**
 * Failed code checks are counted per phone across codes and login sessions, so asking for a
 * new code never resets the count; too many lock the phone for a while
 * (docs/product.md#code-rules-server).
 */

type PhoneState = typeof phoneLoginState.$inferSelect

export function lockedError(lockedUntil: Date, now: Date) {
  const seconds = retryAfterSeconds(lockedUntil.getTime() - now.getTime())
  return tooManyRequests(
    `Too many failed sign-in attempts. Please try again in ${describeWait(seconds)}.`,
    seconds,
    errorCodes.locked,
  )
}

export function assertNotLocked(state: PhoneState | undefined, now: Date): void {
  if (state?.lockedUntil && state.lockedUntil > now) throw lockedError(state.lockedUntil, now)
}

export async function readPhoneState(db: Database, phone: string): Promise<PhoneState | undefined> {
  const [state] = await db.select().from(phoneLoginState).where(eq(phoneLoginState.phone, phone))
  return state
}

/**
 * Locks the phone's row for the rest of the transaction, so code issuing for one phone is
 * serialised and the per-phone code budget cannot be overrun by parallel requests.
 */
export async function lockPhoneRow(tx: Database, phone: string): Promise<PhoneState> {
  await tx.insert(phoneLoginState).values({ phone }).onConflictDoNothing()
  const [state] = await tx
    .select()
    .from(phoneLoginState)
    .where(eq(phoneLoginState.phone, phone))
    .for('update')
  if (!state) throw new Error(`phone_login_state row for a phone vanished inside a transaction`)
  return state
}

/** Counts one failed check; returns the lock end when this failure locked the phone. */
export async function recordPhoneFailure(
  db: Database,
  phone: string,
  now: Date,
): Promise<Date | undefined> {
  const [counted] = await db
    .insert(phoneLoginState)
    .values({ phone, consecutiveFailures: 1 })
    .onConflictDoUpdate({
      target: phoneLoginState.phone,
      set: { consecutiveFailures: sql`${phoneLoginState.consecutiveFailures} + 1` },
    })
    .returning({ failures: phoneLoginState.consecutiveFailures })
  if (!counted || counted.failures < PHONE_LOCK_AFTER_FAILURES) return undefined

  const lockedUntil = new Date(now.getTime() + PHONE_LOCK_SECONDS * 1000)
  // The count starts again after the lock: once it ends, the phone gets a fresh set of tries.
  await db
    .update(phoneLoginState)
    .set({ lockedUntil, consecutiveFailures: 0 })
    .where(
      and(
        eq(phoneLoginState.phone, phone),
        gte(phoneLoginState.consecutiveFailures, PHONE_LOCK_AFTER_FAILURES),
      ),
    )
  return lockedUntil
}

/** A successful sign-in clears the failure count. */
export async function resetPhoneFailures(db: Database, phone: string): Promise<void> {
  await db
    .update(phoneLoginState)
    .set({ consecutiveFailures: 0, lockedUntil: null })
    .where(eq(phoneLoginState.phone, phone))
}
