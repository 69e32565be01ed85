import ESpeakNg from 'espeak-ng'
import type { Pcm } from './audio-format'
import { parseWav } from './wav'

/**
 * Text to speech with espeak-ng's WASM build. One module instance per synthesis: the
 * Emscripten program runs main() once at load, so a fresh instance is the way to run it again.
 */
export interface SynthesiseOptions {
  /** An espeak-ng voice name such as 'en-us' or 'en-gb+f3'. */
  voice?: string
}

export type Synthesiser = (text: string, options?: SynthesiseOptions) => Promise<Pcm>

export const DEFAULT_VOICE = 'en-us'

export class SynthesisError extends Error {
  override name = 'SynthesisError'
}

// A voice is one argv element, so it cannot inject options, but a name that is not a voice
// makes the program fail; checking the shape turns typos into a clear error early.
const VOICE_PATTERN = /^[a-z]{2,3}(-[a-z0-9]{2,8})*(\+[a-z0-9]{1,12})?$/i

export const synthesise: Synthesiser = async (text, { voice = DEFAULT_VOICE } = {}) => {
  if (!VOICE_PATTERN.test(voice)) throw new SynthesisError(`invalid voice name ${voice}`)
  if (!text.trim()) throw new SynthesisError('nothing to say')
  const errors: string[] = []
  let status = 0
  let espeak
  try {
    espeak = await ESpeakNg({
      // The text goes through a file, not argv, so a question starting with '-' is not an option.
      arguments: ['-w', 'out.wav', '-v', voice, '-f', 'in.txt'],
      preRun: [(module) => module.FS.writeFile('in.txt', text)],
      print: () => {},
      printErr: (line) => errors.push(line),
      // The default handler sets process.exitCode, which would fail the whole server process.
      quit: (code) => {
        status = code
      },
    })
  } catch (error) {
    throw new SynthesisError(`espeak-ng failed to start: ${String(error)}`)
  }
  let wav: Uint8Array
  try {
    wav = espeak.FS.readFile('out.wav')
  } catch {
    throw new SynthesisError(`espeak-ng wrote no audio (status ${status}): ${errors[0] ?? ''}`)
  }
  const pcm = parseWav(wav)
  if (pcm.samples.length === 0) throw new SynthesisError('espeak-ng wrote an empty file')
  return pcm
}
