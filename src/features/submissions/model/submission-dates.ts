const LOCALE = 'en-US'

const parse = (iso: string): Date | undefined => {
  // A bare date is a calendar day, not midnight UTC (which is the day before in the US).
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** The applied date as 'Nov 21, 2026'; a value that is not a date shows as sent. */
export const formatAppliedDate = (iso: string, locale = LOCALE): string =>
  parse(iso)?.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' }) ?? iso

/** A stage-history time as 'Nov 21, 2026, 3:05 PM'. */
export const formatHistoryTime = (iso: string, locale = LOCALE): string =>
  parse(iso)?.toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }) ?? iso
