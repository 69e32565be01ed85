import { describe, expect, it } from 'vitest'
import { formatCount } from './count'

describe('formatCount', () => {
  it('groups thousands with commas, as en-US does', () => {
    for (const count of [0, 7, 999, 1000, 12345, 1234567, 1000000000, -4321]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'))
    }
  })

  it('shows a whole number', () => {
    expect(formatCount(1234.9)).toBe('1,234')
  })
})
