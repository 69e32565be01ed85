/**
 * The prerendered landing page opens the app only when a visitor shows intent: a
 * pointer over, a touch on or focus on a link into the app (Get started, a job card, the
 * footer's legal pages) starts loading it; the click then starts it in place at that address,
 * with no second page load. The service worker has precached it meanwhile, so this is quick
 * after the first visit.
 */
export interface AppOpener {
  /** Loads the app's code without starting it. */
  load(): Promise<unknown>
  /** Starts the app at the current address, over the landing page's markup. */
  start(): Promise<void>
}

/** Addresses the landing page itself answers: following them is a plain page load. */
const LANDING_PATHS = new Set(['/', '/es'])

/** The app address a link goes to, or undefined for anything else (sections, mail, the landing). */
function appPathOf(link: HTMLAnchorElement): string | undefined {
  if (link.target || link.hasAttribute('download')) return undefined
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin || LANDING_PATHS.has(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** The app address of the link an event came from, if it is a link into the app. */
const appPathFrom = (target: EventTarget | null, page: HTMLElement): string | undefined => {
  const link = (target as Element | null)?.closest?.('a[href]')
  return link instanceof HTMLAnchorElement && page.contains(link) ? appPathOf(link) : undefined
}

export function enhanceAppLinks(page: HTMLElement, app: AppOpener): () => void {
  let loading: Promise<unknown> | undefined
  const load = () => (loading ??= app.load())
  let opening = false

  const onIntent = (event: Event) => {
    if (appPathFrom(event.target, page)) void load().catch(() => undefined)
  }
  const onClick = (event: MouseEvent) => {
    const path = appPathFrom(event.target, page)
    if (!path || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (opening) return
    opening = true
    page.setAttribute('aria-busy', 'true')
    load()
      .then(() => {
        window.history.pushState(null, '', path)
        return app.start()
      })
      .catch(() => {
        // The app could not be loaded (offline before it was ever cached): a plain page load
        // still reaches it, or the browser's own offline page says why.
        window.location.assign(path)
      })
  }

  const intents = ['pointerover', 'touchstart', 'focusin'] as const
  for (const type of intents) page.addEventListener(type, onIntent, { passive: true })
  page.addEventListener('click', onClick)
  return () => {
    for (const type of intents) page.removeEventListener(type, onIntent)
    page.removeEventListener('click', onClick)
  }
}
