/** The highest page the list calls take (contract/applications.ts); past it the server says 400. */
const MAX_PAGE = 1_000_000

/**
 * The `page` of a list's query string (docs/product.md#dashboard): a whole number from 1; anything
 * else (missing, text, a fraction, 0 or below, past MAX_PAGE) is page 1. The router hands numbers
 * parsed from the URL ('?page=3' is 3) and strings for what does not parse; both are read here.
 */
export function pageParam(value: unknown): number {
  // Digits only: Number() would also read '0x10' and '1e2'.
  const page = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value
  return typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE
    ? page
    : 1
}
