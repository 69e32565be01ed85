import { useId } from 'react'
import styled from 'styled-components'
import { ErrorMessage } from '@/shared/ui/message-line'
import { PromptCard, PromptText, PromptTitle } from '@/shared/ui/prompt-card'
import { colors, focusRing, TOUCH_TARGET } from '@/shared/ui/tokens'
import { usePushDevice, type PushDevice } from '../hooks/use-push-device'
import { useTurnOffNotifications, useTurnOnNotifications } from '../hooks/use-notification-switches'
import { askPermission } from '../model/push-device'
import { useNotificationsTexts, type NotificationsTexts } from '../notifications-texts'

/** The line under the switch: what it does, or why it cannot be used here. */
function describe(
  { support, permission, subscribed }: PushDevice,
  on: boolean,
  texts: NotificationsTexts['settings'],
): string {
  if (support === 'needs-install') return texts.needsInstall
  if (support === 'unsupported') return texts.unsupported
  if (subscribed === undefined) return texts.checking
  if (on) return texts.on
  return permission === 'denied' ? texts.blocked : texts.off
}

/**
 * The Notifications card of /profile: one switch for this phone's application
 * updates. Turning it on asks the browser from the click, as the dashboard card does; off
 * removes this phone's subscription. Where notifications cannot work the switch stays off and
 * the line under it says why and what to do.
 */
export function NotificationsSettings() {
  const notificationsTexts = useNotificationsTexts()
  const texts = notificationsTexts.settings
  const headingId = useId()
  const descriptionId = useId()
  const device = usePushDevice()
  const turnOn = useTurnOnNotifications('profile')
  const turnOff = useTurnOffNotifications()
  const on = device.subscribed === true && device.permission === 'granted'
  const busy = turnOn.isPending || turnOff.isPending
  const usable =
    device.support === 'supported' &&
    device.subscribed !== undefined &&
    (on || device.permission !== 'denied')
  const refused = turnOn.data === 'refused' && !turnOn.isPending

  const toggle = () => {
    const refresh = () => void device.refresh()
    if (on) {
      turnOff.mutate(undefined, { onSettled: refresh })
    } else {
      turnOn.reset()
      turnOn.mutate(askPermission(), { onSettled: refresh })
    }
  }

  return (
    <PromptCard aria-labelledby={headingId}>
      <PromptTitle id={headingId}>{texts.heading}</PromptTitle>
      <Switch
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={descriptionId}
        aria-busy={busy || undefined}
        disabled={!usable || busy}
        onClick={toggle}
      >
        <span>{texts.label}</span>
        <Track aria-hidden="true" data-on={on}>
          <Thumb />
        </Track>
      </Switch>
      <PromptText id={descriptionId}>{describe(device, on, texts)}</PromptText>
      <ErrorMessage
        message={
          turnOn.isError || turnOff.isError
            ? notificationsTexts.failed
            : refused
              ? notificationsTexts.refused
              : null
        }
      />
    </PromptCard>
  )
}

/** The whole row is the switch: its label is its name, and a large target on a phone. */
const Switch = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: 0.25rem 0;
  border: 0;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
    color: ${colors.disabledText};
  }
`

/** The track's border and the thumb keep 3:1 against white on and off (WCAG 1.4.11). */
const Track = styled.span`
  flex: none;
  position: relative;
  width: 3rem;
  height: 1.75rem;
  border: 2px solid ${colors.border};
  border-radius: 999px;
  background: ${colors.surface};
  transition: background-color 150ms ease;

  &[data-on='true'] {
    border-color: ${colors.primary};
    background: ${colors.primary};
  }
  button:disabled & {
    border-color: ${colors.disabledText};
    background: ${colors.disabledSurface};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`

const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: calc(1.75rem - 8px);
  height: calc(1.75rem - 8px);
  border-radius: 50%;
  background: ${colors.border};
  transition: transform 150ms ease;

  [data-on='true'] > & {
    transform: translateX(1.25rem);
    background: ${colors.surface};
  }
  button:disabled & {
    background: ${colors.disabledText};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`
