const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * The call timer (docs/product.md#the-web-call): mm:ss. Minutes do not wrap at an hour, so a long
 * call reads '61:05', never '01:05'. Negative or fractional input is floored to whole seconds from
 * 0.
 */
export const formatElapsed = (totalSeconds: number): string => {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`
}
