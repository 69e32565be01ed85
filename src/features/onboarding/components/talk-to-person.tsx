import { lazy, Suspense, useId, useState } from 'react'
import styled from 'styled-components'
import { analytics } from '@/shared/analytics/analytics'
import { Button } from '@/shared/ui/button'
import { colors } from '@/shared/ui/tokens'
import { onboardingEvents } from '../model/onboarding-events'
import { useOnboardingTexts } from '../onboarding-texts'

const PersonForm = lazy(() => import('./person-form'))

interface TalkToPersonProps {
  candidateId: string
  /** The request is stored and onboarding is finished on the server: on to the dashboard. */
  onRequested: () => void
}

/**
 * 'I'd rather talk to a person', under the setup view's choices: a button that opens a short
 * form (the number, prefilled with the one signed in with, a day of the next 7 and a part of
 * the day). Sending stores the request; a recruiter calls instead of the AI interview.
 */
export function TalkToPerson({ candidateId, onRequested }: TalkToPersonProps) {
  const texts = useOnboardingTexts().talkToPerson
  const id = useId()
  const [open, setOpen] = useState(false)
  const toggleId = `${id}-toggle`
  const formId = `${id}-form`
  return (
    <Section>
      <Button
        id={toggleId}
        variant="secondary"
        fullWidth
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => {
          if (!open) analytics.capture(onboardingEvents.personFormOpened)
          setOpen(!open)
        }}
      >
        {texts.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PersonForm
            id={formId}
            candidateId={candidateId}
            onRequested={onRequested}
            onCancel={() => {
              setOpen(false)
              // The form is gone: the button that opened it keeps the keyboard's place.
              document.getElementById(toggleId)?.focus()
            }}
          />
        </Suspense>
      )}
    </Section>
  )
}

const Section = styled.div`
  margin-top: 1.25rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${colors.border};
`
