import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { toInterviewSlot, type InterviewSlot } from '../../server/interview/dialogue'
import type { AnswerCase } from '../../server/interview/extract'
import { findPocketSphinx } from '../../server/interview/transcribe/pocketsphinx-installation'
import { createPocketSphinxTranscriber } from '../../server/interview/transcribe/pocketsphinx-transcriber'
import { parseWav } from '../../server/interview/voice/wav'
import { createLogger } from '../../server/logger'
import { HOLD_MS, LISTEN_AT_MS } from '../../server/interview/turn-taking'
import { fold } from '../../server/vocabulary/fold'
import { INTERVIEW_ANSWERS } from '../../tests/fixtures/interview/answers'
import { TURN_TAKING_ANSWERS } from '../../tests/fixtures/interview/turn-taking-answers'
import { replayAnswerEnds, type ReplayedAnswer } from '../../tests/support/replay-answer-ends'
import { bars } from '../bars'
import { withCleanup } from '../cleanup'
import type { Measure, MeasureGroup } from '../measure'
import {
  RATE,
  SPEEDS,
  VOICES,
  speak,
  spokenScript,
  throughPhoneCall,
  throughWebCall,
} from '../spoken-audio'

/**
 * The end of an answer (docs/adr/0114) on recorded answers, through the real voice activity
 * detector, the embedded recogniser decoding each pause and the end-of-answer policy, as
 * tests/support/replay-answer-ends.ts plays them (stream time; a recogniser that keeps up):
 * - the answers with a pause mid-sentence and the short ones of
 *   tests/fixtures/interview/turn-taking-answers.ts (Festival), carried by each transport;
 * - the English answers of the answer set (tests/fixtures/interview/answers.ts) in Festival's
 *   and espeak-ng's US voices at normal speed, carried by the browser's call and by the phone.
 * An answer is split in two when the detector ends it more than once. Also: the pause that
 * ended each short answer, and how long the recogniser took on a pause's words.
 */

const SPANISH =
  /\b(?:busco|trabajo|quiero|vivo|tengo|prefiero|turno|mudar|dolares|hora|kilometros|aseguranza|quince|veinte|almacen|cerca|produccion|experiencia|noche|semana|hasta)\b/

const fixture = (file: string) =>
  parseWav(readFileSync(path.join('tests/fixtures/interview', file))).samples

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

/**
 * The question an answer of the set answers, as the dialogue knows it in a call: the slot its
 * expected values fill ('nights' -> shifts). Its `expectedSlot` alone is only the extractor's
 * hint and is mostly absent (asking every other answer about job types made a shift answer look
 * like one that does not answer its question).
 */
function questionAnswered(answer: AnswerCase): InterviewSlot {
  const field =
    answer.expectedSlot ?? Object.keys(answer.expected).find((key) => key !== 'excluded')
  return (field && toInterviewSlot(field)) || 'jobTypes'
}

interface Heard {
  name: string
  replay: ReplayedAnswer
}

const splitOf = (heard: Heard[]) => heard.filter(({ replay }) => replay.ends.length > 1)
const endPause = ({ replay }: Heard) => {
  const end = replay.ends.at(-1)
  return end ? end.atMs - end.speechAtMs : Number.NaN
}
const summary = (heard: Heard) => ({
  name: heard.name,
  ends: heard.replay.ends.map((end) => ({
    atMs: end.atMs,
    pauseMs: end.atMs - end.speechAtMs,
    reason: end.reason,
  })),
  decoded: heard.replay.decoded,
})

export const turnTaking: MeasureGroup = {
  name: 'Turn-taking on recorded answers',
  async run({ log }) {
    const found = findPocketSphinx()
    if (!('installation' in found))
      throw new Error(`${found.missing}: apt-get install pocketsphinx pocketsphinx-en-us`)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-bench-turn-taking-'))
    const transcriber = createPocketSphinxTranscriber({
      installation: found.installation,
      dataDir,
      logger: createLogger('silent'),
      recognisers: 1,
      timeoutMs: 60_000,
    })
    return withCleanup(
      async () => {
        await transcriber.close()
        rmSync(dataDir, { recursive: true, force: true })
      },
      async () => {
        const hear = async (
          name: string,
          pcm: Int16Array,
          asked: Parameters<typeof replayAnswerEnds>[1]['asked'],
          narrowBand = false,
        ) => ({
          name,
          replay: await replayAnswerEnds(pcm, { transcriber, asked, narrowBand }),
        })
        const transports = [
          { name: 'web', carry: throughWebCall },
          { name: 'phone', carry: throughPhoneCall },
        ] as const
        const fixtures: Record<string, Heard[]> = { web: [], phone: [] }
        for (const transport of transports)
          for (const answer of TURN_TAKING_ANSWERS)
            fixtures[transport.name]!.push(
              await hear(
                answer.file,
                transport.carry(fixture(answer.file)),
                answer.asked,
                transport.name === 'phone',
              ),
            )
        for (const [name, heard] of Object.entries(fixtures))
          log(`Turn-taking: ${name} fixtures split ${splitOf(heard).length} of ${heard.length}`)

        const answers = [
          ...new Map(INTERVIEW_ANSWERS.map((answer) => [answer.text, answer])).values(),
        ].filter((answer) => !SPANISH.test(fold(answer.text)))
        const answerSet: Heard[] = []
        // The same answers through the phone: its words are misheard, and how long they hold an
        // answer's end shows it (a lost last word heard as 'and' waits the unfinished hold).
        const phoneAnswerSet: Heard[] = []
        for (const voice of VOICES.slice(0, 2))
          for (const answer of answers) {
            const speech = await speak(spokenScript(answer.text), voice, SPEEDS[0])
            const asked = questionAnswered(answer)
            const name = `${voice.name}: ${answer.text}`
            answerSet.push(await hear(name, throughWebCall(speech), asked))
            phoneAnswerSet.push(await hear(name, throughPhoneCall(speech), asked, true))
          }
        log(`Turn-taking: answer set split ${splitOf(answerSet).length} of ${answerSet.length}`)
        log(
          `Turn-taking: answer set on the phone split ${splitOf(phoneAnswerSet).length} of ${phoneAnswerSet.length}`,
        )

        const shortPauses = TURN_TAKING_ANSWERS.flatMap((answer, index) =>
          answer.short ? [endPause(fixtures.web![index]!)] : [],
        )
        const decodeMs = [...fixtures.web!, ...answerSet].flatMap(({ replay }) =>
          replay.decoded.slice(1).map((decoded) => decoded.wallMs),
        )
        const reasons = (heard: Heard[]) =>
          heard.reduce<Record<string, number>>((counts, { replay }) => {
            for (const end of replay.ends) counts[end.reason] = (counts[end.reason] ?? 0) + 1
            return counts
          }, {})
        const webSplit = splitOf(fixtures.web!)
        const phoneSplit = splitOf(fixtures.phone!)
        const setSplit = splitOf(answerSet)
        const phoneSetSplit = splitOf(phoneAnswerSet)
        const phoneEndPauses = phoneAnswerSet.map(endPause)
        const measures: Measure[] = [
          {
            id: 'turns.web.fixturesSplit',
            label: 'Recorded answers split in two, browser call (pauses mid-sentence included)',
            value: webSplit.length,
            unit: 'answers',
            bar: bars.answersSplit,
            note: `${fixtures.web!.length} recorded answers, ${TURN_TAKING_ANSWERS.filter((a) => a.parts.length > 1).length} with a 600-900 ms pause mid-sentence; the fixed 700 ms split 5 of them${webSplit.length ? `; split: ${webSplit.map((h) => h.name).join(', ')}` : ''}`,
            detail: fixtures.web!.map(summary),
          },
          {
            id: 'turns.phone.fixturesSplit',
            label: 'Recorded answers split in two, phone (8 kHz)',
            value: phoneSplit.length,
            unit: 'answers',
            bar: bars.answersSplit,
            note: `${phoneSplit.length ? `split: ${phoneSplit.map((h) => h.name).join(', ')}; ` : ''}ends by reason ${JSON.stringify(reasons(fixtures.phone!))}`,
            detail: fixtures.phone!.map(summary),
          },
          {
            id: 'turns.answerSet.split',
            label: 'Answer set spoken (2 voices), browser call: answers split in two',
            value: setSplit.length,
            unit: 'answers',
            bar: bars.answersSplit,
            note: `${answerSet.length} answers; ends by reason ${JSON.stringify(reasons(answerSet))}${
              setSplit.length
                ? `; split: ${setSplit
                    .slice(0, 5)
                    .map((h) => h.name)
                    .join(' | ')}`
                : ''
            }`,
            detail: setSplit.map(summary),
          },
          {
            id: 'turns.phoneAnswerSet.split',
            label: 'Answer set spoken (2 voices), phone: answers split in two',
            value: phoneSetSplit.length,
            unit: 'answers',
            bar: bars.answersSplit,
            note: `${phoneAnswerSet.length} answers; ends by reason ${JSON.stringify(reasons(phoneAnswerSet))}`,
            detail: phoneSetSplit.map(summary),
          },
          {
            id: 'turns.phoneAnswerSet.endPauseP95',
            label: 'Answer set spoken (2 voices), phone: pause that ended them, p95',
            value: Math.round(quantile(phoneEndPauses, 0.95)),
            unit: 'ms',
            note: `median ${Math.round(quantile(phoneEndPauses, 0.5))} ms, longest ${Math.max(...phoneEndPauses)} ms; ends by reason ${JSON.stringify(reasons(phoneAnswerSet))}: words that end like a sentence end at ${HOLD_MS.complete} ms; words that seem unfinished at 8 kHz, or a short answer that does not answer the question, wait ${HOLD_MS.unfinishedNarrowBand} ms; before the adaptive end of answer every answer ended at ${HOLD_MS.unheard} ms`,
            detail: phoneAnswerSet
              .filter((heard) => endPause(heard) > HOLD_MS.unheard)
              .map(summary),
          },
          {
            id: 'turns.short.pauseMedian',
            label: 'Short slot-filling answers: pause that ended them, median',
            value: Math.round(quantile(shortPauses, 0.5)),
            unit: 'ms',
            note: `'yes', 'nights', 'twenty' (browser call): ${shortPauses.join(', ')} ms; before: 700 ms for every answer`,
          },
          {
            id: 'turns.decode.p95',
            label: "Recogniser time on a pause's words, p95 (one recogniser, this machine's load)",
            value: Math.round(quantile(decodeMs, 0.95)),
            unit: 'ms',
            note: `median ${Math.round(quantile(decodeMs, 0.5))} ms over ${decodeMs.length} pauses (each answer's first left out: the recogniser warming up); the words must be ready before the hold is over (300 ms hold, decoded from ${RATE / 1000} kHz audio ${LISTEN_AT_MS} ms into the pause)`,
          },
        ]
        return measures
      },
    )
  },
}
