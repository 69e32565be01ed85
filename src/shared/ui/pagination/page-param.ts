/**
 * The `page` of a list's query string (SPEC.md 2): a whole number from 1; anything else
 * (missing, text, a fraction, 0 or below) is page 1. The router hands numbers parsed from the
 * URL ('?page=3' is 3) and strings for what does not parse; both are read here.
 */
export function pageParam(value: unknown): number {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : 1
}
