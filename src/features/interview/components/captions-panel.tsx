import { useEffect, useId, useRef, type FocusEvent } from 'react'
import styled from 'styled-components'
import { colors, focusRing } from '@/shared/ui/tokens'
import type { AnswerChoices, CaptionLine } from '../model/call-machine'
import { useInterviewTexts } from '../interview-texts'
import { AnswerChoicesGroup, type ChoiceActions } from './answer-choices'
import { Panel } from './interview-ui'

interface CaptionsPanelProps {
  captions: readonly CaptionLine[]
  /** The latest caption's options, shown under it as buttons; null when it asks nothing closed. */
  choices?: AnswerChoices | null
  /** The socket is open: a tapped answer can go now. */
  canSend?: boolean
  choiceActions?: ChoiceActions
}

/**
 * What the recruiter says, as text: the latest line large, inside a polite live region so a
 * screen reader reads each new question once, with the options of a closed question under it;
 * the earlier ones folded away below.
 */
export function CaptionsPanel({
  captions,
  choices = null,
  canSend = false,
  choiceActions,
}: CaptionsPanelProps) {
  const texts = useInterviewTexts()
  const headingId = useId()
  const latestId = `${headingId}-latest`
  const latest = captions.at(-1)
  const earlier = captions.slice(0, -1)
  const { areaRef, latestRef, onFocus, onBlur } = useFocusStaysWithAnswers(
    latest?.id,
    choices?.captionId,
  )
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{texts.captionsHeading}</Heading>
      <Latest id={latestId} ref={latestRef} tabIndex={-1} aria-live="polite" aria-atomic="true">
        {latest?.text ?? ''}
      </Latest>
      <div ref={areaRef} onFocus={onFocus} onBlur={onBlur}>
        {choices && choiceActions && (
          <AnswerChoicesGroup
            // A new question is a new group: nothing picked, and its own status line.
            key={choices.captionId}
            choices={choices}
            labelledBy={latestId}
            canSend={canSend}
            {...choiceActions}
          />
        )}
      </div>
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

/**
 * A candidate who answered with the options keeps their place when the recruiter moves on: the
 * focus goes to the next question's first option, or to the question itself when it has none
 * (the buttons it was on are gone). Anyone who went elsewhere meanwhile is left there.
 */
function useFocusStaysWithAnswers(captionId: number | undefined, choicesId: number | undefined) {
  const areaRef = useRef<HTMLDivElement>(null)
  const latestRef = useRef<HTMLParagraphElement>(null)
  const inAnswers = useRef(false)

  useEffect(() => {
    const area = areaRef.current
    if (!inAnswers.current || !area) return
    const active = document.activeElement
    // Still on a button of the same group (sent, waiting for the recruiter).
    if (active && area.contains(active)) return
    if (active && active !== document.body) {
      inAnswers.current = false
      return
    }
    const first = area.querySelector('button')
    if (first) {
      first.focus()
    } else {
      inAnswers.current = false
      latestRef.current?.focus()
    }
  }, [captionId, choicesId])

  return {
    areaRef,
    latestRef,
    onFocus: () => {
      inAnswers.current = true
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      // Moving to another control leaves the answers; a button removed under the focus does not.
      const to = event.relatedTarget
      if (to && !event.currentTarget.contains(to)) inAnswers.current = false
    },
  }
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

  /* Focused only when the options the candidate was on went away with the last question. */
  &:focus-visible {
    ${focusRing}
  }
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
