import styled from 'styled-components'
import { feedbackState } from '../model/application-labels'
import { useApplicationTexts } from '../application-texts'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'

const THUMB_UP =
  'M7 10v11H3V10h4Zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14V5.5A2.5 2.5 0 0 0 11.5 3L9 10v11Z'

/** One thumb: filled when it is the candidate's choice, outlined otherwise. */
function Thumb({ down, filled }: { down: boolean; filled: boolean }) {
  return (
    <Svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      data-icon={down ? 'thumb-down' : 'thumb-up'}
      data-filled={filled}
      $color={!filled ? '#4b5565' : down ? '#b42318' : '#067647'}
    >
      <path
        d={THUMB_UP}
        transform={down ? 'rotate(180 12 12)' : undefined}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
      />
    </Svg>
  )
}

/**
 * The candidate's feedback on a job as a thumbs-up / thumbs-down pair (docs/product.md#feedback):
 * Interested fills the thumb up, NotInterested the thumb down, Neutral fills neither. Screen
 * readers hear the state in words instead of the drawings.
 */
export function FeedbackIcons({ state }: { state: string | null | undefined }) {
  const texts = useApplicationTexts()
  const feedback = feedbackState(state)
  return (
    <Pair data-feedback={feedback}>
      <Thumb down={false} filled={feedback === 'Interested'} />
      <Thumb down filled={feedback === 'NotInterested'} />
      <VisuallyHidden>{texts.feedback[feedback]}</VisuallyHidden>
    </Pair>
  )
}

const Pair = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`

const Svg = styled.svg<{ $color: string }>`
  flex: none;
  color: ${({ $color }) => $color};
`
