/** How the 'Download my data' card writes the link's expiry and the archive's size. */

const parse = (iso: string): Date | undefined => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** A moment on this phone's clock, as 'Dec 7, 2026, 3:05 PM' (or its Spanish form). */
export const formatExpiry = (iso: string, locale: string): string =>
  parse(iso)?.toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }) ?? iso

const KB = 1024
const MB = 1024 * KB

/** '2.3 MB', '850 kB': the data a download will use, for phones on metered plans. */
export const formatSize = (bytes: number, locale: string): string => {
  const [value, unit] =
    bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(bytes / KB, 1), 'kilobyte']
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value)
}
