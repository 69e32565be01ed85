import { useId, useState } from 'react'
import styled from 'styled-components'
import type { SharingAgency } from '@contract/shared-reports'
import { useLocale } from '@/shared/i18n/intl'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { colors } from '@/shared/ui/tokens'
import { phoneText } from '../model/phone-text'
import { jobCount, lastSentAt } from '../model/shared-reports'
import { formatSharedDate } from '../model/sharing-dates'
import { useSharingTexts } from '../sharing-texts'
import { StopSharing } from './stop-sharing'
import { CardLink, ItemTitle, Muted, RuledList, StoppedNote } from './sharing-ui'

/**
 * 'Agencies with your report': each agency that got a report about the candidate, how to reach
 * it, how many jobs, the last report it took, and stopping sharing with it.
 */
export function AgenciesPanel({
  candidateId,
  agencies,
}: {
  candidateId: string
  agencies: readonly SharingAgency[]
}) {
  const texts = useSharingTexts().agencies
  const headingId = useId()
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      <Muted>{texts.intro}</Muted>
      <RuledList>
        {agencies.map((agency) => (
          <AgencyItem key={agency.agencyId} candidateId={candidateId} agency={agency} />
        ))}
      </RuledList>
    </Panel>
  )
}

function AgencyItem({ candidateId, agency }: { candidateId: string; agency: SharingAgency }) {
  const texts = useSharingTexts()
  const locale = useLocale()
  const id = useId()
  const lastSent = lastSentAt(agency)
  const [stoppedBefore] = useState(agency.stoppedAt !== null)
  return (
    <li aria-labelledby={`${id}-name`}>
      <ItemTitle id={`${id}-name`}>{agency.name}</ItemTitle>
      <Contacts>
        <div>
          <dt>{texts.agencies.email}</dt>
          <dd>
            <CardLink href={`mailto:${agency.contactEmail}`}>{agency.contactEmail}</CardLink>
          </dd>
        </div>
        <div>
          <dt>{texts.agencies.phone}</dt>
          <dd>
            <CardLink href={`tel:${agency.contactPhone}`}>
              {phoneText(agency.contactPhone)}
            </CardLink>
          </dd>
        </div>
      </Contacts>
      <p>{texts.agencies.jobs(jobCount(agency))}</p>
      {lastSent && <Muted>{texts.agencies.lastSent(formatSharedDate(lastSent, locale))}</Muted>}
      {agency.stoppedAt ? (
        <StoppedNote
          stoppedOn={texts.stoppedOn(formatSharedDate(agency.stoppedAt, locale))}
          text={texts.stoppedText}
          focusOnMount={!stoppedBefore}
        />
      ) : (
        <StopSharing candidateId={candidateId} agency={agency} />
      )}
    </li>
  )
}

const Contacts = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 0.5rem;
  }
  dt {
    color: ${colors.mutedText};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`
