import { Hono } from 'hono'
import { candidateIdQuerySchema } from '../../contract/candidate'
import { findCandidate, markInterviewPrepared } from '../services/candidates'
import { knownPreferenceSlots } from '../services/interview-preparation'
import { latestUploadedResume } from '../services/resumes'
import type { AppDeps, AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { readQuery } from './validation'

/** /api/Engagement/*: the AI interview. This issue: only the preparation on entering step 3. */
export function createEngagementRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth(deps))

  router.post('/PrepareInterview', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    await markInterviewPrepared(deps.db, candidateId, deps.clock.now())
    const [candidate, resume] = await Promise.all([
      findCandidate(deps.db, candidateId),
      latestUploadedResume(deps.db, candidateId),
    ])
    const knownSlots = knownPreferenceSlots(resume?.draftProfile, {
      selectedTitles: candidate?.selectedTitles ?? [],
      customTitles: candidate?.customTitles ?? [],
    })
    return ok(c, 'Interview prepared successfully', { prepared: true as const, knownSlots })
  })

  return router
}
