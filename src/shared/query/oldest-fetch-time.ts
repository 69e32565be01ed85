/**
 * The oldest of the fetch times that are known (0 or undefined: not fetched, or not shown): what
 * a screen built from several queries says in 'Offline - showing data from {time}'.
 */
export const oldestFetchTime = (...times: (number | undefined)[]): number | undefined => {
  const known = times.filter((time): time is number => typeof time === 'number' && time > 0)
  return known.length > 0 ? Math.min(...known) : undefined
}
