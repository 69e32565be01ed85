import { describe, expect, it } from 'vitest'
import { reportFileName } from './report-file-name'

describe('reportFileName', () => {
  it('names the PDF after the job, the agency and the report day', () => {
    expect(
      reportFileName(
        'Forklift Operator',
        'Lone Star Workforce Partners',
        new Date(2026, 10, 21, 9, 30).toISOString(),
      ),
    ).toBe('Forklift Operator - Lone Star Workforce Partners - 2026-11-21.pdf')
  })

  it('leaves out what no file system takes, and what is missing', () => {
    expect(reportFileName('Picker / Packer: "nights"', '  Acme\tStaffing  ', 'not a date')).toBe(
      'Picker Packer nights - Acme Staffing.pdf',
    )
    expect(reportFileName('', '', '')).toBe('report.pdf')
  })
})
