/** The rule-based answer extractor of the AI recruiter (docs/adr/0082). */
export { extractSlots } from './extract'
export { mergeSlots } from './merge'
export { replaceNumberWords, wordsToNumber } from './numbers'
export { scoreExtractor, slotFacts, type AccuracyReport, type AnswerCase } from './accuracy'
export {
  EXCLUDABLE_SLOTS,
  RELOCATION_ANSWERS,
  SLOT_NAMES,
  hourlyRateRangeSchema,
  slotValuesSchema,
  type ExcludableSlot,
  type ExtractOptions,
  type HourlyRateRange,
  type Relocation,
  type SlotName,
  type SlotValues,
} from './types'
