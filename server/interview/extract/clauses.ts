/**
 * An answer cut into clauses, and what each clause talks about: work the candidate has done
 * or does now ('I was a picker', 'tengo experiencia'), work they want ('I'd like forklift'),
 * both, or neither. A wish fills jobTypes; past work gives skills and years instead.
 */

export interface Clause {
  start: number
  end: number
  text: string
  kind: ClauseKind
}

export type ClauseKind = 'experience' | 'desire' | 'both' | 'neutral'

/**
 * A run-on sentence starts a new clause at 'i (just) want / need / like' after a word that does not
 * take it as its object or relative clause: 'my husband has us covered i just want days', 'been
 * working nights for years i like the graveyard', but 'what i want', 'the most i need'.
 */
const RUN_ON =
  "(?<=[a-z0-9]\\s)(?<!\\b(?:what|that|where|when|how|if|whatever|whichever|which|who|all|thing|things|something|anything|job|jobs|one|ones|work|kind|type|and|or|but|so|because|cause|since|than|as|the|like|unsure|know|think|guess|said|say|mean|until|unless|whether|before|after|while|is|was|most|least|lowest|highest|best|only|y|o|que|lo|el|la)\\s)(?=i (?:just |really |also )?(?:want|need|prefer|like|love|am looking|'m looking)\\b)"

/**
 * Clause ends: sentence marks, commas, the words that start a new thought, and a run-on's new
 * subject. 'Now' after a duration ('six years now at a DC') closes the duration, unless a
 * subject follows ('for 4 years now i'm looking').
 */
const BOUNDARY = new RegExp(
  [
    '[.;!?\\n]+(?!\\d)',
    ',(?!\\d)',
    '\\b(?:but|pero|because|cause|since(?!\\s+\\d)|porque|ya que|although|however|though|also|plus(?!\\s*\\d)|aunque|y tambien|which means|(?<!\\b(?:right|for|until|till|just|by|from|even|years?|months?|weeks?)\\s)now|(?<=\\b(?:years?|months?|weeks?)\\s)now(?=\\s+(?:i|we|my)\\b))\\b',
    "\\band\\s+(?=i\\b|i'|my\\b|we\\b|they\\b|it\\b|as for|then\\b)",
    '\\by\\s+(?=tengo|quiero|puedo|prefiero|busco|me\\b|no\\b|si\\b)',
    RUN_ON,
    '(?<!\\bor\\s)\\bso\\b(?!\\s+(?:much|far|long|many|that\\b|so\\b|-so\\b))',
  ].join('|'),
  'g',
)

const EXPERIENCE = new RegExp(
  [
    'experience[ds]?',
    'experiencia',
    'worked',
    // 'I want forklift work on nights' is a wish, 'I work on a line' is a fact.
    "(?:i|we|i've|i have|been|currently|still|i'm|i am) (?:been )?work(?:ing)? (?:with|on|as|at|in)",
    "i(?:'ve| have| had)\\b(?! to)",
    'tengo',
    'tuve',
    'know how',
    'i know',
    'familiar',
    // 'I'd love to get trained on forklift' is a wish.
    '(?<!(?:get|getting|be|being) )trained',
    '(?<!(?:want|need|get|getting|some|more|any) )training',
    'background',
    'i come from',
    'certified',
    'certification',
    'certificad[oa]',
    'license[ds]?',
    'licencia',
    'skills?',
    'good (?:at|with)',
    'can (?:drive|operate|use|run|read|speak)',
    '(?:used|driven|drove|operated|ran) (?:a|an|the|to)',
    'i (?:use|used|drive|drove|operate|operated|ran|run|did|made|weld|welded)',
    'he trabajado',
    // Spanish present tense of doing the work: 'manejo montacargas', 'trabajo en un almacen'.
    'manejo',
    'opero',
    'maneje',
    'opere',
    'llevo',
    '(?<!(?:busco|quiero|un|el|de) )trabajo (?:en|como|con)',
    'trabaje',
    'trabajaba',
    'trabajando',
    'ganaba',
    "i(?:'m| am) (?:making|earning|getting paid)|i (?:make|earn|get paid)",
    'se (?:manejar|usar|operar|hablar|hacer)',
    'hablo',
    'speak',
    // The job held now: "I'm a machine operator now"; 'I'm a hard worker' names no job.
    "i(?:'m| am) (?:currently )?(?:a|an) (?=(?:\\w+ ){0,2}(?:operator|picker|packer|loader|handler|driver|assembler|welder|clerk|inspector|associate|selector|lead|supervisor)\\b)",
    "i was(?! (?:thinking|hoping|wondering|looking|told|going|gonna|planning))|i(?:'m| am) (?:doing|working|currently|on)|currently|right now i'm",
    "i've been",
    'been (?:doing|working|a|an|in|on)',
    'years? (?:of|on|with|in|doing|as|at|driving|working|operating)',
    'started (?:as|at|out)',
    // Brought into a line of work: 'my cousin got me into sanitation'.
    'got (?:me |us )?(?:into|started (?:in|on|at))',
    'worked my way',
    '(?:my|the) (?:last|previous|old|former|current) (?:\\w+ )?(?:job|place|plant|company|warehouse)',
    '\\d+ (?:years?|anos|months|meses)',
  ].join('|'),
)

const DESIRE =
  /\b(?:want|(?:like|love) to|looking|look for|prefer|interested|seeking|search|busco|buscando|quiero|me gustaria|prefiero|hoping|hope|apply|need (?:a|an)|job as|position|open to|would be|something in|dream|goal|try|get on with|thinking|planning|trabajar (?:en|de|como)|please|por favor)\b/

/**
 * A clause that only goes on with the one before ('I worked at a DC, mostly picking orders')
 * talks about the same thing.
 */
const CONTINUATION =
  /^\s*(?:and\s+)?(?:then\b|mostly|mainly|mostly just|just|like|such as|including|especially|usually|sometimes|all in|all of it|a lot of|lots of|stuff like|things like|doing|[a-z]+ing\b)/

/**
 * A general extender closing a list ('forklift, sit-down, reach truck, you name it'): the
 * items before it, back to the clause that opened the list, are about the same thing.
 */
const GENERAL_EXTENDER =
  /^\s*(?:you name it|etc|et cetera|and so on|and so forth|and (?:all )?(?:that|stuff|more|everything)|all (?:of )?(?:that|those|them|it)|the works|y todo eso|todo eso|y (?:mas|eso))\s*[.!]?\s*$/

/**
 * The tail of a list cut at its commas: 'certified on sit down, stand up and reach'. A short
 * run of items closed by 'and' / 'or' goes on with the clause that opened the list.
 */
const LIST_TAIL = /^\s*(?:[a-z0-9'-]+\s+){0,3}(?:and|or|&|y|o)\s+(?:[a-z0-9'-]+\s*){1,3}[.!]?\s*$/
const NOT_AN_ITEM =
  /\b(?:i|i'm|we|you|they|he|she|it|my|want|need|like|am|is|are|was|be|can|will)\b/

const EXPERIENCE_PATTERN = new RegExp(`\\b(?:${EXPERIENCE.source})\\b`)

/**
 * Notes and lists drop the subject: 'have osha 10 & forklift cert', 'got my cdl', '25 years in
 * manufacturing, did welding, did some CNC', 'drove forklift at Sysco'.
 */
const SUBJECTLESS_HAVE =
  /^\s*(?:and\s+)?(?:(?:have|got)\s+(?!to\b)|(?:did|drove|ran|operated|worked|used to)\s+(?!(?:you|u|they|he|she|it|we)\b))/

function kindOf(text: string): ClauseKind {
  const experience = EXPERIENCE_PATTERN.test(text) || SUBJECTLESS_HAVE.test(text)
  const desire = DESIRE.test(text)
  if (experience && !desire) return 'experience'
  if (desire && !experience) return 'desire'
  return experience ? 'both' : 'neutral'
}

/** Work done somewhere: the place of past work is not a place the candidate asks for. */
export const PAST_WORK =
  /\b(?:worked|used to work|been (?:working|driving|doing|at|in)|i was (?:working|at|in|a|an)|i (?:drove|ran|operated)|trabaje|trabajaba|he trabajado)\b/

export function splitClauses(text: string): Clause[] {
  const spans: { start: number; end: number }[] = []
  let start = 0
  for (const match of text.matchAll(BOUNDARY)) {
    const index = match.index
    if (index > start) spans.push({ start, end: index })
    // The boundary word ('but', 'because') opens the next clause.
    start = /^[\s.,;!?]+$/.test(match[0]) ? index + match[0].length : index
  }
  if (start < text.length) spans.push({ start, end: text.length })
  const clauses: Clause[] = []
  for (const span of spans) {
    const clauseText = text.slice(span.start, span.end)
    let kind = kindOf(clauseText)
    const previous = clauses[clauses.length - 1]
    if (kind === 'neutral' && previous?.kind === 'experience' && CONTINUATION.test(clauseText))
      kind = 'experience'
    if (kind === 'neutral' && GENERAL_EXTENDER.test(clauseText)) kind = closeList(clauses)
    if (
      kind === 'neutral' &&
      previous?.kind === 'experience' &&
      text[span.start - 1] === ',' &&
      LIST_TAIL.test(clauseText) &&
      !NOT_AN_ITEM.test(clauseText)
    )
      kind = 'experience'
    clauses.push({ ...span, text: clauseText, kind })
  }
  return clauses
}

/** The kind of the clause that opened a list, given to the neutral items after it. */
function closeList(clauses: Clause[]): ClauseKind {
  let opener = clauses.length - 1
  while (opener >= 0 && clauses[opener]!.kind === 'neutral') opener--
  if (opener < 0) return 'neutral'
  const kind = clauses[opener]!.kind
  for (let item = opener + 1; item < clauses.length; item++) clauses[item]!.kind = kind
  return kind
}
