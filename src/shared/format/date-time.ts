/** Dates as the candidate's screens write them, in the candidate's locale. */

const LOCALE = 'en-US'

const parse = (iso: string): Date | undefined => {
  // A bare date is a calendar day, not midnight UTC (which is the day before in the US).
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** A day as 'Nov 21, 2026'; a value that is not a date shows as sent. */
export const formatDay = (iso: string, locale = LOCALE): string =>
  parse(iso)?.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' }) ?? iso

/** A moment as 'Nov 21, 2026, 3:05 PM'; a value that is not a date shows as sent. */
export const formatMoment = (iso: string, locale = LOCALE): string =>
  parse(iso)?.toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }) ?? iso

/** The day of a moment as '2026-11-21' on this phone's clock (a file's name); '' if none. */
export const isoDay = (iso: string): string => {
  const date = parse(iso)
  if (!date) return ''
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
