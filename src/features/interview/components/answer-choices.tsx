import { useId } from 'react'
import styled, { css } from 'styled-components'
import { buttonLook } from '@/shared/ui/button'
import { colors } from '@/shared/ui/tokens'
import { useInterviewTexts } from '../interview-texts'
import type { AnswerChoices } from '../model/call-machine'

/** What the candidate does with the options: each goes to the call controller. */
export interface ChoiceActions {
  /** A tap on an option of a one-tap question: the answer. */
  onPick: (optionId: string) => void
  /** A tap on an option of a question of several answers: picks or unpicks it. */
  onToggle: (optionId: string) => void
  /** Sends the picked options of a question of several answers. */
  onSubmit: () => void
}

interface AnswerChoicesGroupProps extends ChoiceActions {
  choices: AnswerChoices
  /** The id of the caption that asks the question: it names the group. */
  labelledBy: string
  /** The socket is open: an answer can go now. */
  canSend: boolean
}

/**
 * The options of a closed question as buttons beside its caption (docs/adr/0008), for a candidate
 * the speech recogniser cannot follow: one tap answers a yes-or-no question; a question of
 * several answers (shifts, job types, benefits) has toggles and a Send button. Once sent they
 * stay, marked disabled but focusable, so a keyboard's focus is not lost while the recruiter
 * moves on; the next question replaces them.
 */
export function AnswerChoicesGroup({
  choices,
  labelledBy,
  canSend,
  onPick,
  onToggle,
  onSubmit,
}: AnswerChoicesGroupProps) {
  const texts = useInterviewTexts().choices
  const hintId = useId()
  const locked = !canSend || choices.status === 'sent'
  const picked = choices.options.filter((option) => choices.selected.includes(option.id))
  const status =
    choices.status === 'sent'
      ? texts.sent(picked.map((option) => option.label))
      : choices.status === 'notTaken'
        ? texts.notTaken
        : ''

  return (
    <Group role="group" aria-labelledby={labelledBy} aria-describedby={hintId}>
      <Hint id={hintId}>{choices.multiple ? texts.pickSeveral : texts.pickOne}</Hint>
      <Options>
        {choices.options.map((option) => {
          const chosen = choices.selected.includes(option.id)
          return (
            <OptionButton
              key={option.id}
              type="button"
              // Toggles say whether they are picked; a one-tap option is an answer, not a state.
              aria-pressed={choices.multiple ? chosen : undefined}
              aria-disabled={locked || undefined}
              $chosen={chosen}
              onClick={() => {
                if (locked) return
                if (choices.multiple) onToggle(option.id)
                else onPick(option.id)
              }}
            >
              {option.label}
            </OptionButton>
          )
        })}
      </Options>
      {choices.multiple && (
        <SendButton
          type="button"
          aria-disabled={locked || picked.length === 0 || undefined}
          onClick={() => {
            if (!locked && picked.length > 0) onSubmit()
          }}
        >
          {texts.send}
        </SendButton>
      )}
      {/* Stays in the group while empty, so what happens to the answer is announced. */}
      <Status role="status" $problem={choices.status === 'notTaken'}>
        {status}
      </Status>
    </Group>
  )
}

/** WCAG 2.2 target size, and a little over it: these are tapped in a hurry, mid-call. */
const TARGET = '48px'

const Group = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  margin-top: 0.75rem;
`

const Hint = styled.p`
  margin: 0;
  color: ${colors.mutedText};
  font-size: 0.9375rem;
`

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const target = css`
  min-height: ${TARGET};
  min-width: ${TARGET};
  overflow-wrap: anywhere;

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`

const OptionButton = styled.button<{ $chosen: boolean }>`
  ${buttonLook('secondary')}
  ${target}
  padding: 0.5rem 1rem;

  /* Picked: filled, not only another hue, so it shows without colour too. */
  ${({ $chosen }) =>
    $chosen &&
    css`
      background: ${colors.primary};
      color: ${colors.onPrimary};
    `}

  /* Sent: the picked ones keep their fill, so the answer given still shows. */
  &[aria-disabled='true'] {
    ${({ $chosen }) =>
      !$chosen &&
      css`
        background: ${colors.disabledSurface};
        border-color: ${colors.disabledSurface};
        color: ${colors.disabledText};
      `}
  }
`

const SendButton = styled.button`
  ${buttonLook('primary')}
  ${target}
  justify-self: start;

  &[aria-disabled='true'] {
    background: ${colors.disabledSurface};
    border-color: ${colors.disabledSurface};
    color: ${colors.disabledText};
  }
`

const Status = styled.p<{ $problem: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $problem }) => ($problem ? colors.error : colors.success)};
  /* Never display: none while empty: a live region must already be there when text arrives. */
`
