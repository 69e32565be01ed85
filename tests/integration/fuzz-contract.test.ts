import * as v from 'valibot'
import { afterAll, expect, it } from 'vitest'
import {
  applicationsQuerySchema,
  feedbackRequestSchema,
  historyByJobQuerySchema,
  historyByStatusQuerySchema,
  jobIdParamSchema,
} from '../../contract/applications'
import {
  resendOtpQuerySchema,
  signUpAndLoginRequestSchema,
  validateOtpRequestSchema,
} from '../../contract/auth'
import { candidateIdQuerySchema, updateLanguageRequestSchema } from '../../contract/candidate'
import { requestDataExportRequestSchema } from '../../contract/data-export'
import { endpoints, headers, type EndpointName } from '../../contract/endpoints'
import { errorCodes, errorEnvelopeSchema } from '../../contract/envelope'
import { engagementStatusQuerySchema } from '../../contract/interview'
import {
  generateResumeUrlQuerySchema,
  updateCandidateDetailsQuerySchema,
  updateCandidateDetailsRequestSchema,
  updateUserTitlePreferenceRequestSchema,
} from '../../contract/onboarding'
import {
  deleteCandidateRequestSchema,
  editProfileRequestSchema,
  generateProfileImageUrlQuerySchema,
} from '../../contract/profile'
import {
  markSeenRequestSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
} from '../../contract/push'
import { requestPersonRequestSchema } from '../../contract/person-request'
import type { SchemaNode } from '../../contract/schema-walk'
import {
  cancelScheduledCallRequestSchema,
  consentToCallRequestSchema,
  scheduleCallRequestSchema,
} from '../../contract/call-scheduling'
import { reportQuerySchema, stopSharingRequestSchema } from '../../contract/shared-reports'
import { createLogger } from '../../server/logger'
import type { BlobStore } from '../../server/providers/blob/blob-store'
import { createDevTelephonyProvider } from '../../server/providers/telephony/dev-telephony-provider'
import { insertApplication, insertJobs } from './support/applications'
import { insertSentReport } from './support/sent-reports'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import {
  encode,
  mutationsOf,
  type FuzzRequest,
  type Mutation,
  type ValidRequest,
} from './support/fuzz-mutations'
import { otherSpellingsOf } from './support/push-endpoint-spellings'
import { changedTables, snapshotter, type TableSnapshot } from './support/table-snapshot'
import {
  createTestApp,
  latestCode,
  phoneNumber,
  signIn,
  startLogin,
  TEST_DEVICE_ID,
  TEST_LOGIN_ID,
  type TestApp,
} from './support/test-app'

/*
 * Guarantees (docs/adr/0096): fuzzing generated from the contract. For every call of the endpoint
 * table (contract/endpoints.ts) but the development ones, a valid request is made from the
 * call's request schemas, then every mutation contract/schema-walk.ts and
 * support/fuzz-mutations.ts derive from it (wrong types, missing and extra fields, empty, huge
 * and unicode strings, control characters, huge numbers, deep nesting, duplicated query
 * parameters, other content types, broken JSON) is sent. The bars: no 5xx; every refusal a 4xx
 * with the error envelope, naming the field when it is a validation error; and nothing written
 * by a refused request (every table compared before and after each request).
 */

interface Context {
  t: TestApp
  userId: string
  accessToken: string
  jobId: string
  engagementId: string
  /** A report about the application, as its agency received it, and that agency. */
  reportId: string
  agencyId: string
  /** A login started on another number, for ValidateOtp and ResendOtp. */
  login: { nationalNumber: string; sessionToken: string; otp: string }
  /** A number never used, for SignUpAndLogin. */
  freshNumber: string
}

type Auth = 'candidate' | 'login session' | 'none'

interface CallSpec {
  auth: Auth
  /** The valid requests (one per body shape the call takes). */
  requests(context: Context): Array<Pick<ValidRequest, 'query' | 'body' | 'path'>>
  /** What the valid request answers (200 unless the call refuses it for a business reason). */
  validStatus?: number
  /**
   * Query parameters that choose the body's schema (isCandidateOnboarding): changing one makes
   * the body the one refused, so the 400 names a body field instead.
   */
  bodySchemaSwitches?: readonly string[]
  /**
   * What a success uses up, to be made again before the next request: the candidate's sign-in
   * (logout, deletion) or the login and its number (a code sent or checked).
   */
  renewAfterSuccess?: 'sign-in' | 'login'
  /**
   * Values of one body field that the call's own rules refuse, beyond the generic ones of
   * support/fuzz-mutations.ts: each is sent in the valid request and must be refused (4xx),
   * under the same bars.
   */
  refusedBodyValues?: { path: readonly string[]; values: ReadonlyArray<[string, unknown]> }
}

const schema = (of: v.GenericSchema) => of as unknown as SchemaNode
const candidateQuery = (context: Context) => ({
  schema: schema(candidateIdQuerySchema),
  value: { candidateId: context.userId },
})
const onlyCandidateQuery = (context: Context) => [{ query: candidateQuery(context) }]
/** A time after the test clock's, for ScheduleCall (the dev phone keeps no calling hours). */
const SCHEDULED_AT = '2027-01-04T17:00:00.000Z'
const reportQuery = (context: Context) => [
  {
    query: {
      schema: schema(reportQuerySchema),
      value: { candidateId: context.userId, reportId: context.reportId },
    },
  },
]

/** The calendar day `days` after the test app's clock, 'YYYY-MM-DD'. */
const daysFromNow = (context: Context, days: number) =>
  new Date(context.t.clock.now().getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** A real P-256 point (the server checks it is on the curve): private key 32 bytes of 7. */
const P256DH =
  'BB4YUy_UdUwC8wQdnHXOszuD_9gax85P6ILMscmLxYlupGwxHE4v9A3ZajZT5uRURdMt_khuztdcepDGoYiBwKM'
const AUTH_SECRET = 'A'.repeat(22)
const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/fuzz-device-0001'

/** The development calls (/api/dev) are left out: they exist only on loopback servers. */
type FuzzedCall = Exclude<EndpointName, `dev${string}`>

const CALLS = {
  signUpAndLogin: {
    auth: 'none',
    renewAfterSuccess: 'login',
    requests: (context) => [
      {
        body: {
          schema: schema(signUpAndLoginRequestSchema),
          value: {
            userPhoneNumber: context.freshNumber,
            loginId: TEST_LOGIN_ID,
            countryCode: '1',
            language: 'es',
          },
        },
      },
    ],
  },
  validateOtp: {
    auth: 'login session',
    renewAfterSuccess: 'login',
    requests: ({ login }) => [
      {
        body: {
          schema: schema(validateOtpRequestSchema),
          value: {
            userPhonenumber: login.nationalNumber,
            otp: login.otp,
            sessionToken: login.sessionToken,
          },
        },
      },
    ],
  },
  resendOtp: {
    auth: 'login session',
    renewAfterSuccess: 'login',
    requests: ({ login }) => [
      {
        query: {
          schema: schema(resendOtpQuerySchema),
          value: { phoneNumber: login.nationalNumber, countryCode: '1' },
        },
      },
    ],
  },
  logout: { auth: 'candidate', renewAfterSuccess: 'sign-in', requests: () => [{}] },
  getDetails: { auth: 'candidate', requests: onlyCandidateQuery },
  getCandidateOnboardingDetails: { auth: 'candidate', requests: onlyCandidateQuery },
  updateCandidateDetails: {
    auth: 'candidate',
    bodySchemaSwitches: ['isCandidateOnboarding'],
    requests: (context) => [
      {
        query: {
          schema: schema(updateCandidateDetailsQuerySchema),
          value: { candidateId: context.userId, isCandidateOnboarding: 'true' },
        },
        body: {
          schema: schema(updateCandidateDetailsRequestSchema),
          value: {
            firstName: 'Rosa',
            lastName: 'Diaz',
            emailId: 'rosa@example.com',
            fullName: 'Rosa Diaz',
            isResumeUploaded: false,
          },
        },
      },
      {
        query: {
          schema: schema(updateCandidateDetailsQuerySchema),
          value: { candidateId: context.userId, isCandidateOnboarding: 'false' },
        },
        body: {
          schema: schema(editProfileRequestSchema),
          value: {
            firstName: 'Rosa',
            lastName: 'Diaz',
            emailId: 'rosa@example.com',
            dateOfBirth: '1990-04-12',
            gender: 'Female',
            expectedPayRate: 21.5,
            experienceTime: '',
            qualification: '',
            location: 'Dallas, TX',
            language: 'English',
            currentDesignation: 'Forklift operator',
            categories: ['Commercial'],
            showProfile: true,
            aboutMe: 'Careful driver.\nTen years of forklifts.',
            isProfileImageUploaded: false,
          },
        },
      },
    ],
  },
  updateUserTitlePreference: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(updateUserTitlePreferenceRequestSchema),
          value: {
            candidateId: context.userId,
            selectedTitles: ['Assembler'],
            customTitles: ['Night baker'],
          },
        },
      },
    ],
  },
  getDashboardCompletionStatus: { auth: 'candidate', requests: onlyCandidateQuery },
  getCandidatePreference: { auth: 'candidate', requests: onlyCandidateQuery },
  getCandidateProfileById: { auth: 'candidate', requests: onlyCandidateQuery },
  getCandidateBasicProfileById: { auth: 'candidate', requests: onlyCandidateQuery },
  generateProfileImageUrl: {
    auth: 'candidate',
    requests: (context) => [
      {
        query: {
          schema: schema(generateProfileImageUrlQuerySchema),
          value: { candidateId: context.userId, fileFormat: 'png' },
        },
      },
    ],
  },
  deleteCandidate: {
    auth: 'candidate',
    renewAfterSuccess: 'sign-in',
    requests: (context) => [
      {
        query: candidateQuery(context),
        body: {
          schema: schema(deleteCandidateRequestSchema),
          value: { reasons: ["I've found a job"], otherReason: 'Moving away' },
        },
      },
    ],
  },
  updateLanguage: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(updateLanguageRequestSchema),
          value: { candidateId: context.userId, language: 'es' },
        },
      },
    ],
  },
  getProfileAnalysisStatus: { auth: 'candidate', requests: onlyCandidateQuery },
  // No analysis has failed: nothing to retry.
  retryProfileAnalysis: { auth: 'candidate', validStatus: 409, requests: onlyCandidateQuery },
  getJobMatchStatistics: { auth: 'candidate', requests: onlyCandidateQuery },
  getCandidateApplicationAggregatedCount: { auth: 'candidate', requests: onlyCandidateQuery },
  getSubmissionAggregatedCount: { auth: 'candidate', requests: onlyCandidateQuery },
  getApplications: {
    auth: 'candidate',
    requests: (context) => [
      {
        query: {
          schema: schema(applicationsQuerySchema),
          value: { candidateId: context.userId, page: '1', pageSize: '10', status: 'all' },
        },
      },
    ],
  },
  getApplicationDetails: {
    auth: 'candidate',
    requests: (context) => [
      {
        query: candidateQuery(context),
        path: { schema: schema(jobIdParamSchema), value: { jobId: context.jobId } },
      },
    ],
  },
  giveApplicationFeedback: {
    auth: 'candidate',
    requests: (context) => [
      {
        path: { schema: schema(jobIdParamSchema), value: { jobId: context.jobId } },
        body: {
          schema: schema(feedbackRequestSchema),
          value: {
            candidateId: context.userId,
            jobId: context.jobId,
            decision: 'Interested',
            reasons: ['Matches my skills'],
            otherReason: '',
          },
        },
      },
    ],
  },
  getApplicationStateHistoryByJobId: {
    auth: 'candidate',
    requests: (context) => [
      {
        query: {
          schema: schema(historyByJobQuerySchema),
          value: { candidateId: context.userId, jobId: context.jobId },
        },
      },
    ],
  },
  getApplicationStateHistoryByStatus: {
    auth: 'candidate',
    requests: (context) => [
      {
        query: {
          schema: schema(historyByStatusQuerySchema),
          value: {
            candidateId: context.userId,
            applicationStatus: 'inreview',
            page: '1',
            pageSize: '50',
          },
        },
      },
    ],
  },
  generateResumeUrl: {
    auth: 'candidate',
    requests: (context) => [
      {
        query: {
          schema: schema(generateResumeUrlQuerySchema),
          value: { candidateId: context.userId, fileName: 'rosa-cv', fileFormat: 'pdf' },
        },
      },
    ],
  },
  prepareInterview: { auth: 'candidate', requests: onlyCandidateQuery },
  getWebrtcSetupDetailsForCandidate: { auth: 'candidate', requests: onlyCandidateQuery },
  createCallForCandidate: { auth: 'candidate', requests: onlyCandidateQuery },
  consentToCall: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(consentToCallRequestSchema),
          value: { candidateId: context.userId, language: 'es' },
        },
      },
    ],
  },
  scheduleCall: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(scheduleCallRequestSchema),
          value: { candidateId: context.userId, at: SCHEDULED_AT },
        },
      },
    ],
  },
  getScheduledCall: { auth: 'candidate', requests: onlyCandidateQuery },
  cancelScheduledCall: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(cancelScheduledCallRequestSchema),
          value: { candidateId: context.userId },
        },
      },
    ],
  },
  getEngagementCallStatus: {
    auth: 'candidate',
    requests: (context) => [
      {
        query: {
          schema: schema(engagementStatusQuerySchema),
          value: { engagementId: context.engagementId },
        },
      },
    ],
  },
  requestPerson: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(requestPersonRequestSchema),
          value: {
            candidateId: context.userId,
            phone: '2065550100',
            day: daysFromNow(context, 1),
            partOfDay: 'morning',
          },
        },
      },
    ],
    // Days the schema or the server's clock refuses: past, beyond the next 7 days, not real.
    refusedBodyValues: {
      path: ['day'],
      values: [
        ['long past', '2000-01-01'],
        ['too far ahead', '2999-12-31'],
        ['not a calendar day', '2026-02-30'],
      ],
    },
  },
  personRequest: { auth: 'candidate', requests: onlyCandidateQuery },
  getJobsAggregatedCount: { auth: 'none', requests: () => [{}] },
  pushVapidPublicKey: { auth: 'none', requests: () => [{}] },
  retentionPeriods: { auth: 'none', requests: () => [{}] },
  pushSubscribe: {
    auth: 'candidate',
    // Spellings that two URL parsers read as different hosts (push-service-hosts.ts).
    refusedBodyValues: {
      path: ['subscription', 'endpoint'],
      values: otherSpellingsOf(PUSH_ENDPOINT),
    },
    requests: (context) => [
      {
        body: {
          schema: schema(pushSubscribeRequestSchema),
          value: {
            candidateId: context.userId,
            subscription: {
              endpoint: PUSH_ENDPOINT,
              expirationTime: null,
              keys: { p256dh: P256DH, auth: AUTH_SECRET },
            },
          },
        },
      },
    ],
  },
  pushUnsubscribe: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(pushUnsubscribeRequestSchema),
          value: { candidateId: context.userId, endpoint: PUSH_ENDPOINT },
        },
      },
    ],
  },
  pushBadgeCount: { auth: 'candidate', requests: onlyCandidateQuery },
  sharedReports: { auth: 'candidate', requests: onlyCandidateQuery },
  sentReport: { auth: 'candidate', requests: reportQuery },
  sentReportPdf: { auth: 'candidate', requests: reportQuery },
  stopSharing: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(stopSharingRequestSchema),
          value: { candidateId: context.userId, agencyId: context.agencyId },
        },
      },
    ],
  },
  requestDataExport: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(requestDataExportRequestSchema),
          value: { candidateId: context.userId },
        },
      },
    ],
  },
  dataExportStatus: { auth: 'candidate', requests: onlyCandidateQuery },
  pushMarkSeen: {
    auth: 'candidate',
    requests: (context) => [
      {
        body: {
          schema: schema(markSeenRequestSchema),
          value: { candidateId: context.userId, jobIds: [context.jobId] },
        },
      },
    ],
  },
} satisfies Record<FuzzedCall, CallSpec>

const callNames = Object.keys(CALLS) as FuzzedCall[]

/** The valid request with the body field of CallSpec.refusedBodyValues set to each value. */
function refusedValueMutations(spec: CallSpec, valid: ValidRequest): Mutation[] {
  const body = valid.body
  if (!spec.refusedBodyValues || !body) return []
  const { path, values } = spec.refusedBodyValues
  return values.map(([label, value]) => {
    const changed = structuredClone(body.value)
    let node: Record<string, unknown> = changed
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>
    node[path.at(-1) ?? ''] = value
    return {
      label: `body.${path.join('.')}: ${label}`,
      field: path.at(-1) ?? '',
      request: encode({ ...valid, body: { ...body, value: changed } }),
    }
  })
}

/** Upload URLs without a blob service: the fuzzed calls only ask for them. */
const urlOnlyBlobStore: BlobStore = {
  origin: 'https://blobs.fuzz.test',
  createUploadUrl: (name) => Promise.resolve(`https://blobs.fuzz.test/${name}?sig=upload`),
  createReadUrl: (name) => Promise.resolve(`https://blobs.fuzz.test/${name}?sig=read`),
  createDownloadUrl: (name) => Promise.resolve(`https://blobs.fuzz.test/${name}?sig=download`),
  list: () => Promise.resolve([]),
  stat: () => Promise.resolve(undefined),
  readCapped: () => Promise.resolve({ kind: 'missing' }),
  delete: () => Promise.resolve(),
  write: () => Promise.resolve(),
  close: () => Promise.resolve(),
}

/* Running one call ------------------------------------------------------------------------- */

let numbers = 0
/** A number of its own for every sign-in of the suite (the same sequence on every run). */
const nextNumber = () => phoneNumber(15_000 + ++numbers)
let requestsSent = 0
/** Every request from an address of its own, so the per-IP limits never mix batches. */
const nextIp = () => {
  const n = ++requestsSent
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** A login started on a number of its own, and a number never used, for the sign-in calls. */
async function newLogin(t: TestApp): Promise<Pick<Context, 'login' | 'freshNumber'>> {
  const nationalNumber = nextNumber()
  const sessionToken = await startLogin(t, nationalNumber)
  // Past the resend wait, so ResendOtp's valid request is answered.
  t.clock.advanceMinutes(1)
  return {
    login: { nationalNumber, sessionToken, otp: latestCode(t, nationalNumber) },
    freshNumber: nextNumber(),
  }
}

/** A fresh candidate with one application and one interview engagement, and a login. */
async function newContext(database: TestDatabase, t: TestApp): Promise<Context> {
  const { userId, accessToken } = await signIn(t, nextNumber())
  const [job] = await insertJobs(database.db, 1, t.clock.now())
  if (!job) throw new Error('no job inserted')
  const applicationId = await insertApplication(database.db, {
    candidateId: userId,
    job,
    path: ['InReview'],
    appliedAt: t.clock.now(),
  })
  const { reportId, agencyId } = await insertSentReport(database.db, applicationId, t.clock.now())
  // Call-me's consent, so CreateCallForCandidate and ScheduleCall get as far as they can.
  const consent = await t.app.request(endpoints.consentToCall.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ candidateId: userId, language: 'en' }),
  })
  if (consent.status !== 200) throw new Error(`ConsentToCall answered ${consent.status}`)
  const setup = await t.app.request(
    `${endpoints.getWebrtcSetupDetailsForCandidate.path}?candidateId=${userId}`,
    { headers: { Authorization: `Bearer ${accessToken}` } },
  )
  const engagementId = ((await setup.json()) as { data: { data: { engagementId: string } } }).data
    .data.engagementId
  return {
    t,
    userId,
    accessToken,
    jobId: job.id,
    engagementId,
    reportId,
    agencyId,
    ...(await newLogin(t)),
  }
}

/** The context after a success used up what `renew` names. */
async function renewed(t: TestApp, context: Context, renew: 'sign-in' | 'login') {
  if (renew === 'login') return { ...context, ...(await newLogin(t)) }
  return { ...context, ...(await signIn(t, nextNumber())) }
}

function validRequests(name: FuzzedCall, context: Context): ValidRequest[] {
  const spec: CallSpec = CALLS[name]
  const { method, path } = endpoints[name]
  const authorization: Record<string, string> =
    spec.auth === 'candidate'
      ? { Authorization: `Bearer ${context.accessToken}` }
      : spec.auth === 'login session'
        ? { Authorization: `Bearer ${context.login.sessionToken}` }
        : {}
  const deviceId: Record<string, string> =
    name === 'signUpAndLogin' ? { [headers.deviceId]: TEST_DEVICE_ID } : {}
  return spec.requests(context).map((parts) => ({
    method,
    pathTemplate: path,
    headers: { ...authorization, ...deviceId },
    ...parts,
  }))
}

const send = (t: TestApp, request: FuzzRequest) =>
  t.app.request(`${request.path}${request.query ? `?${request.query}` : ''}`, {
    method: request.method,
    headers: { ...request.headers, 'X-Test-Ip': nextIp() },
    ...(request.body === undefined ? {} : { body: request.body }),
  })

interface Outcome {
  requests: number
  serverErrors: number
  refusedWrites: number
  failures: string[]
  validStatuses: number[]
}

/**
 * Tallies a refusal may still write: an attempt counts against the per-IP limits even when a
 * later rule (the resend wait) refuses it. Never for a request the contract's schemas refused.
 */
const ATTEMPT_TALLIES = new Set(['rate_limit_buckets'])

/** Where a whole-object rule of a schema reports (validation.ts), not one field. */
const WHOLE_REQUEST = new Set(['request body', 'query', 'path', 'headers', 'request'])

interface Refusal {
  problem?: string
  /** Refused by the contract's schemas (a 400 listing the issues). */
  bySchema: boolean
  code?: string
}

/** What is wrong with one answer to a refused request, if anything. */
async function readRefusal(response: Response, field: string | undefined): Promise<Refusal> {
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { problem: `not JSON: ${text.slice(0, 80)}`, bySchema: false }
  }
  const envelope = v.safeParse(errorEnvelopeSchema, body)
  if (!envelope.success)
    return { problem: `not the error envelope: ${text.slice(0, 120)}`, bySchema: false }
  const { message, error } = envelope.output
  const issues = (error.details as { issues?: Array<{ field: string }> } | undefined)?.issues
  const bySchema = error.code === errorCodes.validation && Array.isArray(issues)
  const wholeRequestRule = WHOLE_REQUEST.has(issues?.[0]?.field ?? '')
  if (bySchema && field !== undefined && !wholeRequestRule && !message.includes(field))
    return { problem: `the message does not name ${field}: ${message}`, bySchema, code: error.code }
  return { bySchema, code: error.code }
}

async function fuzzCall(database: TestDatabase, name: FuzzedCall): Promise<Outcome> {
  const t = createTestApp(
    database.db,
    { TELEPHONY_PROVIDER: 'dev' },
    {
      blobs: urlOnlyBlobStore,
      queue: await database.queue(),
      telephony: createDevTelephonyProvider({
        logger: createLogger('silent'),
        now: () => new Date(),
      }),
    },
  )
  const snapshot = await snapshotter(database.handle)
  const spec: CallSpec = CALLS[name]
  const outcome: Outcome = {
    requests: 0,
    serverErrors: 0,
    refusedWrites: 0,
    failures: [],
    validStatuses: [],
  }
  let context = await newContext(database, t)
  let current: TableSnapshot | undefined
  const shapes = validRequests(name, context).length
  for (let shape = 0; shape < shapes; shape++) {
    const batch = () => {
      const valid = validRequests(name, context)[shape]
      if (!valid) throw new Error(`${name}: no request shape ${shape}`)
      const refused = refusedValueMutations(spec, valid).map((m) => ({ ...m, mustRefuse: true }))
      return [
        { label: 'the valid request', request: encode(valid) },
        ...mutationsOf(valid),
        ...refused,
      ]
    }
    let mutations = batch()
    for (let index = 0; index < mutations.length; index++) {
      const mutation = mutations[index]
      if (!mutation) break
      // The snapshot after a refused request is the one before the next.
      const before = (current ??= await snapshot())
      const response = await send(t, mutation.request)
      current = undefined
      outcome.requests++
      const where = `${name} #${shape} ${mutation.label}`
      if (index === 0) outcome.validStatuses.push(response.status)
      if (response.status >= 500) {
        outcome.serverErrors++
        outcome.failures.push(
          `${where}: ${response.status} ${(await response.text()).slice(0, 200)}`,
        )
        continue
      }
      if (response.status >= 400) {
        const field =
          mutation.field && !spec.bodySchemaSwitches?.includes(mutation.field)
            ? mutation.field
            : undefined
        const refusal = await readRefusal(response, field)
        if (refusal.problem)
          outcome.failures.push(`${where}: ${response.status} ${refusal.problem}`)
        current = await snapshot()
        const changed = changedTables(before, current).filter(
          (table) => refusal.bySchema || !ATTEMPT_TALLIES.has(table.split(' ')[0] ?? ''),
        )
        if (changed.length > 0) {
          outcome.refusedWrites++
          outcome.failures.push(
            `${where}: refused (${response.status} ${refusal.code}) but wrote ${changed.join(', ')}`,
          )
        }
      } else {
        await response.arrayBuffer()
        if ('mustRefuse' in mutation) outcome.failures.push(`${where}: taken (${response.status})`)
        if (spec.renewAfterSuccess) {
          context = await renewed(t, context, spec.renewAfterSuccess)
          mutations = batch()
        }
      }
    }
  }
  return outcome
}

/* The suite -------------------------------------------------------------------------------- */

const totals = {
  calls: new Set<string>(),
  requests: 0,
  serverErrors: 0,
  refusedWrites: 0,
  /** Requests per database: the suite runs on PGlite and on PostgreSQL. */
  byDatabase: new Map<string, number>(),
}

describeEachDatabase('fuzzing every call from the contract', (database) => {
  it('covers every call of the endpoint table but the development ones', () => {
    const everyCall = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) => !endpoints[name].path.startsWith('/api/dev/'),
    )
    expect([...callNames].sort()).toEqual([...everyCall].sort())
  })

  it.each(callNames)(
    '%s: no 5xx, refusals in the envelope naming the field, no writes',
    async (name) => {
      const outcome = await fuzzCall(database, name)
      totals.calls.add(name)
      totals.requests += outcome.requests
      totals.byDatabase.set(
        database.kind,
        (totals.byDatabase.get(database.kind) ?? 0) + outcome.requests,
      )
      totals.serverErrors += outcome.serverErrors
      totals.refusedWrites += outcome.refusedWrites
      expect(outcome.failures.join('\n')).toBe('')
      expect(outcome.validStatuses).toEqual(
        outcome.validStatuses.map(() => (CALLS[name] as CallSpec).validStatus ?? 200),
      )
      expect(outcome.requests).toBeGreaterThan(5)
    },
    90_000,
  )
})

afterAll(() => {
  console.log(
    `Fuzzing: ${totals.calls.size} calls, ${totals.requests} requests, ` +
      `${totals.serverErrors} server errors, ${totals.refusedWrites} writes by refused requests ` +
      `(${[...totals.byDatabase].map(([kind, count]) => `${kind} ${count}`).join(', ')})`,
  )
})
