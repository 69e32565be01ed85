import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HOLD_MS } from '../../server/interview/turn-taking'
import { findPocketSphinx } from '../../server/interview/transcribe/pocketsphinx-installation'
import { createPocketSphinxTranscriber } from '../../server/interview/transcribe/pocketsphinx-transcriber'
import { parseWav } from '../../server/interview/voice/wav'
import { createLogger } from '../../server/logger'
import {
  TURN_TAKING_ANSWERS,
  type TurnTakingAnswer,
} from '../fixtures/interview/turn-taking-answers'
import { micAnswerWords } from '../support/mic-answer-words'
import { replayAnswerEnds, type ReplayedAnswer } from '../support/replay-answer-ends'
import { throughPhoneCall } from '../support/through-phone-call'

/**
 * The end of an answer (docs/adr/0114) on recorded answers, through the real voice activity
 * detector, the embedded recogniser decoding each pause and the end-of-answer policy: an answer
 * with a pause mid-sentence ('I want, um ... nights') is one answer, and a short one that fills
 * the slot asked about ('nights') ends sooner than the fixed 700 ms did. Every figure is stream
 * time (ms of audio fed), never the wall clock.
 */
const found = findPocketSphinx()
if (!('installation' in found))
  throw new Error(`${found.missing}: apt-get install pocketsphinx pocketsphinx-en-us`)

const fixture = (file: string) =>
  parseWav(readFileSync(new URL(`../fixtures/interview/${file}`, import.meta.url))).samples

const contextOf = (replay: ReplayedAnswer) =>
  JSON.stringify({ events: replay.events, decoded: replay.decoded })

const saidIn = (answer: TurnTakingAnswer) => answer.parts.map((part) => part.text).join(' ... ')

/**
 * One start and one end: no pause mid-sentence ended the answer. Returns that end, the pause
 * that made it, and what the replay heard (for the failure message).
 */
function theOneEnd(replay: ReplayedAnswer) {
  const context = contextOf(replay)
  expect(
    replay.events.map((event) => event.type),
    context,
  ).toEqual(['speechStart', 'speechEnd'])
  const end = replay.ends[0]!
  return { end, pauseMs: end.atMs - end.speechAtMs, context }
}

/**
 * Answers whose words the phone's recogniser hears well enough not to wait: a short one that
 * answers the question ('twenty'), or longer ones ending like a sentence. They end at the middle
 * hold, sooner than the fixed silence of before.
 */
const SOONER_ON_THE_PHONE = [
  'short-twenty.wav',
  'paused-uh-twenty-dollars.wav',
  'paused-forklift-and-pallet-jack.wav',
  'paused-not-move-because.wav',
  'paused-close-to-downtown.wav',
]

describe('the end of a recorded answer', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hirelane-turn-taking-'))
  const transcriber = createPocketSphinxTranscriber({
    installation: found.installation,
    dataDir,
    logger: createLogger('silent'),
    recognisers: 1,
    timeoutMs: 60_000,
  })
  afterAll(async () => {
    await transcriber.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  for (const answer of TURN_TAKING_ANSWERS) {
    it(`'${saidIn(answer)}' is one answer${answer.short ? ', ended sooner than 700 ms' : ''}`, async () => {
      const samples = fixture(answer.file)
      const replay = await replayAnswerEnds(samples, { transcriber, asked: answer.asked })
      const { end, pauseMs, context } = theOneEnd(replay)
      // It ended after the last word, not at the pause before it.
      const answerEndsAt = replay.leadMs + (samples.length / 16_000) * 1000
      expect(end.speechAtMs, context).toBeGreaterThan(answerEndsAt - 200)
      if (answer.short) {
        expect(end.reason, context).toBe('filled')
        expect(pauseMs, context).toBeLessThan(700)
        expect(pauseMs, context).toBeGreaterThanOrEqual(HOLD_MS.filled)
      } else {
        expect(pauseMs, context).toBeGreaterThanOrEqual(HOLD_MS.filled)
      }
    }, 60_000)
  }

  describe('on the phone (8 kHz)', () => {
    for (const answer of TURN_TAKING_ANSWERS) {
      const sooner = SOONER_ON_THE_PHONE.includes(answer.file)
      it(`'${saidIn(answer)}' is one answer${sooner ? ', ended sooner than the fixed silence' : ''}`, async () => {
        const replay = await replayAnswerEnds(throughPhoneCall(fixture(answer.file)), {
          transcriber,
          asked: answer.asked,
          narrowBand: true,
        })
        const { end, pauseMs, context } = theOneEnd(replay)
        // Misheard words never end an answer at the short hold.
        expect(pauseMs, context).toBeGreaterThanOrEqual(HOLD_MS.complete)
        if (sooner) {
          expect(end.reason, context).toBe('complete')
          expect(pauseMs, context).toBeLessThan(HOLD_MS.unheard)
        }
      }, 60_000)
    }

    it('a whole answer whose last word is heard as a conjunction waits less than the long hold', async () => {
      // 'Yes, I can do that. I have worked in a warehouse before.' is heard at 8 kHz as '... in
      // a warehouse or': the long hold would keep the caller waiting 1.6 s for nothing.
      const replay = await replayAnswerEnds(throughPhoneCall(await micAnswerWords()), {
        transcriber,
        asked: 'jobTypes',
        narrowBand: true,
      })
      const context = contextOf(replay)
      expect(replay.ends, context).toHaveLength(1)
      const [end] = replay.ends
      expect(end!.reason, context).toBe('unfinishedNarrowBand')
      expect(end!.atMs - end!.speechAtMs, context).toBeLessThan(HOLD_MS.unfinished)
    }, 60_000)
  })
})
