import { useCallback, useEffect, useState } from 'react'

/**
 * docs/product.md#constants: error banners vanish after 3 seconds, and so does "OTP sent
 * successfully".
 */
export const FLASH_DURATION_MS = 3000

/**
 * A message that clears itself `durationMs` after it was last shown. `initialText` shows
 * from the first render (a screen that opens with a message already due).
 */
export const useFlashMessage = (
  durationMs = FLASH_DURATION_MS,
  initialText: string | null = null,
) => {
  const [flash, setFlash] = useState<{ text: string; shownAt: number } | null>(() =>
    initialText ? { text: initialText, shownAt: Date.now() } : null,
  )

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
