import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resample, synthesise } from '../server/interview/voice'
import { seededRandom } from '../tests/support/test-signals'
import { parseWav, pcmWav } from '../server/interview/voice/wav'
import { LEAD_MS, RATE, TRAIL_MS, cached, rms, withRoom } from './spoken-audio'

/*
 * The held-out spoken set's audio: voices, speeds and workplace noises that no recogniser option
 * was ever chosen on (the tuning voices are Festival's cmu_us_slt HTS and three espeak-ng
 * voices, spoken-audio.ts). Everything is generated here from Debian packages, never
 * downloaded: festvox-kallpc16k and festvox-kdlpc16k (Festival diphone voices), flite (its
 * awb, rms and kal16 voices) and sox.
 */

export interface HeldOutVoice {
  name: string
  engine: 'festival-diphone' | 'flite'
  voice: string
}

export const HELD_OUT_VOICES: readonly HeldOutVoice[] = [
  { name: 'festival-kal', engine: 'festival-diphone', voice: 'voice_kal_diphone' },
  { name: 'festival-ked', engine: 'festival-diphone', voice: 'voice_ked_diphone' },
  { name: 'flite-awb', engine: 'flite', voice: 'awb' },
  { name: 'flite-rms', engine: 'flite', voice: 'rms' },
  { name: 'flite-kal16', engine: 'flite', voice: 'kal16' },
]

/** Speech this many times as long as the voice's own: slower (1.25) and faster (0.8). */
export const HELD_OUT_SPEEDS = [
  { name: 'normal', stretch: 1 },
  { name: 'slow', stretch: 1.25 },
  { name: 'fast', stretch: 0.8 },
] as const
export type HeldOutSpeed = (typeof HELD_OUT_SPEEDS)[number]

const inScratch = <T>(run: (dir: string) => T): T => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hirelane-held-out-'))
  try {
    return run(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const readWav16k = (file: string) => {
  const { samples, sampleRate } = parseWav(readFileSync(file))
  return resample(samples, sampleRate, RATE)
}

function festivalDiphone(text: string, voice: string, stretch: number): Int16Array {
  return inScratch((dir) => {
    const out = path.join(dir, 'speech.wav')
    execFileSync(
      'text2wave',
      [
        '-eval',
        `(${voice})`,
        '-eval',
        `(Parameter.set 'Duration_Stretch ${stretch})`,
        '-F',
        String(RATE),
        '-o',
        out,
      ],
      { input: text },
    )
    return readWav16k(out)
  })
}

function flite(text: string, voice: string, stretch: number): Int16Array {
  return inScratch((dir) => {
    const input = path.join(dir, 'in.txt')
    const out = path.join(dir, 'speech.wav')
    writeFileSync(input, text)
    execFileSync('flite', [
      '-voice',
      voice,
      '--setf',
      `duration_stretch=${stretch}`,
      '-f',
      input,
      '-o',
      out,
    ])
    return readWav16k(out)
  })
}

/** The answer in a held-out voice and speed, 16 kHz (cached). */
export function speakHeldOut(
  script: string,
  voice: HeldOutVoice,
  speed: HeldOutSpeed,
): Promise<Int16Array> {
  return cached(`held-out|${voice.engine}|${voice.voice}|${speed.stretch}|${script}`, async () =>
    voice.engine === 'flite'
      ? flite(script, voice.voice, speed.stretch)
      : festivalDiphone(script, voice.voice, speed.stretch),
  )
}

/*
 * Workplace noise, 30 s of each, looped under the answers. The recipes:
 * - machinery: `sox -n out.wav synth 30 brownnoise synth 30 sine mix 120 synth 30 sine mix 240
 *   lowpass 2000`: a motor's rumble and its mains hum;
 * - beeper: `sox -n out.wav synth 0.5 sine 1100 pad 0 0.5 repeat 29`: a reversing alarm, 1.1 kHz,
 *   half a second on and off;
 * - radio: one espeak-ng announcer voice through `sox ... sinc 300-3400` (a small speaker), with
 *   a faint hiss;
 * - babble: six espeak-ng talkers (none of the tuning voices) saying different things at once.
 */
export const NOISES = ['machinery', 'beeper', 'radio', 'babble'] as const
export type Noise = (typeof NOISES)[number]

const NOISE_SECONDS = 30

function soxNoise(effects: string[]): Int16Array {
  return inScratch((dir) => {
    const out = path.join(dir, 'noise.wav')
    execFileSync('sox', ['-n', '-r', String(RATE), '-b', '16', '-c', '1', out, ...effects])
    return readWav16k(out)
  })
}

function bandLimited(pcm: Int16Array): Int16Array {
  return inScratch((dir) => {
    const input = path.join(dir, 'in.wav')
    const out = path.join(dir, 'out.wav')
    writeFileSync(input, pcmWav(pcm, RATE))
    execFileSync('sox', [input, out, 'sinc', '300-3400'])
    return readWav16k(out)
  })
}

const CHATTER = [
  'Did you see the game last night? They went to overtime again.',
  'The truck from Memphis is running late, so the second dock stays open.',
  'I told him the pallets go to aisle nine, not aisle four.',
  'Lunch is at noon today because of the safety meeting.',
  'Can somebody bring the scanner back to the front desk please?',
  'My cousin starts on Monday in the shipping department.',
]
const ANNOUNCER =
  'And that was the weather for the tri county area. Up next, traffic on the interstate, then ' +
  'the afternoon show with your requests. Stay tuned, we will be right back after these messages.'
const TALKERS = ['en-us+m3', 'en-us+m7', 'en-gb-scotland', 'en-029', 'en+m2', 'en-us+f4']

/** Sums voices into a loop NOISE_SECONDS long, each repeated from its own offset. */
function loopMix(parts: readonly Int16Array[]): Int16Array {
  const length = RATE * NOISE_SECONDS
  const sum = new Float64Array(length)
  parts.forEach((part, index) => {
    if (part.length === 0) return
    const offset = Math.floor((index * part.length) / parts.length)
    for (let i = 0; i < length; i++) sum[i]! += part[(i + offset) % part.length]!
  })
  let peak = 1
  for (const value of sum) peak = Math.max(peak, Math.abs(value))
  return Int16Array.from(sum, (value) => Math.round((value / peak) * 16_000))
}

async function speech(text: string, voice: string): Promise<Int16Array> {
  const { samples, sampleRate } = await synthesise(text, { voice })
  return resample(samples, sampleRate, RATE)
}

function makeNoise(noise: Noise): Promise<Int16Array> {
  return cached(`noise|${noise}|${NOISE_SECONDS}`, async () => {
    switch (noise) {
      case 'machinery':
        return soxNoise([
          'synth',
          String(NOISE_SECONDS),
          'brownnoise',
          'synth',
          String(NOISE_SECONDS),
          'sine',
          'mix',
          '120',
          'synth',
          String(NOISE_SECONDS),
          'sine',
          'mix',
          '240',
          'lowpass',
          '2000',
        ])
      case 'beeper':
        return soxNoise([
          'synth',
          '0.5',
          'sine',
          '1100',
          'pad',
          '0',
          '0.5',
          'repeat',
          String(NOISE_SECONDS - 1),
        ])
      case 'radio': {
        const voice = bandLimited(await speech(ANNOUNCER, 'en-us+m3'))
        const hiss = soxNoise(['synth', String(NOISE_SECONDS), 'whitenoise', 'vol', '0.02'])
        return loopMix([voice, voice, hiss])
      }
      case 'babble':
        return loopMix(
          await Promise.all(CHATTER.map((text, index) => speech(text, TALKERS[index]!))),
        )
    }
  })
}

/**
 * The answer as the agent hears it: its pre-roll and end-of-answer silence around it, and
 * `noise` looped under it (from a seeded offset) `snrDb` below the speech; without noise, the
 * faint room hiss of spoken-audio.ts's clean condition.
 */
export async function inWorkplace(
  speech: Int16Array,
  noise: Noise | undefined,
  snrDb: number,
  seed: number,
): Promise<Int16Array> {
  if (noise === undefined) return withRoom(speech, undefined, seed)
  const lead = (RATE * LEAD_MS) / 1000
  const trail = (RATE * TRAIL_MS) / 1000
  const out = new Int16Array(lead + speech.length + trail)
  out.set(speech, lead)
  const bed = await makeNoise(noise)
  const level = rms(speech) / 10 ** (snrDb / 20) / Math.max(1, rms(bed))
  const offset = Math.floor(seededRandom(seed)() * bed.length)
  for (let i = 0; i < out.length; i++) {
    const mixed = out[i]! + bed[(i + offset) % bed.length]! * level
    out[i] = Math.max(-32768, Math.min(32767, Math.round(mixed)))
  }
  return out
}

/** 20 ms at 16 kHz: one RTP packet of the phone's stream. */
const PACKET_SAMPLES = RATE / 50

/** The phone's audio with `ratio` of its 20 ms packets lost (silence where they were). */
export function withPacketLoss(pcm16k: Int16Array, ratio: number, seed: number): Int16Array {
  const random = seededRandom(seed)
  const out = Int16Array.from(pcm16k)
  for (let start = 0; start < out.length; start += PACKET_SAMPLES)
    if (random() < ratio) out.fill(0, start, start + PACKET_SAMPLES)
  return out
}
