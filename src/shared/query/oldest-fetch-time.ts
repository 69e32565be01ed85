/**
 * The oldest of the fetch times that are known (0 means not fetched yet): what a screen built
 * from several queries says in 'Offline - showing data from {time}'.
 */
export const oldestFetchTime = (...times: number[]): number | undefined => {
  const known = times.filter((time) => time > 0)
  return known.length > 0 ? Math.min(...known) : undefined
}
