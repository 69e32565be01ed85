import { Hono } from 'hono'
import {
  CANDIDATE_MESSAGES,
  candidateIdQuerySchema,
  updateLanguageRequestSchema,
} from '../../contract/candidate'
import {
  updateCandidateDetailsQuerySchema,
  updateCandidateDetailsRequestSchema,
  updateUserTitlePreferenceRequestSchema,
} from '../../contract/onboarding'
import { editProfileRequestSchemaOn, PROFILE_MESSAGES } from '../../contract/profile'
import { findCandidateDetails, findPreferences, saveTitlePreference } from '../services/candidates'
import { dashboardCompletion, findOnboardingSteps } from '../services/onboarding-progress'
import { saveOnboardingProfile } from '../services/onboarding-profile'
import { saveEditedProfile } from '../services/profile/edit-profile'
import { conflict } from '../errors'
import { saveAppLanguage } from '../services/app-language'
import {
  readProfileAnalysis,
  retryFailedProfileAnalysis,
} from '../services/profile-analysis/analysis-record'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { createDataExportRouter } from './data-export-router'
import { createProfileRouter } from './profile-router'
import { readJsonBody, readQuery } from './validation'

/** /api/Candidate/*: a signed-in candidate's own data. */
export function createCandidateRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth(deps))
  // The date of birth is checked against the server's clock.
  const editProfileRequest = editProfileRequestSchemaOn(() => deps.clock.now())

  router.get('/GetDetails', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const details = await findCandidateDetails(deps.db, candidateId)
    return ok(c, 'Candidate details fetched successfully', details)
  })

  /** The language the candidate's app, texts and pushes speak (docs/adr/0106). */
  router.post('/UpdateLanguage', async (c) => {
    const body = await readJsonBody(c, updateLanguageRequestSchema)
    assertOwnCandidate(c, body.candidateId)
    const language = await saveAppLanguage(
      deps.db,
      body.candidateId,
      body.language,
      deps.clock.now(),
    )
    return ok(c, CANDIDATE_MESSAGES.languageUpdated, { language })
  })

  router.get('/GetCandidateOnboardingDetails', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const steps = await findOnboardingSteps(deps.db, candidateId)
    return ok(c, 'Onboarding details fetched successfully', steps)
  })

  // The product's default message. Null until the interview has produced preferences.
  router.get('/GetCandidatePreference', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const preferences = await findPreferences(deps.db, candidateId)
    return ok(c, 'Preference fetched successfully', preferences)
  })

  router.get('/GetDashboardCompletionStatus', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const completion = await dashboardCompletion(deps.db, candidateId)
    return ok(c, 'Stats fetched successfully', completion)
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
   * Onboarding step 1 (isCandidateOnboarding=true or left out) or the /edit-profile save
   * (isCandidateOnboarding=false): each body is checked against its own schema.
   */
  router.post('/UpdateCandidateDetails', async (c) => {
    const { candidateId, isCandidateOnboarding } = readQuery(c, updateCandidateDetailsQuerySchema)
    assertOwnCandidate(c, candidateId)
    if (isCandidateOnboarding === 'false') {
      const edit = await readJsonBody(c, editProfileRequest)
      const saved = await saveEditedProfile(deps, candidateId, edit, deps.clock.now())
      return ok(c, PROFILE_MESSAGES.profileUpdated, { candidateId, ...saved })
    }
    const body = await readJsonBody(c, updateCandidateDetailsRequestSchema)
    const saved = await saveOnboardingProfile(deps, candidateId, body, deps.clock.now())
    return ok(c, PROFILE_MESSAGES.profileUpdated, { candidateId, ...saved })
  })

  /** Step 2. */
  router.post('/UpdateUserTitlePreference', async (c) => {
    const body = await readJsonBody(c, updateUserTitlePreferenceRequestSchema)
    assertOwnCandidate(c, body.candidateId)
    await saveTitlePreference(deps.db, body.candidateId, body, deps.clock.now())
    return ok(c, 'Update titles successfull', null)
  })

  router.route('/', createProfileRouter(deps))
  router.route('/', createDataExportRouter(deps))

  return router
}
