import { SHIFTS, type Shift } from '../../../contract/jobs'
import type { Answer } from './answer'
import type { Draft } from './draft'
import { addOnce, compileTerms, longestMatches } from './spans'

type ShiftWord = Shift | 'any'

const ORDINAL = '(?:first|1st|second|2nd|third|3rd)'
/** A shift named in a word or two, for 'anything but ...'. */
const SHIFT_WORD =
  '(?:nights?|overnights?|graveyard|third|3rd|thirds|days?|mornings?|first|1st|evenings?|afternoons?|swing|second|2nd|weekends?|noches?|dias?|tardes?|mananas?|fines de semana|sabados?|domingos?|tercero|segundo|primero)'
const ORDINAL_VALUE: Record<string, Shift> = {
  first: 'first',
  '1st': 'first',
  second: 'second',
  '2nd': 'second',
  third: 'third',
  '3rd': 'third',
  primer: 'first',
  primero: 'first',
  segundo: 'second',
  tercer: 'third',
  tercero: 'third',
}

const TERMS = compileTerms<ShiftWord>([
  {
    value: 'first',
    pattern:
      /\b(?:day\s?(?:shift|time)s?|days|during the day|mornings?(?: shift)?|early shift|de dia|turno de (?:dia|manana)|por la manana|en la manana|in the morning)\b/g,
  },
  {
    value: 'second',
    pattern:
      /\b(?:swing(?: shift)?|evenings?(?: shift)?|afternoons?(?: shift)?|turno de (?:la )?tarde|de tarde|por la tarde|en la tarde|las tardes|in the (?:afternoon|evening))\b/g,
  },
  {
    value: 'third',
    pattern:
      /\b(?:night\s?(?:shift|time)s?|nights?|overnights?(?: shift)?|grave\s?yard(?: shift)?|nocturno|de noche|turno de (?:la )?noche|por la noche|en la noche|las noches|noches|(?<=\b(?:menos|excepto|except|sin)\s+(?:la\s+|el\s+)?)noche)\b/g,
  },
  {
    value: 'weekend',
    pattern: /\b(?:weekends?|saturdays?|sundays?|fin(?:es)? de semana|sabados?|domingos?)\b/g,
  },
  { value: 'rotating', pattern: /\b(?:rotating(?: shifts?)?|rotation|rotativos?|rotate)\b/g },
  {
    value: 'any',
    pattern:
      /\b(?:any\s+(?:shift|schedule|time|hours)s?|all\s+(?:the\s+)?shifts|whatever shift|cualquier (?:turno|horario)|open availability|anytime)\b/g,
  },
  {
    // 'anything but nights' is 'any shift except third' whatever the question ('forklift,
    // anything but nights, Dallas'); 'todo menos noche', 'lo que sea menos noches'.
    value: 'any',
    pattern: new RegExp(
      `\\b(?:anything|whatever|todo|lo que sea|cualquier cosa|cualquiera)(?=\\s+(?:but|except|excepto|other than|besides|menos|pero no|but not)\\s+(?:not\\s+)?(?:the\\s+|el\\s+|la\\s+|los\\s+|las\\s+)?(?:turnos?\\s+)?(?:de\\s+)?(?:${SHIFT_WORD})\\b)`,
      'g',
    ),
  },
])

/** Words that only mean a shift when the question was about shifts. */
const BARE = compileTerms<ShiftWord>([
  {
    value: 'any',
    pattern:
      /\b(?:any(?:thing)?|whatever|whichever|flexible|open|all(?: of them| three| 3)?|either one|cualquiera|lo que sea|todos)\b/g,
  },
  { value: 'first', pattern: /\b1\b/g },
  { value: 'second', pattern: /\b2\b/g },
  { value: 'third', pattern: /\b3\b/g },
  { value: 'first', pattern: /\b(?:day|dia|manana)\b/g },
  { value: 'second', pattern: /\btarde\b/g },
  { value: 'third', pattern: /\bnoche\b/g },
])

/**
 * Ordinals without 'shift', read in an answer about shifts ('first shift but second is ok'),
 * except in phrases where they count something else ('at first', 'my second job').
 */
const ORDINALS = compileTerms<ShiftWord>([
  { value: 'first', pattern: /\b(?:1st|firsts?|primero)\b/g },
  { value: 'second', pattern: /\b(?:2nd|seconds?|segundo)\b/g },
  { value: 'third', pattern: /\b(?:3rd|thirds?|tercero)\b/g },
])
const NOT_A_SHIFT_BEFORE = /\b(?:at|my|a|the|his|her|for the|on|of)\s*$/
/** A plural ordinal is a shift worked, whatever comes before: 'stay on seconds', 'work thirds'. */
const ON_THE_SHIFT = /\b(?:on|to|for)\s+(?:firsts|seconds|thirds)$/
const NOT_A_SHIFT_AFTER =
  /^\s*(?:of all|time|job|day|week|thought|one|place|choice|option|language|year|grade|floor)\b/

const LIST = new RegExp(
  `\\b${ORDINAL}(?:\\s*(?:,|\\/|or|and|y|o|&)\\s*(?:the\\s+)?${ORDINAL})*\\s*shifts?\\b|\\b(?:primer|primero|segundo|tercer|tercero)\\s+turno\\b|\\bshift\\s+[123]\\b`,
  'g',
)

const RULED_OUT =
  /\b(?:except|excepto|not|no|menos|but not)\s+(?:the\s+)?(first|1st|second|2nd|third|3rd)s?\b(?!\s*(?:shift|turno|job|time))/g

/** Taking on a shift: 'I could pick up a weekend', 'cover some nights'. */
const TAKE_ON =
  /\b(?:pick(?:ing)?\s+up|cover(?:ing)?|work(?:ing)?|tak(?:e|ing)|do(?:ing)?)\s+(?:an?|some|the odd|an extra)\s*$/

/**
 * Not a shift: 'good morning', '5 days a week', 'last night'. A shift named as one ('a
 * rotating schedule', 'a night shift') or taken on ('pick up a weekend') is one whatever
 * comes before it.
 */
function falseFriend(text: string, start: number, end: number, value: ShiftWord): boolean {
  const before = text.slice(Math.max(0, start - 10), start)
  const after = text.slice(end, end + 14)
  const named =
    value === 'rotating' ||
    /shifts?$/.test(text.slice(start, end)) ||
    TAKE_ON.test(text.slice(Math.max(0, start - 24), start))
  return (
    (!named && /\b(?:good|buenos|buenas|last|every|per|a|the other|some)\s*$/.test(before)) ||
    /\d\s*$/.test(before) ||
    /^\s*(?:a week|per week|off|ago|a la semana|school|class|classes)\b/.test(after)
  )
}

/**
 * A clause about when the candidate is busy elsewhere or worked before ('I go to school during
 * the day', 'my wife works days', 'I worked nights at Amazon', 'I work nights right now'): the
 * hours it names are not the hours they offer.
 */
const BUSY =
  /\b(?:used to|i(?:'ve| have)? (?:always |usually |mostly |only |already )?worked|sleep|asleep|duermo|i was working|been working|i work \w+(?: \w+)? (?:right now|at the moment|these days)|i(?:'m| am) working|currently|right now i work|school|class(?:es)?|college|another job|other job|second job|my (?:\w+ )?job|part[\s-]?time (?:job|at|in)|i work (?:at|in|for|part)|(?:my|his|her|our) (?:wife|husband|partner|girlfriend|boyfriend|mom|mother|dad|father|kids?|son|daughter|baby) (?:works?|is|has|goes)|home with|(?:be|get) home|(?:see|be with|spend time with|put) (?:my|the|our) (?:kids|family|children|wife|husband|son|daughter|baby)|take care of|taking care of|watch (?:my|the) (?:kids|baby|children)|babysit|daycare|cuido|escuela|clases|otro trabajo)\b/

/** A note without its subject: 'worked nights at Amazon, want days now'. */
const WORKED_BEFORE = /^\s*(?:and\s+)?(?:worked|been working)\b/

/**
 * A time clause about someone else being away marks when the candidate is free, not busy:
 * 'only mornings while they're at school', 'days when the kids are in school'.
 */
const WHILE_OTHERS_AWAY =
  /\b(?:while|when|whilst|mientras)\s+(?:they|he|she|the kids|my kids|the children|my (?:son|daughter|husband|wife))(?:'re|'s|\s+are|\s+is|\s+estan?)\s+(?:at|in|en)\s+(?:the\s+|la\s+)?(?:school|class|daycare|work|escuela|trabajo)\b/g

/** shiftPreferences: first/second/third, days, nights, swing, weekends; negated ones excluded. */
export function readShifts(answer: Answer, draft: Draft): void {
  const text = answer.free
  const wanted: Shift[] = []
  const excluded: Shift[] = []
  let any = false
  const take = (value: ShiftWord, start: number, end: number) => {
    const negated = answer.isNegated(start, end)
    const clause = answer.clauseAt(start).text
    if (
      !negated &&
      (BUSY.test(clause.replace(WHILE_OTHERS_AWAY, ' ')) || WORKED_BEFORE.test(clause))
    )
      return
    if (value === 'any') any = any || !negated
    else addOnce(negated ? excluded : wanted, value)
  }
  for (const match of text.matchAll(LIST)) {
    for (const word of match[0].matchAll(
      /\b(?:first|1st|second|2nd|third|3rd|primer|primero|segundo|tercer|tercero)\b|[123]\b/g,
    )) {
      const value =
        ORDINAL_VALUE[word[0]] ?? (['first', 'second', 'third'] as const)[Number(word[0]) - 1]!
      take(value, match.index + word.index, match.index + word.index + word[0].length)
    }
    answer.use(match.index, match.index + match[0].length)
  }
  // 'any shift except third': a bare ordinal right after a negation.
  for (const match of text.matchAll(RULED_OUT)) {
    const word = match[1]!
    const start = match.index + match[0].lastIndexOf(word)
    take(ORDINAL_VALUE[word]!, start, start + word.length)
    answer.use(start, start + word.length)
  }
  for (const found of longestMatches(answer, TERMS)) {
    if (falseFriend(text, found.start, found.end, found.value)) continue
    take(found.value, found.start, found.end)
    answer.use(found.start, found.end)
  }
  const askedShifts = answer.expectedSlot === 'shiftPreferences'
  if (askedShifts || wanted.length + excluded.length > 0)
    for (const found of longestMatches(answer, ORDINALS)) {
      const before = text.slice(Math.max(0, found.start - 12), found.start)
      if (
        NOT_A_SHIFT_BEFORE.test(before) &&
        !ON_THE_SHIFT.test(before + text.slice(found.start, found.end))
      )
        continue
      if (NOT_A_SHIFT_AFTER.test(text.slice(found.end, found.end + 16))) continue
      take(found.value, found.start, found.end)
      answer.use(found.start, found.end)
    }
  if (wanted.length === 0 && !any && askedShifts)
    for (const found of longestMatches(answer, BARE)) take(found.value, found.start, found.end)
  if (any) for (const shift of ['first', 'second', 'third'] as const) addOnce(wanted, shift)
  const order = (list: Shift[]) => SHIFTS.filter((shift) => list.includes(shift))
  draft.shiftPreferences = order(wanted.filter((shift) => !excluded.includes(shift)))
  draft.excluded.shiftPreferences = order(excluded)
}
