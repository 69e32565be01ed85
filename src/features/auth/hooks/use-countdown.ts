import { useCallback, useEffect, useRef, useState } from 'react'
import { secondsLeft } from '../model/countdown'

/** A seconds countdown that ticks once a second; `start(n)` (re)starts it from n. */
export const useCountdown = () => {
  const [remaining, setRemaining] = useState(0)
  const endsAtRef = useRef(0)
  const running = remaining > 0

  const start = useCallback((seconds: number) => {
    endsAtRef.current = Date.now() + seconds * 1000
    setRemaining(seconds)
  }, [])

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setRemaining(secondsLeft(endsAtRef.current, Date.now())), 1000)
    return () => clearInterval(timer)
  }, [running])

  return { remaining, running, start }
}
