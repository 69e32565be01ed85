import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { appLanguageOrEnglish } from '../app-language'
import type { Database } from '../../db/client'
import {
  agencies,
  agencyReportDeliveries,
  agencySharingStops,
  applicationFeedback,
  applications,
  applicationStateHistory,
  callConsents,
  candidates,
  dataExports,
  engagements,
  idempotencyKeys,
  interviewPersonRequests,
  jobMatches,
  jobs,
  phoneCallSlots,
  profileAnalyses,
  profileImages,
  pushSubscriptions,
  resumes,
  scheduledCalls,
  sessions,
  unseenApplicationUpdates,
  type AgencyReportDeliveryStatus,
} from '../../db/schema'
import {
  readEngagementProgress,
  type AnswerRecord,
  type QuestionRecord,
} from '../../interview/agent/interview-record'
import type { BlobStore } from '../../providers/blob/blob-store'
import { recordingsPrefix } from '../account-deletion/delete-account'
import { candidateBlobPrefix } from '../candidate-uploads'
import { composeProfile } from '../profile/compose-profile'
import { findCurrentImage } from '../profile/profile-images'
import { archiveReadme } from './archive-readme'

/**
 * The tables holding a candidate's rows whose content the archive carries. Every table with a
 * candidate_id is here or in LEFT_OUT_OF_ARCHIVE, with the reason (a test holds them to it), so
 * a new table is a decision, not an omission.
 */
export const ARCHIVED_TABLES = [
  candidates,
  engagements,
  interviewPersonRequests,
  applications,
  applicationStateHistory,
  applicationFeedback,
  jobMatches,
  agencyReportDeliveries,
  agencySharingStops,
  callConsents,
  scheduledCalls,
  resumes,
  profileImages,
]

/** Tables with a candidate's rows that the archive leaves out, and why. */
export const LEFT_OUT_OF_ARCHIVE = new Map<object, string>([
  [sessions, 'sign-in sessions: security records (token hashes, devices), not about the person'],
  [dataExports, 'the archives themselves: the one being made is the file downloaded'],
  [idempotencyKeys, "replayed answers to the app's own retries, kept for a day"],
  [phoneCallSlots, 'the one-call-at-a-time lock of the phone line, freed after each call'],
  [profileAnalyses, 'the state of the analysis run; its results are in preferences and matches'],
  [pushSubscriptions, "the browser's push address of each device, not about the person"],
  [unseenApplicationUpdates, 'which status changes the app has not shown yet (the badge)'],
])

/**
 * What the 'Download my data' archive holds: every file, read for one candidate only (every
 * query is by their id, every blob is under their prefix or their interviews'). JSON files are
 * indented so a person can read them; files that are already compressed are stored as they are.
 */

export interface ArchiveFile {
  path: string
  bytes: Uint8Array
  /** Text compresses well; recordings, PDFs and photos do not, and are stored as they are. */
  compress: boolean
}

export interface ArchiveDeps {
  db: Database
  blobs: BlobStore
  productName: string
  supportEmail: string
}

type CandidateRow = typeof candidates.$inferSelect
type EngagementRow = typeof engagements.$inferSelect

/** No single stored file is bigger than this (a resume is at most 10 MB, a photo 5 MB). */
const MAX_FILE_BYTES = 32 * 1024 * 1024

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null

const jsonFile = (path: string, value: unknown): ArchiveFile => ({
  path,
  bytes: new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`),
  compress: true,
})

/** A name safe in any unzip tool: ASCII letters, digits, dots, dashes and underscores. */
const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80) || 'file'

async function readStored(blobs: BlobStore, name: string): Promise<Uint8Array | undefined> {
  const read = await blobs.readCapped(name, MAX_FILE_BYTES)
  return read.kind === 'bytes' ? read.bytes : undefined
}

/** The analysis' sources in plain words: typed by the candidate, the interview, the resume. */
const SOURCE_WORDS: Record<string, string> = {
  account: 'typed by you',
  onboarding: 'typed by you',
  interview: 'interview',
  resume: 'resume',
}

function sourcesInWords(stored: unknown): Record<string, string> {
  if (typeof stored !== 'object' || stored === null) return {}
  return Object.fromEntries(
    Object.entries(stored).map(([field, source]) => [
      field,
      typeof source === 'string' ? (SOURCE_WORDS[source] ?? source) : String(source),
    ]),
  )
}

const ANSWER_HOW = {
  voice: 'spoken',
  text: 'typed',
  choice: 'tapped',
  keypad: 'phone keypad',
  silence: 'no answer',
} as const

/** The interview's turns as stored, read leniently: nothing kept is left out of the archive. */
function progressOf(engagement: EngagementRow): {
  questions: QuestionRecord[]
  answers: AnswerRecord[]
  understood: unknown
} {
  try {
    const progress = readEngagementProgress(engagement)
    return { questions: progress.questions, answers: progress.answers, understood: progress.slots }
  } catch {
    const asArray = (value: unknown) => (Array.isArray(value) ? value : [])
    return {
      questions: asArray(engagement.questions) as QuestionRecord[],
      answers: asArray(engagement.answers) as AnswerRecord[],
      understood: engagement.slots,
    }
  }
}

async function interviewFiles(deps: ArchiveDeps, candidateId: string) {
  const rows = await deps.db
    .select()
    .from(engagements)
    .where(eq(engagements.candidateId, candidateId))
    .orderBy(asc(engagements.createdAt), asc(engagements.id))
  const recordings: ArchiveFile[] = []
  const interviews = []
  for (const [index, engagement] of rows.entries()) {
    const folder = `recordings/interview-${index + 1}`
    const { questions, answers, understood } = progressOf(engagement)
    const answerOf = async (answer: AnswerRecord) => {
      let recording: string | null = null
      // Only a recording of this interview, and only while it is still kept.
      if (answer.recording?.startsWith(recordingsPrefix(engagement.id))) {
        const bytes = await readStored(deps.blobs, answer.recording)
        if (bytes) {
          recording = `${folder}/${safeName(answer.recording.slice(recordingsPrefix(engagement.id).length))}`
          recordings.push({ path: recording, bytes, compress: false })
        }
      }
      return {
        answer: answer.text ?? answer.choice?.join(', ') ?? answer.keys ?? '',
        how: ANSWER_HOW[answer.source] ?? answer.source,
        ...(answer.choice ? { optionsChosen: answer.choice } : {}),
        ...(answer.keys ? { keysPressed: answer.keys } : {}),
        durationMs: answer.durationMs ?? null,
        at: answer.at,
        recording,
      }
    }
    const conversation = []
    const asked = new Set(questions.map((question) => question.id))
    for (const question of questions) {
      const given = []
      for (const answer of answers.filter((entry) => entry.questionId === question.id))
        given.push(await answerOf(answer))
      conversation.push({ recruiter: question.text, at: question.at, answers: given })
    }
    // An answer whose question was not saved (an interview cut short) is kept all the same.
    const loose = []
    for (const answer of answers.filter((entry) => !asked.has(entry.questionId)))
      loose.push(await answerOf(answer))
    interviews.push({
      channel: engagement.kind,
      status: engagement.status,
      createdAt: iso(engagement.createdAt),
      startedAt: iso(engagement.startedAt),
      endedAt: iso(engagement.endedAt),
      recordingsDeletedAt: iso(engagement.recordingsDeletedAt),
      conversation,
      ...(loose.length > 0 ? { otherAnswers: loose } : {}),
      whatWeUnderstood: understood,
    })
  }
  const [personRequest] = await deps.db
    .select()
    .from(interviewPersonRequests)
    .where(eq(interviewPersonRequests.candidateId, candidateId))
  const file = jsonFile('interview.json', {
    interviews,
    askedToTalkToAPerson: personRequest
      ? {
          phone: personRequest.phone,
          day: personRequest.day,
          partOfDay: personRequest.partOfDay,
          askedAt: iso(personRequest.createdAt),
        }
      : null,
  })
  return { file, recordings }
}

async function applicationsFile(db: Database, candidateId: string): Promise<ArchiveFile> {
  const rows = await db
    .select({ application: applications, job: jobs })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(asc(applications.appliedAt), asc(applications.id))
  const history = await db
    .select()
    .from(applicationStateHistory)
    .where(eq(applicationStateHistory.candidateId, candidateId))
    // The first entry (no previous status) first, even when a move shares its time.
    .orderBy(
      asc(applicationStateHistory.createdAt),
      sql`${applicationStateHistory.previousStatus} IS NOT NULL`,
      asc(applicationStateHistory.id),
    )
  const feedback = await db
    .select()
    .from(applicationFeedback)
    .where(eq(applicationFeedback.candidateId, candidateId))
    .orderBy(asc(applicationFeedback.createdAt), asc(applicationFeedback.id))
  const matches = await db
    .select({ match: jobMatches, job: jobs })
    .from(jobMatches)
    .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
    .where(eq(jobMatches.candidateId, candidateId))
    .orderBy(asc(jobs.title), asc(jobs.id))
  const jobOf = (job: typeof jobs.$inferSelect) => ({
    title: job.title,
    company: job.companyName,
    place: `${job.city}, ${job.state}`,
    pay: { min: job.payRateMin, max: job.payRateMax, per: job.payRateType },
    shifts: job.shifts,
    employmentType: job.employmentType,
    reference: job.externalRef,
  })
  return jsonFile('applications.json', {
    applications: rows.map(({ application, job }) => ({
      job: jobOf(job),
      status: application.status,
      appliedAt: iso(application.appliedAt),
      updatedAt: iso(application.updatedAt),
      matchScore: application.matchScore,
      matchReason: application.topMatchReason,
      statusHistory: history
        .filter((entry) => entry.applicationId === application.id)
        .map((entry) => ({
          from: entry.previousStatus,
          to: entry.currentStatus,
          at: iso(entry.createdAt),
        })),
      yourFeedback: feedback
        .filter((entry) => entry.applicationId === application.id)
        .map((entry) => ({
          decision: entry.decision,
          reasons: entry.reasons,
          otherReason: entry.otherReason,
          at: iso(entry.createdAt),
        })),
    })),
    jobsThatMatchedYou: matches.map(({ match, job }) => ({
      job: jobOf(job),
      matchScore: match.matchScore,
      matchReason: match.topMatchReason,
      matchedAt: iso(match.matchedAt),
    })),
  })
}

const REPORT_STATE: Record<AgencyReportDeliveryStatus, string> = {
  pending: 'sending',
  delivered: 'sent',
  failed: 'not sent',
  withdrawn: 'not sent',
}

/** The report as the agency got it, without its PDF copy (the same content, base64). */
function reportAsSent(body: string): unknown {
  try {
    const message = JSON.parse(body) as { data?: Record<string, unknown> }
    if (message.data && typeof message.data === 'object') {
      const { pdf: _pdf, ...data } = message.data
      return { ...message, data }
    }
    return message
  } catch {
    return body
  }
}

async function agencyReportsFile(db: Database, candidateId: string): Promise<ArchiveFile> {
  const rows = await db
    .select({ delivery: agencyReportDeliveries, agency: agencies })
    .from(agencyReportDeliveries)
    .innerJoin(agencies, eq(agencies.id, agencyReportDeliveries.agencyId))
    .where(
      and(
        eq(agencyReportDeliveries.candidateId, candidateId),
        // A report is made on its first attempt: one without a body never left the server.
        isNotNull(agencyReportDeliveries.body),
      ),
    )
    .orderBy(asc(agencyReportDeliveries.createdAt), asc(agencyReportDeliveries.id))
  const stops = await db
    .select({ stop: agencySharingStops, agency: agencies })
    .from(agencySharingStops)
    .innerJoin(agencies, eq(agencies.id, agencySharingStops.agencyId))
    .where(eq(agencySharingStops.candidateId, candidateId))
  return jsonFile('agency-reports.json', {
    reports: rows.map(({ delivery, agency }) => ({
      reportId: delivery.id,
      agency: { name: agency.name, email: agency.contactEmail, phone: agency.contactPhone },
      event: delivery.event,
      state: REPORT_STATE[delivery.status],
      madeAt: iso(delivery.createdAt),
      sentAt: iso(delivery.deliveredAt),
      report: delivery.body ? reportAsSent(delivery.body) : null,
    })),
    stoppedSharingWith: stops.map(({ stop, agency }) => ({
      agency: agency.name,
      stoppedAt: iso(stop.stoppedAt),
    })),
  })
}

async function callsFile(db: Database, candidateId: string): Promise<ArchiveFile> {
  const consents = await db
    .select()
    .from(callConsents)
    .where(eq(callConsents.candidateId, candidateId))
    .orderBy(asc(callConsents.consentedAt), asc(callConsents.id))
  const scheduled = await db
    .select()
    .from(scheduledCalls)
    .where(eq(scheduledCalls.candidateId, candidateId))
    .orderBy(asc(scheduledCalls.createdAt), asc(scheduledCalls.id))
  return jsonFile('calls.json', {
    consentsToAutomatedCalls: consents.map((consent) => ({
      phone: consent.phone,
      language: consent.language,
      wordsShown: consent.text,
      agreedAt: iso(consent.consentedAt),
    })),
    callsSetForLater: scheduled.map((call) => ({
      at: iso(call.at),
      timeZone: call.timeZone,
      status: call.status,
      setAt: iso(call.createdAt),
    })),
  })
}

async function resumeFiles(deps: ArchiveDeps, candidateId: string) {
  const rows = await deps.db
    .select()
    .from(resumes)
    .where(and(eq(resumes.candidateId, candidateId), eq(resumes.status, 'uploaded')))
    .orderBy(asc(resumes.createdAt), asc(resumes.id))
  const files: ArchiveFile[] = []
  const listed = []
  for (const [index, resume] of rows.entries()) {
    let file: string | null = null
    const stored = resume.checkedBlobName
    if (stored?.startsWith(candidateBlobPrefix(candidateId))) {
      const bytes = await readStored(deps.blobs, stored)
      if (bytes) {
        const prefix = rows.length > 1 ? `${index + 1}-` : ''
        file = `resume/${prefix}${safeName(resume.fileName)}.${safeName(resume.format)}`
        files.push({ path: file, bytes, compress: ['txt', 'html', 'htm'].includes(resume.format) })
      }
    }
    listed.push({
      fileName: `${resume.fileName}.${resume.format}`,
      size: resume.size,
      uploadedAt: iso(resume.uploadedAt),
      file,
      whatWeReadFromIt: resume.draftProfile,
    })
  }
  return { files, listed }
}

async function profileImageFile(deps: ArchiveDeps, candidateId: string) {
  const image = await findCurrentImage(deps.db, candidateId)
  if (!image?.blobName.startsWith(candidateBlobPrefix(candidateId))) return undefined
  const bytes = await readStored(deps.blobs, image.blobName)
  if (!bytes) return undefined
  return { path: `profile-image.${safeName(image.format)}`, bytes, compress: false }
}

function profileFile(
  candidate: CandidateRow,
  extras: { resumes: unknown[]; profileImage: string | null },
): ArchiveFile {
  return jsonFile('profile.json', {
    account: {
      phone: candidate.phone,
      language: appLanguageOrEnglish(candidate.appLanguage),
      createdAt: iso(candidate.createdAt),
      updatedAt: iso(candidate.updatedAt),
      profileEditedAt: iso(candidate.profileEditedAt),
      signUpSteps: {
        profile: iso(candidate.step1CompletedAt),
        jobTitles: iso(candidate.step2CompletedAt),
        consent: iso(candidate.step3CompletedAt),
        interview: iso(candidate.step4CompletedAt),
      },
    },
    // As /profile shows it; the photo is the file named below rather than a link.
    profile: composeProfile(candidate, null),
    whereEachValueCameFrom: sourcesInWords(candidate.profileSources),
    profileImage: extras.profileImage,
    resumes: extras.resumes,
  })
}

function preferencesFile(candidate: CandidateRow): ArchiveFile {
  return jsonFile('preferences.json', {
    preferences: candidate.preferences ?? null,
    whereEachAnswerCameFrom: sourcesInWords(candidate.preferenceSources),
    updatedAt: iso(candidate.preferencesUpdatedAt),
    jobTitlesYouChose: { fromTheList: candidate.selectedTitles, typed: candidate.customTitles },
    // The same preferences in the form the matching reads.
    usedForMatching: candidate.preferenceSlots ?? null,
  })
}

/** Every file of the candidate's archive; undefined when the account no longer exists. */
export async function collectArchiveFiles(
  deps: ArchiveDeps,
  candidateId: string,
  madeAt: Date,
): Promise<ArchiveFile[] | undefined> {
  const [candidate] = await deps.db.select().from(candidates).where(eq(candidates.id, candidateId))
  if (!candidate) return undefined
  const interview = await interviewFiles(deps, candidateId)
  const resume = await resumeFiles(deps, candidateId)
  const image = await profileImageFile(deps, candidateId)
  const readme = archiveReadme(appLanguageOrEnglish(candidate.appLanguage), {
    productName: deps.productName,
    madeAt,
    resumeFiles: resume.files.map((file) => file.path),
    profileImageFile: image?.path ?? null,
    recordingCount: interview.recordings.length,
    supportEmail: deps.supportEmail,
  })
  return [
    { path: 'README.txt', bytes: new TextEncoder().encode(readme), compress: true },
    profileFile(candidate, { resumes: resume.listed, profileImage: image?.path ?? null }),
    preferencesFile(candidate),
    interview.file,
    await applicationsFile(deps.db, candidateId),
    await agencyReportsFile(deps.db, candidateId),
    await callsFile(deps.db, candidateId),
    ...interview.recordings,
    ...resume.files,
    ...(image ? [image] : []),
  ]
}
