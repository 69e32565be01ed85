import { describe, expect, it } from 'vitest'
import { parseFilter, validateSubmissionsSearch } from './submissions-search'

/** The router hands over whatever the URL held, whatever the route's link types say. */
const validate = (search: Record<string, unknown>) => validateSubmissionsSearch(search as never)

describe('the /submissions query string (docs/product.md#submissions)', () => {
  it('defaults to all submissions on page 1', () => {
    expect(validate({})).toEqual({ filter: 'all', page: 1 })
  })

  it('takes a tab key in any case', () => {
    expect(parseFilter('InReview')).toBe('inreview')
    expect(parseFilter('PASTJOBS')).toBe('pastjobs')
    expect(parseFilter(' hired ')).toBe('hired')
    expect(parseFilter('dismissed')).toBe('dismissed')
  })

  it('turns an unknown filter into all', () => {
    for (const value of ['unknown', '', 'active', 'candidatedismissed', 3, null, ['hired']])
      expect(parseFilter(value)).toBe('all')
  })

  it('keeps a whole page number from 1', () => {
    expect(validate({ page: 7 }).page).toBe(7)
    expect(validate({ page: '12' }).page).toBe(12)
  })

  it('turns an invalid page, or one below 1, into 1', () => {
    for (const page of [0, -3, 2.5, '2.5', 'abc', '', Number.NaN, Infinity, null, true, 1e12])
      expect(validate({ page }).page).toBe(1)
  })

  it('validates both together', () => {
    expect(validate({ filter: 'JobOffer', page: '3' })).toEqual({
      filter: 'joboffer',
      page: 3,
    })
    expect(validate({ filter: 'nope', page: -1 })).toEqual({
      filter: 'all',
      page: 1,
    })
  })
})
