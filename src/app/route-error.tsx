import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { onlineState, useOnline } from '@/shared/online/online-state'

/**
 * The error view of a route without its own. Offline, the screen's code or data was never
 * saved on this phone (a screen not opened before): it says so and loads by itself when the
 * network returns. Online, a plain sentence instead of the router's developer message. Plain
 * CSS (app.css), as the shell: it is part of every page's first script.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const online = useOnline()
  useEffect(
    () => onlineState.subscribe(() => onlineState.getSnapshot() && void router.invalidate()),
    [router],
  )
  if (online) console.error('A screen failed to load', error)
  return (
    <section className="app-message" role={online ? 'alert' : 'status'}>
      {online ? (
        <>
          <h1>Something went wrong</h1>
          <p>Please reload the page to try again.</p>
        </>
      ) : (
        <>
          <h1>You're offline</h1>
          <p>
            This page hasn't been saved on this phone yet. It will load as soon as you're back
            online.
          </p>
        </>
      )}
    </section>
  )
}
