import { CLOSED_QUESTIONS, closedQuestionOf, type ClosedQuestion } from './choices'
import { keypadHint, nextTurnParts, spokenLanguage, type InterviewState } from './engine'
import { DIALOGUE_PROMPTS } from './prompt-table'
import { hourlyRateText, type InterviewSlot, type SlotValues } from './slots'

/*
 * Answers pressed on the phone's keypad (DTMF), for a caller the recogniser cannot follow or
 * who is somewhere too loud to talk (docs/adr/0009: every closed question answerable by keypad).
 * Pure: the keys pressed so far for the current question in, what they answer out. The rules,
 * which the recruiter's hint sentences (prompts.ts, KeypadPrompts) say out loud:
 *
 * - A closed question's option N is key N, in CLOSED_QUESTIONS order (the buttons' order).
 * - A question with one answer (relocation, the read-back's yes or no, what to change after it,
 *   the offer of Spanish) takes its key at once: nothing to end.
 * - A list (job types, shifts, benefits) and a number (ZIP code, miles, dollars an hour, years)
 *   are keys one after another, ended by '#'; a pause of KEYPAD_PAUSE_MS with no key ends them
 *   too, as Twilio's <Gather> does, so a caller who does not know '#' is not left waiting.
 * - '*' drops the keys pressed so far and says the options again.
 * - Keys that answer nothing the question offers (a 9 on a three-option question, a four-digit
 *   ZIP, 'none' with another benefit) get a short 'Sorry' and the options again; nothing is
 *   recorded or changed. Keys on a question the keypad does not answer (skills) get 'Please say
 *   this answer out loud' and the question again.
 */

/** The keys of a phone keypad, as Twilio's dtmf event names them. */
const KEYPAD_KEYS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '#'] as const
type KeypadKey = (typeof KEYPAD_KEYS)[number]

export const isKeypadKey = (key: string): key is KeypadKey =>
  (KEYPAD_KEYS as readonly string[]).includes(key)

/** No key for this long after the last one ends a list or a number, as '#' does. */
export const KEYPAD_PAUSE_MS = 3000

/** More keys than any answer needs (a ZIP code is 5): what follows is a stuck key, not an answer. */
const MAX_KEYS = 12

/** The open questions the keypad answers with a number, and how: see readNumber. */
const NUMBER_QUESTIONS = ['location', 'commute', 'pay', 'yearsOfExperience'] as const
type NumberQuestion = (typeof NUMBER_QUESTIONS)[number]

/** A question the keypad answers: a closed one by option, or a number one. */
export type KeypadQuestion = ClosedQuestion | NumberQuestion

const isNumberQuestion = (slot: InterviewSlot): slot is NumberQuestion =>
  (NUMBER_QUESTIONS as readonly string[]).includes(slot)

/** The question the keys pressed now answer, or undefined when the keypad answers none. */
export function keypadQuestionOf(state: InterviewState): KeypadQuestion | undefined {
  const closed = closedQuestionOf(state)
  if (closed !== undefined) return closed
  const slot = state.stage === 'asking' ? state.pending?.slot : undefined
  return slot !== undefined && isNumberQuestion(slot) ? slot : undefined
}

/** What the keys pressed so far come to. */
export type KeypadRead =
  /**
   * Nothing to act on: no keypad key, or a '#' with nothing before it (the habit of ending a
   * one-key answer with '#' must not count against the next question).
   */
  | { kind: 'none' }
  /** Not finished: wait for more keys, '#' or the pause. */
  | { kind: 'more' }
  /** '*': say the options again; the keys so far are dropped. */
  | { kind: 'repeat' }
  /** Keys that answer nothing the question offers. */
  | { kind: 'invalid' }
  /** Keys on a question the keypad does not answer. */
  | { kind: 'notHere' }
  /** Options of a closed question, by id, in the order the question has them. */
  | { kind: 'options'; optionIds: string[] }
  /** Five digits for the place question: a ZIP code still to be looked up. */
  | { kind: 'zip'; zip: string }
  /** A number question's values, exactly as the extractor fills them from the same words. */
  | { kind: 'number'; slot: Exclude<NumberQuestion, 'location'>; values: SlotValues; text: string }

/**
 * Dollars an hour typed are a floor, as 'I need 18 an hour' is to the extractor ($18+); below 5
 * or above 150 it is a slip of the finger, not a wage.
 */
const PAY_DOLLARS = { least: 5, most: 150 }
/** Miles to work, as the extractor stores them ('20 miles'). */
const COMMUTE_MILES = { least: 1, most: 200 }
/** Years of experience, within the slot's own bounds. */
const YEARS = { least: 0, most: 60 }

const within = (value: number, range: { least: number; most: number }) =>
  value >= range.least && value <= range.most

function readNumber(question: NumberQuestion, digits: string): KeypadRead {
  if (question === 'location')
    return /^\d{5}$/.test(digits) ? { kind: 'zip', zip: digits } : invalid
  if (!/^\d{1,3}$/.test(digits)) return invalid
  const value = Number(digits)
  switch (question) {
    case 'pay': {
      if (!within(value, PAY_DOLLARS)) return invalid
      const values: SlotValues = { hourlyRateRange: { min: value } }
      return { kind: 'number', slot: 'pay', values, text: hourlyRateText(values.hourlyRateRange) }
    }
    case 'commute': {
      if (!within(value, COMMUTE_MILES)) return invalid
      const text = `${value} miles`
      return { kind: 'number', slot: 'commute', values: { maximumCommuteDistance: text }, text }
    }
    case 'yearsOfExperience': {
      if (!within(value, YEARS)) return invalid
      const values: SlotValues = { yearsOfExperience: value }
      return { kind: 'number', slot: 'yearsOfExperience', values, text: String(value) }
    }
  }
}

const invalid: KeypadRead = { kind: 'invalid' }

const isClosedQuestion = (question: KeypadQuestion): question is ClosedQuestion =>
  question in CLOSED_QUESTIONS

const isOneKeyQuestion = (question: KeypadQuestion): question is ClosedQuestion =>
  isClosedQuestion(question) && !CLOSED_QUESTIONS[question].multiple

function readOptions(question: ClosedQuestion, digits: string): KeypadRead {
  const { options, ...definition } = CLOSED_QUESTIONS[question]
  const exclusive: readonly string[] = 'exclusive' in definition ? definition.exclusive : []
  const picked = new Set<string>()
  for (const digit of digits) {
    const option = options[Number(digit) - 1]
    if (digit === '0' || option === undefined) return invalid
    picked.add(option) // a key pressed twice is the same option
  }
  const optionIds = options.filter((id) => picked.has(id))
  if (optionIds.length === 0) return invalid
  // 'None needed' is an answer on its own, as its button is.
  if (optionIds.length > 1 && optionIds.some((id) => exclusive.includes(id))) return invalid
  return { kind: 'options', optionIds }
}

/**
 * The keys pressed so far for `question` (the current one, keypadQuestionOf), in order; `paused`
 * when no key came for KEYPAD_PAUSE_MS after the last, which ends them as '#' would. Keys that
 * are not keypad keys (Twilio also knows A to D) are left out.
 */
export function readKeys(
  question: KeypadQuestion | undefined,
  pressed: string,
  paused = false,
): KeypadRead {
  const keys = [...pressed].filter(isKeypadKey).join('').replace(/^#+/, '')
  if (keys === '') return { kind: 'none' }
  if (keys.endsWith('*')) return { kind: 'repeat' }
  if (question === undefined) return { kind: 'notHere' }
  if (isOneKeyQuestion(question)) return readOptions(question, keys.slice(0, 1))
  const ended = keys.endsWith('#') || paused
  if (!ended) return keys.length > MAX_KEYS ? invalid : { kind: 'more' }
  const digits = keys.replace(/#$/, '')
  if (!/^\d+$/.test(digits)) return invalid
  return isClosedQuestion(question) ? readOptions(question, digits) : readNumber(question, digits)
}

/**
 * What the recruiter says to keys that did not answer (readKeys' repeat, invalid or notHere),
 * without moving the interview on: the options again (after 'Sorry' for invalid keys), or 'say
 * it' and the question again. Fixed sentences only, all of them in the prompt cache.
 */
export function keypadRetryParts(
  state: InterviewState,
  reason: 'repeat' | 'invalid' | 'notHere',
): string[] {
  // The offer of Spanish is said in Spanish in an English interview: its 'Sorry' is too.
  const { keypad } = DIALOGUE_PROMPTS[spokenLanguage(state)]
  const hint = keypadHint(state)
  const parts = nextTurnParts(state)
  if (reason === 'notHere' || hint === undefined) {
    const question = parts.at(-1)
    return question === undefined ? [] : [keypad.sayIt, question]
  }
  return reason === 'invalid' ? [keypad.sorry, hint] : [hint]
}
