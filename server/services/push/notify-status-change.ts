import { and, eq } from 'drizzle-orm'
import type { AppLanguage } from '../../../contract/app-language'
import type { Database } from '../../db/client'
import { applicationStateHistory, applications, candidates } from '../../db/schema'
import type { Logger } from '../../logger'
import type { QueuePayloads } from '../../queue/job-queue'
import { appLanguageOrEnglish } from '../app-language'
import { pushServiceHostOf } from './push-service-hosts'
import { statusPushMessage, statusPushTransport, type StatusNotice } from './status-notification'
import {
  forgetSubscription,
  liveSubscriptionsOf,
  markDelivered,
  type StoredSubscription,
} from './subscriptions'
import { badgeOf } from './unseen-updates'
import type { PushOutcome, SendPush } from './web-push-sender'

interface StatusPushDeps {
  db: Database
  logger: Logger
  now: () => Date
  /** The app's origin: the notification opens its /submissions/{jobId}. */
  publicUrl: string
  send: SendPush
}

/**
 * The change the job names, if it is still the application's latest: a newer change has its
 * own job, and a late retry of this one must not replace its notification with an older
 * status. Statuses only move forward, so the application's status tells which change is newest.
 * With the candidate's app language as it is now, which the notification is written in.
 */
async function latestChange(
  db: Database,
  job: QueuePayloads['application-status-changed'],
): Promise<(StatusNotice & { candidateId: string; language: AppLanguage }) | undefined> {
  const [row] = await db
    .select({
      candidateId: applicationStateHistory.candidateId,
      jobId: applicationStateHistory.jobId,
      historyId: applicationStateHistory.id,
      status: applicationStateHistory.currentStatus,
      currentStatus: applications.status,
      jobTitle: applicationStateHistory.jobTitle,
      companyName: applicationStateHistory.companyName,
      changedAt: applicationStateHistory.createdAt,
      appLanguage: candidates.appLanguage,
    })
    .from(applicationStateHistory)
    .innerJoin(applications, eq(applications.id, applicationStateHistory.applicationId))
    .innerJoin(candidates, eq(candidates.id, applicationStateHistory.candidateId))
    .where(
      and(
        eq(applicationStateHistory.id, job.historyId),
        eq(applicationStateHistory.applicationId, job.applicationId),
      ),
    )
  if (!row || row.currentStatus !== row.status) return undefined
  const { currentStatus: _current, appLanguage, ...notice } = row
  return { ...notice, language: appLanguageOrEnglish(appLanguage) }
}

/**
 * The 'application-status-changed' job (docs/adr/0070): one notification per live device of the
 * candidate. A device whose subscription ended (404/410) is forgotten; one whose push service is
 * busy or down (429, 5xx, no answer) makes the job fail, so pg-boss retries it with backoff,
 * and the retry skips the devices already reached. The status change itself committed before
 * this job ran: nothing here can hold it up or undo it.
 */
export async function notifyStatusChange(
  deps: StatusPushDeps,
  job: QueuePayloads['application-status-changed'],
): Promise<void> {
  const { db, logger } = deps
  const notice = await latestChange(db, job)
  if (!notice) return
  const devices = (await liveSubscriptionsOf(db, notice.candidateId, deps.now())).filter(
    (device) => device.lastHistoryId !== notice.historyId,
  )
  if (devices.length === 0) return

  const { unseenCount } = await badgeOf(db, notice.candidateId)
  const message = statusPushMessage(notice, unseenCount, deps.publicUrl, notice.language)
  const transport = statusPushTransport(notice)
  const results = await Promise.allSettled(
    devices.map((device) => deps.send(device, message, transport)),
  )

  const counts: Record<PushOutcome | 'unavailable', number> = {
    delivered: 0,
    gone: 0,
    refused: 0,
    'not-allowed': 0,
    unavailable: 0,
  }
  for (const [index, result] of results.entries()) {
    const device = devices[index] as StoredSubscription
    const host = pushServiceHostOf(device.endpoint)
    if (result.status === 'rejected') {
      counts.unavailable += 1
      logger.warn({ err: result.reason, host }, 'Push service unavailable; the job will retry')
      continue
    }
    counts[result.value] += 1
    if (result.value === 'gone') {
      await forgetSubscription(db, device.id)
    } else if (result.value === 'not-allowed') {
      // Nothing went out. Such an endpoint is never sent to, so its row serves nobody.
      logger.warn({ host }, 'Push endpoint not allowed at send time; subscription dropped')
      await forgetSubscription(db, device.id)
    } else {
      // A refused message would be refused again: the device is done with this change too.
      if (result.value === 'refused') logger.warn({ host }, 'Push service refused the message')
      await markDelivered(db, device.id, notice.historyId)
    }
  }
  logger.info({ historyId: notice.historyId, ...counts }, 'Status change pushed')
  if (counts.unavailable > 0) {
    throw new Error(
      `${counts.unavailable} of ${devices.length} push services did not take the message; retrying.`,
    )
  }
}
