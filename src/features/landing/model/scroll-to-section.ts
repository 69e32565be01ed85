/** How long a smooth scroll may take before we stop following layout changes. */
const FOLLOW_MS = 2000

/**
 * A smooth scroll heads for the offset the section had when it started. If the page grows
 * above the section meanwhile (the jobs strip arrives after hydration), aim again so the
 * scroll still ends on the section. Stops when the scroll ends.
 */
const followLayoutChanges = (section: HTMLElement): void => {
  if (typeof ResizeObserver === 'undefined') return
  let top = section.offsetTop
  const observer = new ResizeObserver(() => {
    if (section.offsetTop === top) return
    top = section.offsetTop
    section.scrollIntoView({ behavior: 'smooth', block: 'start' })
  })
  observer.observe(document.body)
  const stop = () => observer.disconnect()
  window.addEventListener('scrollend', stop, { once: true })
  window.setTimeout(stop, FOLLOW_MS)
}

/**
 * Click handler of an in-page link (href="#id"): scrolls to the section, smoothly unless the
 * visitor asked for reduced motion, and moves keyboard and screen-reader focus to the
 * section's heading. Without JavaScript (the prerendered page) the plain anchor still works.
 */
const scrollToSection = (event: MouseEvent, id: string): void => {
  const section = document.getElementById(id)
  if (!section || event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  section.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true })
  if (!reduceMotion) followLayoutChanges(section)
}

/**
 * The top navigation's in-page links (href="#id") scroll with scrollToSection. Plain DOM, so
 * the prerendered page needs no React for it and the in-app page uses the same code.
 */
export function enhanceSectionLinks(nav: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest('a[href^="#"]')
    const id = link?.getAttribute('href')?.slice(1)
    if (link && id && nav.contains(link)) scrollToSection(event, id)
  }
  nav.addEventListener('click', onClick)
  return () => nav.removeEventListener('click', onClick)
}
