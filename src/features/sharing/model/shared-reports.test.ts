import { describe, expect, it } from 'vitest'
import { JOB_ID, loneStar, OTHER_JOB_ID, pacific } from '../testing/fixtures'
import { jobCount, lastSentAt, sharingForJob, withStoppedAt } from './shared-reports'

describe('the shared reports', () => {
  it("keeps, for a job, each agency with that job's reports only", () => {
    const [only, ...rest] = sharingForJob([loneStar(), pacific()], JOB_ID)
    expect(rest).toEqual([])
    expect(only?.agency.name).toBe('Lone Star Workforce Partners')
    expect(only?.reports.map((report) => report.event)).toEqual([
      'candidate.report.updated',
      'candidate.report',
    ])
    expect(sharingForJob([loneStar()], OTHER_JOB_ID)[0]?.reports).toHaveLength(1)
    expect(sharingForJob([pacific()], JOB_ID)).toEqual([])
  })

  it('counts jobs, finds the last report taken, and marks a stop', () => {
    expect(jobCount(loneStar())).toBe(2)
    expect(lastSentAt(loneStar())).toBe(loneStar().reports[1]!.sentAt)
    expect(lastSentAt(pacific())).toBeNull()
    const stopped = withStoppedAt([loneStar(), pacific()], loneStar().agencyId, 'then')
    expect(stopped?.map((agency) => agency.stoppedAt)).toEqual(['then', pacific().stoppedAt])
    expect(withStoppedAt(undefined, 'x', 'then')).toBeUndefined()
  })
})
