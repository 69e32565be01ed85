import type { Answer } from './answer'
import type { Draft } from './draft'
import { PAST_WORK } from './clauses'
import { RULED_IN_AFTER } from './negation'
import { PLACES, stateAfter, type Place } from './places'
import { addOnce } from './spans'

/** A place key without spaces or hyphens: 'la vergne', 'lavergne' and 'la-vergne' are one. */
const compact = (key: string) => key.replace(/[\s-]+/g, '')

const PLACES_BY_KEY = (() => {
  const byKey = new Map<string, Place[]>()
  for (const place of PLACES) {
    const key = compact(place.key)
    byKey.set(key, [...(byKey.get(key) ?? []), place])
  }
  return byKey
})()

/**
 * Every place name in one pattern, longest first so that 'west sacramento' wins over
 * 'sacramento' and 'kansas city' over 'kansas'; words of a name may run together.
 */
const PLACE_NAMES = new RegExp(
  `\\b(?:${[...new Set(PLACES.map((place) => place.key))]
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]*'))
    .join('|')})\\b`,
  'g',
)

const CUE_BEFORE =
  /\b(?:in|near|around|by|close to|to|from|at|en|cerca de|live|living|city of|out of|outside(?: of)?|towards?|hacia|por|about)\s+(?:the\s+)?$/
const CUE_AFTER = /^\s*(?:area|county|city|side|region|metro)\b/
/** Joined to a place just named: 'detroit or warren', 'fontana, ontario', 'tolleson not mesa'. */
const JOINED_TO_PLACE = /^\s*(?:,|\/|&|or|and|y|o|not|but not|,\s*(?:or|and|not))\s*$/
/**
 * Where a move starts: 'I'm moving there next month from Chicago', 'originally from Ohio',
 * 'vengo de Chicago'. The place left behind is not one the candidate asks for.
 */
const LEFT_BEHIND =
  /(?:\b(?:moving|move|moved|relocating|relocated|coming|came|originally|transferring)\b[^.,;!?]{0,30}\bfrom|\b(?:vengo|vine|me mudo|me estoy mudando|nos mudamos)\b[^.,;!?]{0,30}\b(?:de|desde))\s+(?:the\s+)?$/
const ZIP = /\b\d{5}(?:-\d{4})?\b/g

/** preferredLocations: catalogue towns and metros, states, zip codes. 'Not Chicago' rules out. */
export function readLocations(answer: Answer, draft: Draft): void {
  const text = answer.free
  const expected = answer.expectedSlot === 'preferredLocations'
  let lastPlaceEnd = -1
  let lastPlace: Place | undefined
  for (const match of text.matchAll(PLACE_NAMES)) {
    const start = match.index
    const found = { start, end: start + match[0].length }
    if (!answer.isFree(found.start, found.end)) continue
    const places = PLACES_BY_KEY.get(compact(match[0]))
    if (!places) continue
    const after = text.slice(found.end)
    const state = places.some((p) => p.kind === 'town') ? stateAfter(after) : undefined
    const withState = state && places.find((p) => p.kind === 'town' && p.state === state.code)
    const place = withState || places.find((p) => p.kind === 'town') || places[0]!
    const end = withState ? found.end + state.length : found.end
    const joined = lastPlaceEnd >= 0 && JOINED_TO_PLACE.test(text.slice(lastPlaceEnd, start))
    // A shortened name ('west valley') is that town only beside its state or a town of it.
    if (place.shortened && !withState && !(joined && lastPlace?.state === place.state)) continue
    if (!withState && place.ambiguous && !expected) {
      const before = text.slice(Math.max(0, found.start - 20), found.start)
      if (
        !joined &&
        !CUE_BEFORE.test(before) &&
        !CUE_AFTER.test(after) &&
        !RULED_IN_AFTER.test(after)
      )
        continue
    }
    answer.use(found.start, end)
    lastPlaceEnd = end
    lastPlace = place
    const clause = answer.clauseAt(found.start)
    if (clause.kind === 'experience' && PAST_WORK.test(clause.text)) continue
    if (LEFT_BEHIND.test(text.slice(clause.start, found.start))) continue
    if (answer.isNegated(found.start, end)) addOnce(draft.excluded.preferredLocations, place.value)
    else addOnce(draft.preferredLocations, place.value)
  }
  for (const match of answer.free.matchAll(ZIP)) {
    answer.use(match.index, match.index + match[0].length)
    if (answer.isNegated(match.index, match.index + match[0].length)) continue
    addOnce(draft.preferredLocations, match[0])
  }
}
