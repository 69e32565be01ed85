import {
  applyBackspace,
  applyInput,
  applyPaste,
  moveFocus,
  type OtpDigits,
  type OtpEdit,
} from '../model/otp-digits'

interface OtpBoxesOptions {
  /** The digits as the screen holds them now. */
  digits(): OtpDigits
  /** While a check runs the boxes keep focus but take no edits. */
  readOnly(): boolean
  /** An edit of the digits; the boxes move focus themselves afterwards. */
  onEdit(digits: OtpDigits): void
  signal: AbortSignal
}

/**
 * One box per digit (docs/product.md#the-two-steps): typing, Backspace, the arrows and a paste
 * become edits of the digits by the rules of model/otp-digits.ts. Returns the focus of a box by its
 * index.
 */
export function bindOtpBoxes(
  boxes: HTMLInputElement[],
  { digits, readOnly, onEdit, signal }: OtpBoxesOptions,
): (index: number) => void {
  const focusBox = (index: number) => {
    const box = boxes[index]
    box?.focus()
    box?.select()
  }
  const commit = (edit: OtpEdit | null, box: HTMLInputElement, index: number) => {
    if (!edit || readOnly()) {
      // The box shows what the screen holds, not the rejected keystroke.
      box.value = digits()[index] ?? ''
      return
    }
    onEdit(edit.digits)
    focusBox(edit.focusIndex)
  }

  boxes.forEach((box, index) => {
    box.addEventListener(
      'input',
      () => commit(applyInput(digits(), index, box.value), box, index),
      {
        signal,
      },
    )
    box.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Backspace') {
          event.preventDefault()
          commit(applyBackspace(digits(), index), box, index)
        } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault()
          focusBox(moveFocus(digits(), index, event.key === 'ArrowLeft' ? -1 : 1))
        }
      },
      { signal },
    )
    box.addEventListener(
      'paste',
      (event) => {
        const text = event.clipboardData?.getData('text') ?? ''
        // Nothing to paste: nothing to take over (the browser's paste of '' changes nothing).
        if (text === '') return
        event.preventDefault()
        commit(applyPaste(digits(), text), box, index)
      },
      { signal },
    )
    box.addEventListener('focus', () => box.select(), { signal })
  })
  return focusBox
}
