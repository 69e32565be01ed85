import type { SearchSchemaInput } from '@tanstack/react-router'
import { pageParam } from '@/shared/ui/pagination/page-param'

/** The dashboard's query string: the page of the active submissions (page 1 is left out). */
export interface DashboardSearch {
  page: number
}

/** The page docs/product.md#dashboard gives the list when the URL has none (or a bad one). */
export const DEFAULT_DASHBOARD_PAGE = 1

/**
 * The route's validateSearch: an invalid page, or one below 1, is page 1. Typed with
 * SearchSchemaInput so links to /dashboard may leave the page out.
 */
export const validateDashboardSearch = (
  search: Partial<DashboardSearch> & SearchSchemaInput,
): DashboardSearch => ({ page: pageParam(search.page) })
