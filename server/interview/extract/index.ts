/** The rule-based answer extractor of the AI recruiter (docs/adr/0082). */
export { extractSlots } from './extract'
export { mergeSlots } from './merge'
export { replaceNumberWords, wordsToNumber } from './numbers'
export { scoreExtractor, type AccuracyReport, type AnswerCase } from './accuracy'
export { slotValuesSchema, type Relocation, type SlotValues } from './types'
