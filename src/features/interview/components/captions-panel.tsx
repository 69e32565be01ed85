import { useId } from 'react'
import styled from 'styled-components'
import { colors, focusRing } from '@/shared/ui/tokens'
import type { CaptionLine } from '../model/call-machine'
import { useInterviewTexts } from '../interview-texts'
import { Panel } from './interview-ui'

/**
 * What the recruiter says, as text: the latest line large, inside a polite live region so a
 * screen reader reads each new question once; the earlier ones folded away below it.
 */
export function CaptionsPanel({ captions }: { captions: readonly CaptionLine[] }) {
  const texts = useInterviewTexts()
  const headingId = useId()
  const latest = captions.at(-1)
  const earlier = captions.slice(0, -1)
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{texts.captionsHeading}</Heading>
      <Latest aria-live="polite" aria-atomic="true">
        {latest?.text ?? ''}
      </Latest>
      {!latest && <Placeholder>{texts.noCaptionYet}</Placeholder>}
      {earlier.length > 0 && (
        <Earlier>
          <summary>{texts.earlierCaptions(earlier.length)}</summary>
          <ol>
            {earlier.map((line) => (
              <li key={line.id}>{line.text}</li>
            ))}
          </ol>
        </Earlier>
      )}
    </Panel>
  )
}

const Heading = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 0.9375rem;
  color: ${colors.mutedText};
`

const Latest = styled.p`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.45;
  color: ${colors.text};
  overflow-wrap: anywhere;
  /* Never display: none while empty: a live region must already be there when text arrives. */
`

const Placeholder = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`

const Earlier = styled.details`
  margin-top: 0.75rem;
  color: ${colors.text};

  & summary {
    /* About 44 px tall to tap; list-item keeps the disclosure triangle. */
    padding: 0.65rem 0;
    cursor: pointer;
    color: ${colors.primary};
    font-weight: 600;
  }
  & summary:focus-visible {
    ${focusRing}
  }
  & ol {
    margin: 0;
    padding-left: 1.25rem;
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
  & li + li {
    margin-top: 0.375rem;
  }
`
