/**
 * The AI recruiter's dialogue (ARCHITECTURE.md#3-the-four-journeys): a pure, deterministic
 * slot-filling interview over the preference fields of docs/product.md#preference. No clock,
 * randomness or I/O.
 */
export {
  MAX_QUESTIONS,
  answer,
  answerChoice,
  answerUncertain,
  awaitsAnswer,
  createInterview,
  finalPreferences,
  interviewStateSchema,
  nextTurn,
  nextTurnParts,
  fixedPromptTexts,
  passQuestion,
  preferencesSchema,
  readInterviewState,
  resumeTurn,
  spokenLanguage,
  startQuestions,
  type ChosenReply,
  type ExtractSlots,
  type InterviewState,
  type Preferences,
  type SlotExtractor,
  type Turn,
  type TurnKind,
} from './engine'
export { SLOT_QUESTIONS, turnChoices, type SlotQuestion } from './choices'
export { chosenAnswer } from './choice-values'
export { KEYPAD_PAUSE_MS, keypadQuestionOf, keypadRetryParts, readKeys } from './keypad'
export { DIALOGUE_PROMPTS } from './prompt-table'
export {
  CHOICE_LABELS,
  KEYPAD_PROMPTS,
  ENGLISH_PROMPTS,
  SLOT_PROMPTS,
  closingText,
  greetingText,
  readBackQuestion,
  readBackText,
  type DialoguePrompts,
  type InterviewChannel,
} from './prompts'
export { SPANISH_PROMPTS, listWordsEs, switchToSpanishOffer } from './prompts-es'
export {
  EXPECTED_FIELD,
  INTERVIEW_SLOTS,
  filledSlots,
  isFilled,
  slotValuesSchema,
  toInterviewSlot,
  type ExtractField,
  type InterviewSlot,
  type SlotValues,
} from './slots'
