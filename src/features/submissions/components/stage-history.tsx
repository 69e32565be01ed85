import { useId, useState } from 'react'
import styled from 'styled-components'
import type { StageHistoryEntry } from '@contract/applications'
import { useStatusLabel } from '@/entities/application/application-texts'
import { Button } from '@/shared/ui/button'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { colors } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { useLocale } from '@/shared/i18n/intl'
import { formatHistoryTime } from '../model/submission-dates'
import { useSubmissionsTexts } from '../submissions-texts'

/**
 * 'Detailed Stage History' (docs/product.md#the-submission-detail): every move of the application,
 * oldest first, open by default and folded with 'Hide details'. Not shown without entries.
 */
export function StageHistory({ entries }: { entries: readonly StageHistoryEntry[] }) {
  const texts = useSubmissionsTexts().history
  const locale = useLocale()
  const id = useId()
  const [open, setOpen] = useState(true)
  if (entries.length === 0) return null
  const headingId = `${id}-heading`
  const listId = `${id}-list`

  return (
    <Panel aria-labelledby={headingId}>
      <Header>
        <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
        <Button
          variant="text"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? texts.hide : texts.show}
        </Button>
      </Header>
      <Timeline id={listId} hidden={!open}>
        {entries.map((entry, index) => (
          <li key={`${entry.createdAt}-${index}`}>
            <time dateTime={entry.createdAt}>{formatHistoryTime(entry.createdAt, locale)}</time>
            <Change>
              <StatusChange entry={entry} />
            </Change>
          </li>
        ))}
      </Timeline>
    </Panel>
  )
}

/** 'Applied — In review' for the first entry, 'In review → Interview' (read 'to') after. */
export function StatusChange({ entry }: { entry: StageHistoryEntry }) {
  const texts = useSubmissionsTexts().history
  const statusLabel = useStatusLabel()
  if (entry.previousStatus === null)
    return <>{texts.firstEntry(statusLabel(entry.currentStatus))}</>
  return (
    <>
      {statusLabel(entry.previousStatus)} <span aria-hidden="true">→</span>
      <VisuallyHidden>{texts.to}</VisuallyHidden> {statusLabel(entry.currentStatus)}
    </>
  )
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;

  button {
    padding-inline: 0.5rem;
  }
`

export const Timeline = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0 0 0 1rem;
  border-left: 2px solid ${colors.disabledSurface};
  list-style: none;

  &[hidden] {
    display: none;
  }

  li {
    display: grid;
    gap: 0.125rem;
  }
  time {
    color: ${colors.mutedText};
    font-size: 0.875rem;
  }
`

const Change = styled.span`
  font-weight: 600;
  color: ${colors.text};
`
