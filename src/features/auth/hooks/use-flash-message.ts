import { useCallback, useEffect, useState } from 'react'

/** A message that clears itself `durationMs` after it was last shown. */
export const useFlashMessage = (durationMs: number) => {
  const [flash, setFlash] = useState<{ text: string; shownAt: number } | null>(null)

  // shownAt changes on every show, so showing the same text again restarts the timer.
  const show = useCallback((text: string) => setFlash({ text, shownAt: Date.now() }), [])
  const clear = useCallback(() => setFlash(null), [])

  useEffect(() => {
    if (!flash) return
    const timer = setTimeout(() => setFlash(null), durationMs)
    return () => clearTimeout(timer)
  }, [flash, durationMs])

  return { message: flash?.text ?? null, show, clear }
}
