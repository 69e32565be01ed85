import { Hono } from 'hono'
import { candidateIdQuerySchema } from '../../contract/candidate'
import {
  deleteCandidateRequestSchema,
  generateProfileImageUrlQuerySchema,
  PROFILE_MESSAGES,
} from '../../contract/profile'
import { deleteAccount } from '../services/account-deletion/delete-account'
import { createProfileImageUpload } from '../services/profile/profile-images'
import { readBasicProfile, readCandidateProfile } from '../services/profile/read-profile'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { assertOwnCandidate } from './auth-middleware'
import { ok } from './envelope'
import { readJsonBody, readQuery } from './validation'

/**
 * The candidate's own profile under /api/Candidate: the profile and its header, the
 * profile image's upload URL, and deleting the account. Mounted by the candidate router, behind
 * its sign-in check.
 */
export function createProfileRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()

  router.get('/GetCandidateProfileById', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const data = await readCandidateProfile(deps.db, deps.blobs, candidateId)
    return ok(c, PROFILE_MESSAGES.profileFetched, { data })
  })

  router.get('/GetCandidateBasicProfileById', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const data = await readBasicProfile(deps.db, deps.blobs, candidateId)
    return ok(c, PROFILE_MESSAGES.basicProfileFetched, data)
  })

  router.get('/GenerateProfileImageUrl', async (c) => {
    const query = readQuery(c, generateProfileImageUrlQuerySchema)
    assertOwnCandidate(c, query.candidateId)
    const url = await createProfileImageUpload(deps.db, deps.blobs, {
      candidateId: query.candidateId,
      format: query.fileFormat,
      now: deps.clock.now(),
    })
    return ok(c, PROFILE_MESSAGES.imageUrlCreated, url)
  })

  router.post('/DeleteCandidate', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const body = await readJsonBody(c, deleteCandidateRequestSchema)
    await deleteAccount(deps, candidateId, body, deps.clock.now())
    return ok(c, PROFILE_MESSAGES.profileDeleted, null)
  })

  return router
}
