import { useNavigate } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

/**
 * Moves keyboard and screen-reader focus to the heading with this id. The heading carries
 * tabIndex={-1}; the scroll is left to the router's hash scrolling.
 */
const focusHeading = (id: string): void => {
  document.getElementById(id)?.focus({ preventScroll: true })
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey

/**
 * A link to a heading of the same page. The href is a plain fragment (it works without
 * JavaScript and can be copied); a click goes through the router, so its history stays
 * consistent, then focus moves to the heading so the next Tab continues from there.
 */
export function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    focusHeading(id)
    void navigate({ to: '.', hash: id, hashScrollIntoView: true })
  }
  return (
    <a href={`#${id}`} onClick={onClick}>
      {children}
    </a>
  )
}
