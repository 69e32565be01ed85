/** The index `step` places away from `index` in a list of `length`, wrapping both ways. */
export const cycleIndex = (index: number, step: number, length: number): number =>
  length > 0 ? (((index + step) % length) + length) % length : 0

/** The other indexes of a list, in the order they come after `index` (wrapping). */
export const otherIndexes = (index: number, length: number): number[] =>
  Array.from({ length: Math.max(length - 1, 0) }, (_, offset) =>
    cycleIndex(index, offset + 1, length),
  )
