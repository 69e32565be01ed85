/**
 * An n-gram language model estimated from sentences with interpolated Kneser-Ney smoothing, and
 * written in the ARPA text format that PocketSphinx reads (-lm file.arpa).
 *
 * Kneser-Ney: at the highest order an n-gram counts how often it was seen; at lower orders it
 * counts how many different words preceded it (a word seen after many contexts is a likelier
 * guess in a new one than a word seen often after one), except for n-grams that start the
 * sentence, which nothing precedes. One absolute discount per order, D = n1 / (n1 + 2 n2) from
 * the numbers of n-grams counted once and twice, is taken off every seen count and handed to the
 * next lower order; the unigrams hand theirs to a uniform distribution over the vocabulary.
 *
 * ARPA stores, for every seen n-gram, the interpolated log10 probability and, for every n-gram
 * that is a context, the log10 backoff weight: the share its seen words handed down
 * (D x distinct followers / count). A word not seen after a context then gets
 * backoff(context) x P(word | shorter context), which is exactly the interpolated estimate, so
 * every context's probabilities sum to one.
 */

const SENTENCE_START = '<s>'
const SENTENCE_END = '</s>'

/** log10 probability written for <s>: it starts every sentence and is never predicted. */
const NEVER = -99

interface NgramModel {
  order: number
  /** Per order (index 0: unigrams), n-gram (words joined by ' ') -> log10 probability. */
  logProbabilities: Map<string, number>[]
  /** Per order, context n-gram -> log10 backoff weight (only n-grams that precede a word). */
  logBackoffs: Map<string, number>[]
  /** The discount of each order. */
  discounts: number[]
}

const join = (words: readonly string[]) => words.join(' ')

/** Absolute discount from the count-of-counts: D = n1 / (n1 + 2 n2), kept within [0.1, 0.9]. */
export function discountOf(counts: Iterable<number>): number {
  let once = 0
  let twice = 0
  for (const count of counts) {
    if (count === 1) once++
    else if (count === 2) twice++
  }
  if (once === 0 || twice === 0) return 0.5
  return Math.min(0.9, Math.max(0.1, once / (once + 2 * twice)))
}

/** Raw counts of every n-gram of order 1..order in the padded sentences. */
function rawCounts(sentences: readonly string[], order: number): Map<string, number>[] {
  const counts = Array.from({ length: order }, () => new Map<string, number>())
  for (const sentence of sentences) {
    const words = [SENTENCE_START, ...sentence.split(' ').filter(Boolean), SENTENCE_END]
    for (let n = 1; n <= order; n++)
      for (let end = n; end <= words.length; end++) {
        const key = join(words.slice(end - n, end))
        // A unigram <s> is counted (it is in the vocabulary) but never predicted.
        counts[n - 1]!.set(key, (counts[n - 1]!.get(key) ?? 0) + 1)
      }
  }
  return counts
}

/**
 * The counts Kneser-Ney uses: raw at the highest order and for n-grams starting with <s>;
 * elsewhere the number of distinct words seen before the n-gram.
 */
function kneserNeyCounts(raw: Map<string, number>[]): Map<string, number>[] {
  const order = raw.length
  const counts = raw.map(() => new Map<string, number>())
  counts[order - 1] = new Map(raw[order - 1])
  for (let n = order - 1; n >= 1; n--) {
    const lower = counts[n - 1]!
    for (const key of raw[n]!.keys()) {
      const suffix = key.slice(key.indexOf(' ') + 1)
      lower.set(suffix, (lower.get(suffix) ?? 0) + 1)
    }
    for (const [key, count] of raw[n - 1]!)
      if (key === SENTENCE_START || key.startsWith(`${SENTENCE_START} `)) lower.set(key, count)
  }
  return counts
}

/** Estimates an interpolated Kneser-Ney model of the given order (2 or 3) from sentences. */
export function estimateModel(sentences: readonly string[], order = 3): NgramModel {
  if (order < 1) throw new RangeError('order must be at least 1')
  const counts = kneserNeyCounts(rawCounts(sentences, order))
  const discounts = counts.map((level) => discountOf(level.values()))
  const vocabulary = [...counts[0]!.keys()]
  const predicted = vocabulary.filter((word) => word !== SENTENCE_START)

  // Per order, context -> total count and number of distinct followers.
  const contextStats = counts.map((level, index) => {
    const stats = new Map<string, { total: number; followers: number }>()
    for (const [key, count] of level) {
      if (index === 0 && key === SENTENCE_START) continue
      const context = index === 0 ? '' : key.slice(0, key.lastIndexOf(' '))
      const entry = stats.get(context) ?? { total: 0, followers: 0 }
      entry.total += count
      entry.followers += 1
      stats.set(context, entry)
    }
    return stats
  })

  const probabilities = counts.map(() => new Map<string, number>())
  const gamma = (index: number, context: string) => {
    const stats = contextStats[index]!.get(context)
    return stats ? (discounts[index]! * stats.followers) / stats.total : 1
  }
  /** P(word | context) by the ARPA reading of what is estimated so far (lower orders first). */
  const probability = (words: string[]): number => {
    const n = words.length
    const key = join(words)
    const stored = probabilities[n - 1]!.get(key)
    if (stored !== undefined) return stored
    if (n === 1) return gamma(0, '') / predicted.length
    const context = join(words.slice(0, -1))
    const backoff = contextStats[n - 1]!.has(context) ? gamma(n - 1, context) : 1
    return backoff * probability(words.slice(1))
  }

  for (let index = 0; index < counts.length; index++) {
    for (const [key, count] of counts[index]!) {
      if (index === 0 && key === SENTENCE_START) continue
      const words = key.split(' ')
      const context = join(words.slice(0, -1))
      const stats = contextStats[index]!.get(context)!
      const lower = index === 0 ? 1 / predicted.length : probability(words.slice(1))
      const seen = Math.max(count - discounts[index]!, 0) / stats.total
      probabilities[index]!.set(key, seen + gamma(index, context) * lower)
    }
  }

  const logProbabilities = probabilities.map(
    (level) => new Map([...level].map(([key, p]) => [key, Math.log10(p)])),
  )
  logProbabilities[0]!.set(SENTENCE_START, NEVER)
  // A context's backoff weight sits on the n-gram one order below the words it precedes.
  const logBackoffs = counts.map(() => new Map<string, number>())
  for (let index = 1; index < counts.length; index++)
    for (const context of contextStats[index]!.keys())
      logBackoffs[index - 1]!.set(context, Math.log10(gamma(index, context)))
  return { order, logProbabilities, logBackoffs, discounts }
}

const format = (value: number) => (Object.is(value, -0) ? '0.0000' : value.toFixed(4))

/**
 * The model in ARPA text: a \data\ header with the number of n-grams of each order, then one
 * section per order, each line 'log10 P<TAB>words[<TAB>log10 backoff]', sorted, and \end\.
 */
export function writeArpa(model: NgramModel): string {
  const lines = ['\\data\\']
  model.logProbabilities.forEach((level, index) => lines.push(`ngram ${index + 1}=${level.size}`))
  model.logProbabilities.forEach((level, index) => {
    lines.push('', `\\${index + 1}-grams:`)
    const keys = [...level.keys()].sort()
    for (const key of keys) {
      const backoff = model.logBackoffs[index]?.get(key)
      const fields = [format(level.get(key)!), key]
      if (backoff !== undefined) fields.push(format(backoff))
      lines.push(fields.join('\t'))
    }
  })
  lines.push('', '\\end\\', '')
  return lines.join('\n')
}
