import { describe, expect, it } from 'vitest'
import { validateDashboardSearch } from './dashboard-search'

/** What the router hands over: values parsed from the URL, numbers or text. */
const validate = (search: Record<string, unknown>) => validateDashboardSearch(search as never)

describe('validateDashboardSearch (docs/product.md#dashboard)', () => {
  it('keeps a valid page', () => {
    expect(validate({ page: 4 })).toEqual({ page: 4 })
    expect(validate({ page: '2' })).toEqual({ page: 2 })
  })

  it('starts on page 1 without a page', () => {
    expect(validate({})).toEqual({ page: 1 })
  })

  it.each([0, -2, 'abc', 1.5, '', null])(
    'makes the invalid or too small page %j page 1',
    (page) => {
      expect(validate({ page })).toEqual({ page: 1 })
    },
  )

  it('drops anything else in the query string', () => {
    expect(validate({ page: 3, filter: 'hired' })).toEqual({ page: 3 })
  })
})
