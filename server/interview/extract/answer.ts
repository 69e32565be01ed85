import { splitClauses, type Clause, type ClauseKind } from './clauses'
import { cuesOf, negatedBy, type Cue } from './negation'
import { normaliseAnswer } from './normalise'
import type { ExtractOptions, SlotName } from './types'

/**
 * One normalised answer and what the rules share while reading it: the clauses, which words
 * sit under a negation, and the spans a rule has already used (a number read as pay is not
 * read again as years).
 */
export class Answer {
  readonly text: string
  readonly expectedSlot: SlotName | undefined
  readonly referenceDate: Date | undefined
  private readonly used: boolean[]
  private freeText: string
  private readonly clauses: Clause[]
  private readonly cues = new Map<Clause, Cue[]>()

  constructor(raw: string, options: ExtractOptions = {}) {
    this.text = normaliseAnswer(raw)
    this.expectedSlot = options.expectedSlot
    this.referenceDate = options.referenceDate
    this.used = Array.from({ length: this.text.length }, () => false)
    this.freeText = this.text
    this.clauses = splitClauses(this.text)
  }

  /** The text with the used spans blanked, same length as `text`. */
  get free(): string {
    return this.freeText
  }

  use(start: number, end: number): void {
    for (let i = start; i < end; i++) this.used[i] = true
    this.freeText =
      this.freeText.slice(0, start) +
      ' '.repeat(Math.max(0, end - start)) +
      this.freeText.slice(end)
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false
    return true
  }

  clauseAt(index: number): Clause {
    return (
      this.clauses.find((c) => index >= c.start && index < c.end) ?? {
        start: 0,
        end: this.text.length,
        text: this.text,
        kind: 'neutral',
      }
    )
  }

  /** Every clause, in order. */
  get clauseList(): readonly Clause[] {
    return this.clauses
  }

  /** The clause before the one around `index`, if any. */
  clauseBefore(index: number): Clause | undefined {
    const position = this.clauses.findIndex((c) => index >= c.start && index < c.end)
    return position > 0 ? this.clauses[position - 1] : undefined
  }

  /** Whether the words at [start, end) are ruled out (server/interview/extract/negation.ts). */
  isNegated(start: number, end: number): boolean {
    const clause = this.clauseAt(start)
    let cues = this.cues.get(clause)
    if (!cues) this.cues.set(clause, (cues = cuesOf(this.text, clause.start, clause.end)))
    return negatedBy(cues, this.text, clause.end, start, end)
  }

  /** Whether the clause around `index` talks about what the candidate has done or holds. */
  clauseKind(index: number): ClauseKind {
    return this.clauseAt(index).kind
  }
}
