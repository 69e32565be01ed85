import { eq } from 'drizzle-orm'
import { candidates } from '../../../server/db/schema'
import { WAREHOUSE_DALLAS } from './candidate-answers'
import type { TestDatabase } from './databases'
import { completeInterviewWith } from './interview'
import { phoneNumber, signIn, type TestApp } from './test-app'

/**
 * A candidate who finished the interview and was applied to their best matches: each
 * application queues a report to its job's agency (sent by the caller's runJobs).
 */

/** The interview as the candidate gave it: a spoken answer, a tap and the keypad. */
const QUESTIONS = [
  {
    id: 1,
    kind: 'question' as const,
    slot: 'jobTypes',
    text: 'What kind of work are you looking for?',
  },
  { id: 2, kind: 'question' as const, slot: 'shiftPreferences', text: 'Which shift suits you?' },
  { id: 3, kind: 'question' as const, slot: 'relocation', text: 'Would you move for a job?' },
]
const ANSWERS = [
  {
    questionId: 1,
    source: 'voice' as const,
    text: 'warehouse work, picking orders',
    durationMs: 3200,
  },
  { questionId: 2, source: 'choice' as const, choice: ['Days'], durationMs: 900 },
  { questionId: 3, source: 'keypad' as const, keys: '2', text: 'No', durationMs: 1500 },
]

/** A candidate with a name, an email and an interview, applied to their best matches. */
export async function interviewedCandidate(t: TestApp, database: TestDatabase, suffix: number) {
  const session = await signIn(t, phoneNumber(suffix))
  await database.db
    .update(candidates)
    .set({
      firstName: 'Maria',
      lastName: `Lopez ${suffix}`,
      fullName: `Maria Lopez ${suffix}`,
      email: `maria.${suffix}@example.com`,
    })
    .where(eq(candidates.id, session.userId))
  const at = t.clock.now().toISOString()
  await completeInterviewWith(
    t,
    database,
    { candidateId: session.userId, token: session.accessToken },
    WAREHOUSE_DALLAS,
    () => ANSWERS.map((answer) => ({ ...answer, at })),
    QUESTIONS.map((question) => ({ ...question, at })),
  )
  return session
}
