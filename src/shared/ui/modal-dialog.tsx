import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import styled, { keyframes } from 'styled-components'
import { colors, radii } from './tokens'

/** How long a modal takes to fade in and out. */
const MODAL_FADE_MS = 200

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** The person asked for less motion: modals appear and go at once. */
const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches === true

/**
 * A modal's close with its fade-out: `close()` starts the fade and `onClosed` runs when it has
 * played (at once when the person prefers reduced motion), so the owner unmounts the modal then.
 */
export function useFadeOutClose(onClosed: () => void) {
  const [closing, setClosing] = useState(false)
  const latest = useRef(onClosed)
  useEffect(() => {
    latest.current = onClosed
  })
  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(() => latest.current(), MODAL_FADE_MS)
    return () => clearTimeout(timer)
  }, [closing])
  const close = useCallback(() => {
    if (prefersReducedMotion()) latest.current()
    else setClosing(true)
  }, [])
  return { closing, close }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface ModalDialogProps {
  /** Id of the heading that names the dialog. */
  labelledBy: string
  describedBy?: string
  /** The fade-out is playing (useFadeOutClose); a dialog that closes at once leaves it out. */
  closing?: boolean
  /** Escape, the phone's back gesture: the owner decides (usually useFadeOutClose's close). */
  onRequestClose: () => void
  children: ReactNode
}

/**
 * A native modal <dialog> that fades in when mounted and out while `closing`: the page behind is
 * inert, Tab stays inside, Escape asks to close, and the focus returns to what opened it.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  closing = false,
  onRequestClose,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  // A layout effect: its cleanup runs in the commit that removes the dialog, so the focus is
  // back on the opener the moment the dialog is gone (a passive cleanup ran a task later, and
  // for that moment the focus was on the page's body).
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onRequestClose()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    const outside = !focusable.includes(active as HTMLElement)
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <Dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-closing={closing || undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        onRequestClose()
      }}
    >
      {children}
    </Dialog>
  )
}

/** A modal's content: one column with room around it, wider on larger screens. */
export const ModalBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1.25rem 1rem;

  @media (min-width: 30rem) {
    padding: 1.5rem;
  }
`

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`

const Dialog = styled.dialog`
  width: min(32rem, calc(100vw - 1.5rem));
  max-height: calc(100dvh - 1.5rem);
  padding: 0;
  border: 0;
  border-radius: ${radii.card};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: 0 12px 32px rgb(16 24 40 / 0.24);
  overflow: auto;
  animation: ${fadeIn} ${MODAL_FADE_MS}ms ease-out;

  &::backdrop {
    background: rgb(16 24 40 / 0.6);
    animation: ${fadeIn} ${MODAL_FADE_MS}ms ease-out;
  }
  &[data-closing] {
    pointer-events: none;
    animation: ${fadeOut} ${MODAL_FADE_MS}ms ease-in forwards;
  }
  &[data-closing]::backdrop {
    animation: ${fadeOut} ${MODAL_FADE_MS}ms ease-in forwards;
  }

  @media ${REDUCED_MOTION} {
    &,
    &::backdrop,
    &[data-closing],
    &[data-closing]::backdrop {
      animation: none;
    }
  }
`
