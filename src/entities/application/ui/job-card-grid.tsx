import type { ApplicationCard } from '@contract/applications'
import styled from 'styled-components'
import { colors, radii } from '@/shared/ui/tokens'
import { Spinner } from '@/shared/ui/spinner'
import { useApplicationTexts } from '../application-texts'
import { JobCard, type CardTitleLevel, type JobDetailsRoute } from './job-card'

interface JobCardGridProps {
  cards: readonly ApplicationCard[]
  detailsTo: JobDetailsRoute
  /** A page is on its way: the cards shown (if any) are the previous ones. */
  loading?: boolean
  emptyTitle: string
  emptyText: string
  /** The cards' titles: h3 under a section's h2 (the default), h2 right under the page's h1. */
  cardTitleLevel?: CardTitleLevel
}

/**
 * The job cards as a list: 1 column, 2 from medium (48rem) and 3 from large (64rem) screens
 * (docs/product.md#dashboard). While a page loads a spinner says so above the cards still shown
 * (not dimmed: their text keeps its contrast); with no cards the empty state takes their place.
 */
export function JobCardGrid({
  cards,
  detailsTo,
  loading = false,
  emptyTitle,
  emptyText,
  cardTitleLevel,
}: JobCardGridProps) {
  const texts = useApplicationTexts()
  return (
    <div>
      <LoadingLine role="status">
        {loading && (
          <>
            <Spinner $size="1.25rem" />
            <span>{texts.grid.loading}</span>
          </>
        )}
      </LoadingLine>
      {cards.length > 0 ? (
        <Grid aria-busy={loading || undefined}>
          {cards.map((card) => (
            <li key={card.jobId}>
              <JobCard card={card} detailsTo={detailsTo} titleLevel={cardTitleLevel} />
            </li>
          ))}
        </Grid>
      ) : (
        !loading && (
          <Empty>
            <EmptyTitle>{emptyTitle}</EmptyTitle>
            <p>{emptyText}</p>
          </Empty>
        )
      )}
    </div>
  )
}

const LoadingLine = styled.p`
  margin: 0;
  &:not(:empty) {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
    color: ${colors.mutedText};
  }
`

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 48rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 64rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Empty = styled.div`
  padding: 2rem 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  text-align: center;
  color: ${colors.mutedText};

  p {
    margin: 0;
  }
`

const EmptyTitle = styled.p`
  && {
    margin-bottom: 0.25rem;
  }
  font-size: 1.125rem;
  font-weight: 700;
  color: ${colors.text};
`
