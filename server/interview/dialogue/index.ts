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
  collectedSlots,
  createInterview,
  finalPreferences,
  firstNameOf,
  interviewStateSchema,
  isClosed,
  keypadHint,
  nextTurn,
  nextTurnParts,
  fixedPromptTexts,
  passQuestion,
  preferencesSchema,
  readInterviewState,
  remainingSlots,
  resumeTurn,
  spokenLanguage,
  startQuestions,
  type ChosenReply,
  type CreateInterviewOptions,
  type ExtractSlots,
  type InterviewState,
  type MergeSlots,
  type Preferences,
  type SlotExtractor,
  type Turn,
  type TurnKind,
} from './engine'
export { acceptsSpanish, looksSpanish } from './answer-language'
export {
  CLOSED_QUESTIONS,
  SLOT_QUESTIONS,
  choiceLabels,
  closedQuestionOf,
  turnChoices,
  type ChoiceId,
  type ChoiceLabels,
  type ClosedQuestion,
  type SlotQuestion,
} from './choices'
export { chosenAnswer, type ChosenAnswer } from './choice-values'
export {
  KEYPAD_PAUSE_MS,
  isKeypadKey,
  keypadQuestionOf,
  keypadRetryParts,
  readKeys,
  type KeypadQuestion,
  type KeypadRead,
} from './keypad'
export { DIALOGUE_PROMPTS } from './prompt-table'
export {
  CHOICE_LABELS,
  CORRECTED,
  KEYPAD_PROMPTS,
  CORRECTION_QUESTION,
  ENGLISH_PROMPTS,
  SLOT_PROMPTS,
  closingText,
  greetingText,
  readBackQuestion,
  readBackText,
  type DialoguePrompts,
  type InterviewChannel,
  type KeypadPrompts,
  type KeypadSlot,
  type SlotPrompt,
} from './prompts'
export {
  SPANISH_OFFER_KEYPAD_HINT,
  SPANISH_OFFER_LABELS,
  SPANISH_PROMPTS,
  listWordsEs,
  switchToSpanishOffer,
} from './prompts-es'
export {
  EXPECTED_FIELD,
  INTERVIEW_SLOTS,
  SLOT_FIELDS,
  hourlyRateText,
  isFilled,
  mergeSlotValues,
  sanitiseSlots,
  slotValuesSchema,
  toInterviewSlot,
  type ExtractField,
  type InterviewSlot,
  type SlotValues,
} from './slots'
