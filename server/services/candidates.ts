import { eq } from 'drizzle-orm'
import { ONBOARDING_STEP_IDS, type OnboardingStep } from '../../contract/candidate'
import type { Database } from '../db/client'
import { candidates } from '../db/schema'

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

export async function findCandidate(
  db: Database,
  candidateId: string,
): Promise<CandidateRow | undefined> {
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, candidateId))
  return candidate
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
