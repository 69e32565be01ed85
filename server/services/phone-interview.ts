import type { AppLanguage } from '../../contract/app-language'
import type { PhoneCallOutcome } from '../../contract/interview'
import { errorCodes } from '../../contract/envelope'
import { callingHoursOf, type TelephonyConfig } from '../config'
import type { Database } from '../db/client'
import { AppError, notFound } from '../errors'
import {
  ADMISSION_RETRY_AFTER_SECONDS,
  type AdmissionPlace,
  type InterviewPlaces,
} from '../interview/admission/interview-admission'
import type { InterviewState } from '../interview/dialogue'
import { assertMayCall } from './call-scheduling/call-gate'
import { findCandidate } from './candidates'
import type { Logger } from '../logger'
import type { TelephonyProvider } from '../providers/telephony/telephony-provider'
import type { JobQueue } from '../queue/job-queue'
import {
  endUnconnectedCall,
  findEngagement,
  markWaitingForRoom,
  recordCallSid,
} from './engagements'
import { placeForNewInterview, startInterview, type InterviewStartDeps } from './interview-start'
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
  /** Where a call that finds this node full waits for room ('queued-phone-call'). */
  queue: Pick<JobQueue, 'send'>
  interview?: InterviewStartDeps['interview'] & {
    /**
     * A place on this node for the call, taking those of the `replacing` interviews; undefined
     * when the node is full.
     */
    admission: InterviewPlaces
    /** The recruiter's fixed sentences in the phone's codec, synthesised while the phone rings. */
    warmPhonePrompts?(firstName: string, productName: string, language?: AppLanguage): void
  }
}

/**
 * How long a call waits for room on a full node before it is given up ('failed': the status
 * screen offers another try or the browser). Longer than anyone keeps a phone at hand for a
 * call said to come 'in a moment'.
 */
export const QUEUED_CALL_WAIT_MS = 10 * 60 * 1000

/** How often a waiting call looks for room: as often as a refused web call's start retries. */
export const QUEUED_CALL_RETRY_SECONDS = ADMISSION_RETRY_AFTER_SECONDS

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
 * The call takes a place on this node first, as the web call's start does; on a full node the
 * engagement is started all the same and its call waits for room on the durable queue
 * (services/queued-phone-call.ts), rather than refusing a candidate who already said yes.
 * `waitingForRoom` says so, for the status screen to open on the wait rather than on a call
 * that does not ring.
 */
export async function callCandidate(
  deps: PhoneInterviewDeps,
  owner: AccessSession,
  now: Date,
): Promise<{ engagementId: string; waitingForRoom: boolean }> {
  const { telephony, telephonyConfig } = deps
  if (!telephony || telephonyConfig.provider === 'none') throw phoneInterviewUnavailable()
  const candidate = await findCandidate(deps.db, owner.candidateId)
  if (!candidate) throw notFound('Candidate not found.')
  await assertMayCall(deps.db, candidate, callingHoursOf(telephonyConfig), now)
  const place =
    deps.interview &&
    (await placeForNewInterview(deps.db, deps.interview.admission, owner.candidateId))
  let started: Awaited<ReturnType<typeof startInterview>>
  try {
    started = await startInterview(deps, owner, 'phone', now)
  } catch (error) {
    place?.release()
    throw error
  }
  const { engagementId } = started
  if (deps.interview && !place)
    return { engagementId, waitingForRoom: await waitForRoom(deps, engagementId, now) }
  await placePhoneCall(
    { ...deps, telephony, telephonyConfig },
    { engagementId, token: started.token, phone: started.phone },
    started.state,
    place,
    now,
  )
  return { engagementId, waitingForRoom: false }
}

/**
 * The node is full: the engagement's call waits for room, marked so (the status screen says the
 * recruiter calls in a moment) in the transaction that queues the job placing it. A call that
 * cannot even be queued ends 'failed', as one the provider refuses. True when the call waits,
 * as GetEngagementCallStatus then says too.
 */
async function waitForRoom(
  deps: PhoneInterviewDeps,
  engagementId: string,
  now: Date,
): Promise<boolean> {
  try {
    const queued = await deps.db.transaction(async (tx) => {
      if (!(await markWaitingForRoom(tx, engagementId, now, QUEUED_CALL_WAIT_MS))) return false
      await deps.queue.send(
        'queued-phone-call',
        { engagementId },
        { tx, startAfterSeconds: QUEUED_CALL_RETRY_SECONDS },
      )
      return true
    })
    deps.logger.info({ engagementId }, 'Interviews full: the call waits for room')
    return queued
  } catch (error) {
    deps.logger.error({ err: error, engagementId }, 'Queueing the call failed')
    await endUnconnectedCall(deps.db, engagementId, 'failed', now)
    return false
  }
}

/** The telephony configuration of a server that places calls. */
type PlacingConfig = Exclude<TelephonyConfig, { provider: 'none' }>

/**
 * Rings the candidate for a phone engagement still connecting, whether 'Call me' just started
 * it or it waited for room: its call token goes in the media stream's URL. The place taken on
 * this node (none without admission control) is bound to the engagement, so the call holds it
 * until it connects, and is freed when no call rings. A call the provider refuses ends the
 * engagement 'failed'.
 */
export async function placePhoneCall(
  deps: PhoneInterviewDeps & { telephony: TelephonyProvider; telephonyConfig: PlacingConfig },
  call: { engagementId: string; token: string; phone: string },
  state: Pick<InterviewState, 'firstName' | 'productName' | 'language'> | undefined,
  place: AdmissionPlace | undefined,
  now: Date,
): Promise<void> {
  const { telephony, telephonyConfig } = deps
  if (state) deps.interview?.warmPhonePrompts?.(state.firstName, state.productName, state.language)
  // Bound before the phone rings: a candidate who answers at once finds the place theirs.
  place?.bind(call.engagementId)
  try {
    const { callSid } = await telephony.placeCall({
      to: call.phone,
      streamUrl: streamUrl(telephonyConfig.publicUrl, call.token),
      statusCallbackUrl: new URL(
        callStatusPath(call.engagementId),
        telephonyConfig.publicUrl,
      ).toString(),
    })
    // A browser interview started while this call was being placed has replaced it, and found
    // no call to hang up yet: this one must not ring on.
    if (!(await recordCallSid(deps.db, call.engagementId, callSid, now))) {
      place?.release()
      await telephony.hangUp(callSid)
    }
  } catch (error) {
    place?.release()
    deps.logger.error({ err: error, engagementId: call.engagementId }, 'Placing the call failed')
    await endUnconnectedCall(deps.db, call.engagementId, 'failed', now)
  }
}

/** What a provider reports of a call (Twilio's status and answering-machine callbacks). */
interface CallProgress {
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
