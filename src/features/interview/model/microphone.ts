/** The microphone problems docs/product.md#the-web-call tells apart, each with its own message. */
export type MicrophoneErrorKind = 'blocked' | 'denied' | 'notFound' | 'busy' | 'unknown'

/** Echo cancellation and noise suppression matter: the recruiter's voice plays from the speaker. */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
}

const DENIED_NAMES = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError'])
const NOT_FOUND_NAMES = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'])
const BUSY_NAMES = new Set(['NotReadableError', 'TrackStartError', 'AbortError'])

const nameOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : ''

/**
 * Which problem a getUserMedia failure is. `permission` is the microphone permission state
 * when it could be read: 'denied' means the site is blocked in the browser's settings, which
 * only the padlock undoes, so it reads differently from a prompt that was dismissed.
 */
export const classifyMicrophoneError = (
  error: unknown,
  permission: PermissionState | null,
): MicrophoneErrorKind => {
  const name = nameOf(error)
  if (DENIED_NAMES.has(name)) return permission === 'denied' ? 'blocked' : 'denied'
  if (NOT_FOUND_NAMES.has(name)) return 'notFound'
  if (BUSY_NAMES.has(name)) return 'busy'
  return 'unknown'
}

/** A failure to get the microphone, already classified. */
export class MicrophoneError extends Error {
  constructor(readonly kind: MicrophoneErrorKind) {
    super(`Microphone unavailable: ${kind}`)
    this.name = 'MicrophoneError'
  }
}

export interface MicrophoneEnvironment {
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined
  permissions: Pick<Permissions, 'query'> | undefined
}

const browserEnvironment = (): MicrophoneEnvironment => ({
  // Both are missing outside a secure context (http:// other than localhost).
  mediaDevices: navigator.mediaDevices,
  permissions: navigator.permissions,
})

/** The permission state, or null where the browser cannot say (Firefox, older Safari). */
const permissionState = async (
  permissions: MicrophoneEnvironment['permissions'],
): Promise<PermissionState | null> => {
  try {
    const status = await permissions?.query({ name: 'microphone' as PermissionName })
    return status?.state ?? null
  } catch {
    return null
  }
}

/**
 * Asks for the microphone. Rejects with a MicrophoneError: 'blocked' straight away when the
 * permission is already denied (the browser would not even ask), otherwise whatever the
 * failure of getUserMedia means, reading the permission again after it.
 */
export async function acquireMicrophone(
  environment: MicrophoneEnvironment = browserEnvironment(),
): Promise<MediaStream> {
  const { mediaDevices, permissions } = environment
  if (!mediaDevices?.getUserMedia) throw new MicrophoneError('denied')
  if ((await permissionState(permissions)) === 'denied') throw new MicrophoneError('blocked')
  try {
    return await mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS)
  } catch (error) {
    throw new MicrophoneError(classifyMicrophoneError(error, await permissionState(permissions)))
  }
}

export const microphoneErrorKind = (error: unknown): MicrophoneErrorKind =>
  error instanceof MicrophoneError ? error.kind : 'unknown'
