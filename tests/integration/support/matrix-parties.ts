import { randomUUID } from 'node:crypto'
import { asc, eq, type Column } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { decodeJwt } from 'jose'
import { expect } from 'vitest'
import { endpoints } from '../../../contract/endpoints'
import { toE164 } from '../../../contract/phone'
import {
  applicationFeedback,
  applications,
  applicationStateHistory,
  candidates,
  engagements,
  idempotencyKeys,
  jobMatches,
  jobs,
  loginSessions,
  otpCodes,
  phoneLoginState,
  profileAnalyses,
  profileImages,
  pushSubscriptions,
  resumes,
  sessions,
  unseenApplicationUpdates,
} from '../../../server/db/schema'
import type { DevTelephonyProvider } from '../../../server/providers/telephony/dev-telephony-provider'
import { signAccessToken } from '../../../server/services/auth/access-sessions'
import { recordUnseenChange } from '../../../server/services/push/unseen-updates'
import { insertApplication, insertJobs } from './applications'
import { insertSentReport } from './sent-reports'
import type { TestDatabase } from './databases'
import { browserSubscription } from './push-service'
import { deriveServerKeys } from '../../../server/keys'
import { getWithToken, phoneNumber, signIn, TEST_SERVER_SECRET, type TestApp } from './test-app'

/**
 * The two candidates of the ownership matrix: A makes every call, B is the other candidate
 * whose ids A tries. Each has their own data of every kind a call can name: details, titles, a
 * job only they applied to (with history and an unseen change), an engagement and a device
 * subscribed to pushes. The names, email and job title are unique, so finding one of B's in an
 * answer to A is a leak.
 */

/** The ids a call can take: the matrix swaps each for B's. */
export interface OwnedIds {
  candidateId: string
  jobId: string
  engagementId: string
  /** A push subscription's endpoint (Unsubscribe). */
  pushEndpoint: string
  /** A report about the application, as its agency received it. */
  reportId: string
  /** That report's agency: not the candidate's, any candidate may name it. */
  agencyId: string
}
export type IdKind = keyof OwnedIds

export interface Party extends OwnedIds {
  label: string
  accessToken: string
  /** The 10-digit national number they signed in with. */
  phone: string
  fullName: string
  email: string
  jobTitle: string
  companyName: string
}

export async function setUpParty(
  t: TestApp,
  database: TestDatabase,
  label: string,
  phoneSuffix: number,
): Promise<Party> {
  const phone = phoneNumber(phoneSuffix)
  const { accessToken, userId: candidateId } = await signIn(t, phoneNumber(phoneSuffix))
  const unique = randomUUID().slice(0, 8)
  // Names take letters only: the hex digits become letters.
  const uniqueLetters = unique.replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x')
  const firstName = `Matrix${label}`
  const lastName = `Owner${uniqueLetters}`
  const email = `matrix-${label.toLowerCase()}-${unique}@example.com`
  const auth = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' }

  const details = await t.app.request(
    `${endpoints.updateCandidateDetails.path}?candidateId=${candidateId}&isCandidateOnboarding=true`,
    {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        firstName,
        lastName,
        emailId: email,
        fullName: `${firstName} ${lastName}`,
      }),
    },
  )
  expect(details.status).toBe(200)
  const titles = await t.app.request(endpoints.updateUserTitlePreference.path, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ candidateId, selectedTitles: [], customTitles: [`Title of ${label}`] }),
  })
  expect(titles.status).toBe(200)

  const [job] = await insertJobs(database.db, 1, t.clock.now())
  if (!job) throw new Error('no job inserted')
  const jobTitle = `Job only ${label} applied to ${unique}`
  const companyName = `Company of ${label} ${unique}`
  await database.db.update(jobs).set({ title: jobTitle, companyName }).where(eq(jobs.id, job.id))
  const applicationId = await insertApplication(database.db, {
    candidateId,
    job: { ...job, title: jobTitle, companyName },
    path: ['InReview', 'Interview'],
    appliedAt: t.clock.now(),
  })
  const { reportId, agencyId } = await insertSentReport(database.db, applicationId, t.clock.now())
  const [history] = await database.db
    .select({ id: applicationStateHistory.id })
    .from(applicationStateHistory)
    .where(eq(applicationStateHistory.candidateId, candidateId))
  if (!history) throw new Error('no history row')
  await recordUnseenChange(database.db, {
    candidateId,
    jobId: job.id,
    historyId: history.id,
    changedAt: t.clock.now(),
  })

  const setup = await getWithToken(
    t,
    `${endpoints.getWebrtcSetupDetailsForCandidate.path}?candidateId=${candidateId}`,
    accessToken,
  )
  expect(setup.status).toBe(200)
  const engagementId = ((await setup.json()) as { data: { data: { engagementId: string } } }).data
    .data.engagementId

  const consent = await t.app.request(endpoints.consentToCall.path, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ candidateId, language: 'en' }),
  })
  expect(consent.status).toBe(200)

  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/matrix-${label}-${unique}`
  const subscribed = await t.app.request(endpoints.pushSubscribe.path, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      candidateId,
      subscription: browserSubscription(pushEndpoint).subscription,
    }),
  })
  expect(subscribed.status).toBe(200)

  return {
    label,
    accessToken,
    candidateId,
    phone,
    fullName: `${firstName} ${lastName}`,
    email,
    jobId: job.id,
    jobTitle,
    companyName,
    engagementId,
    pushEndpoint,
    reportId,
    agencyId,
  }
}

/** What of a party's must never appear in an answer to someone else. */
export function privateMarkers(
  party: Party,
  /** Public calls: the job catalogue is public, and a sign-up echoes the number it was sent. */
  options: { publicCall: boolean },
): string[] {
  return [
    party.candidateId,
    party.fullName,
    party.email,
    party.engagementId,
    party.pushEndpoint,
    party.reportId,
    ...(options.publicCall ? [] : [toE164(party.phone), party.jobTitle, party.companyName]),
  ]
}

/** A token of the party's that Logout has revoked (a second sign-in, logged out). */
export async function revokedTokenOf(t: TestApp, party: Party): Promise<string> {
  const { accessToken } = await signIn(t, party.phone)
  const logout = await t.app.request(endpoints.logout.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  expect(logout.status).toBe(200)
  return accessToken
}

/**
 * A token of the party's live session, signed with the server's own key, whose exp has
 * passed: only the token's expiry can refuse it (its session is alive and its signature good).
 */
export function expiredTokenOf(t: TestApp, party: Party): Promise<string> {
  const { sid } = decodeJwt(party.accessToken)
  if (typeof sid !== 'string') throw new Error('the access token names no session')
  const now = t.clock.now().getTime()
  return signAccessToken(deriveServerKeys(TEST_SERVER_SECRET).jwtKey, {
    candidateId: party.candidateId,
    sessionId: sid,
    issuedAt: new Date(now - 2 * 60 * 60 * 1000),
    expiresAt: new Date(now - 60 * 1000),
  })
}

/** The read calls a party sees all of their data through. */
const readPaths = (party: Party) => {
  const q = `candidateId=${party.candidateId}`
  return [
    `${endpoints.getDetails.path}?${q}`,
    `${endpoints.getCandidateOnboardingDetails.path}?${q}`,
    `${endpoints.getCandidatePreference.path}?${q}`,
    `${endpoints.getCandidateProfileById.path}?${q}`,
    `${endpoints.getCandidateBasicProfileById.path}?${q}`,
    `${endpoints.getDashboardCompletionStatus.path}?${q}`,
    `${endpoints.getProfileAnalysisStatus.path}?${q}`,
    `${endpoints.getApplications.path}?${q}`,
    `${endpoints.getApplicationDetails.path.replace('{jobId}', party.jobId)}?${q}`,
    `${endpoints.getApplicationStateHistoryByJobId.path}?${q}&jobId=${party.jobId}`,
    `${endpoints.getApplicationStateHistoryByStatus.path}?${q}`,
    `${endpoints.getSubmissionAggregatedCount.path}?${q}`,
    `${endpoints.pushBadgeCount.path}?${q}`,
    `${endpoints.getEngagementCallStatus.path}?engagementId=${party.engagementId}`,
  ]
}

/** Rows of a table naming the party, in a stable order, as JSON. */
async function rowsOf(database: TestDatabase, table: PgTable, column: Column, value: string) {
  const rows = await database.db.select().from(table).where(eq(column, value)).orderBy(asc(column))
  return rows.map((row) => JSON.stringify(row)).sort()
}

/**
 * Everything of the party's: what their own token reads through the API, every row naming
 * them or their phone, the codes texted and calls placed to them. Compared before and after a
 * refused request, it shows whether the request wrote anything of theirs.
 */
export async function snapshotOf(
  t: TestApp,
  database: TestDatabase,
  party: Party,
  telephony: DevTelephonyProvider,
  /** A live token of theirs (the party's own may have been logged out by the matrix). */
  token: string,
) {
  const api = await Promise.all(
    readPaths(party).map(async (path) => {
      const response = await getWithToken(t, path, token)
      return `${response.status} ${path} ${await response.text()}`
    }),
  )
  const id = party.candidateId
  const e164 = toE164(party.phone)
  const tables = {
    candidate: rowsOf(database, candidates, candidates.id, id),
    sessions: rowsOf(database, sessions, sessions.candidateId, id),
    resumes: rowsOf(database, resumes, resumes.candidateId, id),
    engagements: rowsOf(database, engagements, engagements.candidateId, id),
    profileAnalyses: rowsOf(database, profileAnalyses, profileAnalyses.candidateId, id),
    jobMatches: rowsOf(database, jobMatches, jobMatches.candidateId, id),
    applications: rowsOf(database, applications, applications.candidateId, id),
    history: rowsOf(database, applicationStateHistory, applicationStateHistory.candidateId, id),
    feedback: rowsOf(database, applicationFeedback, applicationFeedback.candidateId, id),
    idempotency: rowsOf(database, idempotencyKeys, idempotencyKeys.candidateId, id),
    profileImages: rowsOf(database, profileImages, profileImages.candidateId, id),
    push: rowsOf(database, pushSubscriptions, pushSubscriptions.candidateId, id),
    unseen: rowsOf(database, unseenApplicationUpdates, unseenApplicationUpdates.candidateId, id),
    loginSessions: rowsOf(database, loginSessions, loginSessions.phone, e164),
    otpCodes: rowsOf(database, otpCodes, otpCodes.phone, e164),
    phoneLoginState: rowsOf(database, phoneLoginState, phoneLoginState.phone, e164),
  }
  const db = Object.fromEntries(
    await Promise.all(
      Object.entries(tables).map(async ([name, rows]) => [name, await rows] as const),
    ),
  )
  return {
    api,
    db,
    texted: t.sms.outboxFor(e164).length,
    called: telephony.callsTo(e164).length,
  }
}
