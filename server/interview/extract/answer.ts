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
  private used: boolean[]
  private readonly clauses: { start: number; end: number }[]

  constructor(raw: string, options: ExtractOptions = {}) {
    this.text = normaliseAnswer(raw)
    this.expectedSlot = options.expectedSlot
    this.referenceDate = options.referenceDate
    this.used = Array.from({ length: this.text.length }, () => false)
    this.clauses = splitClauses(this.text)
  }

  /** The text with the used spans blanked, same length as `text`. */
  get free(): string {
    return [...this.text].map((char, i) => (this.used[i] ? ' ' : char)).join('')
  }

  use(start: number, end: number): void {
    for (let i = start; i < end; i++) this.used[i] = true
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false
    return true
  }

  clauseAt(index: number): { start: number; end: number; text: string } {
    const clause = this.clauses.find((c) => index >= c.start && index < c.end) ?? {
      start: 0,
      end: this.text.length,
    }
    return { ...clause, text: this.text.slice(clause.start, clause.end) }
  }

  /** Every clause, in order. */
  get clauseList(): { start: number; end: number; text: string }[] {
    return this.clauses.map((c) => ({ ...c, text: this.text.slice(c.start, c.end) }))
  }

  /**
   * Whether the words at [start, end) are ruled out: the nearest cue before them in their
   * clause is a negation ('not nights', 'no weekends', 'anything except third'), or the
   * clause ends with a bare 'no' right after them ('nights no').
   */
  isNegated(start: number, end: number): boolean {
    const clause = this.clauseAt(start)
    const before = this.text.slice(clause.start, start)
    let negated = false
    for (const match of before.matchAll(CUES)) negated = match[1] !== undefined
    if (negated) return true
    const after = this.text.slice(end, clause.end)
    return /^\s*(?:(?:is|are)\s+)?(?:no|not|nope|nah|out)\s*[.!]?\s*$/.test(after)
  }

  /** Whether the clause around `index` talks about what the candidate has done or holds. */
  clauseKind(index: number): ClauseKind {
    const { text } = this.clauseAt(index)
    const experience = EXPERIENCE.test(text)
    const desire = DESIRE.test(text)
    if (experience && !desire) return 'experience'
    if (desire && !experience) return 'desire'
    return experience ? 'both' : 'neutral'
  }
}

export type ClauseKind = 'experience' | 'desire' | 'both' | 'neutral'

/** Negation cues (group 1) and the words that end a negation's reach. */
const CUES = new RegExp(
  [
    '\\b(',
    [
      "(?:don'?t|do not|doesn'?t|does not|didn'?t|wouldn'?t|would not)(?:\\s+(?:really\\s+)?(?:want|like|do|need|work|care for))?",
      "(?:can'?t|cannot|can not|won'?t|will not)(?:\\s+(?:do|work|go|take))?",
      'not(?:\\s+(?:interested in|into|a fan of|for me|really))?',
      'no(?:\\s+(?:quiero|puedo|me gusta|me gustan|hago|trabajo))?',
      'never',
      'except',
      'excepto',
      'excluding',
      'other than',
      'besides',
      'avoid',
      'rather not',
      'nada de',
      'ni',
      'nunca',
      'menos',
      'instead of',
      'en lugar de',
    ].join('|'),
    ')\\b|\\b(?:but|pero|only|solo|sino|prefer|prefiero|want|quiero|busco|looking for|rather|ok with|fine with|just|also|tambien|instead)\\b',
  ].join(''),
  'g',
)

const EXPERIENCE =
  /\b(?:experience[ds]?|experiencia|worked|work(?:ing)? (?:with|on|as|at|in)|i(?:'ve| have| had)\b(?! to)|tengo|tuve|know how|i know|familiar|trained|training|certified|certification|certificad[oa]|license[ds]?|licencia|skills?|good (?:at|with)|can (?:drive|operate|use|run|do|read|speak)|(?:used|driven|drove|operated|ran) (?:a|an|the|to)|i (?:use|used|drive|drove|operate|operated|ran|run)|he trabajado|trabaje|trabajando|se (?:manejar|usar|operar|hablar)|hablo|speak|i was|i've been|been (?:doing|working|a|an|in|on)|years? (?:of|on|with|in|doing|as|at|driving|working|operating)|\d+ (?:years?|anos|months|meses))\b/

const DESIRE =
  /\b(?:want|(?:like|love) to|looking|look for|prefer|interested|seeking|search|busco|buscando|quiero|me gustaria|prefiero|hoping|hope|apply|need (?:a|an)|job as|position|open to|would be|something in|dream|trabajar (?:en|de|como))\b/

/** Clause ends: sentence marks, commas, and the words that start a new thought. */
const BOUNDARY =
  /[.;!?\n]+(?!\d)|,(?!\d)|\b(?:but|pero|because|cause|since(?!\s+\d)|porque|ya que|although|however|though|also|plus(?!\s*\d)|aunque|y tambien)\b|\band\s+(?=i\b|i'|my\b|we\b|they\b|it\b|as for)|\by\s+(?=tengo|quiero|puedo|prefiero|busco|me\b|no\b|si\b)|\bso\s+(?=i\b)/g

function splitClauses(text: string): { start: number; end: number }[] {
  const clauses: { start: number; end: number }[] = []
  let start = 0
  for (const match of text.matchAll(BOUNDARY)) {
    const index = match.index
    if (index > start) clauses.push({ start, end: index })
    // The boundary word ('but', 'because') opens the next clause.
    start = /^[\s.,;!?]+$/.test(match[0]) ? index + match[0].length : index
  }
  if (start < text.length) clauses.push({ start, end: text.length })
  return clauses
}
