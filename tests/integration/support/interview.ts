import { expect } from 'vitest'
import { endpoints } from '../../../contract/endpoints'
import {
  readEngagementProgress,
  type AnswerRecord,
  type QuestionRecord,
} from '../../../server/interview/agent/interview-record'
import { finalPreferences } from '../../../server/interview/dialogue'
import type { SlotValues } from '../../../server/interview/extract'
import { completeEngagement, findEngagement } from '../../../server/services/engagements'
import type { TestDatabase } from './databases'
import { getWithToken, type TestApp } from './test-app'

/**
 * An interview without a call, for suites about what follows it: PrepareInterview, 'I agree'
 * (GetWebrtcSetupDetailsForCandidate), then the recruiter's completion with these slots and
 * answers (and the questions they answer), as the live session ends it. Returns the engagement id.
 */
export async function completeInterviewWith(
  t: TestApp,
  database: TestDatabase,
  who: { candidateId: string; token: string },
  slots: SlotValues,
  answersOf: (engagementId: string) => AnswerRecord[] = () => [],
  questions: QuestionRecord[] = [],
): Promise<string> {
  const prepared = await t.app.request(
    `${endpoints.prepareInterview.path}?candidateId=${who.candidateId}`,
    { method: 'POST', headers: { Authorization: `Bearer ${who.token}` } },
  )
  expect(prepared.status).toBe(200)
  const setup = await getWithToken(
    t,
    `${endpoints.getWebrtcSetupDetailsForCandidate.path}?candidateId=${who.candidateId}`,
    who.token,
  )
  expect(setup.status).toBe(200)
  const { engagementId } = ((await setup.json()) as { data: { data: { engagementId: string } } })
    .data.data
  const row = await findEngagement(database.db, engagementId)
  if (!row) throw new Error('the engagement was not stored')
  const progress = readEngagementProgress(row)
  const completed = await completeEngagement(
    database.db,
    await database.queue(),
    engagementId,
    {
      ...progress,
      ...(questions.length > 0 ? { questions } : {}),
      answers: answersOf(engagementId),
      slots,
      state: { ...progress.state, collected: slots },
      preferences: finalPreferences({ ...progress.state, collected: slots }),
    },
    t.clock.now(),
  )
  expect(completed).toBe(true)
  return engagementId
}
