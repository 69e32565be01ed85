import { useId } from 'react'
import styled from 'styled-components'
import { colors } from '@/shared/ui/tokens'

interface AnalysisProgressBarProps {
  label: string
  /** 0 to 100. */
  value: number
  valueText: string
}

/** A labelled progress bar (role progressbar, 0 to 100) with its figure shown beside the label. */
export function AnalysisProgressBar({ label, value, valueText }: AnalysisProgressBarProps) {
  const labelId = useId()
  return (
    <Wrapper>
      <LabelRow>
        <span id={labelId}>{label}</span>
        <Figure aria-hidden="true">{valueText}</Figure>
      </LabelRow>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
      >
        <Fill style={{ width: `${value}%` }} />
      </Track>
    </Wrapper>
  )
}

const Wrapper = styled.div`
  margin: 0 0 0.75rem;
`

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.75rem;
  margin-bottom: 0.5rem;
  font-weight: 600;
  color: ${colors.text};
`

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
`

const Track = styled.div`
  height: 0.875rem;
  border: 1px solid ${colors.border};
  border-radius: 999px;
  background: ${colors.disabledSurface};
  overflow: hidden;
`

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${colors.primary};
  transition: width 0.4s ease-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`
