import type { Answer } from './answer'
import type { Draft } from './draft'
import type { Relocation } from './types'

/** Moving house, not moving boxes. */
const MOVE =
  /\b(?:relocat(?:e|ing|ion)|move|moving|mudar(?:me|se|nos)?|mudo|mudaria|mover(?:me|se|nos)?|cambiar(?:me)? de (?:ciudad|estado)|irme a otr[oa] (?:ciudad|estado))\b(?!\s+(?:boxes|pallets|heavy|products?|materials?|stuff|things|freight|it|them|up|fast|quick|quickly|around|loads|inventory|cajas|on|forward|ahead|from (?:station|line)))/g

/** A condition makes a maybe: 'for the right job', 'si el trabajo es bueno' ('si me' is 'yes, I'). */
const MAYBE =
  /\b(?:maybe|might|possibly|perhaps|depends|depending|not sure|unsure|i guess|probably|consider(?:ing)?|think about it|open to the idea|tal vez|quizas?|depende|puede ser|a lo mejor|posiblemente|quien sabe|if (?:the|it|they|i)|for the right|no se|i don'?t know|si (?:el|la|los|las|es|hay|pagan|paga|vale la pena)|por (?:el|un) (?:trabajo|puesto) (?:correcto|bueno|adecuado))\b/

/** Said after the move word: 'moving is not an option', 'relocating is out of the question'. */
const REFUSED_AFTER =
  /^\s*(?:is|isn'?t|would be|would not be|wouldn'?t be|ain'?t)?\s*(?:really\s+|just\s+)?(?:not (?:an option|possible|happening|for me|in the cards)|no option|out of the question|impossible|off the table|not something i can do)/

const STAY =
  /\b(?:stay(?:ing)? (?:here|local|where i am|put|in (?:town|the area|my area))|not going anywhere|not leaving|local only|only local|me quedo aqui|aqui me quedo)\b/

/** yes / no / maybe from 'I can move', 'not willing to relocate', 'no me puedo mudar'. */
export function readRelocation(answer: Answer, draft: Draft): void {
  const text = answer.free
  let found: Relocation | undefined
  for (const match of text.matchAll(MOVE)) {
    const start = match.index
    const clause = answer.clauseAt(start)
    const end = start + match[0].length
    if (MAYBE.test(clause.text)) found = 'maybe'
    else if (answer.isNegated(start, end) || REFUSED_AFTER.test(text.slice(end, clause.end)))
      found = 'no'
    else found = 'yes'
  }
  if (!found && STAY.test(text)) found = 'no'
  if (!found && answer.expectedSlot === 'relocation') found = bareRelocation(answer)
  if (found) draft.relocation = found
}

/** A bare reply to 'would you move?', read from its first words. */
const NO =
  /^\W*(?:no|nope|nah|naw|not really|not at all|i can'?t|i cannot|can'?t|cannot|i won'?t|won'?t|i wouldn'?t|wouldn'?t|i'?m not|no puedo|no way|negative|never|no thanks|no thank you)\b/
const YES =
  /^\W*(?:yes|yeah|yea|yeh|ya|yah|yep|yup|sure|of course|absolutely|definitely|def|si|claro|ok|okay|i can|i could|i would|i will|i'?d|i'?m (?:down|open|willing|ok|fine)|down|for sure|correct|anywhere|why not|totally|por supuesto|con gusto)\b/

/** A yes limited to a destination: 'only to Nashville', 'just within Texas', 'solo a Dallas'. */
const ONLY_TO =
  /^\W*(?:(?:but\s+)?only|just|solo|solamente|nomas)\s+(?:to|in|within|a|en)\s+(?!(?:be|say|do|stay)\b)\w/

/** A 'not' that turns the reply into a no: 'absolutely not', 'probably not', 'not right now'. */
const NOT =
  /\b(?:absolutely|definitely|probably|certainly|really|def) not\b|\bnot (?:right now|now|at the moment|at this time|anymore|really)\b|\b(?:rather|prefer) not\b/

/** A clause that is only a yes or a no: 'my family is here, so no, I ...'. */
const ALONE = /^\W*(?:so\s+)?(?:(no|nope|nah)|(yes|yeah|yep|si))\W*$/

function bareRelocation(answer: Answer): Relocation | undefined {
  const text = answer.free
  if (NOT.test(text)) return 'no'
  if (MAYBE.test(text)) return 'maybe'
  if (NO.test(text)) return 'no'
  if (YES.test(text) || ONLY_TO.test(text)) return 'yes'
  for (const clause of answer.clauseList) {
    const alone = clause.text.match(ALONE)
    if (alone) return alone[1] ? 'no' : 'yes'
  }
  return undefined
}
