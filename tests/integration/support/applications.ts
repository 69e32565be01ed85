import { AGENCY_PARTNERS } from '../../../server/catalogue/agencies'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { ApplicationStatus, CandidateFeedbackState } from '../../../contract/applications'
import type { Database } from '../../../server/db/client'
import {
  applicationFeedback,
  applicationStateHistory,
  applications,
  jobs,
} from '../../../server/db/schema'

/**
 * Applications written straight into the database, in any status and at any time, for the
 * calls that read them (the pipeline's own tests make them the way the agency does).
 */

export type TestJob = typeof jobs.$inferSelect

const CITIES = [
  ['Dallas', 'TX'],
  ['Phoenix', 'AZ'],
  ['Columbus', 'OH'],
  ['Memphis', 'TN'],
] as const

/** `count` open jobs, each with its own title, company and town. */
export async function insertJobs(db: Database, count: number, now: Date): Promise<TestJob[]> {
  const rows = Array.from({ length: count }, (_, index) => {
    const [city, state] = CITIES[index % CITIES.length] ?? CITIES[0]
    return {
      id: randomUUID(),
      externalRef: `HL-TEST-${randomUUID()}`,
      title: `Forklift Operator ${index + 1}`,
      jobType: 'Forklift Operator',
      companyName: `Company ${index + 1}`,
      // Spread over the agencies, so reports to several agencies can be tested.
      agencyId: (AGENCY_PARTNERS[index % AGENCY_PARTNERS.length] ?? AGENCY_PARTNERS[0]!).id,
      city,
      state,
      metroArea: city,
      latitude: 32.78,
      longitude: -96.8,
      payRateMin: 18 + index,
      payRateMax: 21.5 + index,
      payRateType: 'Hourly',
      shifts: ['first'],
      employmentType: 'Full-time',
      summarizedDescription: `Drive a forklift for company ${index + 1}. Day shift.`,
      postedAt: now,
    }
  })
  return db.insert(jobs).values(rows).returning()
}

export interface ApplicationSpec {
  candidateId: string
  job: TestJob
  /** The statuses it went through, the first one when it was made; the last is where it is. */
  path: readonly ApplicationStatus[]
  /** When it was made; each later status one minute after the one before. */
  appliedAt: Date
  matchScore?: number
  candidateFeedbackState?: CandidateFeedbackState
}

const MINUTE_MS = 60_000

/** An application with one history row per status of its path; returns its id. */
export async function insertApplication(db: Database, spec: ApplicationSpec): Promise<string> {
  const id = randomUUID()
  const at = (step: number) => new Date(spec.appliedAt.getTime() + step * MINUTE_MS)
  const status = spec.path.at(-1) ?? 'InReview'
  await db.insert(applications).values({
    id,
    candidateId: spec.candidateId,
    jobId: spec.job.id,
    status,
    matchScore: spec.matchScore ?? 85,
    topMatchReason: `${spec.job.title} in ${spec.job.city}`,
    candidateFeedbackState: spec.candidateFeedbackState ?? null,
    appliedAt: spec.appliedAt,
    updatedAt: at(spec.path.length - 1),
  })
  await db.insert(applicationStateHistory).values(
    spec.path.map((current, step) => ({
      id: randomUUID(),
      applicationId: id,
      candidateId: spec.candidateId,
      jobId: spec.job.id,
      jobTitle: spec.job.title,
      companyName: spec.job.companyName,
      previousStatus: step === 0 ? null : (spec.path[step - 1] ?? null),
      currentStatus: current,
      createdAt: at(step),
    })),
  )
  return id
}

/** The application row of a candidate for a job, as stored. */
export async function storedApplication(db: Database, candidateId: string, jobId: string) {
  const rows = await db.select().from(applications).where(eq(applications.candidateId, candidateId))
  return rows.find((row) => row.jobId === jobId)
}

/** The feedback rows of one application. */
export const feedbackRows = (db: Database, applicationId: string) =>
  db
    .select()
    .from(applicationFeedback)
    .where(eq(applicationFeedback.applicationId, applicationId))
    .orderBy(applicationFeedback.createdAt)

/** [previous, current] of each history row of a candidate's application for a job, oldest first. */
export async function historyPairs(db: Database, candidateId: string, jobId: string) {
  const rows = await db
    .select()
    .from(applicationStateHistory)
    .where(eq(applicationStateHistory.candidateId, candidateId))
  return rows
    .filter((row) => row.jobId === jobId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => [row.previousStatus, row.currentStatus])
}
