import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { TYPED_ANSWER_MAX_LENGTH } from '@contract/interview'
import { Button } from '@/shared/ui/button'
import { fieldStyles } from '@/shared/ui/field-styles'
import { colors } from '@/shared/ui/tokens'
import { useInterviewTexts } from '../interview-texts'

interface TypedAnswerFormProps {
  /** The socket is open: an answer can go now. */
  canSend: boolean
  /** Sends the answer; false when it could not go. */
  onSend: (text: string) => boolean
}

/**
 * 'Type your answer': for a noisy place, a weak microphone or a candidate who prefers
 * typing. Enter sends, Shift+Enter starts a new line.
 */
export function TypedAnswerForm({ canSend, onSend }: TypedAnswerFormProps) {
  const texts = useInterviewTexts().typedAnswer
  const id = useId()
  const [text, setText] = useState('')
  const [sent, setSent] = useState(false)
  const blank = text.trim() === ''
  const inputId = `${id}-answer`
  const hintId = `${id}-hint`
  const counterId = `${id}-counter`

  const send = () => {
    if (blank || !canSend) return
    if (onSend(text)) {
      setText('')
      setSent(true)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: Enter there picks the word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send()
  }

  return (
    <Form onSubmit={onSubmit} noValidate>
      <Label htmlFor={inputId}>{texts.label}</Label>
      <Hint id={hintId}>{texts.hint}</Hint>
      <TextArea
        id={inputId}
        name="answer"
        rows={3}
        maxLength={TYPED_ANSWER_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value.slice(0, TYPED_ANSWER_MAX_LENGTH))
          setSent(false)
        }}
        onKeyDown={onKeyDown}
        aria-describedby={`${hintId} ${counterId}`}
      />
      <Hint id={counterId}>{texts.counter(text.length, TYPED_ANSWER_MAX_LENGTH)}</Hint>
      <Sent role="status">{sent ? texts.sent : ''}</Sent>
      <Button type="submit" variant="secondary" disabled={blank || !canSend}>
        {texts.send}
      </Button>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.375rem;
  margin: 0 0 1rem;
`

const Label = styled.label`
  font-weight: 600;
  color: ${colors.text};
`

const Hint = styled.p`
  margin: 0;
  color: ${colors.mutedText};
  font-size: 0.9375rem;
`

const TextArea = styled.textarea`
  ${fieldStyles}
  min-height: 5rem;
  resize: vertical;
`

/** Stays in the page while empty, so the next 'sent' is announced. */
const Sent = styled.p`
  margin: 0;
  color: ${colors.success};
  font-weight: 600;
`
