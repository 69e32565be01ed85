import { readStorage, writeStorage } from '@/shared/storage/local-storage'

/**
 * The X-DeviceId of this browser: a random id kept in local storage. Deliberately no
 * fingerprinting: it identifies an install, not a person.
 */
export const getDeviceId = (): string => {
  const stored = readStorage('deviceId')
  if (stored) return stored
  const created = crypto.randomUUID()
  writeStorage('deviceId', created)
  return created
}
