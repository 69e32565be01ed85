import type { Answer } from './answer'
import type { Draft } from './draft'
import { PLACES, stateAfter, type Place } from './places'
import { addOnce, longestMatches } from './spans'

const TERMS = (() => {
  const byKey = new Map<string, Place[]>()
  for (const place of PLACES) byKey.set(place.key, [...(byKey.get(place.key) ?? []), place])
  return [...byKey].map(([key, places]) => ({
    pattern: new RegExp(`\\b${key.replace(/ /g, '[\\s-]+')}\\b`, 'g'),
    value: places,
  }))
})()

const CUE_BEFORE =
  /\b(?:in|near|around|by|close to|to|from|at|en|cerca de|live|living|city of|out of|outside(?: of)?|towards?|hacia|por|about)\s+(?:the\s+)?$/
const CUE_AFTER = /^\s*(?:area|county|city|side|region|metro)\b/
const ZIP = /\b\d{5}(?:-\d{4})?\b/g

/** preferredLocations: catalogue towns and metros, states, zip codes. 'Not Chicago' rules out. */
export function readLocations(answer: Answer, draft: Draft): void {
  const text = answer.free
  const expected = answer.expectedSlot === 'preferredLocations'
  for (const found of longestMatches(answer, TERMS)) {
    if (!answer.isFree(found.start, found.end)) continue
    const places = found.value
    const after = text.slice(found.end)
    const state = places.some((p) => p.kind === 'town') ? stateAfter(after) : undefined
    const withState = state && places.find((p) => p.kind === 'town' && p.state === state.code)
    const place = withState || places.find((p) => p.kind === 'town') || places[0]!
    const end = withState ? found.end + state.length : found.end
    if (!withState && place.ambiguous && !expected) {
      const before = text.slice(Math.max(0, found.start - 20), found.start)
      if (!CUE_BEFORE.test(before) && !CUE_AFTER.test(after)) continue
    }
    answer.use(found.start, end)
    if (answer.isNegated(found.start, end)) addOnce(draft.excluded.preferredLocations, place.value)
    else addOnce(draft.preferredLocations, place.value)
  }
  for (const match of answer.free.matchAll(ZIP)) {
    answer.use(match.index, match.index + match[0].length)
    if (answer.isNegated(match.index, match.index + match[0].length)) continue
    addOnce(draft.preferredLocations, match[0])
  }
}
