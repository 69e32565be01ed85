import { readStorage, removeStorage } from '@/shared/storage/local-storage'

/**
 * Where the call goes, as 'I agree' stored it (docs/product.md#the-web-call: webRTCURL and
 * engagementId).
 */
export interface CallDetails {
  callUrl: string
  engagementId: string
}

export const readCallDetails = (): CallDetails | null => {
  const callUrl = readStorage('webRTCURL')
  const engagementId = readStorage('engagementId')
  return callUrl && engagementId ? { callUrl, engagementId } : null
}

/** The call is over or abandoned: a reload must not try to resume it. */
export const clearCallDetails = (): void => removeStorage('webRTCURL', 'engagementId')
