import styled from 'styled-components'
import { colors } from '@/shared/ui/tokens'
import { useInstallTexts } from '../install-texts'

/** The Share button of Safari's toolbar: a box with an arrow leaving it upwards. */
function ShareIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M8 7l4-4 4 4M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The 'Add to Home Screen' entry of the share sheet: a plus in a rounded square. */
function AddToHomeIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M12 8v8M8 12h8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  )
}

/** Share -> Add to Home Screen -> Add, each with the icon the candidate looks for. */
export function IosInstallSteps({ label }: { label: string }) {
  const texts = useInstallTexts().ios.steps
  return (
    <Steps aria-label={label}>
      <li>
        <ShareIcon />
        <span>{texts.share}</span>
      </li>
      <li>
        <AddToHomeIcon />
        <span>{texts.add}</span>
      </li>
      <li>
        <Number aria-hidden="true">3</Number>
        <span>{texts.confirm}</span>
      </li>
    </Steps>
  )
}

const Steps = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  svg {
    flex: none;
    color: ${colors.primary};
  }
`

const Number = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  font-weight: 700;
  color: ${colors.primary};
`
