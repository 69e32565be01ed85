import { useId } from 'react'
import styled from 'styled-components'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { colors } from '@/shared/ui/tokens'
import { useProfileTexts } from '../profile-texts'
import { Empty } from './profile-ui'

/** 'About me' (docs/product.md#profile): the professional summary, line breaks kept. */
export function AboutCard({ summary }: { summary: string }) {
  const texts = useProfileTexts().about
  const headingId = useId()
  const text = summary.trim()
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      {text ? <Summary>{text}</Summary> : <Empty>{texts.empty}</Empty>}
    </Panel>
  )
}

const Summary = styled.p`
  margin: 0;
  color: ${colors.text};
  white-space: pre-line;
`
