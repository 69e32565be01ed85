import type { Logger } from '../../logger'
import {
  KEYPAD_PAUSE_MS,
  chosenAnswer,
  keypadQuestionOf,
  readKeys,
  type ChosenReply,
  type InterviewState,
} from '../dialogue'
import type { PacerClock } from '../voice'

/*
 * The keys a phone caller types for the question on screen, until they come to an answer
 * (dialogue/keypad.ts has the rules): it holds the keys of an unfinished list or number, waits
 * KEYPAD_PAUSE_MS for the next key, looks a ZIP code up, and says what the keys come to as
 * commands. The agent runs them; this module touches neither the call nor the interview.
 */

/** What the keys typed so far ask of the agent, in the order given. */
export type KeypadCommand =
  /**
   * Keys that count: the recruiter stops, and speech half-heard (often the room, when someone
   * types) is dropped, since the keys are the answer. Always first.
   */
  | { kind: 'bargeIn' }
  /** The same question again, as keypadRetryParts words it: nothing is recorded. */
  | { kind: 'retry'; reason: 'repeat' | 'invalid' | 'notHere' }
  /** A ZIP code is being looked up: the answer is being understood. */
  | { kind: 'lookingUp' }
  /** The keys answer the question: recorded with them, and taken as a tap would be. */
  | { kind: 'answer'; keys: string; text: string; reply: ChosenReply; optionIds?: string[] }

export interface KeypadEntryDeps {
  /** The agent's clock: the pause after the last key is one of its timers. */
  clock: Pick<PacerClock, 'setTimeout' | 'clearTimeout'>
  /**
   * The interview now and the caption of the question asked, or undefined once the call can
   * take no answer (it ended, or its link is gone).
   */
  current(): { state: InterviewState; captionId: number } | undefined
  /** A ZIP code as the place it names, or undefined when there is no such ZIP code. */
  placeOfZip?: (zip: string) => Promise<string | undefined>
  logger: Pick<Logger, 'warn'>
  engagementId: string
  run(command: KeypadCommand): void
}

export class KeypadEntry {
  readonly #deps: KeypadEntryDeps
  /** Keys of an answer not finished yet ('#' or a pause ends it), for the caption asked. */
  #held: { captionId: number; keys: string } | undefined
  #pauseTimer: unknown

  constructor(deps: KeypadEntryDeps) {
    this.#deps = deps
  }

  /** Keys are being typed: they are the answer, so speech heard meanwhile is not. */
  get holding(): boolean {
    return this.#held !== undefined
  }

  /** One key, on the question asked now; the caller has checked that a key may answer it. */
  press(key: string): void {
    const current = this.#deps.current()
    if (!current) return
    // Keys held for an earlier caption answered another question: they do not add up.
    const held = this.#held?.captionId === current.captionId ? this.#held.keys : ''
    this.#read(current, held + key, false)
  }

  /** Forgets the keys held and their pause: an answer came, or the call's media went. */
  reset(): void {
    if (this.#pauseTimer !== undefined) this.#deps.clock.clearTimeout(this.#pauseTimer)
    this.#pauseTimer = undefined
    this.#held = undefined
  }

  #read(
    current: { state: InterviewState; captionId: number },
    keys: string,
    paused: boolean,
  ): void {
    const { state, captionId } = current
    const read = readKeys(keypadQuestionOf(state), keys, paused)
    this.reset()
    if (read.kind === 'none') return
    const run = (command: KeypadCommand) => this.#deps.run(command)
    run({ kind: 'bargeIn' })
    switch (read.kind) {
      case 'more':
        this.#held = { captionId, keys }
        this.#pauseTimer = this.#deps.clock.setTimeout(() => {
          this.#pauseTimer = undefined
          const now = this.#deps.current()
          if (now) this.#read(now, keys, true)
        }, KEYPAD_PAUSE_MS)
        return
      case 'repeat':
      case 'invalid':
      case 'notHere':
        run({ kind: 'retry', reason: read.kind })
        return
      case 'options': {
        const chosen = chosenAnswer(state, read.optionIds)
        if (!chosen) {
          run({ kind: 'retry', reason: 'invalid' })
          return
        }
        run({ kind: 'answer', keys, text: chosen.text, reply: chosen, optionIds: chosen.optionIds })
        return
      }
      case 'number': {
        const reply: ChosenReply = { kind: 'slot', slot: read.slot, values: read.values }
        run({ kind: 'answer', keys, text: read.text, reply })
        return
      }
      case 'zip':
        this.#lookUp(captionId, keys, read.zip)
        return
    }
  }

  /** A ZIP code is looked up first: the place it names is the answer, an unknown one is not. */
  #lookUp(captionId: number, keys: string, zip: string): void {
    this.#deps.run({ kind: 'lookingUp' })
    const lookUp = this.#deps.placeOfZip
    // Without a lookup, or when it fails, the ZIP code itself is kept, as the extractor keeps
    // one said.
    const place = lookUp
      ? lookUp(zip).catch((error: unknown) => {
          this.#deps.logger.warn(
            { err: error, engagementId: this.#deps.engagementId },
            'ZIP lookup failed',
          )
          return zip
        })
      : Promise.resolve(zip)
    void place.then((found) => {
      // The call moved on meanwhile (it dropped, or ended): these keys answer nothing now.
      const now = this.#deps.current()
      if (!now || now.captionId !== captionId) return
      if (found === undefined) {
        this.#deps.run({ kind: 'retry', reason: 'invalid' })
        return
      }
      const reply: ChosenReply = {
        kind: 'slot',
        slot: 'location',
        values: { preferredLocations: [found] },
      }
      this.#deps.run({ kind: 'answer', keys, text: found, reply })
    })
  }
}
