import { describe, expect, it } from 'vitest'
import { cycleIndex, otherIndexes } from './cycle'

describe('cycleIndex', () => {
  it('moves forward and wraps from the last to the first', () => {
    expect(cycleIndex(0, 1, 4)).toBe(1)
    expect(cycleIndex(3, 1, 4)).toBe(0)
  })

  it('moves back and wraps from the first to the last', () => {
    expect(cycleIndex(1, -1, 4)).toBe(0)
    expect(cycleIndex(0, -1, 4)).toBe(3)
    expect(cycleIndex(0, -9, 4)).toBe(3)
  })

  it('stays at 0 for an empty list', () => {
    expect(cycleIndex(0, 1, 0)).toBe(0)
  })
})

describe('otherIndexes', () => {
  it('lists the others in the order they follow the current one', () => {
    expect(otherIndexes(0, 4)).toEqual([1, 2, 3])
    expect(otherIndexes(2, 4)).toEqual([3, 0, 1])
  })

  it('is empty when there is nothing else', () => {
    expect(otherIndexes(0, 1)).toEqual([])
    expect(otherIndexes(0, 0)).toEqual([])
  })
})
