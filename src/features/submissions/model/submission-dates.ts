import { formatDay, formatMoment } from '@/shared/format/date-time'

/** The applied date as 'Nov 21, 2026'; a value that is not a date shows as sent. */
export const formatAppliedDate = formatDay

/** A stage-history time as 'Nov 21, 2026, 3:05 PM'. */
export const formatHistoryTime = formatMoment
