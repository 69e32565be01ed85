import { describe, expect, it } from 'vitest'
import { getDeviceId } from './device-id'
import { readStorage } from './storage/local-storage'

describe('getDeviceId', () => {
  it('creates a random id once and keeps it in local storage', () => {
    const first = getDeviceId()
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(readStorage('deviceId')).toBe(first)
    expect(getDeviceId()).toBe(first)
  })

  it('reuses an id stored by an earlier visit', () => {
    localStorage.setItem('deviceId', 'stored-device-id')
    expect(getDeviceId()).toBe('stored-device-id')
  })
})
