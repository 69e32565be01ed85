import { Hono } from 'hono'
import * as v from 'valibot'
import { candidateIdQuerySchema, firstIncompleteStep } from '../../contract/candidate'
import {
  updateCandidateDetailsQuerySchema,
  updateCandidateDetailsRequestSchema,
  updateUserTitlePreferenceRequestSchema,
} from '../../contract/onboarding'
import { preferencesSchema } from '../../contract/preferences'
import {
  findCandidate,
  onboardingSteps,
  saveCandidateDetails,
  saveTitlePreference,
} from '../services/candidates'
import {
  findLatestPendingResume,
  latestUploadedResume,
  markResumeUploaded,
  RESUME_MESSAGES,
  verifyUploadedResume,
} from '../services/resumes'
import { badRequest, conflict } from '../errors'
import {
  readProfileAnalysis,
  retryFailedProfileAnalysis,
} from '../services/profile-analysis/analysis-record'
import type { AppDeps, AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { readJsonBody, readQuery } from './validation'

/** /api/Candidate/*: a signed-in candidate's own data. */
export function createCandidateRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth(deps))

  router.get('/GetDetails', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const candidate = await findCandidate(deps.db, candidateId)
    return ok(c, 'Candidate details fetched successfully', {
      fullName: candidate?.fullName ?? null,
    })
  })

  router.get('/GetCandidateOnboardingDetails', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const candidate = await findCandidate(deps.db, candidateId)
    return ok(c, 'Onboarding details fetched successfully', onboardingSteps(candidate))
  })

  // SPEC.md 8 default message. Null until the interview has produced preferences.
  router.get('/GetCandidatePreference', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const candidate = await findCandidate(deps.db, candidateId)
    const stored = v.safeParse(preferencesSchema, candidate?.preferences)
    return ok(c, 'Preference fetched successfully', stored.success ? stored.output : null)
  })

  router.get('/GetDashboardCompletionStatus', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const [candidate, resume] = await Promise.all([
      findCandidate(deps.db, candidateId),
      latestUploadedResume(deps.db, candidateId),
    ])
    const currentStep = firstIncompleteStep(onboardingSteps(candidate))
    return ok(c, 'Stats fetched successfully', {
      onboardingCompleted: currentStep === 0,
      currentStep,
      profileAnalysisStatus: resume?.analysisStatus ?? 'not_started',
    })
  })

  router.get('/GetProfileAnalysisStatus', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const data = await readProfileAnalysis(deps.db, candidateId)
    return ok(c, 'Profile analysis status fetched successfully', { data })
  })

  // The way out of 'failed': the analysis goes back in the queue. Any other state is answered
  // as it is (already queued, running or done).
  router.post('/RetryProfileAnalysis', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const data = await retryFailedProfileAnalysis(
      deps.db,
      deps.queue,
      candidateId,
      deps.clock.now(),
    )
    if (data.status === 'not_started') throw conflict('The interview is not complete yet.')
    return ok(c, 'Profile analysis restarted', { data })
  })

  /**
   * Step 1. With isResumeUploaded the newest pending upload is checked first; a bad file is
   * deleted and nothing else is written. Names, step, resume state and the resume's analysis
   * job commit together.
   */
  router.post('/UpdateCandidateDetails', async (c) => {
    const { candidateId } = readQuery(c, updateCandidateDetailsQuerySchema)
    assertOwnCandidate(c, candidateId)
    const body = await readJsonBody(c, updateCandidateDetailsRequestSchema)

    let resume: Awaited<ReturnType<typeof findLatestPendingResume>>
    let size = 0
    if (body.isResumeUploaded) {
      resume = await findLatestPendingResume(deps.db, candidateId)
      if (!resume) throw badRequest(RESUME_MESSAGES.missing)
      size = await verifyUploadedResume(deps.db, deps.blobs, resume)
    }

    const now = deps.clock.now()
    await deps.db.transaction(async (tx) => {
      await saveCandidateDetails(
        tx,
        candidateId,
        { firstName: body.firstName, lastName: body.lastName, email: body.emailId },
        now,
      )
      // False when a concurrent request already took this upload: it queued the analysis.
      if (resume && (await markResumeUploaded(tx, resume.id, size, now))) {
        // The job commits with the upload; the resume's id as the job's makes a repeat a no-op.
        await deps.queue.send('resume-analysis', { resumeId: resume.id }, { tx, id: resume.id })
      }
    })

    return ok(c, 'Successfully updated the profile', {
      candidateId,
      resumeUploaded: resume !== undefined,
    })
  })

  /** Step 2. */
  router.post('/UpdateUserTitlePreference', async (c) => {
    const body = await readJsonBody(c, updateUserTitlePreferenceRequestSchema)
    assertOwnCandidate(c, body.candidateId)
    await saveTitlePreference(deps.db, body.candidateId, body, deps.clock.now())
    return ok(c, 'Update titles successfull', null)
  })

  return router
}
