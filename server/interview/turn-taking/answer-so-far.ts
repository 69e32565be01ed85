import { EXPECTED_FIELD, isFilled, type InterviewState, type SlotExtractor } from '../dialogue'
import type { AnswerSoFar } from './end-of-answer-policy'

/**
 * A whole reply to a yes-or-no turn (the read-back, the offer of Spanish) or a refusal to
 * answer: it leaves nothing to wait for, like an answer that fills the slot asked about.
 */
const YES_NO_OR_PASS =
  /^\W*(yes|yeah|yep|yup|sure|correct|right|ok|okay|no|nope|none|skip|pass|s[ií]|claro|correcto|nada|paso)\W*$/i

/**
 * The words of an answer so far as the end-of-answer policy weighs them, in this interview;
 * `heard` false when the recogniser does not hear this audio well (the phone's).
 */
export function answerSoFar(
  words: string,
  state: InterviewState,
  extractor: SlotExtractor,
  heard = true,
): AnswerSoFar {
  const fillsAskedSlot = fillsSlotAsked(words, state, extractor)
  return {
    words,
    ...(fillsAskedSlot === undefined ? {} : { fillsAskedSlot }),
    language: state.language,
    ...(heard ? {} : { narrowBand: true }),
  }
}

/**
 * Whether the words answer the turn: undefined when it asks about no slot (the read-back) and
 * they are no plain yes or no.
 */
function fillsSlotAsked(
  words: string,
  state: InterviewState,
  extractor: SlotExtractor,
): boolean | undefined {
  if (YES_NO_OR_PASS.test(words)) return true
  const asked = state.stage === 'asking' ? state.pending?.slot : undefined
  if (asked === undefined) return undefined
  const extract = typeof extractor === 'function' ? extractor : extractor.extractSlots
  return isFilled(extract(words, { expectedSlot: EXPECTED_FIELD[asked] }), asked)
}
