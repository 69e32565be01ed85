import type { AppLanguage } from '../../../contract/app-language'
import {
  CALL_REMINDER_PATH,
  DECLARATIVE_WEB_PUSH,
  notificationLangOf,
} from '../../../contract/push'
import type { PushMessage } from '../../../contract/push'
import type { Database } from '../../db/client'
import type { Logger } from '../../logger'
import type { SmsProvider } from '../../providers/sms/sms-provider'
import { appLanguageOrEnglish } from '../app-language'
import { findCandidate } from '../candidates'
import { callCandidate, type PhoneInterviewDeps } from '../phone-interview'
import { liveSubscriptionsOf } from '../push/subscriptions'
import type { SendPush } from '../push/web-push-sender'
import { markCall, recordPlacedEngagement, stillWaiting } from './scheduled-calls'

/** The reminder's words: short enough for one SMS segment, in the candidate's language. */
const REMINDER_TEXT: Record<
  AppLanguage,
  (product: string, time: string) => { title: string; body: string }
> = {
  en: (product, time) => ({
    title: `${product}: your interview call is at ${time}`,
    body: 'Our AI recruiter calls you in about 5 minutes. Keep your phone close.',
  }),
  es: (product, time) => ({
    title: `${product}: tu llamada de entrevista es a las ${time}`,
    body: 'Nuestro reclutador de IA te llama en unos 5 minutos. Ten tu teléfono cerca.',
  }),
}

const timeIn = (at: Date, timeZone: string, language: AppLanguage) =>
  new Intl.DateTimeFormat(notificationLangOf(language), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    // Named: the phone that reads it may be set to another zone.
    timeZoneName: 'short',
  }).format(at)

export interface ReminderDeps {
  db: Database
  logger: Logger
  now: () => Date
  publicUrl: string
  productName: string
  sms: SmsProvider
  send: SendPush
}

/**
 * The 'scheduled-call-reminder' job: a push to each of the candidate's devices and a text to
 * their number, a few minutes before the call. Nothing for a call cancelled or replaced. A
 * device that cannot be reached is not retried: the text is the reminder that always goes.
 */
export async function remindScheduledCall(
  deps: ReminderDeps,
  { scheduledCallId }: { scheduledCallId: string },
): Promise<void> {
  const call = await stillWaiting(deps.db, scheduledCallId)
  if (!call) return
  const candidate = await findCandidate(deps.db, call.candidateId)
  if (!candidate) return
  const language = appLanguageOrEnglish(candidate.appLanguage)
  const { title, body } = REMINDER_TEXT[language](
    deps.productName,
    timeIn(call.at, call.timeZone, language),
  )
  const message: PushMessage = {
    web_push: DECLARATIVE_WEB_PUSH,
    notification: {
      title,
      body,
      navigate: new URL(CALL_REMINDER_PATH, deps.publicUrl).href,
      tag: `call-${call.id}`,
      lang: notificationLangOf(language),
      dir: 'ltr',
      icon: new URL('/icons/icon-192.png', deps.publicUrl).href,
      timestamp: call.at.getTime(),
      data: { kind: 'call-reminder', scheduledCallId: call.id },
    },
  }
  const devices = await liveSubscriptionsOf(deps.db, candidate.id, deps.now())
  const pushed = await Promise.allSettled(
    devices.map((device) =>
      deps.send(device, message, {
        TTL: 5 * 60,
        urgency: 'high',
        topic: call.id.replaceAll('-', ''),
      }),
    ),
  )
  await deps.sms.send({ to: candidate.phone, body: `${title}. ${body}`, code: '' })
  deps.logger.info(
    {
      scheduledCallId,
      devices: devices.length,
      pushed: pushed.filter((r) => r.status === 'fulfilled').length,
    },
    'Scheduled call reminder sent',
  )
}

/**
 * The 'scheduled-call' job: places the call at its time, as 'Call me' would, for the sign-in
 * that scheduled it. Taken out of waiting first, so a job run twice rings once; a call the
 * rules refuse now (consent withdrawn, run too late for calling hours) is missed, not retried.
 */
export async function placeScheduledCall(
  deps: PhoneInterviewDeps & { now: () => Date },
  { scheduledCallId }: { scheduledCallId: string },
): Promise<void> {
  const call = await stillWaiting(deps.db, scheduledCallId)
  if (!call) return
  const now = deps.now()
  if (!(await markCall(deps.db, call.id, 'scheduled', 'placed'))) return
  try {
    const { engagementId } = await callCandidate(
      deps,
      { candidateId: call.candidateId, sessionId: call.sessionId },
      now,
    )
    await recordPlacedEngagement(deps.db, call.id, engagementId)
  } catch (error) {
    deps.logger.warn({ err: error, scheduledCallId }, 'Scheduled call not placed')
    await markCall(deps.db, call.id, 'placed', 'missed')
  }
}
