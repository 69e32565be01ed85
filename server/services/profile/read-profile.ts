import type { BasicProfile, CandidateProfile } from '../../../contract/profile'
import type { Database } from '../../db/client'
import { notFound } from '../../errors'
import type { BlobStore } from '../../providers/blob/blob-store'
import { findCandidate } from '../candidates'
import { basicProfileOf, composeProfile } from './compose-profile'
import { currentImageUrl } from './profile-images'

/** GetCandidateProfileById: the candidate's profile (compose-profile.ts), image URL included. */
export async function readCandidateProfile(
  db: Database,
  blobs: BlobStore,
  candidateId: string,
): Promise<CandidateProfile> {
  const [candidate, imageUrl] = await Promise.all([
    findCandidate(db, candidateId),
    currentImageUrl(db, blobs, candidateId),
  ])
  // Only an account deleted while this request ran has no row.
  if (!candidate) throw notFound('This account no longer exists.')
  return composeProfile(candidate, imageUrl)
}

/** GetCandidateBasicProfileById: the same profile's header fields. */
export async function readBasicProfile(
  db: Database,
  blobs: BlobStore,
  candidateId: string,
): Promise<BasicProfile> {
  return basicProfileOf(await readCandidateProfile(db, blobs, candidateId))
}
