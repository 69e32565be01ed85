import { Worker } from 'node:worker_threads'
import type { Pcm } from './audio-format'
import { SynthesisError, type Synthesiser } from './synthesiser'
import { parseWav } from './wav'

export { SynthesisError }

/**
 * Text to speech with espeak-ng's WASM build, in a worker thread (espeak-worker.mjs): a
 * synthesis costs hundreds of milliseconds of CPU, and on the main thread that would stall the
 * paced audio and voice detection of every other live call.
 */
export interface SynthesiseOptions {
  /** An espeak-ng voice name such as 'en-us' or 'en-gb+f3'. */
  voice?: string
}

export const DEFAULT_VOICE = 'en-us'

/** The npm package's espeak-ng version: part of its voice ids, so an upgrade makes new prompts. */
const ESPEAK_VERSION = '1.0.2'

// A voice is one argv element, so it cannot inject options, but a name that is not a voice
// makes the program fail; checking the shape turns typos into a clear error early.
const VOICE_PATTERN = /^[a-z]{2,3}(-[a-z0-9]{2,8})*(\+[a-z0-9]{1,12})?$/i

type Reply = { id: number; wav: Uint8Array } | { id: number; error: string }

/** One worker for the process, started on first use; it keeps the process alive only while busy. */
let worker: Worker | undefined
let nextId = 0
const pending = new Map<
  number,
  { resolve: (wav: Uint8Array) => void; reject: (error: Error) => void }
>()

function espeakWorker(): Worker {
  if (worker) return worker
  const started = new Worker(new URL('./espeak-worker.mjs', import.meta.url))
  started.unref()
  started.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id)
    pending.delete(reply.id)
    if (pending.size === 0) started.unref()
    if ('error' in reply) waiting?.reject(new SynthesisError(reply.error))
    else waiting?.resolve(reply.wav)
  })
  started.on('error', (error) => {
    // A crashed worker fails what it had; the next synthesis starts a new one.
    for (const waiting of pending.values()) {
      waiting.reject(new SynthesisError(`espeak-ng worker failed: ${error.message}`))
    }
    pending.clear()
    worker = undefined
  })
  worker = started
  return started
}

export const synthesise = async (
  text: string,
  { voice = DEFAULT_VOICE }: SynthesiseOptions = {},
): Promise<Pcm> => {
  if (!VOICE_PATTERN.test(voice)) throw new SynthesisError(`invalid voice name ${voice}`)
  if (!text.trim()) throw new SynthesisError('nothing to say')
  const thread = espeakWorker()
  const id = nextId++
  const wav = await new Promise<Uint8Array>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    thread.ref()
    thread.postMessage({ id, text, voice })
  })
  const pcm = parseWav(wav)
  if (pcm.samples.length === 0) throw new SynthesisError('espeak-ng wrote an empty file')
  return pcm
}

/** espeak-ng as the recruiter's voice: the fallback when Festival is not installed. */
export function espeakSynthesiser(voice = DEFAULT_VOICE): Synthesiser {
  if (!VOICE_PATTERN.test(voice)) throw new SynthesisError(`invalid espeak-ng voice name ${voice}`)
  return {
    voiceId: `espeak-ng-${ESPEAK_VERSION}-${voice.toLowerCase()}`,
    description: `espeak-ng ${voice}`,
    synthesise: (text) => synthesise(text, { voice }),
    // The worker thread is shared and unreferenced while idle: nothing to stop.
    close: async () => {},
  }
}
