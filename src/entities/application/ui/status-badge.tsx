import styled from 'styled-components'
import { statusTone, type StatusTone } from '../model/application-labels'
import { useApplicationTexts, useStatusLabel } from '../application-texts'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'

/**
 * docs/product.md#statuses-and-allowed-moves badge colours; every pair passes 4.5:1 (strong success
 * is white on green).
 */
const TONES: Readonly<Record<StatusTone, { color: string; background: string }>> = {
  info: { color: '#175cd3', background: '#eff8ff' },
  warning: { color: '#93370d', background: '#fffaeb' },
  'success-strong': { color: '#ffffff', background: '#067647' },
  'success-light': { color: '#067647', background: '#ecfdf3' },
  error: { color: '#b42318', background: '#fef3f2' },
  neutral: { color: '#344054', background: '#f2f4f7' },
}

/** An application's status as a coloured badge; the label carries the meaning, not the colour. */
export function StatusBadge({ status }: { status: string }) {
  const texts = useApplicationTexts()
  const statusLabel = useStatusLabel()
  const tone = statusTone(status)
  return (
    <Badge $tone={tone} data-tone={tone}>
      <VisuallyHidden>{texts.card.status}: </VisuallyHidden>
      {statusLabel(status)}
    </Badge>
  )
}

export const badgeStyles = `
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
`

const Badge = styled.span<{ $tone: StatusTone }>`
  ${badgeStyles}
  color: ${({ $tone }) => TONES[$tone].color};
  background: ${({ $tone }) => TONES[$tone].background};
  border: 1px solid currentColor;
`
