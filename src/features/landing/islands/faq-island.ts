/**
 * The FAQ accordion's behaviour (docs/product.md#the-public-pages): only one answer open at a time,
 * and pressing the open one closes it. Plain DOM on the markup FaqAccordion renders, so the
 * prerendered page needs no React for it and the in-app page uses the same code.
 */
export function enhanceFaq(faq: HTMLElement): () => void {
  const buttons = () => [...faq.querySelectorAll<HTMLButtonElement>('button[aria-controls]')]
  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open))
    const panel = faq.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !open
  }
  const onClick = (event: MouseEvent) => {
    const pressed = (event.target as Element | null)?.closest('button[aria-controls]')
    if (!(pressed instanceof HTMLButtonElement) || !faq.contains(pressed)) return
    const opening = pressed.getAttribute('aria-expanded') !== 'true'
    for (const button of buttons()) setOpen(button, opening && button === pressed)
  }
  faq.addEventListener('click', onClick)
  return () => faq.removeEventListener('click', onClick)
}
