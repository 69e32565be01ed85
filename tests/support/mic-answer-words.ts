import { fileURLToPath } from 'node:url'
import { readAnswerWav } from '../../scripts/dev-phone/answer-audio'
import { levelDb } from '../../server/interview/voice/vad'
import { WIDEBAND_FRAME_SAMPLES } from '../../server/telephony/phone-audio'

/** Below this a frame of the fixture is the silence around the words. */
const QUIET_DB = -60

const FIXTURE = fileURLToPath(new URL('../fixtures/interview/mic-answer.wav', import.meta.url))

/**
 * The committed microphone fixture's words ('Yes, I can do that. I have worked in a warehouse
 * before.') at 16 kHz, cut from the silence around them in whole 20 ms frames: what a phone
 * caller says in the integration tests and the e2e specs alike.
 */
export async function micAnswerWords(): Promise<Int16Array> {
  const { pcm16k } = await readAnswerWav(FIXTURE)
  const frames = Math.floor(pcm16k.length / WIDEBAND_FRAME_SAMPLES)
  const voiced = (index: number) =>
    levelDb(pcm16k.subarray(index * WIDEBAND_FRAME_SAMPLES, (index + 1) * WIDEBAND_FRAME_SAMPLES)) >
    QUIET_DB
  let first = 0
  while (first < frames && !voiced(first)) first += 1
  let last = frames - 1
  while (last > first && !voiced(last)) last -= 1
  return pcm16k.slice(first * WIDEBAND_FRAME_SAMPLES, (last + 1) * WIDEBAND_FRAME_SAMPLES)
}
