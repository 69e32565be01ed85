/**
 * Writes the spoken answers the embedded transcriber's tests hear, in Festival's HTS voice
 * cmu_us_slt (Debian festival + festvox-us-slt-hts), 16 kHz mono:
 * - tests/fixtures/interview/spoken-forklift-night-shift.wav: 'I want to work as a forklift
 *   operator on night shift.', the answer alone (tests/integration/interview-embedded-transcriber);
 * - tests/fixtures/interview/mic-forklift-nights.wav: a fake microphone for Chromium
 *   (--use-file-for-fake-audio-capture loops it): six seconds of silence, then 'I want forklift
 *   work on nights.', padded to ten seconds (tests/e2e/interview-spoken-slots.spec.ts);
 * - the answers of tests/fixtures/interview/turn-taking-answers.ts, some with a pause in the
 *   middle of a sentence (the end-of-answer policy's test and bench, docs/adr/0114).
 * Festival's HTS synthesis is deterministic: the same text gives the same bytes.
 * Run with `npx tsx scripts/generate-spoken-answers.ts`.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pcmWav } from '../server/interview/voice/wav'
import { parseWav } from '../server/interview/voice/wav'
import { TURN_TAKING_ANSWERS } from '../tests/fixtures/interview/turn-taking-answers'

const RATE = 16_000
const FIXTURES = 'tests/fixtures/interview'

function festival(text: string): Int16Array {
  const dir = mkdtempSync(join(tmpdir(), 'hirelane-festival-'))
  try {
    const out = join(dir, 'speech.wav')
    execFileSync(
      'text2wave',
      ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-F', String(RATE), '-o', out],
      { input: text },
    )
    const wav = parseWav(readFileSync(out))
    if (wav.sampleRate !== RATE) throw new Error(`text2wave wrote ${wav.sampleRate} Hz`)
    return wav.samples
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Festival's leading and trailing near-silence cut, so a part's pause is the one given. */
function trimmed(pcm: Int16Array): Int16Array {
  const loud = (sample: number) => Math.abs(sample) > 300
  const first = pcm.findIndex(loud)
  const last = pcm.findLastIndex(loud)
  return first < 0 ? pcm : pcm.subarray(first, last + 1)
}

const concat = (parts: Int16Array[]) => {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const answer = festival('I want to work as a forklift operator on night shift.')
writeFileSync(`${FIXTURES}/spoken-forklift-night-shift.wav`, pcmWav(answer, RATE))

const nights = festival('I want forklift work on nights.')
const cycle = concat([new Int16Array(RATE * 6), nights])
const looped = concat([cycle, new Int16Array(Math.max(0, RATE * 10 - cycle.length))])
writeFileSync(`${FIXTURES}/mic-forklift-nights.wav`, pcmWav(looped, RATE))
console.log(
  `spoken-forklift-night-shift.wav ${(answer.length / RATE).toFixed(1)} s, ` +
    `mic-forklift-nights.wav ${(looped.length / RATE).toFixed(1)} s (speech ${(nights.length / RATE).toFixed(1)} s)`,
)

for (const { file, parts } of TURN_TAKING_ANSWERS) {
  const pcm = concat(
    parts.flatMap(({ text, pauseMs }) => [
      trimmed(festival(text)),
      new Int16Array(Math.round(((pauseMs ?? 0) * RATE) / 1000)),
    ]),
  )
  writeFileSync(`${FIXTURES}/${file}`, pcmWav(pcm, RATE))
  console.log(`${file} ${(pcm.length / RATE).toFixed(2)} s`)
}
