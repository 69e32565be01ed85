import { useId, useState } from 'react'
import styled from 'styled-components'
import { analytics } from '@/shared/analytics/analytics'
import { appConfig } from '@/shared/config'
import { ButtonAnchor } from '@/shared/ui/button-link'
import { fieldStyles } from '@/shared/ui/field-styles'
import { colors } from '@/shared/ui/tokens'
import {
  CHANGE_REQUEST_MAX_LENGTH,
  changeRequestMailto,
  isChangeRequestEmpty,
  limitChangeRequest,
} from '../model/change-request'
import { preferencesEvents } from '../model/preferences-events'
import { usePreferencesTexts } from '../preferences-texts'
import { CollapsiblePanel } from './collapsible-panel'

/**
 * 'Request Preference Changes' (docs/product.md#preference): a box of at most 300 characters and
 * 'Submit Request', a link that opens the mail app with a message to the support address (not a
 * server call). It looks disabled while the box is empty, but still opens the mail app.
 */
export function ChangeRequestPanel() {
  const texts = usePreferencesTexts().request
  const id = useId()
  const [text, setText] = useState('')
  const boxId = `${id}-box`
  const counterId = `${id}-counter`
  const hintId = `${id}-hint`
  const empty = isChangeRequestEmpty(text)

  return (
    <CollapsiblePanel title={texts.heading} defaultOpen={false}>
      <Stack>
        <Muted>{texts.intro}</Muted>
        <Field>
          <Label htmlFor={boxId}>{texts.label}</Label>
          <TextArea
            id={boxId}
            rows={4}
            maxLength={CHANGE_REQUEST_MAX_LENGTH}
            value={text}
            aria-describedby={counterId}
            onChange={(event) => setText(limitChangeRequest(event.target.value))}
          />
          <Muted id={counterId}>{texts.counter(text.length, CHANGE_REQUEST_MAX_LENGTH)}</Muted>
        </Field>
        <Muted>{texts.turnaround}</Muted>
        <Submit
          href={changeRequestMailto(appConfig.supportEmail, text)}
          $variant="primary"
          data-empty={empty || undefined}
          aria-describedby={hintId}
          onClick={() =>
            analytics.capture(preferencesEvents.changeRequestOpened, { length: text.trim().length })
          }
        >
          {texts.submit}
        </Submit>
        <Muted id={hintId}>{texts.submitHint}</Muted>
      </Stack>
    </CollapsiblePanel>
  )
}

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  gap: 0.75rem;
`

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  width: 100%;
`

const Label = styled.label`
  font-weight: 600;
  color: ${colors.text};
`

const TextArea = styled.textarea`
  ${fieldStyles}
  resize: vertical;
  min-height: 6rem;
`

const Muted = styled.p`
  margin: 0;
  color: ${colors.mutedText};
  font-size: 0.9375rem;
`

/**
 * docs/product.md#preference: it looks disabled while the box is empty; the click is not blocked.
 */
const Submit = styled(ButtonAnchor)`
  &[data-empty] {
    background: ${colors.disabledSurface};
    border-color: ${colors.disabledSurface};
    color: ${colors.disabledText};
  }
`
