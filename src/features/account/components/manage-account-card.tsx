import { useId, useState } from 'react'
import styled from 'styled-components'
import { useCandidateId } from '@/shared/session/candidate-id'
import { Button } from '@/shared/ui/button'
import { Panel, PanelTitle } from '@/shared/ui/panel'
import { colors } from '@/shared/ui/tokens'
import { VisuallyHidden } from '@/shared/ui/visually-hidden'
import { useAccountTexts } from '../account-texts'
import { DeleteAccountModal } from './delete-account-modal'

/**
 * 'Manage the status of your account' (docs/product.md#deleting-the-account) with its Delete
 * button, which opens the delete-account modal. The modal is mounted while open, so closing it
 * resets its choices.
 */
export function ManageAccountCard() {
  const texts = useAccountTexts().card
  const headingId = useId()
  const candidateId = useCandidateId()
  const [open, setOpen] = useState(false)
  return (
    <Card aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{texts.heading}</PanelTitle>
      <Text>{texts.text}</Text>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {texts.delete}
        <VisuallyHidden>{texts.deleteSuffix}</VisuallyHidden>
      </Button>
      {open && <DeleteAccountModal candidateId={candidateId} onClosed={() => setOpen(false)} />}
    </Card>
  )
}

/** Its button keeps its own width rather than the card's. */
const Card = styled(Panel)`
  justify-items: start;
`

const Text = styled.p`
  margin: 0;
  color: ${colors.mutedText};
`
