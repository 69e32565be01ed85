import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { onlineState, useOnline } from '@/shared/online/online-state'
import { useUiTexts } from '@/shared/ui/ui-texts'
import { useAppTexts } from './app-texts'

/**
 * The error view of a route without its own. Offline, the screen's code or data was never
 * saved on this phone (a screen not opened before): it says so and loads by itself when the
 * network returns. Online, a plain sentence instead of the router's developer message. Plain
 * CSS (app.css), as the shell: it is part of every page's first script. Its texts are the
 * shell's and the UI kit's, which the start loads with the language (main.tsx).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { routeError: texts } = useAppTexts()
  const { notSavedOffline } = useUiTexts()
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
          <h1>{texts.heading}</h1>
          <p>{texts.text}</p>
        </>
      ) : (
        <>
          <h1>{notSavedOffline.heading}</h1>
          <p>{notSavedOffline.text}</p>
        </>
      )}
    </section>
  )
}
