import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { ApplicationCard, DashboardStat } from '@contract/applications'
import { JobCardGrid } from '@/entities/application/ui/job-card-grid'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { OfflineNotice } from '@/shared/ui/offline-notice'
import { Pagination } from '@/shared/ui/pagination/pagination'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { dashboardTexts } from '../dashboard-texts'
import { GreetingBanner } from './greeting-banner'
import { StatTiles } from './stat-tiles'

const texts = dashboardTexts

export interface DashboardViewProps {
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
   * Offers of other features placed by the route (issue 12: install the app, turn on
   * notifications) between the tiles and the list: each renders nothing when it has nothing to
   * offer, and then their row takes no room.
   */
  offers?: ReactNode
}

/**
 * /dashboard (SPEC.md 1, 2): the greeting, the four tiles, the active submissions with their
 * pagination bar, and 'View all' to /submissions from medium screens up.
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
}: DashboardViewProps) {
  useDocumentMeta({
    title: texts.pageTitle(appConfig.productName),
    description: texts.metaDescription(appConfig.productName),
  })
  return (
    <>
      <OfflineNotice savedAt={savedAt} />
      <GreetingBanner name={name?.trim() || undefined} />
      <StatTiles stats={stats} />
      {offers && <Offers>{offers}</Offers>}
      <section aria-labelledby="active-submissions">
        <SectionHeader>
          <SectionHeading id="active-submissions">{texts.active.heading}</SectionHeading>
          <ViewAll to="/submissions">
            {texts.active.viewAll}
            <VisuallyHidden>{texts.active.viewAllSuffix}</VisuallyHidden>
          </ViewAll>
        </SectionHeader>
        <JobCardGrid
          cards={cards}
          detailsTo="/dashboard/$jobId"
          loading={loadingPage}
          emptyTitle={texts.active.emptyTitle}
          emptyText={texts.active.emptyText}
        />
        <Pagination
          currentPage={page}
          totalPages={totalPages}
          renderLink={(target, props) => (
            <Link to="/dashboard" search={{ page: target }} {...props} />
          )}
        />
      </section>
    </>
  )
}

/** One column on a phone, two side by side from a tablet up; gone when every offer is empty. */
const Offers = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin-bottom: 1.5rem;

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

/** SPEC.md 2: shown on medium and larger screens only (the header's Submissions link serves phones). */
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
