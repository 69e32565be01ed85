/**
 * A small seeded PRNG (mulberry32) and the draws the generator needs. Only integer and
 * basic float arithmetic, so the same seed gives the same sequence on every Node version.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with this probability. */
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** One item, drawn in proportion to weight(item). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T
  /** `count` distinct items, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[]
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0)
    let draw = next() * total
    for (const item of items) {
      draw -= weight(item)
      if (draw < 0) return item
    }
    // Only float rounding gets here: the last item is the one the draw fell short of.
    return items[items.length - 1] as T
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    const drawn: T[] = []
    while (drawn.length < count && pool.length > 0) {
      drawn.push(pool.splice(int(0, pool.length - 1), 1)[0] as T)
    }
    return drawn
  }
  return { next, int, chance: (probability) => next() < probability, pick, weighted, sample }
}
