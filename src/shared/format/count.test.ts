import { describe, expect, it } from 'vitest'
import { formatCount } from './count'

describe('formatCount', () => {
  it('groups thousands exactly as Intl.NumberFormat does in both languages (en-US, es-US)', () => {
    for (const locale of ['en-US', 'es-US']) {
      const intl = new Intl.NumberFormat(locale)
      for (const count of [0, 7, 999, 1000, 12345, 1234567, 1000000000, -4321]) {
        expect(formatCount(count)).toBe(intl.format(count))
      }
    }
  })

  it('shows a whole number', () => {
    expect(formatCount(1234.9)).toBe('1,234')
  })
})
