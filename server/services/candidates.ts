import * as v from 'valibot'
import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AppLanguage } from '../../contract/app-language'
import { ONBOARDING_STEP_IDS, type OnboardingStep } from '../../contract/candidate'
import { preferencesSchema, type Preferences } from '../../contract/preferences'
import type { Database } from '../db/client'
import { candidates } from '../db/schema'
import { appLanguageOrEnglish } from './app-language'

type CandidateRow = typeof candidates.$inferSelect

/** The candidate with this phone, created on first successful sign-in. Returns its id. */
export async function findOrCreateCandidateByPhone(
  db: Database,
  phone: string,
  now: Date,
): Promise<string> {
  const [created] = await db
    .insert(candidates)
    .values({ phone, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: candidates.phone })
    .returning({ id: candidates.id })
  if (created) return created.id
  const [existing] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.phone, phone))
  if (!existing) throw new Error('A candidate row vanished between insert and select')
  return existing.id
}

/**
 * GetDetails: the name and the app language only, not the whole row with its profile and
 * preferences.
 */
export async function findCandidateDetails(
  db: Database,
  candidateId: string,
): Promise<{ fullName: string | null; language: AppLanguage }> {
  const [candidate] = await db
    .select({ fullName: candidates.fullName, appLanguage: candidates.appLanguage })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
  return {
    fullName: candidate?.fullName ?? null,
    language: appLanguageOrEnglish(candidate?.appLanguage),
  }
}

export async function findCandidate(
  db: Database,
  candidateId: string,
): Promise<CandidateRow | undefined> {
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, candidateId))
  return candidate
}

/** The preferences the profile analysis saved, or null until it has (or when they do not read). */
export function storedPreferences(candidate: Pick<CandidateRow, 'preferences'> | undefined) {
  const stored = v.safeParse(preferencesSchema, candidate?.preferences)
  return stored.success ? stored.output : null
}

export async function findPreferences(
  db: Database,
  candidateId: string,
): Promise<Preferences | null> {
  return storedPreferences(await findCandidate(db, candidateId))
}

/** Steps 1..4 with completed = that step's completion timestamp is set. */
export function onboardingSteps(candidate: CandidateRow | undefined): OnboardingStep[] {
  const completedAt = [
    candidate?.step1CompletedAt,
    candidate?.step2CompletedAt,
    candidate?.step3CompletedAt,
    candidate?.step4CompletedAt,
  ]
  return ONBOARDING_STEP_IDS.map((id, index) => ({ id, completed: completedAt[index] != null }))
}

/** Keeps the first time (a step's completion, a call's start) when it is written again. */
export const completedOnce = (column: AnyPgColumn, now: Date) =>
  sql`coalesce(${column}, ${now.toISOString()}::timestamptz)`

/** Step 1: names and email. Runs inside the caller's transaction. */
export async function saveCandidateDetails(
  db: Database,
  candidateId: string,
  details: { firstName: string; lastName: string; email: string },
  now: Date,
): Promise<void> {
  await db
    .update(candidates)
    .set({
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      // The full name is first and last joined by a space; derived, so never inconsistent.
      fullName: `${details.firstName} ${details.lastName}`,
      step1CompletedAt: completedOnce(candidates.step1CompletedAt, now),
      updatedAt: now,
    })
    .where(eq(candidates.id, candidateId))
}

/** Step 2: the job titles the candidate wants. */
export async function saveTitlePreference(
  db: Database,
  candidateId: string,
  titles: { selectedTitles: string[]; customTitles: string[] },
  now: Date,
): Promise<void> {
  await db
    .update(candidates)
    .set({
      selectedTitles: [...new Set(titles.selectedTitles)],
      customTitles: [...new Set(titles.customTitles)],
      step2CompletedAt: completedOnce(candidates.step2CompletedAt, now),
      updatedAt: now,
    })
    .where(eq(candidates.id, candidateId))
}

/** Entering step 3: remember the first preparation; step 3 itself completes with consent. */
export async function markInterviewPrepared(
  db: Database,
  candidateId: string,
  now: Date,
): Promise<void> {
  await db
    .update(candidates)
    .set({ interviewPreparedAt: completedOnce(candidates.interviewPreparedAt, now) })
    .where(eq(candidates.id, candidateId))
}
