/**
 * A whole count with its thousands grouped, as en-US (and es-US) write it: 12,345.
 *
 * Not `toLocaleString`/`Intl.NumberFormat`: the first use of either loads the locale's number
 * data, which took ~35 ms of main thread on the dashboard's first render (~140 ms on a slow
 * phone), more than the rest of the tiles together. Counts need only the grouping.
 */
export function formatCount(count: number): string {
  const whole = Math.trunc(count)
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return whole < 0 ? `-${digits}` : digits
}
