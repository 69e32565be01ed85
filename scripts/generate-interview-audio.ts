/**
 * Writes the fake microphones of the interview end-to-end tests (Chromium's
 * --use-file-for-fake-audio-capture loops a WAV): tests/fixtures/interview/mic-answer.wav, a
 * candidate who says one short answer every ten seconds, and mic-silence.wav, a quiet room.
 * Deterministic (espeak-ng); run with `npx tsx scripts/generate-interview-audio.ts`.
 */
import { writeFileSync } from 'node:fs'
import { resample, synthesise } from '../server/interview/voice'
import { pcmWav } from '../server/interview/voice/wav'

const RATE = 16_000

const silence = (ms: number) => new Int16Array((RATE * ms) / 1000)
const concat = (parts: Int16Array[]) => {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const speech = await synthesise('Yes, I can do that. I have worked in a warehouse before.')
const answer = resample(speech.samples, speech.sampleRate, RATE)
const cycle = concat([silence(6000), answer])
const padded = concat([cycle, new Int16Array(Math.max(0, RATE * 10 - cycle.length))])
writeFileSync('tests/fixtures/interview/mic-answer.wav', pcmWav(padded, RATE))
writeFileSync('tests/fixtures/interview/mic-silence.wav', pcmWav(silence(1000), RATE))
console.log(
  `mic-answer.wav: ${(padded.length / RATE).toFixed(1)} s, speech ${(answer.length / RATE).toFixed(1)} s`,
)
