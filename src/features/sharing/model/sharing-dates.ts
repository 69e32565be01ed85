import { formatDay, formatMoment } from '@/shared/format/date-time'

/** A day as 'Nov 21, 2026' in the candidate's locale; a value that is not a date shows as sent. */
export const formatSharedDate = formatDay

/** A moment as 'Nov 21, 2026, 3:05 PM', as the submission detail writes its stage history. */
export const formatSharedTime = formatMoment

export { isoDay } from '@/shared/format/date-time'
