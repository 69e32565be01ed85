import type { Answer } from './answer'
import type { Draft } from './draft'

const MILES_PER_KM = 0.621371

const DISTANCE =
  /\b(?:(\d+(?:\.\d+)?)\s*(?:-|to|or|a|o|,)\s*)?(\d+(?:\.\d+)?)\s*(miles?|mills?|mi\b|millas?|km\b|kms\b|kilomet(?:er|re|ro)s?|minutes?|minutos?|mins?\b|hours?|hrs?\b|horas?)/g
const AN_HOUR = /(?<![\d$]\s*)\b(?:an|one|1|una)\s+(?:hour|hora)\b|^\s*(?:hour|hora)\b/g

const COMMUTE_WORDS =
  /\b(?:drive|driving|commute|commuting|away|from (?:my )?(?:house|home|casa)|travel|distance|radius|within|close|far|lejos|manejar|manejo|cerca|de mi casa|max|maximum|up to|at most|no more than|less than|under|hasta|ride|bus|trip|get there|go)\b/
/** A distance that says where the candidate lives, not how far they would go. */
const HOME_BEFORE =
  /\b(?:i live|i'm|i am|we live|lives?|living|it's|house is|home is)\s+(?:like\s+|about\s+|around\s+|only\s+|just\s+)*$/
/**
 * A figure without a unit right after a commute verb: 'but I can drive 15', or a range of them
 * ('drive 15 or 20'), whose larger figure is the limit.
 */
const BARE_AFTER_VERB =
  /\b(?:drive|commute|travel|go|ride|do)\s+(?:like\s+|about\s+|around\s+|maybe\s+|up to\s+|max\s+)*(\d+(?:\.\d+)?)(?:\s*(?:-|to|or|o|a)\s*(\d+(?:\.\d+)?))?\b(?!\s*(?:\.\d|%|dollars|bucks|an? |per |years?|months?|days?|times?|shifts?))/g
/** A bare figure, or a bare range ('like 10 or 15'), in reply to the commute question. */
const BARE = /\b(\d+(?:\.\d+)?)(?:\s*(?:-|to|or|o|a|,)\s*(\d+(?:\.\d+)?)\b)?/
const LIMIT_BEFORE =
  /(?:up to|max(?:imum)?|within|no more than|at most|less than|under|hasta|maximo|not more than)\s*(?:like\s*)?$/

/** A trip the candidate made before ('I used to drive an hour to my old job') is no limit. */
const PAST_TRIP =
  /\b(?:used to|drove|i was driving|had to (?:drive|commute|travel)|(?:my|the) (?:old|last|previous|former) (?:job|place|plant|company|warehouse)|manejaba)\b/
/** Said after a figure, a limit: '30 minutes max', 'thirty minutes is my limit'. */
const LIMIT_AFTER =
  /^\s*(?:max(?:imum)?|tops|at most|or less|maximo|como maximo|(?:is|would be|'s) (?:my|the) (?:limit|max(?:imum)?))\b/

/**
 * A time opening the clause right after one about distance goes on with it: 'close to my
 * house in Houston, twenty minutes', 'cerca de mi casa, veinte minutos'.
 */
function followsCommute(answer: Answer, start: number): boolean {
  const clause = answer.clauseAt(start)
  const before = answer.clauseBefore(start)
  return (
    before !== undefined &&
    /^\W*(?:(?:like|about|around|maybe|como|unos|unas)\s+)?$/.test(
      answer.text.slice(clause.start, start),
    ) &&
    COMMUTE_WORDS.test(before.text)
  )
}

interface Distance {
  start: number
  end: number
  miles?: number
  minutes?: number
  limited: boolean
  home?: boolean
  past?: boolean
}

/** Kilometres as miles, rounded to the nearest 5 ('40 km' -> 25 miles). */
const kmToMiles = (km: number) => Math.max(5, Math.round((km * MILES_PER_KM) / 5) * 5)

/** maximumCommuteDistance: '25 miles' or '30 minutes'; kilometres become miles. */
export function readCommute(answer: Answer, draft: Draft): void {
  const text = answer.free
  const found: Distance[] = []
  const expected = answer.expectedSlot === 'maximumCommuteDistance'
  for (const match of text.matchAll(DISTANCE)) {
    const value = Number(match[2])
    const unit = match[3]!
    const start = match.index
    const end = start + match[0].length
    const limited =
      LIMIT_BEFORE.test(text.slice(Math.max(0, start - 20), start)) ||
      LIMIT_AFTER.test(text.slice(end))
    const hasContext =
      expected || COMMUTE_WORDS.test(answer.clauseAt(start).text) || followsCommute(answer, start)
    const home = HOME_BEFORE.test(text.slice(Math.max(0, start - 25), start))
    if (/^(?:mi|miles?|mills?|millas?)$/.test(unit))
      found.push({ start, end, miles: value, limited, home })
    else if (/^k/.test(unit)) found.push({ start, end, miles: kmToMiles(value), limited, home })
    else if (!hasContext) continue
    else if (/^min/.test(unit)) found.push({ start, end, minutes: value, limited })
    else found.push({ start, end, minutes: Math.round(value * 60), limited })
  }
  for (const match of text.matchAll(AN_HOUR)) {
    const start = match.index
    if (!expected && !COMMUTE_WORDS.test(answer.clauseAt(start).text)) continue
    found.push({ start, end: start + match[0].length, minutes: 60, limited: true })
  }
  for (const f of found)
    if (PAST_TRIP.test(answer.clauseAt(f.start).text))
      Object.assign(f, { past: true, limited: false })
  if (found.length > 0 && (expected || found.some((f) => f.home)))
    for (const match of text.matchAll(BARE_AFTER_VERB)) {
      const start = match.index + match[0].lastIndexOf(match[1]!)
      if (found.some((f) => start >= f.start && start < f.end)) continue
      const value = Math.max(Number(match[1]), Number(match[2] ?? 0))
      const unit = found[0]!
      found.push({
        start,
        end: match.index + match[0].length,
        ...(unit.miles !== undefined ? { miles: value } : { minutes: value }),
        limited: true,
      })
    }
  if (found.length === 0 && expected) {
    const bare = text.match(BARE)
    const miles = bare ? Math.max(Number(bare[1]), Number(bare[2] ?? 0)) : 0
    if (bare && miles > 0 && miles <= 200)
      found.push({ start: bare.index!, end: bare.index! + bare[0].length, miles, limited: true })
  }
  if (found.length === 0) return
  // A stated limit wins over a distance mentioned in passing, and that over where they live.
  // A trip made before counts only when nothing else is said.
  const current = found.filter((f) => !f.past)
  const limited = current.filter((f) => f.limited)
  const away = current.filter((f) => !f.home)
  const pool =
    limited.length > 0 ? limited : away.length > 0 ? away : current.length > 0 ? current : found
  const best = pool.reduce((a, b) =>
    (b.miles ?? b.minutes! / 2) > (a.miles ?? a.minutes! / 2) ? b : a,
  )
  draft.maximumCommuteDistance =
    best.miles !== undefined
      ? `${Math.round(best.miles)} miles`
      : `${Math.round(best.minutes!)} minutes`
  for (const f of found) answer.use(f.start, f.end)
}
