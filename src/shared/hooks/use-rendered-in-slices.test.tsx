import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useRenderedInSlices } from './use-rendered-in-slices'

describe('useRenderedInSlices', () => {
  it('is false on the first render and true from the render that follows it', () => {
    const seen: boolean[] = []
    const { rerender } = renderHook(() => {
      seen.push(useRenderedInSlices())
    })
    expect(seen[0]).toBe(false)
    expect(seen.at(-1)).toBe(true)
    rerender()
    expect(seen.at(-1)).toBe(true)
  })
})
