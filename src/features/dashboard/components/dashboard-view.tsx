import { Link } from '@tanstack/react-router'
import { useDeferredValue, type ReactNode } from 'react'
import styled from 'styled-components'
import type { ApplicationCard, DashboardStat } from '@contract/applications'
import { JobCardGrid } from '@/entities/application/ui/job-card-grid'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { useRenderedInSlices } from '@/shared/hooks/use-rendered-in-slices'
import { FullPageSpinner } from '@/shared/ui/full-page-spinner'
import { OfflineNotice } from '@/shared/ui/offline-notice'
import { Pagination } from '@/shared/ui/pagination/pagination'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { useDashboardTexts } from '../dashboard-texts'
import { GreetingBanner } from './greeting-banner'
import { StatTiles } from './stat-tiles'

interface DashboardViewProps {
  name: string | undefined
  stats: readonly DashboardStat[]
  cards: readonly ApplicationCard[]
  page: number
  totalPages: number
  /** The page in the URL is on its way; the cards shown are the previous page's. */
  loadingPage: boolean
  /** Oldest fetch time of what is shown, for the offline notice. */
  savedAt: number | undefined
  /**
   * Offers of other features placed by the route (install the app, turn on
   * notifications) below the list: each renders nothing when it has nothing to offer, and then
   * their row takes no room. Below, not above, because an offer can appear late (Chrome's
   * install prompt comes after the service worker starts) and must not push the list down.
   */
  offers?: ReactNode
  /**
   * The request to talk to a person, when the candidate made one, above the list so it is seen.
   * Its query does not hold the page up; it is in the cache before the first paint when the
   * candidate sent it from this phone (onboarding puts it there, and it is saved offline).
   */
  personRequest?: ReactNode
}

/**
 * /dashboard (docs/product.md#dashboard): the greeting, the four tiles, the active submissions with
 * their pagination bar, and 'View all' to /submissions from medium screens up.
 */
export function DashboardView({
  name,
  stats,
  cards,
  page,
  totalPages,
  loadingPage,
  savedAt,
  offers,
  personRequest,
}: DashboardViewProps) {
  const texts = useDashboardTexts()
  useDocumentMeta({
    title: texts.pageTitle(appConfig.productName),
    description: texts.metaDescription(appConfig.productName),
  })
  // The cards render in a transition after the greeting and tiles: React then splits their
  // work into short slices, so a slow phone paints the top of the page first and stays
  // responsive (one long task made the page's largest paint wait for every card). What sits
  // below the first cards waits with them, so nothing on screen is pushed down when they arrive.
  const shownCards = useDeferredValue(cards, NO_CARDS)
  const cardsArriving = shownCards !== cards
  const firstCardsArriving = cardsArriving && shownCards === NO_CARDS
  // The whole view, too, comes in a transition after the loading line (see the hook).
  if (!useRenderedInSlices()) return <FullPageSpinner label={texts.loading} />
  return (
    <>
      <OfflineNotice savedAt={savedAt} />
      <GreetingBanner name={name?.trim() || undefined} />
      <StatTiles stats={stats} />
      {personRequest && <Acknowledgement>{personRequest}</Acknowledgement>}
      <section aria-labelledby="active-submissions">
        <SectionHeader>
          <SectionHeading id="active-submissions">{texts.active.heading}</SectionHeading>
          <ViewAll to="/submissions">
            {texts.active.viewAll}
            <VisuallyHidden>{texts.active.viewAllSuffix}</VisuallyHidden>
          </ViewAll>
        </SectionHeader>
        <CardsPlace $arriving={firstCardsArriving}>
          <JobCardGrid
            cards={shownCards}
            detailsTo="/dashboard/$jobId"
            loading={loadingPage || cardsArriving}
            emptyTitle={texts.active.emptyTitle}
            emptyText={texts.active.emptyText}
          />
        </CardsPlace>
        {!firstCardsArriving && (
          <Pagination
            currentPage={page}
            totalPages={totalPages}
            renderLink={(target, props) => (
              <Link to="/dashboard" search={{ page: target }} {...props} />
            )}
          />
        )}
      </section>
      {offers && !firstCardsArriving && <Offers>{offers}</Offers>}
    </>
  )
}

const NO_CARDS: readonly ApplicationCard[] = []

/** Holds the screen below the tiles while the cards arrive, so the footer is not shown and then pushed away. */
const CardsPlace = styled.div<{ $arriving: boolean }>`
  min-height: ${({ $arriving }) => ($arriving ? '100vh' : '0')};
`

/** Gone when the candidate made no request (the panel then renders nothing). */
const Acknowledgement = styled.div`
  margin-bottom: 1.5rem;

  &:empty {
    display: none;
  }
`

/** One column on a phone, two side by side from a tablet up; gone when every offer is empty. */
const Offers = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin-top: 1.5rem;

  @media (min-width: 48rem) {
    grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  }
  &:empty {
    display: none;
  }
`

const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 0.75rem;
`

const SectionHeading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.3;
  color: ${colors.text};
`

/**
 * docs/product.md#dashboard: shown on medium and larger screens only (the header's Submissions link
 * serves phones).
 */
const ViewAll = styled(Link)`
  display: none;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  padding: 0 0.75rem;
  border-radius: ${radii.control};
  color: ${colors.primary};
  font-weight: 600;
  white-space: nowrap;

  @media (min-width: 48rem) {
    display: inline-flex;
  }
  &:focus-visible {
    ${focusRing}
  }
`
