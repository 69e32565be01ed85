import { describe, expect, it } from 'vitest'
import { submissionsTextsEn } from '../texts/en'
import { submissionTabs } from './submission-tabs'

const labels = submissionsTextsEn.list.tabLabels

describe('the submissions tabs', () => {
  it('puts each count beside its tab, in the tab order, whatever the order sent', () => {
    const tabs = submissionTabs(
      [
        { key: 'pastjobs', label: 'Past Jobs', count: 4 },
        { key: 'All', label: 'All Submissions', count: 12 },
        { key: 'inreview', label: 'In review', count: 5 },
      ],
      labels,
    )
    expect(tabs.map((tab) => [tab.key, tab.label, tab.count])).toEqual([
      ['all', 'All Submissions', 12],
      ['inreview', 'In review', 5],
      ['interview', 'Interview', undefined],
      ['joboffer', 'Job Offer', undefined],
      ['hired', 'Hired', undefined],
      ['dismissed', 'Dismissed', undefined],
      ['pastjobs', 'Past Jobs', 4],
    ])
  })

  it('keeps the labels without counts when the counts are missing', () => {
    const tabs = submissionTabs(undefined, labels)
    expect(tabs).toHaveLength(7)
    expect(tabs.every((tab) => tab.count === undefined)).toBe(true)
    expect(tabs[0]!.label).toBe('All Submissions')
  })

  it('names the tabs in the labels given, in the tab order', () => {
    expect(submissionTabs(undefined, { ...labels, joboffer: 'Oferta' })[3]!.label).toBe('Oferta')
  })
})
