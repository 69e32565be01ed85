import { describe, expect, it } from 'vitest'
import { oldestFetchTime } from './oldest-fetch-time'

describe('oldestFetchTime', () => {
  it('takes the oldest known time and ignores queries never fetched', () => {
    expect(oldestFetchTime(3000, 0, 1000, 2000)).toBe(1000)
    expect(oldestFetchTime(0, 0)).toBeUndefined()
    expect(oldestFetchTime()).toBeUndefined()
    expect(oldestFetchTime(undefined, 2000, undefined)).toBe(2000)
  })
})
