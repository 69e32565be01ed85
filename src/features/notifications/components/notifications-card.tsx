import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { analytics } from '@/shared/analytics/analytics'
import { Button } from '@/shared/ui/button'
import { ButtonLink } from '@/shared/ui/button-link'
import { ErrorMessage, SuccessMessage } from '@/shared/ui/message-line'
import { PromptActions, PromptCard, PromptText, PromptTitle } from '@/shared/ui/prompt-card'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { usePushDevice } from '../hooks/use-push-device'
import { useTurnOnNotifications } from '../hooks/use-notification-switches'
import {
  closeNotificationsHelp,
  readNotificationsChoice,
  rememberRefusal,
} from '../model/notifications-choice'
import { notificationsEvents } from '../model/notifications-events'
import { optInCardOf } from '../model/opt-in-card'
import { askPermission } from '../model/push-device'
import { useNotificationsTexts } from '../notifications-texts'

/**
 * The dashboard's notifications card, after onboarding: the offer, whose button is
 * the only thing here that makes the browser ask for permission; after a refusal, how to turn
 * notifications on later; nothing once they are on or that message is closed. When a button
 * changes what the card says, the focus moves to the card's heading so a keyboard or screen
 * reader user hears the new text instead of landing nowhere.
 */
export function NotificationsCard() {
  const notificationsTexts = useNotificationsTexts()
  const texts = notificationsTexts.card
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const device = usePushDevice()
  const turnOn = useTurnOnNotifications('dashboard')
  const [choice, setChoice] = useState(readNotificationsChoice)
  const [turnedOn, setTurnedOn] = useState(false)
  const [moveFocus, setMoveFocus] = useState(false)
  const card = optInCardOf({ ...device, choice })

  useEffect(() => {
    if (card === 'offer') analytics.capture(notificationsEvents.offerShown, { place: 'dashboard' })
  }, [card])

  useLayoutEffect(() => {
    if (moveFocus) headingRef.current?.focus()
  }, [moveFocus, card, turnedOn])

  const afterAction = () => {
    setChoice(readNotificationsChoice())
    setMoveFocus(true)
    void device.refresh()
  }

  const onTurnOn = () => {
    const permission = askPermission()
    turnOn.mutate(permission, {
      onSuccess: (result) => {
        if (result === 'subscribed') setTurnedOn(true)
        afterAction()
      },
    })
  }

  const onNotNow = () => {
    rememberRefusal()
    analytics.capture(notificationsEvents.refused, { place: 'dashboard', via: 'card' })
    afterAction()
  }

  const onClose = () => {
    closeNotificationsHelp()
    afterAction()
  }

  if (turnedOn) {
    return (
      <PromptCard aria-labelledby={headingId}>
        <PromptTitle id={headingId} ref={headingRef} tabIndex={-1}>
          {texts.heading}
        </PromptTitle>
        <SuccessMessage message={texts.turnedOn} />
      </PromptCard>
    )
  }
  if (card === 'hidden') return null

  if (card === 'offer') {
    return (
      <PromptCard $tone="invite" aria-labelledby={headingId}>
        <PromptTitle id={headingId} ref={headingRef} tabIndex={-1}>
          {texts.heading}
        </PromptTitle>
        <PromptText>{texts.text}</PromptText>
        <PromptActions>
          <Button onClick={onTurnOn} busy={turnOn.isPending}>
            {texts.turnOn}
          </Button>
          <Button variant="text" onClick={onNotNow} disabled={turnOn.isPending}>
            {texts.notNow}
            <VisuallyHidden>{texts.notNowSuffix}</VisuallyHidden>
          </Button>
        </PromptActions>
        <ErrorMessage message={turnOn.isError ? notificationsTexts.failed : null} />
      </PromptCard>
    )
  }

  const blocked = card === 'blocked'
  return (
    <PromptCard aria-labelledby={headingId}>
      <PromptTitle id={headingId} ref={headingRef} tabIndex={-1}>
        {blocked ? texts.blockedHeading : texts.offHeading}
      </PromptTitle>
      <PromptText>{blocked ? texts.blockedText : texts.offText}</PromptText>
      <PromptActions>
        <ButtonLink to="/profile">{texts.profileLink}</ButtonLink>
        <Button variant="text" onClick={onClose}>
          {texts.close}
          <VisuallyHidden>{texts.closeSuffix}</VisuallyHidden>
        </Button>
      </PromptActions>
    </PromptCard>
  )
}
