import { and, eq, ne } from 'drizzle-orm'
import { isAppLanguage, type AppLanguage } from '../../contract/app-language'
import type { Database } from '../db/client'
import { candidates } from '../db/schema'
import { notFound } from '../errors'

/**
 * The candidate's app language: what their texts, pushes and screens are written in.
 * Stored as text; anything that is not a language of the product reads as English, the
 * product's first language (docs/product.md#languages).
 */
export const appLanguageOrEnglish = (stored: unknown): AppLanguage =>
  isAppLanguage(stored) ? stored : 'en'

/**
 * The language the product speaks to a candidate: what the interview is held in. English for
 * a candidate who is gone.
 */
export async function findAppLanguage(db: Database, candidateId: string): Promise<AppLanguage> {
  const [row] = await db
    .select({ appLanguage: candidates.appLanguage })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
  return appLanguageOrEnglish(row?.appLanguage)
}

/** UpdateLanguage: returns the language saved; 404 when the account is gone meanwhile. */
export async function saveAppLanguage(
  db: Database,
  candidateId: string,
  language: AppLanguage,
  now: Date,
): Promise<AppLanguage> {
  const [saved] = await db
    .update(candidates)
    .set({ appLanguage: language, updatedAt: now })
    .where(eq(candidates.id, candidateId))
    .returning({ appLanguage: candidates.appLanguage })
  if (!saved) throw notFound('This account no longer exists.')
  return appLanguageOrEnglish(saved.appLanguage)
}

/**
 * ValidateOtp accepted a code: the language its sign-in asked for becomes the candidate's.
 * Only now, with the phone proven; a code asked for without one leaves the candidate's as it is.
 * Runs in the caller's transaction.
 */
export async function adoptSignInLanguage(
  db: Database,
  candidateId: string,
  codeLanguage: string | null,
  now: Date,
): Promise<void> {
  if (!isAppLanguage(codeLanguage)) return
  await db
    .update(candidates)
    .set({ appLanguage: codeLanguage, updatedAt: now })
    .where(and(eq(candidates.id, candidateId), ne(candidates.appLanguage, codeLanguage)))
}
