import PDFDocument from 'pdfkit'
import type { CandidateReport } from '../../../contract/agency-report'

/**
 * The candidate report as a PDF (pdfkit, with its built-in Helvetica: no font files to ship).
 * The agency receives it beside the JSON, and the candidate downloads the same bytes. It is
 * written in English, the language of the agencies' own systems; what the candidate said is
 * kept as said.
 */

const SOURCE_WORDS = { typed: 'typed', interview: 'said in the interview', resume: 'from resume' }
const ANSWER_WORDS = {
  typed: 'typed',
  spoken: 'spoken (as heard)',
  tap: 'tapped',
  keypad: 'keypad',
  silence: 'no answer',
}

/** A preference's value in words: lists joined, ranges and objects flattened. */
function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  if (Array.isArray(value)) return value.map(valueWords).filter(Boolean).join(', ')
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, inner]) => {
        const words = valueWords(inner)
        return words ? `${key} ${words}` : ''
      })
      .filter(Boolean)
      .join('; ')
  return String(value)
}

/** Dotted fields of the preferences with their values ('location.preferredLocations'). */
function preferenceLines(report: CandidateReport): { field: string; value: string }[] {
  const lines: { field: string; value: string }[] = []
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value))
        walk(prefix ? `${prefix}.${key}` : key, inner)
      return
    }
    const words = valueWords(value)
    if (words) lines.push({ field: prefix, value: words })
  }
  walk('', report.preferences ?? {})
  return lines
}

const seconds = (durationMs: number | null) =>
  durationMs === null ? '' : `, ${Math.round(durationMs / 1000)} s`

/** Renders the report, made at `madeAt` (its first attempt): the same report and time give the same bytes. */
export function renderReportPdf(
  report: CandidateReport,
  { agencyName, madeAt }: { agencyName: string; madeAt: Date },
): Promise<Buffer> {
  // A fixed creation date keeps the bytes the same for the same report.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Candidate report: ${report.candidate.name} for ${report.application.jobTitle}`,
      Author: agencyName,
      CreationDate: madeAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text)
  const line = (label: string, value: string) => {
    if (!value.trim()) return
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true })
    doc.font('Helvetica').text(value)
  }

  const { application, candidate } = report
  doc.font('Helvetica-Bold').fontSize(18).text('Candidate report')
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`For ${agencyName}, ${madeAt.toISOString().slice(0, 10)}`)

  heading('Application')
  line('Job', `${application.jobTitle}, ${application.companyName} (${application.jobReference})`)
  line('Status', application.status)
  line('Applied', application.appliedAt.slice(0, 10))
  line('Match', `${application.matchScore}%`)
  line('Why', application.matchReason)

  heading('Candidate')
  line('Name', candidate.name)
  line('Phone', candidate.phone)
  line('Email', candidate.email)
  line('Location', candidate.location)
  line('Current occupation', candidate.currentOccupation)
  line('Years of experience', candidate.yearsOfExperience?.toString() ?? '')
  line('Highest degree', candidate.highestDegree)
  line('Skills', candidate.skills.join(', '))
  line('Language', candidate.language === 'es' ? 'Spanish' : 'English')
  for (const job of candidate.experience)
    line(
      'Experience',
      [job.employerName, job.duration, job.location, job.description].filter(Boolean).join(', '),
    )
  for (const school of candidate.education)
    line(
      'Education',
      [school.schoolName, school.degreeType, school.yearOfDegree, school.location]
        .filter(Boolean)
        .join(', '),
    )

  const preferences = preferenceLines(report)
  if (preferences.length > 0) {
    heading('Preferences')
    for (const { field, value } of preferences) {
      const source = report.preferenceSources[field]
      line(field, source ? `${value} (${SOURCE_WORDS[source]})` : value)
    }
  }

  if (report.interview) {
    heading(`Interview (${report.interview.channel === 'phone' ? 'phone call' : 'in the app'})`)
    if (report.interview.completedAt) line('Completed', report.interview.completedAt.slice(0, 10))
    for (const answer of report.interview.answers) {
      doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).text(answer.question)
      doc
        .font('Helvetica')
        .text(`${answer.answer || '-'} [${ANSWER_WORDS[answer.kind]}${seconds(answer.durationMs)}]`)
    }
  }

  doc.end()
  return done
}
