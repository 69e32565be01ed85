/**
 * Writes the fake microphones of the interview end-to-end tests (Chromium's
 * --use-file-for-fake-audio-capture loops a WAV): tests/fixtures/interview/mic-answer.wav, a
 * candidate who says one short answer every ten seconds, and mic-silence.wav, a quiet room.
 * Deterministic (espeak-ng); run with `npx tsx scripts/generate-interview-audio.ts`.
 */
import { writeFileSync } from 'node:fs'
import { resample, synthesise } from '../server/interview/voice'

const RATE = 16_000

function wav(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples.byteLength, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(RATE, 24)
  header.writeUInt32LE(RATE * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples.byteLength, 40)
  return Buffer.concat([
    header,
    Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength),
  ])
}

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
writeFileSync('tests/fixtures/interview/mic-answer.wav', wav(padded))
writeFileSync('tests/fixtures/interview/mic-silence.wav', wav(silence(1000)))
console.log(
  `mic-answer.wav: ${(padded.length / RATE).toFixed(1)} s, speech ${(answer.length / RATE).toFixed(1)} s`,
)
