/** When the candidate's answer is over: the policy, and the detector that applies it. */
export { HOLD_MS } from './end-of-answer-policy'
export {
  AnswerEndDetector,
  createAnswerEnds,
  LISTEN_AT_MS,
  type AnswerEnd,
  type AnswerEvent,
} from './answer-end-detector'
export { answerSoFar } from './answer-so-far'
export { IncrementalWords } from './incremental-words'
