import type { Answer } from './answer'
import type { Draft } from './draft'
import type { Relocation } from './types'

/** Moving house, not moving boxes. */
const MOVE =
  /\b(?:relocat(?:e|ing|ion)|move|moving|mudar(?:me|se|nos)?|mudo|mudaria|cambiarme de (?:ciudad|estado))\b(?!\s+(?:boxes|pallets|heavy|products?|materials?|stuff|things|freight|it|them|up|fast|quick|quickly|around|loads|inventory|cajas|on|forward|ahead|from (?:station|line)))/g

const MAYBE =
  /\b(?:maybe|might|possibly|perhaps|depends|depending|not sure|unsure|i guess|probably|tal vez|quizas?|depende|if (?:the|it|they|i)|for the right|no se|i don'?t know)\b/

const STAY =
  /\b(?:stay(?:ing)? (?:here|local|where i am|put|in (?:town|the area|my area))|local only|only local|me quedo aqui|aqui me quedo)\b/

/** yes / no / maybe from 'I can move', 'not willing to relocate', 'no me puedo mudar'. */
export function readRelocation(answer: Answer, draft: Draft): void {
  const text = answer.free
  let found: Relocation | undefined
  for (const match of text.matchAll(MOVE)) {
    const start = match.index
    const clause = answer.clauseAt(start)
    if (MAYBE.test(clause.text)) found = 'maybe'
    else if (answer.isNegated(start, start + match[0].length)) found = 'no'
    else found = 'yes'
  }
  if (!found && STAY.test(text)) found = 'no'
  if (!found && answer.expectedSlot === 'relocation') found = bareRelocation(text)
  if (found) draft.relocation = found
}

function bareRelocation(text: string): Relocation | undefined {
  if (MAYBE.test(text)) return 'maybe'
  if (/^\W*(?:no|nope|nah|not really|i can'?t|i cannot|no puedo|negative|never)\b/.test(text))
    return 'no'
  if (
    /^\W*(?:yes|yeah|yep|yup|sure|of course|absolutely|definitely|si|claro|ok|okay|i can|i would|i will|for sure|correct|anywhere)\b/.test(
      text,
    )
  )
    return 'yes'
  return undefined
}
