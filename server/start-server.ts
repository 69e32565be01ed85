import { join } from 'node:path'
import type { Server } from 'node:http'
import type { Agent } from 'node:https'
import { createAdaptorServer } from '@hono/node-server'
import type { DestinationStream } from 'pino'
import { systemClock, type Clock } from './clock'
import { loadConfig, modeLine, sharedKeysWarning, type Config } from './config'
import {
  agenciesWithoutReportUrl,
  applyAgencyReportUrls,
} from './catalogue/apply-agency-report-urls'
import { seedJobCatalogue } from './catalogue/seed-jobs'
import { openDatabase } from './db/client'
import { createApp } from './http/app'
import type { AppDeps } from './app-deps'
import { loadServerKeys, loadVapidKeys } from './keys'
import { createLogger, type Logger } from './logger'
import { createBlobStore } from './providers/blob/create-blob-store'
import type { BlobStore } from './providers/blob/blob-store'
import { createSmsProvider } from './providers/sms/create-sms-provider'
import { createTelephonyProvider } from './providers/telephony/create-telephony-provider'
import type { TelephonyProvider } from './providers/telephony/telephony-provider'
import type { SmsProvider } from './providers/sms/sms-provider'
import type { InterviewTiming } from './interview/agent/interview-agent'
import { createPhoneStreamRoute } from './interview/phone-call/phone-stream-route'
import { attachSocketRoutes } from './interview/socket-routes'
import { createSignalingRoute } from './interview/web-call/signaling'
import { chooseSynthesiser, type ChosenSynthesiser } from './interview/voice/choose-synthesiser'
import type { JobQueue } from './queue/job-queue'
import { startJobQueue } from './queue/pg-boss-queue'
import { registerWorkers, type AdaptJobHandlers } from './job-handlers'
import { startPostgresSessionRevocations } from './services/auth/postgres-session-revocations'
import {
  createLocalSessionRevocations,
  type SessionRevocations,
} from './services/auth/session-revocations'
import { createLiveInterviews } from './services/live-interviews'
import { chooseTranscriber } from './interview/transcribe/create-transcriber'
import { findPocketSphinx } from './interview/transcribe/pocketsphinx-installation'
import { pruneExpiredRows } from './services/maintenance'
import { prunePendingUploads } from './services/pending-uploads'
import { queueRecordingRetention } from './services/recording-retention'
import { queueDataExportExpiry } from './services/data-export/expire-exports'
import { listeningOrigin, publicOriginOf } from './services/public-origin'

interface StartServerOptions {
  /** The environment to read the configuration from; process.env by default. */
  env?: Record<string, string | undefined>
  /** Overrides PORT; 0 picks a free port (the returned url names it). */
  port?: number
  /** Where log lines go; stdout by default. */
  logDestination?: DestinationStream
  clock?: Clock
  /** Replaces the configured SMS provider. */
  sms?: SmsProvider
  /** Replaces the configured telephony provider (tests: a provider that records its calls). */
  telephony?: TelephonyProvider
  /** The interview sessions' own timestamps (performance.now() ms), for the benchmark. */
  onInterviewTiming?: (engagementId: string, timing: InterviewTiming) => void
  /** Changes the job handlers this server works, given its own (tests: counted or slowed down). */
  jobHandlers?: AdaptJobHandlers
  /** The TLS agent Web Push sends with (tests: one trusting their push service's certificate). */
  pushAgent?: Agent
  /**
   * How long the recruiter waits for an answer before it moves on; 15 s by default
   * (tests: a silent turn without a quarter of a minute of real time).
   */
  interviewAnswerTimeoutMs?: number
}

export interface RunningServer {
  /** e.g. http://localhost:8080 */
  url: string
  port: number
  config: Config
  logger: Logger
  sms: SmsProvider
  blobs: BlobStore
  /** The durable job queue this server sends to and works. */
  queue: JobQueue
  /**
   * Stops hearing session revocations, accepting connections, ends open ones, lets running jobs
   * finish, stops the blob store and closes the database.
   */
  close(): Promise<void>
}

const HOUR_MS = 60 * 60 * 1000

/**
 * Configuration, database (migrated), blob store (Azurite started when BLOB_CONNECTION_STRING
 * is unset), job queue and its workers, app and HTTP listener in one call: what main.ts runs and
 * what end-to-end tests use to get a real server on a free port. Throws ConfigError on a bad
 * configuration.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env
  const config = loadConfig(env)
  // What is installed is looked up here, once: the configuration only reads the environment.
  const transcriber = chooseTranscriber(config.interview.transcriber, () => findPocketSphinx(env))
  const clock = options.clock ?? systemClock
  const logger = createLogger(config.logLevel, options.logDestination)
  logger.info(modeLine(config))
  const keysWarning = sharedKeysWarning(config)
  if (keysWarning) logger.warn(keysWarning)
  const unreachableAgencies = agenciesWithoutReportUrl(config.agencyReportUrls)
  if (!config.devAffordances.on && unreachableAgencies.length > 0)
    logger.warn(
      `No AGENCY_REPORT_URLS entry for ${unreachableAgencies.join(', ')}: their candidate reports cannot be delivered`,
    )
  const keys = loadServerKeys(config)
  const vapid = loadVapidKeys(config)

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(config.dataDir, 'db') },
  )
  try {
    await database.migrate()
    await seedJobCatalogue(database.db, logger)
    await applyAgencyReportUrls(database.db, config.agencyReportUrls)
  } catch (error) {
    await database.close()
    throw error
  }

  let blobs: BlobStore
  try {
    blobs = await createBlobStore(config, () => clock.now())
  } catch (error) {
    await database.close()
    throw error
  }
  let queue: JobQueue
  try {
    // After the migrations: pg-boss creates its own schema beside them on the first start.
    queue = await startJobQueue({ database, logger })
  } catch (error) {
    await blobs.close()
    await database.close()
    throw error
  }

  let revocations: SessionRevocations
  try {
    // Several nodes may share a PostgreSQL; PGlite is one process, where telling it is enough.
    revocations = config.databaseUrl
      ? await startPostgresSessionRevocations({
          url: config.databaseUrl,
          executeSql: database.executeSql,
          logger,
        })
      : createLocalSessionRevocations((error) =>
          logger.error({ err: error }, 'A session revocation listener failed'),
        )
  } catch (error) {
    await queue.stop()
    await blobs.close()
    await database.close()
    throw error
  }

  let speech: ChosenSynthesiser
  try {
    speech = await chooseSynthesiser(config.interview.speech)
  } catch (error) {
    await revocations.close()
    await queue.stop()
    await blobs.close()
    await database.close()
    throw error
  }
  logger.info(speech.startLine)

  const sms = options.sms ?? createSmsProvider(config.sms, logger, () => clock.now())
  const telephony =
    options.telephony ?? createTelephonyProvider(config.telephony, logger, () => clock.now())
  const interview = createLiveInterviews({
    config,
    db: database.db,
    jwtKey: keys.jwtKey,
    queue,
    blobs,
    logger,
    now: () => clock.now(),
    synthesiser: speech.synthesiser,
    transcriber,
    ...(options.onInterviewTiming ? { onTiming: options.onInterviewTiming } : {}),
    ...(options.interviewAnswerTimeoutMs === undefined
      ? {}
      : { answerTimeoutMs: options.interviewAnswerTimeoutMs }),
  })
  // A session revoked on any node (logout, account deletion) ends its web calls held here.
  revocations.onRevoked((sessionId) => interview.calls.dropSession(sessionId, 'signedOut'))
  // The port asked for until listen tells the one bound (0 asks for any free port).
  let publicOrigin = publicOriginOf(config, options.port ?? config.port)
  const deps: AppDeps = {
    config,
    db: database.db,
    logger,
    clock,
    sms,
    keys,
    vapid,
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
    blobs,
    queue,
    interview,
    revocations,
    ...(telephony ? { telephony } : {}),
    publicOrigin: () => publicOrigin,
  }
  const app = createApp(deps)
  const server = createAdaptorServer({ fetch: app.fetch, hostname: config.host })
  const sockets = attachSocketRoutes(
    server as Server,
    [
      createSignalingRoute({
        calls: interview.calls,
        admission: interview.admission,
        authorise: interview.authorise,
        proveSession: interview.proveSession,
        webCall: interview.webCall,
        publicOrigin: config.publicUrl,
        logger,
        now: () => performance.now(),
      }),
      createPhoneStreamRoute({
        calls: interview.calls,
        authorise: interview.authoriseStream,
        phoneCall: interview.phoneCall,
        logger,
        now: () => performance.now(),
      }),
    ],
    logger,
  )

  let port: number
  try {
    port = await new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? config.port, config.host, () => {
        server.off('error', reject)
        const address = server.address()
        resolve(
          typeof address === 'object' && address ? address.port : (options.port ?? config.port),
        )
      })
    })
  } catch (error) {
    await revocations.close()
    await speech.synthesiser.close()
    await queue.stop()
    await blobs.close()
    await database.close()
    throw error
  }
  publicOrigin = publicOriginOf(config, port)
  await registerWorkers(deps, options.jobHandlers)

  const queueRetention = () =>
    queueRecordingRetention(queue, clock.now()).catch((error: unknown) =>
      logger.warn({ err: error }, 'Queueing the recording retention failed'),
    )
  // 'Download my data' archives whose link expired go by the same hourly rhythm.
  const queueExportExpiry = () =>
    queueDataExportExpiry(queue, clock.now()).catch((error: unknown) =>
      logger.warn({ err: error }, 'Queueing the data export expiry failed'),
    )
  // At start as well: a server restarted more often than hourly still deletes on time.
  await queueRetention()
  await queueExportExpiry()
  const prune = () =>
    Promise.all([
      queueRetention(),
      queueExportExpiry(),
      pruneExpiredRows(database.db, clock.now()).catch((error: unknown) =>
        logger.warn({ err: error }, 'Pruning expired rows failed'),
      ),
      prunePendingUploads({ db: database.db, queue }, clock.now()).catch((error: unknown) =>
        logger.warn({ err: error }, 'Pruning pending uploads failed'),
      ),
    ])
  const pruneTimer = setInterval(prune, HOUR_MS)
  pruneTimer.unref()

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      clearInterval(pruneTimer)
      // Before the calls close: a revocation heard now would find them half shut.
      await revocations.close()
      // Live calls drop with 4000 and stay resumable; their last progress is saved first.
      await interview.close()
      await speech.synthesiser.close()
      sockets.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Keep-alive connections would hold close() open for seconds.
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      // Running jobs still write to the database and read blobs.
      await queue.stop()
      await blobs.close()
      await database.close()
    })())

  const url = listeningOrigin(config.host, port)
  return { url, port, config, logger, sms, blobs, queue, close }
}
