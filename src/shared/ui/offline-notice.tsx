import styled from 'styled-components'
import { formatSavedTime } from '@/shared/format/saved-time'
import { useLocale } from '@/shared/i18n/intl'
import { useOnline } from '@/shared/online/online-state'
import { colors, radii } from './tokens'
import { useUiTexts } from './ui-texts'

/**
 * 'Offline - showing data from {time}' above a screen drawn from saved data. Shows
 * only while offline; `savedAt` is the oldest fetch time of what the screen shows.
 */
export function OfflineNotice({ savedAt }: { savedAt: number | undefined }) {
  const uiTexts = useUiTexts()
  const locale = useLocale()
  const online = useOnline()
  if (online || !savedAt) return null
  return (
    <Notice role="status" data-testid="offline-notice">
      {uiTexts.offlineShowingDataFrom(formatSavedTime(savedAt, undefined, locale))}
    </Notice>
  )
}

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${radii.control};
  background: #fffaeb;
  border: 1px solid #b54708;
  color: ${colors.text};
  font-size: 0.875rem;
`
