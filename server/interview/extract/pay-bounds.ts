/**
 * Whether a pay figure is a floor, a ceiling or a hope, from the words around it. A single
 * figure is a floor unless it is said as a ceiling ('tops 22', 'up to 22', 'no more than 22');
 * a ceiling denied is a floor ('nothing less than 19', "can't go under 19"). A hope
 * ('hopefully 20', '22 would be great') is the top of a range when a floor is also said.
 */
export type Bound = 'floor' | 'ceiling' | 'hope'

/** Words that keep a lower figure out: with them, 'under' and 'less than' make a floor. */
const DENIAL =
  "(?:nothing|not|no|never|anything but|(?:can'?t|cannot|won'?t|wouldn'?t|don'?t|do not|will not|would not)(?:\\s+(?:really|even|ever))?\\s+(?:go|take|accept|do|work for|settle for|want)(?:\\s+(?:anything|any))?)"
const BELOW = '(?:less th[ae]n|under|below|lower th[ae]n|beneath)'

const BEFORE: [Bound, string][] = [
  ['floor', `${DENIAL}\\s+${BELOW}`],
  ['floor', '(?:no|nada|nothing) (?:menos|less) (?:de|th[ae]n)'],
  [
    'floor',
    "at (?:the )?least|at minimum|(?:the )?minimum(?: of| is| would be)?|min|more th[ae]n|over|above|starting(?: at| out at| pay of)?|start(?: me)? at|al menos|minimo|mas de|arriba de|from|bare minimum|(?:i|i would|i'd|i will|i'll) (?:take|accept)|lowest(?: i'd| i would| i can)?(?: go| take| accept)?(?: is)?",
  ],
  [
    'ceiling',
    // A denied expectation above the figure is a ceiling: "I don't expect more than 19"; so is
    // Spanish 'no mas de 22' (no more than).
    "(?:no|not|nothing|(?:don'?t|do not|not|never)\\s+(?:expect(?:ing)?|ask(?:ing)?(?: for)?|need(?:ing)?))\\s+(?:more|higher|over|above)(?: th[ae]n)?|won'?t (?:pay|get) (?:more|over)|no (?:mas|arriba) de",
  ],
  [
    'ceiling',
    `up too?|at (?:the )?most|max(?:imum)?(?: of| is)?|tops?|ceiling(?: of| is)?|hasta|maximo|como maximo|${BELOW}`,
  ],
  [
    'hope',
    "hopefully|ideally|hoping for|hope for|i hope|i'd love|would love|dream(?: is| would be)?|best case|better if|even better|mejor",
  ],
]

const AFTER: [Bound, string][] = [
  [
    'floor',
    'or (?:more|higher|better|above|up|over)|and (?:up|above|over|higher)|plus|\\+|minimum|min|at (?:the )?least|at minimum|bare minimum|to start|starting|o mas|para arriba|(?:is|would be) (?:my|the) (?:minimum|lowest|floor|least|bottom)|(?:is|would be) the lowest',
  ],
  [
    'ceiling',
    'or (?:less|lower|under|below)|max(?:imum)?|tops|at (?:the )?most|o menos|como maximo|(?:is|would be) (?:my|the) (?:max(?:imum)?|most|top|ceiling)',
  ],
  [
    'hope',
    "(?:would|will|'d) be (?:great|amazing|nice|ideal|perfect|awesome|even better|better|a dream)|ideally|hopefully|if (?:i|we) can|if possible|would be nice",
  ],
]

const compile = (list: [Bound, string][], anchor: 'end' | 'start') =>
  list.map(([bound, source]) => ({
    bound,
    pattern:
      anchor === 'end'
        ? new RegExp(`\\b(?:${source})\\s*(?:\\$\\s*)?$`)
        : new RegExp(`^\\s*(?:${source})(?![a-z])`),
  }))

const BEFORE_PATTERNS = compile(BEFORE, 'end')
const AFTER_PATTERNS = compile(AFTER, 'start')

/** The longest phrase wins: 'no more than' is a ceiling though 'more than' is a floor. */
function longest(
  patterns: { bound: Bound; pattern: RegExp }[],
  text: string,
): { bound: Bound; length: number } | undefined {
  let best: { bound: Bound; length: number } | undefined
  for (const { bound, pattern } of patterns) {
    const match = text.match(pattern)
    if (match && (!best || match[0].length > best.length)) best = { bound, length: match[0].length }
  }
  return best
}

/** The bound the words around a figure give it, or undefined when they say nothing. */
export function boundOf(before: string, after: string): Bound | undefined {
  const prefix = longest(BEFORE_PATTERNS, before)
  if (prefix && prefix.bound !== 'hope') return prefix.bound
  const suffix = longest(AFTER_PATTERNS, after)
  return suffix?.bound ?? prefix?.bound
}
