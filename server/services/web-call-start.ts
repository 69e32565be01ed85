import type { AppLanguage } from '../../contract/app-language'
import { errorCodes } from '../../contract/envelope'
import { serviceBusy } from '../errors'
import {
  ADMISSION_RETRY_AFTER_SECONDS,
  type InterviewPlaces,
} from '../interview/admission/interview-admission'
import type { AccessSession } from './auth/access-sessions'
import { placeForNewInterview, startInterview, type InterviewStartDeps } from './interview-start'

interface WebCallStartDeps extends InterviewStartDeps {
  interview?: InterviewStartDeps['interview'] & {
    /** A place on this node for the call; undefined when the node is full. */
    admission: InterviewPlaces
    /** The fixed sentences of an interview about to start, in its language. */
    warmPrompts(firstName: string, productName: string, language?: AppLanguage): void
  }
}

/** The 503 of a full node: nothing was started, and trying again after the wait works. */
const interviewsFull = () =>
  serviceBusy(
    'Every recruiter is busy for the moment. Your interview starts as soon as one is free.',
    errorCodes.interviewsFull,
    ADMISSION_RETRY_AFTER_SECONDS,
  )

/**
 * 'I agree' on a web call: a place on this node first (a full node starts nothing and says
 * when to try again), then the engagement, whose call holds that place until it connects. The
 * candidate's own open interview, which the new one replaces, gives up its place to it.
 */
export async function startWebCall(deps: WebCallStartDeps, owner: AccessSession, now: Date) {
  const place =
    deps.interview &&
    (await placeForNewInterview(deps.db, deps.interview.admission, owner.candidateId))
  if (deps.interview && !place) throw interviewsFull()
  try {
    const started = await startInterview(deps, owner, 'web', now)
    place?.bind(started.engagementId)
    // The greeting names the candidate: synthesise it while the browser asks for the microphone.
    const { firstName, productName, language } = started.state
    deps.interview?.warmPrompts(firstName, productName, language)
    return started
  } catch (error) {
    place?.release()
    throw error
  }
}
