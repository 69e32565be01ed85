import { afterEach, describe, expect, it, vi } from 'vitest'
import { newIdempotencyKey, uuidFromBytes } from './idempotency-key'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('newIdempotencyKey', () => {
  it('makes a new version 4 UUID each time', () => {
    const first = newIdempotencyKey()
    expect(first).toMatch(UUID_V4)
    expect(newIdempotencyKey()).not.toBe(first)
  })

  it('makes one from random bytes where randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) })
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000')
  })
})
