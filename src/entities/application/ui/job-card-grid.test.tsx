import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ApplicationCard } from '@contract/applications'
import '@/shared/testing/dom-matchers'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { applicationCard } from '../testing/application-card'
import { JobCardGrid } from './job-card-grid'

const renderGrid = (cards: ApplicationCard[], loading = false) =>
  renderWithRouter(
    {
      '/': () => (
        <JobCardGrid
          cards={cards}
          detailsTo="/dashboard/$jobId"
          loading={loading}
          emptyTitle="No data found"
          emptyText="You don't have any active jobs to view"
        />
      ),
      '/dashboard/$jobId': () => null,
    },
    { initialPath: '/' },
  )

const cards = [
  applicationCard({ jobId: 'a', jobTitle: 'Forklift Operator' }),
  applicationCard({ jobId: 'b', jobTitle: 'Order Picker' }),
  applicationCard({ jobId: 'c', jobTitle: 'Assembler' }),
]

describe('JobCardGrid', () => {
  it('lists one card per application, in order', async () => {
    await renderGrid(cards)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Forklift Operator',
      'Order Picker',
      'Assembler',
    ])
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('shows the empty state when there are no cards', async () => {
    await renderGrid([])
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText('No data found')).toBeTruthy()
    expect(screen.getByText("You don't have any active jobs to view")).toBeTruthy()
  })

  it('shows a spinner with a status text while a page loads, over the cards still shown', async () => {
    await renderGrid(cards, true)
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs…')
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('does not claim there are no jobs while the first page loads', async () => {
    await renderGrid([], true)
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs…')
    expect(screen.queryByText('No data found')).toBeNull()
  })
})
