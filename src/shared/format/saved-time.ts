/**
 * When saved data was fetched, in the words of 'Offline - showing data from {time}': the time
 * alone today ('3:05 PM'), with the date before that ('Nov 21, 3:05 PM').
 */
export function formatSavedTime(savedAt: number, now: number = Date.now(), locale = 'en-US') {
  const saved = new Date(savedAt)
  const sameDay = saved.toDateString() === new Date(now).toDateString()
  const time = saved.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })
  if (sameDay) return time
  const date = saved.toLocaleDateString(locale, { month: 'short', day: 'numeric' })
  return `${date}, ${time}`
}
