import type { AppDeps } from './app-deps'
import { matchCandidate } from './matching/match-candidate'
import { endpoints } from '../contract/endpoints'
import { deliverDeletionNotice } from './services/agency-reports/deletion-notices'
import { deliverAgencyReport } from './services/agency-reports/deliver-report'
import { eraseBlobs } from './services/blob-erasure'
import { buildDataExport } from './services/data-export/build-export'
import { deleteExpiredExports } from './services/data-export/expire-exports'
import { deleteExpiredRecordings } from './services/recording-retention'
import {
  placeScheduledCall,
  remindScheduledCall,
} from './services/call-scheduling/scheduled-call-jobs'
import { placeQueuedPhoneCall } from './services/queued-phone-call'
import { runProfileAnalysis } from './services/profile-analysis/run-profile-analysis'
import { analyseResumeFromModule } from './services/resume-analysis'
import { analyseUploadedResume } from './services/resumes'
import { notifyStatusChange } from './services/push/notify-status-change'
import { createWebPushSender } from './services/push/web-push-sender'
import { handlerEntries, type JobHandlers } from './queue/handler-entries'

/**
 * Every job handler of the server, built on its dependencies. It is part of the composition
 * root, with start-server.ts: the one place that knows every queue and the service working it.
 * A new kind of job is one more entry here (and its policy in queue/queue-policies.ts).
 */
export function createJobHandlers(deps: AppDeps): JobHandlers {
  const analyseResume = deps.analyseResume ?? analyseResumeFromModule
  const pushDeps = {
    db: deps.db,
    logger: deps.logger,
    now: () => deps.clock.now(),
    publicUrl: deps.config.publicUrl,
    send: createWebPushSender({
      vapid: deps.vapid,
      subject: `mailto:${deps.config.supportEmail}`,
      extraEndpointHosts: deps.config.push.extraEndpointHosts,
      ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
    }),
  }
  const agencyDeps = {
    db: deps.db,
    logger: deps.logger,
    now: () => deps.clock.now(),
    reportKey: deps.keys.reportKey,
    devInboxUrl: devInboxUrlOf(deps),
    ...(deps.reportFetch ? { fetch: deps.reportFetch } : {}),
  }
  return {
    'resume-analysis': ({ resumeId }, { lastAttempt }) =>
      analyseUploadedResume({ ...deps, analyseResume }, resumeId, {
        now: () => deps.clock.now(),
        lastAttempt,
      }),
    'profile-analysis': ({ candidateId }, context) =>
      runProfileAnalysis(
        {
          db: deps.db,
          logger: deps.logger,
          now: () => deps.clock.now(),
          autoApplyLimit: deps.config.autoApplyLimit,
          match: matchCandidate,
          reportTo: deps.queue,
        },
        candidateId,
        context,
      ),
    'application-status-changed': (data) => notifyStatusChange(pushDeps, data),
    'blob-erasure': (data, context) => eraseBlobs(deps, data, context),
    'agency-report-delivery': (data, context) => deliverAgencyReport(agencyDeps, data, context),
    'agency-deletion-notice': (data, context) => deliverDeletionNotice(agencyDeps, data, context),
    'scheduled-call-reminder': (data) =>
      remindScheduledCall(
        { ...pushDeps, productName: deps.config.productName, sms: deps.sms },
        data,
      ),
    'scheduled-call': (data) =>
      placeScheduledCall(
        { ...deps, telephonyConfig: deps.config.telephony, now: () => deps.clock.now() },
        data,
      ),
    'queued-phone-call': (data, context) =>
      placeQueuedPhoneCall(
        { ...deps, telephonyConfig: deps.config.telephony, now: () => deps.clock.now() },
        data,
        context,
      ),
    'recording-retention': async () => {
      await deleteExpiredRecordings(deps, deps.config.recordingRetentionDays, deps.clock.now())
    },
    'data-export': (data, context) =>
      buildDataExport(
        {
          db: deps.db,
          blobs: deps.blobs,
          logger: deps.logger,
          now: () => deps.clock.now(),
          productName: deps.config.productName,
          supportEmail: deps.config.supportEmail,
        },
        data,
        context,
      ),
    'data-export-expiry': async () => {
      await deleteExpiredExports(deps, deps.clock.now())
    },
  }
}

/**
 * Where agencies without a report URL of their own take reports: this server's dev inbox, when
 * its dev endpoints are on (console SMS), at its public origin (PUBLIC_URL, else the address it
 * listens on).
 */
function devInboxUrlOf(deps: AppDeps): ((agencySlug: string) => string) | undefined {
  if (!deps.config.devAffordances.on || deps.config.sms.provider !== 'console') return undefined
  return (agencySlug) =>
    new URL(
      endpoints.devAgencyInbox.path.replace('{agency}', encodeURIComponent(agencySlug)),
      deps.publicOrigin(),
    ).href
}

/** Given the server's handlers, the ones to work instead (tests: counted, slowed, replaced). */
export type AdaptJobHandlers = (handlers: JobHandlers) => JobHandlers

/** Starts this process's workers on deps.queue, one per handler above (after `adapt`). */
export async function registerWorkers(
  deps: AppDeps,
  adapt: AdaptJobHandlers = (handlers) => handlers,
): Promise<void> {
  for (const [name, handler] of handlerEntries(adapt(createJobHandlers(deps)))) {
    await deps.queue.work(name, handler)
  }
}
