import { eq } from 'drizzle-orm'
import {
  DAY_OUT_OF_RANGE_MESSAGE,
  isPersonRequestDayAllowed,
  type PersonRequest,
  type RequestPersonRequest,
} from '../../../contract/person-request'
import { toE164 } from '../../../contract/phone'
import type { Database } from '../../db/client'
import { candidates, interviewPersonRequests } from '../../db/schema'
import { badRequest, notFound } from '../../errors'
import type { Logger } from '../../logger'
import type { JobQueue } from '../../queue/job-queue'
import { completedOnce } from '../candidates'
import { queueProfileAnalysis } from '../profile-analysis/analysis-record'
import { toPersonRequest } from './person-requests'

interface RequestPersonDeps {
  db: Database
  queue: JobQueue
  logger: Logger
}

/**
 * 'I'd rather talk to a person', in one transaction: the request is stored (asking again
 * replaces the number and the window), and a candidate still in onboarding finishes it as the
 * end of an interview does, with no interview: steps 3 and 4 are complete and the profile
 * analysis is queued, which merges what they typed and matches them on it.
 */
export async function requestPerson(
  deps: RequestPersonDeps,
  { candidateId, phone, day, partOfDay }: RequestPersonRequest,
  now: Date,
): Promise<PersonRequest> {
  // The day is checked against the server's clock, which the contract's schema cannot read.
  if (!isPersonRequestDayAllowed(day, now)) {
    throw badRequest(DAY_OUT_OF_RANGE_MESSAGE, {
      issues: [{ field: 'day', message: DAY_OUT_OF_RANGE_MESSAGE }],
    })
  }
  const { stored, replaced, finishedOnboarding } = await deps.db.transaction(async (tx) => {
    // Locked, so two requests at once take turns and the analysis is queued once.
    const [candidate] = await tx
      .select({ step4CompletedAt: candidates.step4CompletedAt })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
      .for('update')
    if (!candidate) throw notFound('Candidate not found.')
    const [earlier] = await tx
      .select({ id: interviewPersonRequests.id })
      .from(interviewPersonRequests)
      .where(eq(interviewPersonRequests.candidateId, candidateId))
    const window = { phone: toE164(phone), day, partOfDay, createdAt: now }
    const [row] = await tx
      .insert(interviewPersonRequests)
      .values({ candidateId, ...window })
      .onConflictDoUpdate({ target: interviewPersonRequests.candidateId, set: window })
      .returning()
    if (!row) throw new Error('The request was not stored')
    const inOnboarding = candidate.step4CompletedAt === null
    if (inOnboarding) {
      await tx
        .update(candidates)
        .set({
          step3CompletedAt: completedOnce(candidates.step3CompletedAt, now),
          step4CompletedAt: completedOnce(candidates.step4CompletedAt, now),
          updatedAt: now,
        })
        .where(eq(candidates.id, candidateId))
      await queueProfileAnalysis(tx, deps.queue, candidateId, null, now)
    }
    return { stored: row, replaced: earlier !== undefined, finishedOnboarding: inOnboarding }
  })
  // For the operator: a recruiter has a call to make. No phone number in the log.
  deps.logger.info(
    { candidateId, day, partOfDay, replaced, finishedOnboarding },
    'Talk-to-a-person request',
  )
  return toPersonRequest(stored)
}
