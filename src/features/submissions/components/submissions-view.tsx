import { createLink, Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import styled from 'styled-components'
import type { ApplicationCard, SubmissionStat } from '@contract/applications'
import { JobCardGrid } from '@/entities/application/ui/job-card-grid'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { fieldStyles } from '@/shared/ui/field-styles'
import { OfflineNotice } from '@/shared/ui/offline-notice'
import { Pagination } from '@/shared/ui/pagination/pagination'
import { colors, focusRing, radii, TOUCH_TARGET } from '@/shared/ui/tokens'
import { submissionTabs } from '../model/submission-tabs'
import { parseFilter, type SubmissionsSearch } from '../model/submissions-search'
import { useSubmissionsTexts } from '../submissions-texts'
import { PageTitle } from './submissions-ui'

interface SubmissionsViewProps extends SubmissionsSearch {
  cards: readonly ApplicationCard[]
  totalPages: number
  /** The tab counts; undefined shows the labels alone. */
  stats: readonly SubmissionStat[] | undefined
  /** Another filter or page is on its way; the cards shown are the previous ones. */
  loading: boolean
  /** Oldest fetch time of what is shown, for the offline notice. */
  savedAt: number | undefined
}

/**
 * /submissions (docs/product.md#submissions): the status tabs ('label (count)'; a dropdown on
 * phones), the cards of the chosen filter and page, and the pagination bar. A filter starts at page
 * 1; a page keeps the filter.
 */
export function SubmissionsView({
  filter,
  page,
  cards,
  totalPages,
  stats,
  loading,
  savedAt,
}: SubmissionsViewProps) {
  const submissionsTexts = useSubmissionsTexts()
  const texts = submissionsTexts.list
  const id = useId()
  const navigate = useNavigate()
  useDocumentMeta({ title: submissionsTexts.documentTitle(texts.heading, appConfig.productName) })
  const tabs = submissionTabs(stats, texts.tabLabels)
  const selectId = `${id}-filter`

  return (
    <>
      <OfflineNotice savedAt={savedAt} />
      <PageTitle>{texts.heading}</PageTitle>

      <TabsNav aria-label={texts.tabsLabel}>
        <TabList>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <TabLink
                to="/submissions"
                search={{ filter: tab.key, page: 1 }}
                aria-current={tab.key === filter ? 'page' : undefined}
              >
                {texts.tab(tab.label, tab.count)}
              </TabLink>
            </li>
          ))}
        </TabList>
      </TabsNav>

      <MobileFilter>
        <label htmlFor={selectId}>{texts.filterLabel}</label>
        <Select
          id={selectId}
          value={filter}
          onChange={(event) =>
            void navigate({
              to: '/submissions',
              search: { filter: parseFilter(event.target.value), page: 1 },
            })
          }
        >
          {tabs.map((tab) => (
            <option key={tab.key} value={tab.key}>
              {texts.tab(tab.label, tab.count)}
            </option>
          ))}
        </Select>
      </MobileFilter>

      <JobCardGrid
        cards={cards}
        detailsTo="/submissions/$jobId"
        // The list sits right under the page's h1.
        cardTitleLevel="h2"
        loading={loading}
        emptyTitle={texts.emptyTitle}
        emptyText={texts.emptyText(texts.tabLabels[filter])}
      />
      <Pagination
        currentPage={page}
        totalPages={totalPages}
        renderLink={(target, props) => (
          <Link to="/submissions" search={{ filter, page: target }} {...props} />
        )}
      />
    </>
  )
}

/** docs/product.md#submissions: the tab row from medium screens, up to 7 columns on large ones. */
const TabsNav = styled.nav`
  display: none;
  margin-bottom: 1.25rem;

  @media (min-width: 48rem) {
    display: block;
  }
`

const TabList = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 64rem) {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`

const TabAnchor = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  min-height: ${TOUCH_TARGET};
  padding: 0.5rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.control};
  background: ${colors.surface};
  color: ${colors.primary};
  font-weight: 600;
  font-size: 0.9375rem;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;

  &:hover {
    background: #eff8ff;
  }
  &[aria-current='page'] {
    border-color: ${colors.primary};
    background: ${colors.primary};
    color: ${colors.onPrimary};
  }
  &:focus-visible {
    ${focusRing}
  }
`
const TabLink = createLink(TabAnchor)

/** docs/product.md#submissions: a dropdown on phones. */
const MobileFilter = styled.div`
  display: grid;
  gap: 0.375rem;
  margin-bottom: 1rem;

  label {
    font-weight: 600;
    color: ${colors.text};
  }

  @media (min-width: 48rem) {
    display: none;
  }
`

const Select = styled.select`
  ${fieldStyles}
  min-height: ${TOUCH_TARGET};
`
