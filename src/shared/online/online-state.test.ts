import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onlineState, useOnline } from './online-state'

let online = true

// happy-dom's navigator.onLine is fixed; the tests drive it the way a browser would.
const goOffline = () => {
  online = false
  window.dispatchEvent(new Event('offline'))
}
const goOnline = () => {
  online = true
  window.dispatchEvent(new Event('online'))
}

afterEach(() => {
  vi.restoreAllMocks()
  online = true
})

const stubNavigator = () => vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)

describe('onlineState', () => {
  it('reads the browser flag', () => {
    stubNavigator()
    expect(onlineState.getSnapshot()).toBe(true)
    online = false
    expect(onlineState.getSnapshot()).toBe(false)
  })

  it('tells subscribers about offline and online events until they unsubscribe', () => {
    stubNavigator()
    const listener = vi.fn()
    const unsubscribe = onlineState.subscribe(listener)
    goOffline()
    goOnline()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    goOffline()
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('useOnline', () => {
  it('re-renders with the new state on each change', () => {
    stubNavigator()
    const { result } = renderHook(() => useOnline())
    expect(result.current).toBe(true)
    act(goOffline)
    expect(result.current).toBe(false)
    act(goOnline)
    expect(result.current).toBe(true)
  })
})
