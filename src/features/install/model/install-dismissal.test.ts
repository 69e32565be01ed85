import { describe, expect, it } from 'vitest'
import { writeStorage } from '@/shared/storage/local-storage'
import {
  dismissalActive,
  INSTALL_DISMISSAL_DAYS,
  readInstallDismissedAt,
  rememberInstallDismissal,
} from './install-dismissal'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 5, 1)

describe('dismissalActive', () => {
  it('keeps the offer away for 30 days after Not now', () => {
    expect(INSTALL_DISMISSAL_DAYS).toBe(30)
    expect(dismissalActive(NOW, NOW)).toBe(true)
    expect(dismissalActive(NOW - 29 * DAY, NOW)).toBe(true)
  })

  it('lets it back after 30 days', () => {
    expect(dismissalActive(NOW - 30 * DAY, NOW)).toBe(false)
    expect(dismissalActive(NOW - 400 * DAY, NOW)).toBe(false)
  })

  it('is not active without a dismissal, or with one dated in the future', () => {
    expect(dismissalActive(undefined, NOW)).toBe(false)
    expect(dismissalActive(NOW + DAY, NOW)).toBe(false)
  })
})

describe('the remembered dismissal', () => {
  it('is read back as it was written', () => {
    expect(readInstallDismissedAt()).toBeUndefined()
    rememberInstallDismissal(NOW)
    expect(readInstallDismissedAt()).toBe(NOW)
  })

  it('ignores a value that is not a time', () => {
    writeStorage('installDismissedAt', 'yesterday')
    expect(readInstallDismissedAt()).toBeUndefined()
  })
})
