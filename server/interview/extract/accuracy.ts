import { extractSlots } from './extract'
import type { ExtractOptions, SlotName, SlotValues } from './types'

/** One answer of the accuracy set and the slots it should fill, exactly. */
export interface AnswerCase {
  text: string
  expectedSlot?: SlotName
  /** ISO date of the answer, for 'since 2019'. */
  referenceDate?: string
  expected: SlotValues
  /**
   * 'es' for an answer in Spanish or mostly-Spanish Spanglish: the bench reports that part of a
   * set on its own. Never given to the extractor.
   */
  language?: 'es'
}

/** Slot values as countable facts: 'jobTypes=Assembler', 'hourlyRateRange.min=18'. */
function slotFacts(values: SlotValues): string[] {
  const facts: string[] = []
  for (const [slot, value] of Object.entries(values)) {
    if (value === undefined) continue
    if (slot === 'excluded')
      for (const [listSlot, list] of Object.entries(value as Record<string, string[]>))
        for (const item of list) facts.push(`excluded.${listSlot}=${item}`)
    else if (slot === 'hourlyRateRange')
      for (const [field, fieldValue] of Object.entries(value as Record<string, unknown>))
        facts.push(`hourlyRateRange.${field}=${String(fieldValue)}`)
    else if (Array.isArray(value)) for (const item of value) facts.push(`${slot}=${String(item)}`)
    else facts.push(`${slot}=${String(value)}`)
  }
  return facts
}

const slotOf = (fact: string) =>
  fact.slice(0, fact.indexOf('=')).replace(/\.(min|max|convertedFrom)$/, '')

export interface SlotScore {
  expected: number
  correct: number
  falseAdditions: number
}

export interface AccuracyReport {
  answers: number
  /** Answers whose slots came out exactly as expected. */
  exact: number
  expected: number
  correct: number
  falseAdditions: number
  /** correct / expected. */
  recall: number
  /** correct / (correct + falseAdditions). */
  precision: number
  /** correct / (expected + falseAdditions): a miss and a false addition both count against. */
  accuracy: number
  perSlot: Record<string, SlotScore>
  mistakes: { text: string; missing: string[]; extra: string[] }[]
}

export const optionsOf = (answer: AnswerCase): ExtractOptions => ({
  ...(answer.expectedSlot ? { expectedSlot: answer.expectedSlot } : {}),
  ...(answer.referenceDate ? { referenceDate: new Date(answer.referenceDate) } : {}),
})

/** Slot accuracy of the extractor over a set of answers. */
export function scoreExtractor(
  answers: readonly AnswerCase[],
  extract: (text: string, options: ExtractOptions) => SlotValues = extractSlots,
): AccuracyReport {
  const perSlot: Record<string, SlotScore> = {}
  const slot = (name: string) => (perSlot[name] ??= { expected: 0, correct: 0, falseAdditions: 0 })
  let expected = 0
  let correct = 0
  let falseAdditions = 0
  let exact = 0
  const mistakes: AccuracyReport['mistakes'] = []
  for (const answer of answers) {
    const want = new Set(slotFacts(answer.expected))
    const got = new Set(slotFacts(extract(answer.text, optionsOf(answer))))
    const missing = [...want].filter((fact) => !got.has(fact))
    const extra = [...got].filter((fact) => !want.has(fact))
    for (const fact of want) {
      slot(slotOf(fact)).expected++
      if (got.has(fact)) slot(slotOf(fact)).correct++
    }
    for (const fact of extra) slot(slotOf(fact)).falseAdditions++
    expected += want.size
    correct += want.size - missing.length
    falseAdditions += extra.length
    if (missing.length === 0 && extra.length === 0) exact++
    else mistakes.push({ text: answer.text, missing, extra })
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b)
  return {
    answers: answers.length,
    exact,
    expected,
    correct,
    falseAdditions,
    recall: ratio(correct, expected),
    precision: ratio(correct, correct + falseAdditions),
    accuracy: ratio(correct, expected + falseAdditions),
    perSlot,
    mistakes,
  }
}
