import type { AppLanguage } from '../../../contract/app-language'

/**
 * When a pause ends the candidate's answer: input -> decision, no clock or I/O. The
 * voice activity detector reports the pause so far; the words of the answer so far (decoded in
 * the pause) say how long this pause may last before it is the end of the answer:
 * - a short answer that already fills the slot asked about ('yes', 'nights', '20'): briefly;
 * - words that cannot end a sentence ('um', 'and', 'because', 'I want', a preposition): long,
 *   the candidate is still thinking (less long on the phone, whose words are often misheard);
 * - any other words: a middle value, longer than the pauses inside a spoken sentence;
 * - no words (no recogniser hears this call, or it has not answered yet): as before the policy.
 * On the phone (narrow-band audio, often misheard) nothing ends an answer at the short hold, and a
 * short answer that does not answer the question asked waits like an unfinished one: a lost last
 * word hides how it goes on.
 * The values and why are in docs/adr/0114 and docs/adr/0116.
 */

export const HOLD_MS = {
  /** A short answer that fills the slot asked about. */
  filled: 300,
  /** Words that end like a sentence. */
  complete: 450,
  /** Words that cannot end a sentence: a hesitation, a conjunction, a preposition... */
  unfinished: 1600,
  /**
   * The same, heard in narrow-band audio (the phone), where a lost last word is often heard as
   * 'and', 'like' or 'um': long enough for the recorded pauses mid-sentence (600-900 ms), not the
   * long hold, which a misheard whole answer would wait out.
   */
  unfinishedNarrowBand: 1200,
  /**
   * A short answer heard in narrow-band audio that does not answer the question asked: as often
   * the start of one whose unfinished ending was lost ('I live close to' heard as 'i live twenty
   * ten'), so as long as unfinished words there.
   */
  unansweredNarrowBand: 1200,
  /** Nothing is known of the words: the fixed silence of before. */
  unheard: 700,
} as const

export type HoldReason = keyof typeof HOLD_MS

/** At most this many words make a short answer ('twenty dollars an hour'). */
const SHORT_ANSWER_WORDS = 4

/** What is known of the answer so far when its pause is weighed. */
export interface AnswerSoFar {
  /** The answer's words so far; undefined when none are known (not heard, or not yet decoded). */
  words?: string
  /**
   * Whether those words fill the slot the recruiter asked about (a yes or a no to a yes-or-no
   * turn); undefined when no slot was asked about and they are no yes or no.
   */
  fillsAskedSlot?: boolean
  language: AppLanguage
  /**
   * The words were decoded from narrow-band audio the recogniser hears poorly (the phone's 8 kHz):
   * only a hesitation or a conjunction at their end is trusted, to wait longer but not the long
   * hold; nothing ends the answer at the short hold, and a short answer that does not answer the
   * question asked waits like an unfinished one.
   */
  narrowBand?: boolean
}

interface EndOfAnswerDecision {
  /** The pause has lasted long enough: the answer is over. */
  end: boolean
  /** How long this pause may last before it ends the answer. */
  holdMs: number
  reason: HoldReason
}

/** A set of words written as one line: 'and but or' -> {'and', 'but', 'or'}. */
const words = (line: string): ReadonlySet<string> => new Set(line.split(/\s+/))

/**
 * Words an answer does not end on, in each interview language. `joining`: hesitations and
 * conjunctions, said right before the pause; `leading`: prepositions, articles and the verbs that
 * announce what comes next ('I want', 'quiero'), which a recogniser also leaves at the end when it
 * loses the last word (the phone's audio: 'close to home' heard as 'close to'). Not 'I do', 'I
 * can', 'I would' (whole answers), nor Spanish 'si' (without its accent it is also 'sí').
 */
const UNFINISHED: Record<
  AppLanguage,
  { joining: ReadonlySet<string>; leading: ReadonlySet<string> }
> = {
  en: {
    joining: words(
      'um umm uh uhm er erm ah hmm mm well like ' +
        'and but or because cause plus if that which when while unless although though',
    ),
    leading: words(
      'to of in on at for with from about by as into than near around between within under per ' +
        'the a an my your our some any very ' +
        'i im id ive we want need prefer think guess mean be maybe probably just really actually let say',
    ),
  },
  es: {
    joining: words(
      'eh em este esto pues bueno mm ah y e o u pero porque que cuando donde como aunque ni',
    ),
    leading: words(
      'de del en a al con para por sin hasta desde entre sobre hacia ' +
        'el la los las un una unos unas mi mis su muy ' +
        'yo me quiero quisiera prefiero busco necesito soy estoy creo tal',
    ),
  },
}

/** Two-word endings: 'o sea' (Spanish 'I mean'). */
const UNFINISHED_PAIRS: Record<AppLanguage, ReadonlySet<string>> = {
  en: new Set(['you know', 'i mean']),
  es: new Set(['o sea']),
}

/** Lower case, accents and punctuation gone, words split: 'Sí, pero...' -> ['si', 'pero']. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * Whether the words so far stop where a sentence cannot end ('I want, um', 'quiero, eh'). Words
 * the recogniser heard in narrow-band audio (the phone) count only when they end on a hesitation
 * or a conjunction: a preposition or an article there is as often a lost last word.
 */
export function endsUnfinished(said: string, language: AppLanguage, narrowBand = false): boolean {
  const list = wordsOf(said)
  const last = list.at(-1)
  if (last === undefined) return false
  const { joining, leading } = UNFINISHED[language]
  // 'am' ends a sentence only after 'I' ('yes, I am'); anywhere else it is a hesitation the
  // recogniser heard as 'am' ('I want, um' -> 'i want am').
  const misheardUm = language === 'en' && last === 'am' && list.at(-2) !== 'i'
  if (joining.has(last) || UNFINISHED_PAIRS[language].has(list.slice(-2).join(' '))) return true
  if (misheardUm) return true
  return !narrowBand && leading.has(last)
}

/** How long a pause after these words may last before it ends the answer, and why. */
export function holdFor(answer: AnswerSoFar): { holdMs: number; reason: HoldReason } {
  const reason = holdReason(answer)
  return { holdMs: HOLD_MS[reason], reason }
}

function holdReason({ words, fillsAskedSlot, language, narrowBand }: AnswerSoFar): HoldReason {
  // An empty transcript is no evidence either way (noise, or words the model does not know).
  if (words === undefined || wordsOf(words).length === 0) return 'unheard'
  if (endsUnfinished(words, language, narrowBand))
    return narrowBand ? 'unfinishedNarrowBand' : 'unfinished'
  const short = wordsOf(words).length <= SHORT_ANSWER_WORDS
  // Narrow-band words are misheard too often to end an answer at the short hold: a paused 'yes,
  // I can do that ...' heard as a short filling answer was cut in two. A short one that does
  // not answer the question is as often the start of an answer whose last word was lost.
  if (narrowBand) return short && fillsAskedSlot === false ? 'unansweredNarrowBand' : 'complete'
  if (fillsAskedSlot && short) return 'filled'
  return 'complete'
}

/** Whether a pause of `pauseMs` after this answer so far ends it. */
export function decideEndOfAnswer(pauseMs: number, answer: AnswerSoFar): EndOfAnswerDecision {
  const { holdMs, reason } = holdFor(answer)
  return { end: pauseMs >= holdMs, holdMs, reason }
}
