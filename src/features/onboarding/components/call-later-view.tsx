import styled from 'styled-components'
import type { CallingHoursDetails, ScheduledCall } from '@contract/call-scheduling'
import { useLocale } from '@/shared/i18n/intl'
import { Actions } from '@/shared/ui/actions'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { StepHeading } from '@/shared/ui/step-heading'
import { colors } from '@/shared/ui/tokens'
import { formatCallingHour, formatCallTime } from '../model/calling-hours'
import { useOnboardingTexts } from '../onboarding-texts'

/**
 * Call-me outside calling hours: the hours we call in, the next time we may, and the ways on
 * from there (call then, the interview in the app now, or back to the choice).
 */
export function CallLaterView({
  details,
  focusHeading,
  busy,
  error,
  onCallThen,
  onUseApp,
  onBack,
}: {
  details: CallingHoursDetails
  focusHeading: boolean
  busy: boolean
  error: string | null
  onCallThen: () => void
  onUseApp: () => void
  onBack: () => void
}) {
  const texts = useOnboardingTexts()
  const locale = useLocale()
  const later = texts.callLater
  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>{later.heading}</StepHeading>
      <Paragraph>
        {later.hours(
          formatCallingHour(details.windowStartHour, locale),
          formatCallingHour(details.windowEndHour, locale),
        )}
      </Paragraph>
      <Paragraph>
        {later.next(formatCallTime(details.nextSlotAt, details.timeZone, locale))}
      </Paragraph>
      <ErrorMessage message={error} />
      <Stack>
        <Button onClick={onCallThen} busy={busy}>
          {later.callThen}
        </Button>
        <Button variant="secondary" onClick={onUseApp} disabled={busy}>
          {later.useApp}
        </Button>
      </Stack>
      <Actions>
        <Button variant="text" onClick={onBack} disabled={busy}>
          {texts.back}
        </Button>
      </Actions>
    </div>
  )
}

/** A call set for later: when it rings, the text before it, and the ways to change plans. */
export function ScheduledCallView({
  call,
  focusHeading,
  busy,
  error,
  onCancel,
  onUseApp,
}: {
  call: ScheduledCall
  focusHeading: boolean
  busy: boolean
  error: string | null
  onCancel: () => void
  onUseApp: () => void
}) {
  const texts = useOnboardingTexts()
  const locale = useLocale()
  const scheduled = texts.scheduledCall
  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>{scheduled.heading}</StepHeading>
      <Paragraph>{scheduled.when(formatCallTime(call.at, call.timeZone, locale))}</Paragraph>
      <Paragraph>{scheduled.reminder}</Paragraph>
      <ErrorMessage message={error} />
      <Stack>
        <Button variant="secondary" onClick={onCancel} busy={busy}>
          {scheduled.cancel}
        </Button>
        <Button variant="secondary" onClick={onUseApp} disabled={busy}>
          {texts.callLater.useApp}
        </Button>
      </Stack>
    </div>
  )
}

const Paragraph = styled.p`
  margin: 0 0 1rem;
  color: ${colors.text};
  line-height: 1.5;
`

/** Long button labels one under the other: they fit a 320 px screen without wrapping oddly. */
const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 0.5rem;
`
