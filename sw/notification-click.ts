import { sameOriginUrl, SUBMISSIONS_PATH } from './push-notification'

/** Where a click on a notification leads: its `data.navigate` on the app's origin. */
export function clickTargetOf(data: unknown, origin: string): string {
  const navigate = (data as { navigate?: unknown } | null | undefined)?.navigate
  const url = typeof navigate === 'string' ? sameOriginUrl(navigate, origin) : undefined
  return url ?? new URL(SUBMISSIONS_PATH, origin).href
}

/**
 * Opens `url`: a window of the app already showing it is focused; else an open
 * window of the app is focused and taken there; else a new window opens. Focus comes first: the
 * browser allows it only while the click is being handled. A window the worker does not
 * control cannot be navigated from here, so a new one opens instead.
 */
export async function openOrFocus(clients: Clients, url: string): Promise<void> {
  const origin = new URL(url).origin
  const windows = (await clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  })) as readonly WindowClient[]
  const showing = windows.find((client) => client.url === url)
  if (showing) {
    await showing.focus()
    return
  }
  const appWindow = windows.find((client) => new URL(client.url).origin === origin)
  if (appWindow) {
    await appWindow.focus().catch(() => {
      // Not allowed (no click being handled): taking it there still helps.
    })
    const navigated = await appWindow.navigate(url).catch(() => null)
    if (navigated) return
  }
  await clients.openWindow(url)
}
