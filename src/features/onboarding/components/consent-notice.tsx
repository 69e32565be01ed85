import { useId } from 'react'
import styled from 'styled-components'
import { colors, radii } from '@/shared/ui/tokens'
import { useOnboardingTexts } from '../onboarding-texts'

/**
 * The consent screen's notice (before 'I agree'): what the AI recruiter asks, what is
 * evaluated, that the voice is recorded and for how many days, and who receives the result.
 * `retentionDays` is the server's configured number; undefined until it is known, the line
 * says the recording is kept a limited time rather than a number the server may not use.
 */
export function ConsentNotice({ retentionDays }: { retentionDays: number | undefined }) {
  const notice = useOnboardingTexts().consent.notice
  const headingId = useId()
  return (
    <Notice aria-labelledby={headingId}>
      <NoticeHeading id={headingId}>{notice.heading}</NoticeHeading>
      <BulletList>
        <li>{notice.asks}</li>
        <li>{notice.evaluates}</li>
        <li>
          {retentionDays === undefined
            ? notice.recordingPeriodUnknown
            : notice.recording(retentionDays)}
        </li>
        <li>{notice.sharing}</li>
      </BulletList>
    </Notice>
  )
}

const Notice = styled.section`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${radii.control};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
`

const NoticeHeading = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1.0625rem;
  color: ${colors.text};
`

/** A short list of plain lines, as the consent and 'What to expect' views show them. */
export const BulletList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  color: ${colors.text};
  line-height: 1.5;

  & li + li {
    margin-top: 0.375rem;
  }
`
