import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { resample } from '../../server/audio/resample'
import { parseWav } from '../../server/interview/voice/wav'
import { WIDEBAND_SAMPLE_RATE } from '../../server/telephony/phone-audio'

/** A recorded answer for the dev phone: 16-bit PCM WAV of any rate, as 16 kHz samples. */
export interface AnswerAudio {
  name: string
  pcm16k: Int16Array
}

export async function readAnswerWav(path: string): Promise<AnswerAudio> {
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch {
    throw new Error(`Cannot read ${path}.`)
  }
  try {
    const wav = parseWav(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    return {
      name: basename(path),
      pcm16k: resample(wav.samples, wav.sampleRate, WIDEBAND_SAMPLE_RATE),
    }
  } catch (error) {
    throw new Error(`${path} is not a 16-bit PCM WAV file (${String(error)}).`)
  }
}
