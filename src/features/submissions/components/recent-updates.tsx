import { useId } from 'react'
import styled from 'styled-components'
import type { StageHistoryEntry } from '@contract/applications'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { colors } from '@/shared/ui/tokens'
import { useLocale } from '@/shared/i18n/intl'
import { formatHistoryTime } from '../model/submission-dates'
import { useSubmissionsTexts } from '../submissions-texts'
import { StatusChange, Timeline } from './stage-history'

/** How many of the latest moves the list shows. */
const RECENT_UPDATES_SHOWN = 5

/**
 * 'Recent updates' under /submissions: the latest moves of the applications the chosen filter
 * keeps (the stage history by status), newest first. Not shown when there are none.
 */
export function RecentUpdates({ entries }: { entries: readonly StageHistoryEntry[] | undefined }) {
  const texts = useSubmissionsTexts().recentUpdates
  const locale = useLocale()
  const headingId = `${useId()}-heading`
  const shown = entries?.slice(0, RECENT_UPDATES_SHOWN) ?? []
  if (shown.length === 0) return null
  return (
    <Section aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      <Timeline>
        {shown.map((entry, index) => (
          <li key={`${entry.jobId}-${entry.createdAt}-${index}`}>
            <time dateTime={entry.createdAt}>{formatHistoryTime(entry.createdAt, locale)}</time>
            <Job>{texts.job(entry.jobTitle, entry.companyName)}</Job>
            <span>
              <StatusChange entry={entry} />
            </span>
          </li>
        ))}
      </Timeline>
    </Section>
  )
}

const Section = styled(Panel)`
  margin-top: 1.5rem;
`

const Job = styled.span`
  font-weight: 600;
  color: ${colors.text};
`
