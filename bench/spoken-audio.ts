import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ESpeakNg from 'espeak-ng'
import { US_STATES } from '../server/vocabulary/us-states'
import { numberWords } from '../server/interview/transcribe/spoken-numbers'
import { pcmWav } from '../server/interview/voice/wav'
import {
  OpusDecoderStream,
  SAMPLE_RATE,
  encodeOpusFrames,
  resample,
  synthesise,
} from '../server/interview/voice'
import { concatSignals, seededRandom } from '../tests/support/test-signals'
import { parseWav } from '../server/interview/voice/wav'

/**
 * Spoken answers for the speech-to-text benchmark: an answer's text as a speaker says it, in
 * several synthetic voices and speeds, with room noise, carried the way each transport carries
 * it to the interview agent (the browser's Opus at 48 kHz decoded to 16 kHz; the phone's 8 kHz
 * mu-law decoded and doubled to 16 kHz), with the agent's pre-roll and end-of-answer silence.
 * Synthesis is the slow part: every voice's audio is cached in a temporary directory, so a
 * rerun takes the recognition time only.
 */

export const RATE = 16_000

export interface Voice {
  /** Short name for the report: 'festival-slt', 'espeak-en-us', ... */
  name: string
  engine: 'festival' | 'espeak'
  /** Festival voice function or espeak-ng voice name. */
  voice: string
}

export const VOICES: readonly Voice[] = [
  { name: 'festival-slt', engine: 'festival', voice: 'voice_cmu_us_slt_arctic_hts' },
  { name: 'espeak-en-us', engine: 'espeak', voice: 'en-us' },
  { name: 'espeak-en-us+f3', engine: 'espeak', voice: 'en-us+f3' },
  { name: 'espeak-en-gb', engine: 'espeak', voice: 'en-gb' },
]

/** Normal speed, and about a quarter faster (how a relaxed answer and a hurried one differ). */
export const SPEEDS = [
  { name: 'normal', festivalRate: 1, espeakWpm: 175 },
  { name: 'fast', festivalRate: 1.25, espeakWpm: 220 },
] as const
export type Speed = (typeof SPEEDS)[number]

const CACHE = path.join(tmpdir(), 'hirelane-bench-speech')

/** Spelling fixes for the speaker: a typed typo is not how anyone says the word. */
const SAID_AS: Record<string, string> = {
  forlift: 'forklift',
  warehose: 'warehouse',
  expirience: 'experience',
  benifits: 'benefits',
  insurence: 'insurance',
  nigths: 'nights',
  yrs: 'years',
  doesnt: "doesn't",
}

/**
 * What a speaker says for a typed answer: numbers in words ('$17-20' is 'seventeen to twenty
 * dollars', '40k' 'forty thousand', a ZIP code digit by digit, 401k 'four oh one k'), a state
 * code after a town as the state's name, typos as the words meant. Case and commas stay, for
 * the synthesiser's prosody and its reading of initials (RF, PTO, CNC).
 */
export function spokenScript(text: string): string {
  return text
    .replace(/\b(\d{5})\b/g, (zip) => [...zip].map((d) => numberWords(Number(d))).join(' '))
    .replace(/\b401\s*\(?k\)?/gi, 'four oh one k')
    .replace(/\$\s*(\d+)\s*-\s*(\d+)/g, '$1 to $2 dollars')
    .replace(/\$\s*(\d+)/g, '$1 dollars')
    .replace(/\b(\d+)k\b/gi, '$1 thousand')
    .replace(/\b(\d+)\b/g, (digits) => numberWords(Number(digits)))
    .replace(/\b[A-Z]{2}\b/g, (code) => US_STATES[code] ?? code)
    .replace(/\b[a-z]+\b/gi, (word) => SAID_AS[word.toLowerCase()] ?? word)
}

/** 16 kHz audio made once per key and kept in the run-to-run cache (synthesis is the slow part). */
export const cached = async (key: string, make: () => Promise<Int16Array>): Promise<Int16Array> => {
  mkdirSync(CACHE, { recursive: true })
  const file = path.join(
    CACHE,
    `${createHash('sha256').update(key).digest('hex').slice(0, 20)}.wav`,
  )
  if (existsSync(file)) return parseWav(readFileSync(file)).samples
  const pcm = await make()
  writeFileSync(file, pcmWav(pcm, RATE))
  return pcm
}

/** Festival's HTS voices take their speaking rate as the HTS engine's -r option. */
function festival(text: string, voice: string, rate: number): Int16Array {
  const dir = path.join(CACHE, `festival-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  try {
    const out = path.join(dir, 'speech.wav')
    execFileSync(
      'text2wave',
      [
        '-eval',
        `(${voice})`,
        '-eval',
        `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${rate}))))`,
        '-F',
        String(RATE),
        '-o',
        out,
      ],
      { input: text },
    )
    return parseWav(readFileSync(out)).samples
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** espeak-ng at a chosen speed (the server's synthesise() speaks at the default 175 words a minute). */
async function espeakAt(text: string, voice: string, wordsPerMinute: number): Promise<Int16Array> {
  const pcm =
    wordsPerMinute === 175
      ? await synthesise(text, { voice })
      : await (async () => {
          const espeak = await ESpeakNg({
            arguments: ['-w', 'out.wav', '-v', voice, '-s', String(wordsPerMinute), '-f', 'in.txt'],
            preRun: [
              (module: { FS: { writeFile(name: string, data: string): void } }) =>
                module.FS.writeFile('in.txt', text),
            ],
            print: () => {},
            printErr: () => {},
            quit: () => {},
          })
          return parseWav(espeak.FS.readFile('out.wav') as Uint8Array)
        })()
  return resample(pcm.samples, pcm.sampleRate, RATE)
}

/** The answer in this voice and speed, 16 kHz, as synthesised (cached). */
export function speak(script: string, voice: Voice, speed: Speed): Promise<Int16Array> {
  const rate = voice.engine === 'festival' ? speed.festivalRate : speed.espeakWpm
  const key = `${voice.engine}|${voice.voice}|${rate}|${script}`
  return cached(key, async () =>
    voice.engine === 'festival'
      ? festival(script, voice.voice, speed.festivalRate)
      : espeakAt(script, voice.voice, speed.espeakWpm),
  )
}

export const rms = (pcm: Int16Array) => {
  // Over the loud half of the samples: the speech, not the pauses between words.
  const squares = Array.from(pcm, (sample) => sample * sample).sort((a, b) => b - a)
  const loud = squares.slice(0, Math.max(1, Math.floor(squares.length / 2)))
  return Math.sqrt(loud.reduce((sum, value) => sum + value, 0) / loud.length)
}

/** Pink noise (Paul Kellet's filter on seeded white noise), unit RMS. */
function pinkNoise(length: number, seed: number): Float64Array {
  const random = seededRandom(seed)
  const out = new Float64Array(length)
  let b0 = 0
  let b1 = 0
  let b2 = 0
  let b3 = 0
  let b4 = 0
  let b5 = 0
  let b6 = 0
  let sum = 0
  for (let i = 0; i < length; i++) {
    const white = random() * 2 - 1
    b0 = 0.99886 * b0 + white * 0.0555179
    b1 = 0.99332 * b1 + white * 0.0750759
    b2 = 0.969 * b2 + white * 0.153852
    b3 = 0.8665 * b3 + white * 0.3104856
    b4 = 0.55 * b4 + white * 0.5329522
    b5 = -0.7616 * b5 - white * 0.016898
    out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362
    b6 = white * 0.115926
    sum += out[i]! * out[i]!
  }
  const scale = 1 / Math.sqrt(sum / Math.max(1, length))
  for (let i = 0; i < length; i++) out[i]! *= scale
  return out
}

/** The agent's 300 ms pre-roll before the words, and the silence that ends an answer after. */
export const LEAD_MS = 300
export const TRAIL_MS = 700

/**
 * The answer as the agent hears it: padded with its pre-roll and closing silence, with pink
 * noise `snrDb` under the speech (or a faint room hiss when undefined), at 16 kHz.
 */
export function withRoom(speech: Int16Array, snrDb: number | undefined, seed: number): Int16Array {
  const lead = (RATE * LEAD_MS) / 1000
  const trail = (RATE * TRAIL_MS) / 1000
  const out = new Int16Array(lead + speech.length + trail)
  out.set(speech, lead)
  const level = snrDb === undefined ? 32767 * 10 ** (-65 / 20) : rms(speech) / 10 ** (snrDb / 20)
  const noise = pinkNoise(out.length, seed)
  for (let i = 0; i < out.length; i++)
    out[i] = Math.max(-32768, Math.min(32767, Math.round(out[i]! + noise[i]! * level)))
  return out
}

/** The browser's path: 48 kHz Opus (as the call sends it), decoded at 16 kHz by the server. */
export function throughWebCall(pcm16k: Int16Array): Int16Array {
  const packets = encodeOpusFrames(resample(pcm16k, RATE, SAMPLE_RATE))
  const decoder = new OpusDecoderStream(RATE)
  try {
    return concatSignals(packets.map((packet) => decoder.decode(packet)))
  } finally {
    decoder.close()
  }
}

/** The phone's path (tests/support/through-phone-call.ts). */
export { throughPhoneCall } from '../tests/support/through-phone-call'
