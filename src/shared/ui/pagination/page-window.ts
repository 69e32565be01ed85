/** docs/product.md#dashboard: at most 5 page numbers. */
const MAX_PAGE_NUMBERS = 5
/** docs/product.md#dashboard: the window starts two before the current page. */
const PAGES_BEFORE_CURRENT = 2

/**
 * The page numbers the pagination bar shows: up to 5, starting two before the current page,
 * shifted back at the end so there are still 5 when there are 5 pages. Empty when there is
 * one page or fewer (docs/product.md#dashboard: the bar is hidden then).
 */
export function pageWindow(currentPage: number, totalPages: number): number[] {
  if (totalPages <= 1) return []
  const current = Math.min(Math.max(1, currentPage), totalPages)
  const last = Math.min(
    totalPages,
    Math.max(1, current - PAGES_BEFORE_CURRENT) + MAX_PAGE_NUMBERS - 1,
  )
  const first = Math.max(1, last - MAX_PAGE_NUMBERS + 1)
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}

/** Pages needed for `totalCount` items at `pageSize` a page. */
export const pageCount = (totalCount: number, pageSize: number): number =>
  pageSize > 0 ? Math.ceil(Math.max(0, totalCount) / pageSize) : 0
