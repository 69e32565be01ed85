/**
 * Local storage keys. Nothing else in the app touches
 * localStorage directly.
 */
export const storageKeys = {
  accessToken: 'accessToken',
  sessionToken: 'sessionToken',
  mobileNumber: 'mobileNumber',
  candidateId: 'candidateId',
  candidateName: 'candidateName',
  onboardingStatus: 'onboardingStatus',
  firstName: 'firstName',
  lastName: 'lastName',
  emailId: 'emailId',
  resumeFileMeta: 'resumeFileMeta',
  isResumeUploaded: 'isResumeUploaded',
  selectedJobTitle: 'selectedJobTitle',
  customJobTitle: 'customJobTitle',
  userCurrentStep: 'userCurrentStep',
  userStepData: 'userStepData',
  webRTCURL: 'webRTCURL',
  engagementId: 'engagementId',
  /** The random X-DeviceId of this browser (docs/adr/0031). */
  deviceId: 'deviceId',
  /** When the Install card was last dismissed, ms since the epoch. */
  installDismissedAt: 'installDismissedAt',
  /** The candidate's answer to the notifications card (JSON). */
  notificationsChoice: 'notificationsChoice',
  /** The language chosen on this device, 'en' or 'es'. */
  language: 'language',
} as const

/** Choices about the device, not the session: they outlive logout and account deletion. */
const DEVICE_KEYS: readonly StorageKey[] = ['language']

export type StorageKey = keyof typeof storageKeys

/**
 * What may be written with no session: the sign-in keys themselves and the device's choices.
 * Every other key is the candidate's own record, written only while signed in: an effect or a
 * call's answer that lands after a Logout (or a 401) must not leave it on a signed-out phone.
 * A key added later is such a record unless it is named here.
 */
const WRITABLE_WITHOUT_SESSION: ReadonlySet<StorageKey> = new Set<StorageKey>([
  'accessToken',
  'sessionToken',
  'mobileNumber',
  'candidateId',
  'deviceId',
  'installDismissedAt',
  'notificationsChoice',
  'language',
])

export const readStorage = (key: StorageKey): string | null => {
  try {
    return localStorage.getItem(storageKeys[key])
  } catch {
    return null
  }
}

export const writeStorage = (key: StorageKey, value: string): void => {
  if (!WRITABLE_WITHOUT_SESSION.has(key) && readStorage('accessToken') === null) return
  try {
    localStorage.setItem(storageKeys[key], value)
  } catch {
    // Private mode or full quota: the app keeps working for this page view.
  }
}

export const removeStorage = (...keys: StorageKey[]): void => {
  for (const key of keys) {
    try {
      localStorage.removeItem(storageKeys[key])
    } catch {
      // see writeStorage
    }
  }
}

/** Logout, 401 and account deletion: every trace of the session goes (docs/product.md#sign-in). */
export const clearAllStorage = (): void => {
  const kept = DEVICE_KEYS.map((key) => [key, readStorage(key)] as const)
  try {
    localStorage.clear()
  } catch {
    // see writeStorage
  }
  for (const [key, value] of kept) if (value !== null) writeStorage(key, value)
}

export const readJsonStorage = <T>(
  key: StorageKey,
  parse: (value: unknown) => T | undefined,
): T | undefined => {
  const raw = readStorage(key)
  if (raw === null) return undefined
  try {
    return parse(JSON.parse(raw))
  } catch {
    return undefined
  }
}
