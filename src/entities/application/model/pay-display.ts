/** Integers as they are, other numbers with two decimals (docs/product.md#dashboard). */
const formatAmount = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2)

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/**
 * docs/product.md#dashboard: one bound shows alone, both as 'min - max', the rate type follows
 * lower-cased after ' / ', and nothing shows when neither bound is known. The currency sign
 * is the caller's. `rateTypeNames` says a known rate type in the language on screen (by its
 * lower-cased code); any other shows as sent.
 */
export function formatPay(
  payRateMin: number | null | undefined,
  payRateMax: number | null | undefined,
  payRateType: string | null | undefined,
  rateTypeNames: Readonly<Record<string, string>> = {},
): string {
  const [low, high] = [payRateMin, payRateMax].filter(isAmount).map(formatAmount)
  if (low === undefined) return ''
  const range = high === undefined || high === low ? low : `${low} - ${high}`
  const type = payRateType?.trim().toLowerCase()
  if (!type) return range
  return `${range} / ${Object.hasOwn(rateTypeNames, type) ? rateTypeNames[type] : type}`
}
