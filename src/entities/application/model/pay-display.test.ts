import { describe, expect, it } from 'vitest'
import { formatPay } from './pay-display'

describe('formatPay (docs/product.md#dashboard)', () => {
  it('shows integers as they are and other numbers with two decimals', () => {
    expect(formatPay(18, 22, 'Hourly')).toBe('18 - 22 / hourly')
    expect(formatPay(18.5, 22.25, 'Hourly')).toBe('18.50 - 22.25 / hourly')
    expect(formatPay(17.333, null, null)).toBe('17.33')
  })

  it('shows the one bound there is', () => {
    expect(formatPay(18, null, 'Hourly')).toBe('18 / hourly')
    expect(formatPay(null, 950, 'Weekly')).toBe('950 / weekly')
  })

  it('shows a range whose bounds are equal once', () => {
    expect(formatPay(20, 20, 'Hourly')).toBe('20 / hourly')
  })

  it('lower-cases the rate type and leaves it out when there is none', () => {
    expect(formatPay(850, 950, 'WEEKLY')).toBe('850 - 950 / weekly')
    expect(formatPay(850, 950, '')).toBe('850 - 950')
    expect(formatPay(850, 950, null)).toBe('850 - 950')
  })

  it('is empty when neither bound is known', () => {
    expect(formatPay(null, null, 'Hourly')).toBe('')
    expect(formatPay(undefined, Number.NaN, 'Hourly')).toBe('')
  })
})
