import type { Answer } from './answer'
import type { Draft } from './draft'
import { addOnce, compileTerms, longestMatches } from './spans'

/** Benefit labels as the catalogue lists them (server/catalogue/benefits.ts). */
const BENEFITS = compileTerms<string>([
  { value: 'Life insurance', pattern: /\blife insurance\b|\b(?:seguro|insurance) de vida\b/g },
  {
    value: 'Dental insurance',
    // Spanish puts the kind after the noun: 'aseguranza dental' (read as 'insurance dental').
    pattern:
      /\b(?:(?:insurance|seguro) )?dental(?: insurance| plan| coverage| benefits)?\b|\bdentista\b/g,
  },
  {
    value: 'Vision insurance',
    pattern:
      /\bvision(?: insurance| plan| coverage| care| benefits)?\b|\beye (?:insurance|plan|coverage|care)\b|\b(?:insurance|seguro) de (?:vision|la vista|los ojos|ojos)\b/g,
  },
  {
    value: 'Health insurance',
    pattern:
      /\b(?:health(?:care| care)?|medical)(?: insurance| benefits| plan| coverage)?\b|\binsurance\b|\bseguro(?: medico| de salud)?\b|(?<![-'])\bins\b(?!\s*(?:and|&|n)\s+outs)/g,
  },
  {
    value: '401(k)',
    pattern:
      /\b401\s*\(?k\)?|\bretirement(?: plan| savings)?\b|\bpension\b|\bjubilacion\b|\b(?:plan de )?retiro\b/g,
  },
  {
    value: 'Paid time off',
    pattern:
      /\bpto\b|\bpaid (?:time off|vacations?|holidays|leave)\b|\bvacations?(?: days| time| pay)?\b|\bsick (?:days|leave|time)\b|\bvacaciones(?: pagadas)?\b|(?<!\b(?:took|take|takes|taking|taken)\s+(?:(?:some|a little|a bit of|a lot of|the|\d+ (?:weeks?|months?|years?))\s+)?)\btime off\b|\bdias libres pagados\b/g,
  },
  {
    value: 'Weekly pay',
    pattern:
      /\bweekly (?:pay|paycheck|check)s?\b|\b(?:paid|pay|pays|paycheck) (?:every )?week(?:ly)?\b|\bpago semanal\b|\b(?:que )?(?:me )?(?:paguen|pagan|pague|paga) (?:cada semana|semanal(?:mente)?|por semana)\b|\bpagos? (?:cada semana|semanal(?:es)?)\b/g,
  },
  { value: 'Same-day pay', pattern: /\bsame[\s-]?day pay\b|\bdaily pay\b|\bpaid daily\b/g },
  { value: 'Shift differential', pattern: /\bshift diff(?:erential)?s?\b/g },
  {
    value: 'Overtime available',
    pattern: /\bover\s?time\b|\bot\b|\bhoras extras?\b|\btiempo extra\b/g,
  },
  { value: 'Tuition reimbursement', pattern: /\btuition(?: reimbursement| assistance)?\b/g },
  { value: 'Employee discount', pattern: /\b(?:employee )?discounts?\b/g },
  {
    value: 'Flexible schedule',
    pattern: /\bflexible (?:schedule|hours)\b|\bhorario flexible\b/g,
  },
  { value: 'Referral bonus', pattern: /\breferral bonus(?:es)?\b/g },
])

/**
 * A benefit the candidate already has elsewhere is one they do not need: 'I already get my
 * medical through the VA', 'insurance through my wife', 'I have my own 401k', 'I have my
 * pension', 'I have VA healthcare', 'tengo el seguro de mi esposo'.
 */
const HELD_BEFORE =
  /\b(?:already (?:have|get|got|on)|(?:have|got|get) (?:my )?own|i'?m on (?:my |the )?|(?:i|we) (?:have|got) (?=(?:my|our|va|union|military|tricare)\b)|(?:ya )?tengo (?=(?:el|la|mi|mis)\b))\s*(?:(?:my|our|the|a|an|his|her|el|la|mi|mis)\s+)?(?:(?:\w+'?s|va|union|military|tricare|own)\s+)?$/
const HELD_AFTER =
  /^\s*(?:(?:plan|coverage|insurance|benefits?)\s+)?(?:is\s+)?(?:already\s+)?(?:covered\s+)?(?:through|from|via|under|by|with|thru)\s+(?:my|the|his|her|our)?\s*(?:wife|husband|spouse|partner|va|union|parents?|mom|dad|military|tricare|medicaid|medicare|other job|(?:\w+ )?job|school|state|marketplace|obamacare|family)\b|^\s*(?:i\s+|we\s+)?already\b|^\s*(?:de|por|del)\s+(?:mi|mis)\s+(?:esposo|esposa|marido|mujer|pareja|papas|padres|trabajo|otro trabajo)\b/
/** The next clause waves the benefit off: '... my medical through the VA, so I don't need that'. */
const NOT_NEEDED_NEXT =
  /^\s*(?:so\s+|and\s+)?(?:i\s+)?(?:don'?t|do not|won'?t|wouldn'?t) (?:really )?need (?:that|it|them|those|one)\b|^\s*(?:so\s+)?no (?:need|necesito)\b/

/**
 * Benefits waved off as a whole ('I don't need any benefits', 'I dont need any', 'no necesito
 * beneficios'): what the candidate names as already held is then the reason, not a benefit
 * they rule out ('no necesito beneficios, tengo el seguro de mi esposo' fills nothing), while
 * 'I don't need insurance, I have my wife's' names insurance and rules it out.
 */
const WAIVED =
  /\b(?:(?:i'?m|we'?re|i am|we are) (?:good|fine|set|covered) (?:on|for|with) (?:benefits|beneficios)\b|no (?:ocupo|necesito) (?:ningun )?beneficios?\b|(?:don'?t|do not) (?:really )?need (?:any )?(?:benefits|beneficios)\b|(?:don'?t|do not) (?:really )?need any\s*(?:$|[.,;!?])|no (?:benefits|beneficios) (?:needed|necessary|necesarios)\b|no necesito (?:ningun )?(?:beneficios?|nada)\b)/

/** Benefits the candidate asks for; 'I don't need dental' and benefits they hold rule out. */
export function readBenefits(answer: Answer, draft: Draft): void {
  const text = answer.text
  const clauses = answer.clauseList
  const waived = WAIVED.test(text)
  for (const found of longestMatches(answer, BENEFITS)) {
    // 401(k) is not forty thousand a year, 'sick days' not a day shift.
    answer.use(found.start, found.end)
    const clause = answer.clauseAt(found.start)
    const next = clauses[clauses.indexOf(clause) + 1]
    const held =
      HELD_BEFORE.test(text.slice(Math.max(0, found.start - 40), found.start)) ||
      HELD_AFTER.test(text.slice(found.end, clause.end)) ||
      (next !== undefined && NOT_NEEDED_NEXT.test(next.text))
    if (held && waived) continue
    if (held || answer.isNegated(found.start, found.end))
      addOnce(draft.excluded.requiredBenefits, found.value)
    else addOnce(draft.requiredBenefits, found.value)
  }
}
