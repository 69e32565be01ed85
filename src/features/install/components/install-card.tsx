import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { analytics } from '@/shared/analytics/analytics'
import { appConfig } from '@/shared/config'
import { Button } from '@/shared/ui/button'
import { PromptActions, PromptCard, PromptText, PromptTitle } from '@/shared/ui/prompt-card'
import { radii } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { useInstallOffer } from '../hooks/use-install-offer'
import { useInstallTexts } from '../install-texts'
import { installEvents } from '../model/install-events'
import { installPromptStore } from '../model/install-prompt-event'
import { IosInstallSteps } from './ios-install-steps'

const product = appConfig.productName

/**
 * The dashboard's Install card, placed by the route after onboarding, never over the
 * landing page or an interview: the browser's own install dialog behind an Install button, or on
 * an iPhone the Share -> Add to Home Screen steps. 'Not now' keeps it away for 30 days and says
 * where to install later; the focus moves to that line so a keyboard user is not left nowhere.
 */
export function InstallCard() {
  const texts = useInstallTexts()
  const headingId = useId()
  const laterRef = useRef<HTMLHeadingElement>(null)
  const { offer, dismiss } = useInstallOffer()
  const [later, setLater] = useState(false)

  useEffect(() => {
    if (offer !== 'none') analytics.capture(installEvents.shown, { offer })
  }, [offer])

  useLayoutEffect(() => {
    if (later) laterRef.current?.focus()
  }, [later])

  const notNow = (by: 'card' | 'browser') => {
    analytics.capture(installEvents.dismissed, { offer, by })
    dismiss()
    setLater(true)
  }

  const install = async () => {
    const prompt = installPromptStore.take()
    if (!prompt) return
    await prompt.prompt()
    const { outcome } = await prompt.userChoice
    if (outcome === 'accepted') analytics.capture(installEvents.accepted)
    else notNow('browser')
  }

  if (later) {
    return (
      <PromptCard aria-labelledby={headingId}>
        <PromptTitle id={headingId} ref={laterRef} tabIndex={-1}>
          {texts.laterHeading}
        </PromptTitle>
        <PromptText>{texts.later}</PromptText>
      </PromptCard>
    )
  }
  if (offer === 'none') return null

  const ios = offer === 'ios-guide'
  return (
    <PromptCard $tone="invite" aria-labelledby={headingId}>
      <Header>
        <AppIcon
          src="/icons/icon-192.png"
          alt={texts.ios.iconAlt(product)}
          width={48}
          height={48}
        />
        <PromptTitle id={headingId}>
          {ios ? texts.ios.heading(product) : texts.heading(product)}
        </PromptTitle>
      </Header>
      <PromptText>{ios ? texts.ios.text : texts.text}</PromptText>
      {ios && <IosInstallSteps label={texts.ios.stepsLabel} />}
      <PromptActions>
        {!ios && (
          <Button onClick={() => void install()}>
            {texts.install}
            <VisuallyHidden>{texts.installSuffix(product)}</VisuallyHidden>
          </Button>
        )}
        <Button variant="text" onClick={() => notNow('card')}>
          {texts.notNow}
          <VisuallyHidden>{texts.notNowSuffix}</VisuallyHidden>
        </Button>
      </PromptActions>
    </PromptCard>
  )
}

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`

/** The real icon the home screen will show. */
const AppIcon = styled.img`
  flex: none;
  border-radius: ${radii.control};
`
