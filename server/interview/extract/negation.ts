/**
 * Negation scope: a value is ruled out when the nearest cue before it in its clause is a
 * negation ('not nights', 'no weekends', 'anything except third'), or when the clause ends
 * with a bare 'no' right after it ('nights no'); an approval right after it ('Socorro is better')
 * keeps it in. Words like 'but', 'only' or 'want' end a
 * negation's reach ('not nights but days').
 */

/** Negation cues (group 1) and the words that end a negation's reach. */
const CUES = new RegExp(
  [
    '\\b(',
    [
      "(?:don'?t|do not|doesn'?t|does not|didn'?t|wouldn'?t|would not)(?:\\s+(?:really\\s+)?(?:want|like|do|need|work|care for))?",
      "(?:can'?t|cannot|can not|won'?t|will not)(?:\\s+(?:do|work|go|take))?",
      'not(?:\\s+(?:interested in|into|a fan of|for me|really))?',
      // 'no me quiero mudar': the pronoun comes between, and 'quiero' must not end the reach.
      'no(?:\\s+(?:me|nos|lo|la|los|las))?(?:\\s+(?:quiero|queremos|puedo|podemos|me gusta|me gustan|gusta|gustan|hago|trabajo|necesito|ocupo|interesa))?',
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
      // Dislike rules out too: 'burned out on warehouse stuff', 'I hate nights'.
      '(?:burn(?:ed|t) out|tired|sick) (?:on|of)',
      'done with',
      'had enough of',
      'no more',
      'hate',
      'odio',
    ].join('|'),
    ')\\b|\\b(?:but|pero|only|solo|sino|prefer|prefiero|want|quiero|busco|looking for|rather|ok with|fine with|just|also|tambien|instead)\\b',
  ].join(''),
  'g',
)

/**
 * Said after the value, ending its clause: 'nights no', 'fines de semana no puedo', 'weekends I
 * can't', and the object put first for contrast: 'dental I don't need', 'dental no lo necesito'.
 */
const TRAILING_NO =
  /^\s*(?:(?:is|are)\s+)?(?:no(?:\s+(?:puedo|quiero|me gusta[n]?|gracias|thanks|way|(?:lo|la|los|las) (?:necesito|quiero)))?|not|nope|nah|out|i (?:can'?t|cannot|won'?t)(?: do)?|i (?:really )?(?:don'?t|do not) (?:really )?(?:need|want|like|do|use)(?: (?:it|that|them|those))?)\s*[.!]?\s*$/
/** Said right after the value: 'Obetz is too far', 'nights are not for me', 'weekends are a no'. */
const RULED_OUT_AFTER =
  /^\s*(?:is|are|'s|'re)\s+(?:(?:way|just|really|kind of)\s+)?(?:too far|too much|a no\b|out of the question|not an option|not for me|off the table|a deal ?breaker|not happening)/

/**
 * Approved right after the value, whatever came before: "I don't want El Paso itself, Socorro is
 * better for me", 'days are fine'.
 */
export const RULED_IN_AFTER =
  /^\s*(?:is|are|'s|'re|would be|works?)\s+(?:(?:much|way|a lot|even|just|really)\s+)?(?:better|closer|fine|good|great|perfect|ideal|preferred|best|ok|okay)\b/

export interface Cue {
  /** Where the cue ends in the answer. */
  end: number
  negation: boolean
}

/** The cues of one clause, in order: found once, asked about every word of the clause. */
export function cuesOf(text: string, clauseStart: number, clauseEnd: number): Cue[] {
  return [...text.slice(clauseStart, clauseEnd).matchAll(CUES)].map((match) => ({
    end: clauseStart + match.index + match[0].length,
    negation: match[1] !== undefined,
  }))
}

/** Whether text[start, end) is ruled out by its clause's cues, or a trailing 'no'. */
export function negatedBy(
  cues: readonly Cue[],
  text: string,
  clauseEnd: number,
  start: number,
  end: number,
): boolean {
  let negated = false
  for (const cue of cues) {
    if (cue.end > start) break
    negated = cue.negation
  }
  const after = text.slice(end, clauseEnd)
  if (RULED_IN_AFTER.test(after)) return false
  return negated || TRAILING_NO.test(after) || RULED_OUT_AFTER.test(after)
}
