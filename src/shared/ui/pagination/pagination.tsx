import type { ActiveOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { colors, focusRing, radii, TOUCH_TARGET } from '../tokens'
import { useUiTexts, type UiTexts } from '../ui-texts'
import { VisuallyHidden } from '../visually-hidden'
import { pageWindow } from './page-window'

/** What Pagination hands the caller's link: spread it onto the router's <Link>. */
export interface PageLinkProps {
  children: ReactNode
  rel?: 'prev' | 'next'
  /**
   * The router marks a link active (aria-current) when its search is part of the current one:
   * page 1 of a list, whose page is left out of the URL, would look current on every page.
   */
  activeOptions: ActiveOptions
}

const PAGE_LINK_ACTIVE_OPTIONS: ActiveOptions = { exact: true, includeSearch: true }

interface PaginationProps {
  currentPage: number
  totalPages: number
  /**
   * Renders the link to `page`, usually a router link that changes only the `page` search
   * param: `(page, props) => <Link to="." search={(prev) => ({ ...prev, page })} {...props} />`.
   * The caller owns the route, so the link stays typed by the router.
   */
  renderLink: (page: number, props: PageLinkProps) => ReactNode
  /** Texts; the UI kit's own in the language on screen by default. */
  texts?: PaginationTexts
}

type PaginationTexts = UiTexts['pagination']

/**
 * The pagination bar of docs/product.md#dashboard: at most 5 page numbers around the current page,
 * Previous and Next, hidden when there is one page or fewer. The current page is marked for screen
 * readers and is not a link, so it cannot be chosen again (docs/product.md#dashboard); Previous on
 * the first page and Next on the last are disabled links.
 */
export function Pagination({
  currentPage,
  totalPages,
  renderLink,
  texts: givenTexts,
}: PaginationProps) {
  const uiTexts = useUiTexts()
  const texts = givenTexts ?? uiTexts.pagination
  const pages = pageWindow(currentPage, totalPages)
  if (pages.length === 0) return null
  // A page past the end (an old link, the list shrank) marks no number as current, so every
  // page stays reachable, and Previous leads to the last page.
  const previous = Math.min(currentPage, totalPages + 1) - 1

  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 1 && page <= totalPages ? (
      renderLink(page, { children: label, rel, activeOptions: PAGE_LINK_ACTIVE_OPTIONS })
    ) : (
      // The ARIA pattern for a disabled link: no href, so it is neither focusable nor clickable.
      <a role="link" aria-disabled="true">
        {label}
      </a>
    )

  // 'Page 3' to a screen reader, '3' on screen.
  const pageName = (page: number) => (
    <>
      <VisuallyHidden>{texts.page} </VisuallyHidden>
      {page}
    </>
  )

  return (
    <Nav aria-label={texts.label}>
      <List>
        <Item data-step="previous">{step(previous, texts.previous, 'prev')}</Item>
        {pages.map((page) => (
          <Item key={page}>
            {page === currentPage ? (
              <span aria-current="page">{pageName(page)}</span>
            ) : (
              renderLink(page, {
                children: pageName(page),
                activeOptions: PAGE_LINK_ACTIVE_OPTIONS,
              })
            )}
          </Item>
        ))}
        <Item data-step="next">{step(currentPage + 1, texts.next, 'next')}</Item>
      </List>
    </Nav>
  )
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: 1.5rem 0 0.5rem;
`

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  & > a,
  & > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${TOUCH_TARGET};
    min-height: ${TOUCH_TARGET};
    padding: 0 0.625rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.control};
    background: ${colors.surface};
    color: ${colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
  & > a[href]:hover {
    background: #eff8ff;
  }
  & > a[href]:focus-visible {
    ${focusRing}
  }
  & > a[aria-disabled='true'] {
    border-color: ${colors.disabledSurface};
    color: ${colors.disabledText};
    cursor: not-allowed;
  }
  & > span[aria-current='page'] {
    border-color: ${colors.primary};
    background: ${colors.primary};
    color: ${colors.onPrimary};
  }
`
