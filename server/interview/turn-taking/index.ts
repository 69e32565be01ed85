/** When the candidate's answer is over: the policy, and the detector that applies it. */
export {
  HOLD_MS,
  SHORT_ANSWER_WORDS,
  decideEndOfAnswer,
  endsUnfinished,
  holdFor,
  type AnswerSoFar,
  type EndOfAnswerDecision,
  type HoldReason,
} from './end-of-answer-policy'
export {
  AnswerEndDetector,
  createAnswerEnds,
  LISTEN_AT_MS,
  type AnswerEnd,
  type AnswerEndDetectorOptions,
  type AnswerEvent,
} from './answer-end-detector'
export { answerSoFar } from './answer-so-far'
export { IncrementalWords, type DecodeStretch } from './incremental-words'
