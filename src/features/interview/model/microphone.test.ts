import { describe, expect, it, vi } from 'vitest'
import {
  acquireMicrophone,
  classifyMicrophoneError,
  MICROPHONE_CONSTRAINTS,
  MicrophoneError,
  microphoneErrorKind,
  type MicrophoneEnvironment,
} from './microphone'

const domError = (name: string) => new DOMException('failed', name)

describe('classifyMicrophoneError', () => {
  it.each(['NotAllowedError', 'SecurityError', 'PermissionDeniedError'])(
    '%s is "denied" while the browser may still ask',
    (name) => {
      expect(classifyMicrophoneError(domError(name), 'prompt')).toBe('denied')
      expect(classifyMicrophoneError(domError(name), null)).toBe('denied')
    },
  )

  it.each(['NotAllowedError', 'SecurityError', 'PermissionDeniedError'])(
    '%s is "blocked" once the permission is denied',
    (name) => expect(classifyMicrophoneError(domError(name), 'denied')).toBe('blocked'),
  )

  it.each(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'])(
    '%s is "notFound"',
    (name) => expect(classifyMicrophoneError(domError(name), 'granted')).toBe('notFound'),
  )

  it.each(['NotReadableError', 'TrackStartError', 'AbortError'])('%s is "busy"', (name) =>
    expect(classifyMicrophoneError(domError(name), 'granted')).toBe('busy'),
  )

  it.each([domError('TypeError'), new Error('boom'), 'text', null, { name: 42 }])(
    'anything else (%s) is "unknown"',
    (error) => expect(classifyMicrophoneError(error, null)).toBe('unknown'),
  )
})

const environment = ({
  getUserMedia = vi.fn(async () => ({}) as MediaStream),
  states = ['prompt'] as (PermissionState | Error)[],
}: {
  getUserMedia?: MediaDevices['getUserMedia']
  states?: (PermissionState | Error)[]
} = {}) => {
  const query = vi.fn(async () => {
    const next = states.shift() ?? 'prompt'
    if (next instanceof Error) throw next
    return { state: next } as PermissionStatus
  })
  const env: MicrophoneEnvironment = { mediaDevices: { getUserMedia }, permissions: { query } }
  return { env, query, getUserMedia }
}

const kindOf = (promise: Promise<unknown>) => promise.then(() => 'ok', microphoneErrorKind)

describe('acquireMicrophone', () => {
  it('asks for the audio with echo cancellation, noise suppression and gain control', async () => {
    const { env, getUserMedia } = environment()
    await acquireMicrophone(env)
    expect(getUserMedia).toHaveBeenCalledWith(MICROPHONE_CONSTRAINTS)
    expect(MICROPHONE_CONSTRAINTS.audio).toEqual({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    })
  })

  it('is "denied" without mediaDevices (an insecure context)', async () => {
    expect(
      await kindOf(acquireMicrophone({ mediaDevices: undefined, permissions: undefined })),
    ).toBe('denied')
  })

  it('is "blocked" without asking when the permission is already denied', async () => {
    const { env, getUserMedia } = environment({ states: ['denied'] })
    expect(await kindOf(acquireMicrophone(env))).toBe('blocked')
    expect(getUserMedia).not.toHaveBeenCalled()
  })

  it('is "blocked" when the candidate blocks the prompt', async () => {
    const { env } = environment({
      states: ['prompt', 'denied'],
      getUserMedia: vi.fn(async () => Promise.reject(domError('NotAllowedError'))),
    })
    expect(await kindOf(acquireMicrophone(env))).toBe('blocked')
  })

  it('is "denied" when the prompt is dismissed, or the permission cannot be read', async () => {
    const dismissed = environment({
      states: ['prompt', 'prompt'],
      getUserMedia: vi.fn(async () => Promise.reject(domError('NotAllowedError'))),
    })
    expect(await kindOf(acquireMicrophone(dismissed.env))).toBe('denied')
    const unreadable = environment({
      states: [new TypeError('microphone is not a permission name')],
      getUserMedia: vi.fn(async () => Promise.reject(domError('NotAllowedError'))),
    })
    expect(await kindOf(acquireMicrophone(unreadable.env))).toBe('denied')
  })

  it('classifies other failures', async () => {
    const { env } = environment({
      getUserMedia: vi.fn(async () => Promise.reject(domError('NotReadableError'))),
    })
    const error = await acquireMicrophone(env).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MicrophoneError)
    expect(microphoneErrorKind(error)).toBe('busy')
  })
})
