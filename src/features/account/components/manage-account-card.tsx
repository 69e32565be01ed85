import { useId, useState } from 'react'
import styled from 'styled-components'
import { useCandidateId } from '@/shared/session/candidate-id'
import { Button } from '@/shared/ui/button'
import { colors, radii } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { accountTexts } from '../account-texts'
import { DeleteAccountModal } from './delete-account-modal'

const texts = accountTexts.card

/**
 * 'Manage the status of your account' (SPEC.md 2) with its Delete button, which opens the
 * delete-account modal. The modal is mounted while open, so closing it resets its choices.
 */
export function ManageAccountCard() {
  const headingId = useId()
  const candidateId = useCandidateId()
  const [open, setOpen] = useState(false)
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{texts.heading}</Heading>
      <Text>{texts.text}</Text>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {texts.delete}
        <VisuallyHidden>{texts.deleteSuffix}</VisuallyHidden>
      </Button>
      {open && <DeleteAccountModal candidateId={candidateId} onClosed={() => setOpen(false)} />}
    </Card>
  )
}

const Card = styled.section`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding: 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgb(16 24 40 / 0.12);

  @media (min-width: 48rem) {
    padding: 1.5rem;
  }
`

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
  color: ${colors.text};
`

const Text = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`
