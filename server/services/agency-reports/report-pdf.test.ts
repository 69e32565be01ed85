import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import type { CandidateReport } from '../../../contract/agency-report'
import { renderReportPdf } from './report-pdf'

const REPORT: CandidateReport = {
  application: {
    jobId: 'job-1',
    jobReference: 'HL-DFW-0042',
    jobTitle: 'Forklift Operator',
    companyName: 'Lone Star Logistics',
    status: 'Interview',
    appliedAt: '2026-03-02T15:00:00.000Z',
    updatedAt: '2026-03-03T15:00:00.000Z',
    matchScore: 86,
    matchReason: 'Forklift work 4 miles from you',
  },
  candidate: {
    id: 'candidate-1',
    name: 'María Núñez',
    phone: '+12145550100',
    email: 'maria@example.com',
    location: 'Dallas, TX',
    currentOccupation: 'Order Picker',
    yearsOfExperience: 4,
    experience: [
      { employerName: 'Acme Foods', duration: '2 years', location: 'Irving, TX', description: '' },
    ],
    highestDegree: 'High school',
    education: [],
    skills: ['Forklift', 'RF scanner'],
    language: 'es',
  },
  preferences: {
    jobTypeAndSchedule: {
      jobTypes: ['Warehouse Associate'],
      roles: [],
      shiftPreferences: ['Days'],
    },
    location: {
      preferredLocations: ['Dallas, TX'],
      maximumCommuteDistance: '25 miles',
      relocation: 'No',
    },
    salaryAndBenefits: { hourlyRateRange: '$17 - $20', requiredBenefits: [] },
    skillsAndExperience: { skills: [], yearsOfExperience: 4 },
  },
  preferenceSources: {
    'location.preferredLocations': 'interview',
    'jobTypeAndSchedule.jobTypes': 'typed',
  },
  interview: {
    channel: 'phone',
    completedAt: '2026-03-02T16:00:00.000Z',
    answers: [
      { question: 'Which shift suits you?', answer: 'Días', kind: 'spoken', durationMs: 2400 },
      { question: 'Would you move for a job?', answer: 'No', kind: 'keypad', durationMs: null },
    ],
  },
}

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document, { mergePages: true })
  return text
}

describe('the candidate report as a PDF', () => {
  it('holds the report as the agency reads it: application, candidate, sourced preferences, interview', async () => {
    const pdf = await renderReportPdf(REPORT, {
      agencyName: 'Lone Star Workforce Partners',
      madeAt: new Date('2026-03-04T12:00:00Z'),
    })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = await textOf(pdf)
    for (const expected of [
      'For Lone Star Workforce Partners, 2026-03-04',
      'Forklift Operator, Lone Star Logistics (HL-DFW-0042)',
      'Status: Interview',
      'Match: 86%',
      'Forklift work 4 miles from you',
      'María Núñez',
      '+12145550100',
      'Forklift, RF scanner',
      'Language: Spanish',
      'Acme Foods, 2 years, Irving, TX',
      'location.preferredLocations: Dallas, TX (said in the interview)',
      'jobTypeAndSchedule.jobTypes: Warehouse Associate (typed)',
      'Interview (phone call)',
      'Which shift suits you?',
      'Días [spoken (as heard), 2 s]',
      'No [keypad]',
    ])
      expect(text).toContain(expected)
  })

  it('is the same bytes for the same report and time, so a retry sends what was sent', async () => {
    const options = { agencyName: 'Heartland', madeAt: new Date('2026-03-04T12:00:00Z') }
    const [first, second] = await Promise.all([
      renderReportPdf(REPORT, options),
      renderReportPdf(REPORT, options),
    ])
    expect(first.equals(second)).toBe(true)
  })
})
