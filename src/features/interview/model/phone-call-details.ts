import { readStorage, removeStorage, writeStorage } from '@/shared/storage/local-storage'

/**
 * The phone interview's engagement, kept under the engagementId key like the web
 * call's. A phone engagement has no call address, so storing one removes webRTCURL: a stale
 * web address never pairs with a phone engagement, and the web call finds nothing to join.
 */
export const storePhoneCall = (engagementId: string): void => {
  removeStorage('webRTCURL')
  writeStorage('engagementId', engagementId)
}

/** The stored phone engagement; none when the stored engagement is a web call's. */
export const readPhoneCall = (): string | null =>
  readStorage('webRTCURL') ? null : readStorage('engagementId')
