import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StageHistoryEntry } from '@contract/applications'
import '@/shared/testing/dom-matchers'
import { RecentUpdates } from './recent-updates'

const entry = (index: number, previousStatus: string | null): StageHistoryEntry => ({
  jobId: `job-${index}`,
  createdAt: new Date(2026, 10, 20 + (index % 5), 9, 30).toISOString(),
  jobTitle: `Forklift Operator ${index}`,
  companyName: 'Acme Logistics',
  previousStatus,
  currentStatus: previousStatus === null ? 'InReview' : 'Interview',
})

describe('RecentUpdates', () => {
  it('lists the five latest moves with the job and the change', () => {
    const entries = [
      entry(1, 'InReview'),
      entry(2, null),
      ...[3, 4, 5, 6, 7].map((i) => entry(i, 'InReview')),
    ]
    render(<RecentUpdates entries={entries} />)
    const section = screen.getByRole('region', { name: 'Recent updates' })
    const items = within(section).getAllByRole('listitem')
    expect(items).toHaveLength(5)
    expect(items[0]).toHaveTextContent('Forklift Operator 1 at Acme Logistics')
    expect(items[0]).toHaveTextContent(/In review →\s*to Interview/)
    expect(items[1]).toHaveTextContent('Applied — In review')
  })

  it('shows nothing when there are no moves, or none loaded', () => {
    const { container, rerender } = render(<RecentUpdates entries={[]} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<RecentUpdates entries={undefined} />)
    expect(container).toBeEmptyDOMElement()
  })
})
