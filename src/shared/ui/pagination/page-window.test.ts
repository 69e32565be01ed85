import { describe, expect, it } from 'vitest'
import { pageCount, pageWindow } from './page-window'

describe('pageWindow (docs/product.md#dashboard)', () => {
  it('is empty with one page or none, so the bar is hidden', () => {
    expect(pageWindow(1, 0)).toEqual([])
    expect(pageWindow(1, 1)).toEqual([])
  })

  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('starts two before the current page', () => {
    expect(pageWindow(5, 20)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5])
  })

  it('starts at 1 near the beginning and keeps five near the end', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20])
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20])
  })

  it('never shows more than five numbers or a page outside the range', () => {
    for (let total = 0; total <= 12; total++) {
      for (let current = -1; current <= total + 2; current++) {
        const pages = pageWindow(current, total)
        expect(pages.length).toBeLessThanOrEqual(5)
        for (const page of pages) expect(page >= 1 && page <= total).toBe(true)
      }
    }
  })
})

describe('pageCount', () => {
  it('rounds up and is 0 for nothing', () => {
    expect(pageCount(0, 10)).toBe(0)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
  })
})
