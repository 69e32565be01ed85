import type { Pagination } from '../../contract/applications'

/** A 1-based page of a list, as the list calls' page and pageSize ask for it. */
export interface PageRequest {
  page: number
  pageSize: number
}

export const offsetOf = ({ page, pageSize }: PageRequest): number => (page - 1) * pageSize

/** data.pagination: a page past the end is still described with the real totalCount. */
export const paginationOf = (totalCount: number, { page, pageSize }: PageRequest): Pagination => ({
  totalCount,
  page,
  pageSize,
  totalPages: Math.ceil(totalCount / pageSize),
})
