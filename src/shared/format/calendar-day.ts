/**
 * A calendar day ('YYYY-MM-DD', no time zone of its own) as a person reads it in `locale`:
 * 'Tuesday, March 3', 'martes, 3 de marzo'. Read as UTC so no time zone moves it a day.
 */
export function formatCalendarDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}
