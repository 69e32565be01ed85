import type { Answer } from './answer'
import type { Draft } from './draft'

const YEARS =
  /\b(\d+(?:\.\d+)?)(?:\s*(?:-|to|or|a|o)\s*(\d+(?:\.\d+)?))?\s*\+?\s*(?:years?|anos?|yrs?)\b/g
/** A total said without the unit: 'two years at Amazon and three at FedEx, so five in total'. */
const TOTAL = /\b(\d+(?:\.\d+)?)\s+(?:in total|total|altogether|combined|overall|all together)\b/g
/** Years and months said together: '1 yr 9 mos', 'un año y seis meses'. */
const YEARS_AND_MONTHS =
  /\b(\d+)\s*(?:years?|anos?|yrs?)\s*(?:,\s*)?(?:and\s+|y\s+)?(\d+)\s*(?:months?|meses)\b(?!\s*(?:ago|atras)\b)/g
const MONTHS = /\b(\d+(?:\.\d+)?)\s*(?:months?|meses)\b/g
const A_YEAR = /(?<![\d$k]\s*)\b(?:a|un)\s+(?:year|ano)\b/g
const MONTH =
  '(january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)'
/** 'since 2019', 'since March 2022', 'desde marzo de 2022', 'from 2015 to 2020'. */
const SINCE = new RegExp(
  `\\b(?:since|desde(?: el)?|starting in|started in|from|back in)\\s+(?:${MONTH}\\s+(?:of\\s+|de\\s+)?)?((?:19|20)\\d{2})\\b(?:\\s*(?:-|to|until|till|hasta|a|and)\\s*((?:19|20)\\d{2})\\b)?`,
  'g',
)
const MONTH_NUMBER: Record<string, number> = Object.fromEntries(
  [
    ['january', 'enero'],
    ['february', 'febrero'],
    ['march', 'marzo'],
    ['april', 'abril'],
    ['may', 'mayo'],
    ['june', 'junio'],
    ['july', 'julio'],
    ['august', 'agosto'],
    ['september', 'septiembre', 'setiembre'],
    ['october', 'octubre'],
    ['november', 'noviembre'],
    ['december', 'diciembre'],
  ].flatMap((names, month) => names.map((name) => [name, month])),
)
/**
 * Two stints said one after the other add up, the unit said once: '2 years at Amazon and then
 * 3 at FedEx'. A second figure with 'then', or both at a workplace ('at', 'with').
 */
const STINTS =
  /\b(\d+(?:\.\d+)?)\s*(?:years?|anos?|yrs?)\s+(at|with|in|on|doing|as|en|con)\s+[^.;!?\d]{1,40}?\s*(?:,\s*)?(?:(?:and|y)\s+)?(then\s+|luego\s+|despues\s+)?(?:another\s+|otros?\s+)?(\d+(?:\.\d+)?|\ban?\b)\s*(?:more\s+|mas\s+)?(?:(?:years?|anos?|yrs?)\s+)?(at|with|in|on|doing|as|en|con)\b/g
/** A year in a clause about starting out: 'I started at the DC right out of school in 2015'. */
const STARTED = /\b(?:started|start|began|begun|empece|comence|ever since)\b/
const YEAR = /\b((?:19|20)\d{2})\b/g
const NONE =
  /\b(?:no (?:work )?experience|not any experience|no tengo experiencia|sin experiencia|never worked|never done|never (?:had|held) (?:a |an )?(?:real |proper |actual |paying |steady )?job|first job|primer trabajo|don'?t have (?:any )?experience|zero experience|not much experience|brand new|new to (?:this|it|the field|warehouse work)|just (?:started|starting)|first time(?![^.,;!?]*\b(?:interviews?|app|calls?|one of these)\b)|primera vez|nunca he trabajado)\b/
const LESS_THAN_A_YEAR = /\b(?:less than|under|menos de)\s+(?:a|1|un)\s+(?:year|ano)\b/

const EXPERIENCE_CUE =
  /\b(?:experience|experiencia|worked|working|work|been|doing|done|was|were|did|trabaj\w*|as an?|como|operating|driving|using|in (?:the )?(?:warehouse|plant|factory|production)|on (?:the|a)|have|i've|tengo|tuve)\b/
const AGE =
  /\b(?:i'?m|i am|tengo)\s+(\d{2})\b(?!\s*(?:years? (?:of|in|on|doing|working|as)|anos de|an hour|dollars|la hora))/
const SINCE_AGE = /\b(?:since|desde)\s+(?:i was|i was like|los|que tenia)\s+(\d{2})\b/
/** 'tengo 35 años' without 'de experiencia' is an age. */
const AGE_BEFORE = /\b(?:i'?m|i am|soy|edad|age|aged)\s*$|\btengo\s*$/
const AFTER_TENGO =
  /^\s*(?:de experiencia|experiencia|trabajando|en|de trabajo|haciendo|como|manejando|operando|working|of|in|on|with|doing|as|driving|operating|experience)\b/

/** The youngest age a candidate states: a smaller 'tengo N años' is years of work. */
const MIN_AGE = 16

const round2 = (value: number) => Math.round(value * 100) / 100

/** yearsOfExperience: '5 years', 'a couple of years', 'six months', 'since 2019', 'cinco años'. */
export function readExperience(answer: Answer, draft: Draft): void {
  const values: number[] = []
  for (const match of answer.free.matchAll(YEARS_AND_MONTHS)) {
    values.push(round2(Number(match[1]) + Number(match[2]) / 12))
    answer.use(match.index, match.index + match[0].length)
  }
  for (const match of answer.free.matchAll(STINTS)) {
    const [whole, first, firstAt, then, second, secondAt] = match
    const atWork = /^(?:at|with|con)$/
    if (!then && !(atWork.test(firstAt!) && atWork.test(secondAt!))) continue
    // '2 years at Amazon then a year at UPS': 'a' is one.
    values.push(round2(Number(first) + (/^an?$/.test(second!) ? 1 : Number(second))))
    answer.use(match.index, match.index + whole.length)
  }
  const text = answer.free
  for (const match of text.matchAll(YEARS)) {
    const start = match.index
    const end = start + match[0].length
    const after = text.slice(end)
    if (/^\s*(?:old|de edad|ago|atras|in a row)\b/.test(after)) continue
    if (/\bhace\s*$/.test(text.slice(Math.max(0, start - 6), start))) continue
    const before = text.slice(Math.max(0, start - 12), start)
    const low = Number(match[1])
    // 'tengo 35 años' is an age, 'tengo cinco años' (no candidate is five) is experience.
    if (AGE_BEFORE.test(before) && !AFTER_TENGO.test(after) && low >= MIN_AGE) continue
    values.push(match[2] ? Math.min(low, Number(match[2])) : low)
    answer.use(start, end)
  }
  if (values.length > 0)
    for (const match of text.matchAll(TOTAL)) {
      values.push(Number(match[1]))
      answer.use(match.index, match.index + match[0].length)
    }
  for (const match of text.matchAll(MONTHS)) {
    if (/^\s*(?:ago|atras)\b/.test(text.slice(match.index + match[0].length))) continue
    values.push(round2(Number(match[1]) / 12))
    answer.use(match.index, match.index + match[0].length)
  }
  for (const match of text.matchAll(A_YEAR)) {
    const after = text.slice(match.index + match[0].length)
    if (/^\s*(?:ago|atras)\b/.test(after)) continue
    const asked = answer.expectedSlot === 'yearsOfExperience'
    // 'I drove forklift at my last job for a year': a clause about past work counts it too.
    const clause = answer.clauseAt(match.index)
    const pastWork = clause.kind === 'experience' || clause.kind === 'both'
    if (!asked && !pastWork && !EXPERIENCE_CUE.test(clause.text)) continue
    values.push(1)
  }
  const reference = answer.referenceDate
  for (const match of text.matchAll(SINCE)) {
    const years = yearsSince(match, reference)
    if (years !== undefined) values.push(years)
    answer.use(match.index, match.index + match[0].length)
  }
  if (reference && values.length === 0)
    for (const clause of answer.clauseList) {
      if (!STARTED.test(clause.text)) continue
      for (const match of clause.text.matchAll(YEAR)) {
        const from = Number(match[1])
        if (from <= reference.getUTCFullYear()) values.push(reference.getUTCFullYear() - from)
      }
    }
  // 'I'm 30 and I've worked since I was 18': twelve years.
  const age = text.match(AGE)
  const since = text.match(SINCE_AGE)
  if (values.length === 0 && age && since && Number(age[1]) > Number(since[1]))
    values.push(Number(age[1]) - Number(since[1]))
  if (values.length === 0 && LESS_THAN_A_YEAR.test(text)) values.push(0.5)
  if (values.length === 0 && NONE.test(text)) values.push(0)
  if (values.length === 0 && answer.expectedSlot === 'yearsOfExperience') {
    const bare = [...text.matchAll(/\b(\d+(?:\.\d+)?)\b/g)].find(
      (match) => !AGE_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index)),
    )
    if (bare && Number(bare[1]) <= 50) values.push(Number(bare[1]))
    else if (/^\W*(?:none|no|nada|ninguna|ninguno|zero|never|nunca)\b/.test(text)) values.push(0)
    else if (/^\W*(?:a\s+)?few\b/.test(text)) values.push(3)
  }
  const plausible = values.filter((value) => value >= 0 && value <= 60)
  if (plausible.length > 0) draft.yearsOfExperience = Math.max(...plausible)
}

/** Whole years from a SINCE match to its end year, or to the reference date's month. */
function yearsSince(match: RegExpMatchArray, reference: Date | undefined): number | undefined {
  const [, month, fromYear, toYear] = match
  const from = Number(fromYear)
  if (toYear) return Number(toYear) >= from ? Number(toYear) - from : undefined
  if (!reference) return undefined
  const years = reference.getUTCFullYear() - from
  if (month === undefined) return years >= 0 ? years : undefined
  const months = years * 12 + reference.getUTCMonth() - MONTH_NUMBER[month]!
  return months >= 0 ? Math.floor(months / 12) : undefined
}
