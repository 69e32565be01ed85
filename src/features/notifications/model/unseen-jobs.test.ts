import { describe, expect, it } from 'vitest'
import { unseenAmong } from './unseen-jobs'

const badge = (unseenJobIds: string[]) => ({ unseenCount: unseenJobIds.length, unseenJobIds })

describe('unseenAmong', () => {
  it('keeps the shown jobs that changed unseen, once each, in screen order', () => {
    expect(unseenAmong(badge(['j-3', 'j-1']), ['j-1', 'j-2', 'j-3', 'j-1'])).toEqual(['j-1', 'j-3'])
  })

  it('is empty when nothing shown changed, or nothing is unseen', () => {
    expect(unseenAmong(badge(['j-9']), ['j-1', 'j-2'])).toEqual([])
    expect(unseenAmong(badge([]), ['j-1'])).toEqual([])
  })

  it('waits for the badge: unknown means nothing to mark', () => {
    expect(unseenAmong(undefined, ['j-1'])).toEqual([])
  })
})
