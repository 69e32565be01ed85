import type { AppLanguage } from '../../contract/app-language'
import type { PhoneCallOutcome } from '../../contract/interview'
import { errorCodes } from '../../contract/envelope'
import { callingHoursOf, type TelephonyConfig } from '../config'
import type { Database } from '../db/client'
import { AppError, notFound } from '../errors'
import { assertMayCall } from './call-scheduling/call-gate'
import { findCandidate } from './candidates'
import type { Logger } from '../logger'
import type { TelephonyProvider } from '../providers/telephony/telephony-provider'
import { endUnconnectedCall, findEngagement, recordCallSid } from './engagements'
import { startInterview, type InterviewStartDeps } from './interview-start'
import { releasePhoneCallSlot } from './phone-call-slot'
import type { AccessSession } from './auth/access-sessions'

/**
 * The phone interview (call-me): the same recruiter as the browser's call, reached by an
 * outbound call whose audio comes back as a media stream to /ws/phone/{token}. This module
 * places the call and turns the provider's reports into the engagement's status.
 */

export interface PhoneInterviewDeps {
  db: Database
  logger: Logger
  telephony?: TelephonyProvider
  telephonyConfig: TelephonyConfig
  interview?: InterviewStartDeps['interview'] & {
    /** The recruiter's fixed sentences in the phone's codec, synthesised while the phone rings. */
    warmPhonePrompts?(firstName: string, productName: string, language?: AppLanguage): void
  }
}

/** Where the provider reaches this server: the media stream's path holds the call token only. */
export const PHONE_STREAM_PATH_PREFIX = '/ws/phone/'
export const callStatusPath = (engagementId: string) => `/api/Telephony/CallStatus/${engagementId}`

/** The media streams' origin for TELEPHONY_PUBLIC_URL: ws:// for http, wss:// for https. */
export const phoneStreamOrigin = (publicUrl: string) => {
  const url = new URL(publicUrl)
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
}

const streamUrl = (publicUrl: string, token: string) =>
  `${phoneStreamOrigin(publicUrl)}${PHONE_STREAM_PATH_PREFIX}${token}`

export const phoneInterviewUnavailable = () =>
  new AppError(
    503,
    errorCodes.phoneInterviewUnavailable,
    'Phone interviews are not available right now. Please do the interview in the browser.',
  )

/**
 * 'I agree' with call-me: a phone engagement, and a call to the candidate's signed-in number,
 * once they agreed to an automated call there and only within calling hours where they are
 * (services/call-scheduling/call-gate.ts).
 * One call at a time: while the previous call is live (and for at most PHONE_CALL_COOLDOWN_MS)
 * a new one is refused with 429 (startInterview). A call the provider refuses ends the
 * engagement as 'failed' (the status screen says so and offers another try), rather than
 * failing the request after the engagement exists.
 */
export async function callCandidate(
  deps: PhoneInterviewDeps,
  owner: AccessSession,
  now: Date,
): Promise<string> {
  const { telephony, telephonyConfig } = deps
  if (!telephony || telephonyConfig.provider === 'none') throw phoneInterviewUnavailable()
  const candidate = await findCandidate(deps.db, owner.candidateId)
  if (!candidate) throw notFound('Candidate not found.')
  await assertMayCall(deps.db, candidate, callingHoursOf(telephonyConfig), now)
  const started = await startInterview(deps, owner, 'phone', now)
  const { firstName, productName, language } = started.state
  deps.interview?.warmPhonePrompts?.(firstName, productName, language)
  try {
    const { callSid } = await telephony.placeCall({
      to: started.phone,
      streamUrl: streamUrl(telephonyConfig.publicUrl, started.token),
      statusCallbackUrl: new URL(
        callStatusPath(started.engagementId),
        telephonyConfig.publicUrl,
      ).toString(),
    })
    // A browser interview started while this call was being placed has replaced it, and found
    // no call to hang up yet: this one must not ring on.
    if (!(await recordCallSid(deps.db, started.engagementId, callSid, now)))
      await telephony.hangUp(callSid)
  } catch (error) {
    deps.logger.error({ err: error, engagementId: started.engagementId }, 'Placing the call failed')
    await endUnconnectedCall(deps.db, started.engagementId, 'failed', now)
  }
  return started.engagementId
}

/** What a provider reports of a call (Twilio's status and answering-machine callbacks). */
export interface CallProgress {
  callSid: string
  /** queued, initiated, ringing, in-progress, completed, busy, failed, no-answer, canceled. */
  callStatus?: string | undefined
  /** human, machine_start, machine_end_beep, fax, unknown, ... (answering machine detection). */
  answeredBy?: string | undefined
}

const OUTCOME_OF_STATUS: Record<string, PhoneCallOutcome | 'abandoned'> = {
  busy: 'busy',
  'no-answer': 'no_answer',
  canceled: 'no_answer',
  failed: 'failed',
  // Answered, then hung up before the media stream started: the interview never began.
  completed: 'abandoned',
}

/** The call is over: nothing more will ring or be said on it. */
const CALL_OVER_STATUSES = new Set(['completed', 'busy', 'no-answer', 'canceled', 'failed'])

const isMachine = (answeredBy: string | undefined) =>
  answeredBy !== undefined && (answeredBy.startsWith('machine') || answeredBy === 'fax')

/**
 * A call's progress, reported by the provider. Voicemail hangs up and ends the interview even
 * if the recruiter had started talking to the machine; every other outcome counts only while
 * the call had not reached the interview (after that, the interview agent owns the record).
 * A call that is over frees the candidate to be called again at once, even while the agent
 * still waits for a reconnect that a hung-up phone call never makes.
 */
export async function applyCallProgress(
  deps: PhoneInterviewDeps,
  engagementId: string,
  progress: CallProgress,
  now: Date,
): Promise<void> {
  const engagement = await findEngagement(deps.db, engagementId)
  if (!engagement || engagement.kind !== 'phone' || engagement.callSid !== progress.callSid) return
  if (isMachine(progress.answeredBy)) {
    deps.interview?.calls.drop([engagementId])
    if (await endUnconnectedCall(deps.db, engagementId, 'voicemail', now, { evenIfStarted: true }))
      await deps.telephony?.hangUp(progress.callSid)
    return
  }
  const outcome = progress.callStatus ? OUTCOME_OF_STATUS[progress.callStatus] : undefined
  if (outcome) await endUnconnectedCall(deps.db, engagementId, outcome, now)
  if (progress.callStatus && CALL_OVER_STATUSES.has(progress.callStatus))
    await releasePhoneCallSlot(deps.db, engagementId)
}
