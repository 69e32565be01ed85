import { and, desc, eq } from 'drizzle-orm'
import type { CandidateReport, ReportValueSource } from '../../../contract/agency-report'
import type { Database } from '../../db/client'
import { applications, candidates, engagements, jobs } from '../../db/schema'
import {
  readEngagementProgress,
  type AnswerRecord,
  type QuestionRecord,
} from '../../interview/agent/interview-record'
import { storedPreferences } from '../candidates'
import { composeProfile } from '../profile/compose-profile'

/**
 * The candidate report of one application (contract/agency-report.ts), read from what the
 * candidate's own screens show: the profile as /profile composes it, the preferences with
 * where each came from, the last completed interview's answers as given (no recording), and
 * the application with its match. Only the candidate of that application is read.
 */

/** The analysis' sources ('account', 'onboarding', ...) in the report's words. */
const REPORT_SOURCE: Record<string, ReportValueSource> = {
  account: 'typed',
  onboarding: 'typed',
  interview: 'interview',
  resume: 'resume',
}

function reportSources(stored: unknown): Record<string, ReportValueSource> {
  if (typeof stored !== 'object' || stored === null) return {}
  return Object.fromEntries(
    Object.entries(stored).flatMap(([field, source]) => {
      const named = typeof source === 'string' ? REPORT_SOURCE[source] : undefined
      return named ? [[field, named]] : []
    }),
  )
}

const ANSWER_KIND = {
  voice: 'spoken',
  text: 'typed',
  choice: 'tap',
  keypad: 'keypad',
  silence: 'silence',
} as const

/** An answer as the agency reads it: its words (as heard, for speech), else what was chosen. */
const answerText = (answer: AnswerRecord): string =>
  answer.text?.trim() || answer.choice?.join(', ') || answer.keys || ''

function interviewAnswers(questions: QuestionRecord[], answers: AnswerRecord[]) {
  const questionText = new Map(questions.map((question) => [question.id, question.text]))
  return answers.map((answer) => ({
    question: questionText.get(answer.questionId) ?? '',
    answer: answerText(answer),
    kind: ANSWER_KIND[answer.source],
    durationMs: answer.durationMs ?? null,
  }))
}

async function lastCompletedInterview(db: Database, candidateId: string) {
  const [engagement] = await db
    .select()
    .from(engagements)
    .where(and(eq(engagements.candidateId, candidateId), eq(engagements.status, 'completed')))
    .orderBy(desc(engagements.endedAt), desc(engagements.createdAt))
    .limit(1)
  if (!engagement) return null
  const progress = readEngagementProgress(engagement)
  return {
    channel: engagement.kind,
    completedAt: engagement.endedAt?.toISOString() ?? null,
    answers: interviewAnswers(progress.questions, progress.answers),
  }
}

/** The report of an application, or undefined when it (or its candidate) no longer exists. */
export async function buildCandidateReport(
  db: Database,
  applicationId: string,
): Promise<CandidateReport | undefined> {
  const [row] = await db
    .select({ application: applications, job: jobs, candidate: candidates })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(applications.id, applicationId))
  if (!row) return undefined
  const { application, job, candidate } = row
  const profile = composeProfile(candidate, null)
  return {
    application: {
      jobId: job.id,
      jobReference: job.externalRef,
      jobTitle: job.title,
      companyName: job.companyName,
      status: application.status,
      appliedAt: application.appliedAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      matchScore: application.matchScore,
      matchReason: application.topMatchReason,
    },
    candidate: {
      id: candidate.id,
      name: profile.personalInfo.name,
      phone: candidate.phone,
      email: profile.contactInfo.email,
      location: profile.contactInfo.address,
      currentOccupation: profile.currentExperience.currentOccupation,
      yearsOfExperience: profile.experienceInfo.yearsOfExperience,
      experience: profile.experienceInfo.employmentHistory,
      highestDegree: profile.education.highestDegree,
      education: profile.education.educations,
      skills: profile.skillInfo.skills,
      language: candidate.appLanguage === 'es' ? 'es' : 'en',
    },
    preferences: storedPreferences(candidate),
    preferenceSources: reportSources(candidate.preferenceSources),
    interview: await lastCompletedInterview(db, candidate.id),
  }
}
