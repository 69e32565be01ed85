import type { Database } from '../db/client'
import type { InterviewSlot } from '../interview/dialogue'
import { readDraftProfile } from '../resume/draft-profile'
import { findCandidate, markInterviewPrepared } from './candidates'
import { answeredBeforeInterview, type ProfileBeforeInterview } from './profile-slots'
import { latestUploadedResume } from './resumes'

/**
 * What the candidate told us before the interview, read from the database: onboarding's titles
 * and the newest analysed resume. The candidate row comes back too, for the name and language.
 */
export async function loadProfileBeforeInterview(db: Database, candidateId: string) {
  const [candidate, resume] = await Promise.all([
    findCandidate(db, candidateId),
    latestUploadedResume(db, candidateId),
  ])
  const known: ProfileBeforeInterview = {
    selectedTitles: candidate?.selectedTitles ?? [],
    customTitles: candidate?.customTitles ?? [],
    resume: readDraftProfile(resume?.draftProfile),
  }
  return { candidate, known }
}

/**
 * Onboarding step 4's opening call: the step is marked prepared, and the answer says which
 * questions the recruiter will skip because onboarding or the resume already answers them.
 */
export async function prepareInterview(
  db: Database,
  candidateId: string,
  now: Date,
): Promise<{ knownSlots: InterviewSlot[] }> {
  await markInterviewPrepared(db, candidateId, now)
  const { known } = await loadProfileBeforeInterview(db, candidateId)
  return { knownSlots: answeredBeforeInterview(known) }
}
