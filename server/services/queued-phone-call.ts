import { errorCodes } from '../../contract/envelope'
import { callingHoursOf } from '../config'
import { AppError } from '../errors'
import { readInterviewState } from '../interview/dialogue'
import { uuidFromName } from '../queue/hourly-job'
import type { JobContext, QueuePayloads } from '../queue/job-queue'
import { assertMayCall } from './call-scheduling/call-gate'
import { findCandidate } from './candidates'
import {
  claimQueuedCall,
  endUnconnectedCall,
  findEngagement,
  isWaitingForRoom,
} from './engagements'
import {
  placePhoneCall,
  QUEUED_CALL_RETRY_SECONDS,
  QUEUED_CALL_WAIT_MS,
  type PhoneInterviewDeps,
} from './phone-interview'

/**
 * A phone call waiting for room (callCandidate found the node full). The candidate was told
 * the recruiter calls in a moment, so the call is placed as soon as a place frees up; each look
 * is a 'queued-phone-call' job, and a look that finds no room sends the next one a few seconds
 * on, so the wait survives a restart and runs on whichever node works the queue.
 */

/** The rules that refuse a call now that allowed it at 'I agree' (consent, calling hours). */
const REFUSED_NOW: ReadonlySet<string> = new Set([
  errorCodes.callConsentRequired,
  errorCodes.outsideCallingHours,
])

/**
 * The 'queued-phone-call' job. Nothing for an engagement no longer waiting (replaced by a newer
 * 'I agree', ended, or already placed). A call the rules no longer allow, or one that waited
 * QUEUED_CALL_WAIT_MS, ends 'failed', so the status screen offers another try. Else, with a
 * place on this node, the call is placed as 'Call me' places it; without, the job is sent again
 * under an id named after this one, so a run repeated after a crash sends it once.
 */
export async function placeQueuedPhoneCall(
  deps: PhoneInterviewDeps & { now: () => Date },
  { engagementId }: QueuePayloads['queued-phone-call'],
  { jobId }: Pick<JobContext, 'jobId'>,
): Promise<void> {
  const engagement = await findEngagement(deps.db, engagementId)
  if (!engagement || !isWaitingForRoom(engagement)) return
  const now = deps.now()
  const giveUp = async (reason: string) => {
    deps.logger.warn({ engagementId, reason }, 'Queued call given up')
    await endUnconnectedCall(deps.db, engagementId, 'failed', now)
  }
  const { telephony, telephonyConfig } = deps
  if (!telephony || telephonyConfig.provider === 'none') return giveUp('telephony_off')
  const waitedMs = now.getTime() - (engagement.queuedAt?.getTime() ?? now.getTime())
  if (waitedMs >= QUEUED_CALL_WAIT_MS) return giveUp('waited_too_long')
  const candidate = await findCandidate(deps.db, engagement.candidateId)
  if (!candidate) return
  try {
    await assertMayCall(deps.db, candidate, callingHoursOf(telephonyConfig), now)
  } catch (error) {
    if (error instanceof AppError && REFUSED_NOW.has(error.code)) return giveUp(error.code)
    throw error
  }

  const place = deps.interview?.admission.reserve()
  if (deps.interview && !place) {
    await deps.queue.send(
      'queued-phone-call',
      { engagementId },
      {
        id: uuidFromName(`queued-phone-call after ${jobId}`),
        startAfterSeconds: QUEUED_CALL_RETRY_SECONDS,
      },
    )
    return
  }
  let claimed: { token: string } | undefined
  try {
    claimed = await claimQueuedCall(deps.db, engagementId, now)
  } catch (error) {
    place?.release()
    throw error
  }
  if (!claimed) {
    place?.release()
    return
  }
  await placePhoneCall(
    { ...deps, telephony, telephonyConfig },
    { engagementId, token: claimed.token, phone: candidate.phone },
    readInterviewState(engagement.interviewState),
    place,
    now,
  )
}
