import { useId } from 'react'
import styled from 'styled-components'
import type { PersonRequest } from '@contract/person-request'
import { formatCalendarDay } from '@/shared/format/calendar-day'
import { formatPhone } from '@/shared/format/phone'
import { useLocale } from '@/shared/i18n/intl'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { colors } from '@/shared/ui/tokens'
import { useDashboardTexts } from '../dashboard-texts'

/** The request's panel, loaded only for a candidate who made one (person-request-panel.tsx). */
export default function PersonRequestView({ request }: { request: PersonRequest }) {
  const texts = useDashboardTexts().personRequest
  const locale = useLocale()
  const id = useId()
  const headingId = `${id}-heading`
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      <Facts>
        <div>
          <dt>{texts.phone}</dt>
          <dd>{formatPhone(request.phone)}</dd>
        </div>
        <div>
          <dt>{texts.when}</dt>
          <dd>
            {texts.window(
              formatCalendarDay(request.day, locale),
              texts.partsOfDay[request.partOfDay],
            )}
          </dd>
        </div>
      </Facts>
      <WillCall>{texts.willCall}</WillCall>
    </Panel>
  )
}

const Facts = styled.dl`
  display: grid;
  gap: 0.5rem;
  margin: 0;

  & dt {
    font-weight: 600;
    color: ${colors.mutedText};
  }
  & dd {
    margin: 0;
    color: ${colors.text};
  }
`

const WillCall = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${colors.text};
`
