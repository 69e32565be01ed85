import { useEffect, useState } from 'react'

/** The messages in turn, the next one every `intervalMs`, round and round. */
export const useRotatingMessage = <T>(
  messages: readonly T[],
  intervalMs: number,
): T | undefined => {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (messages.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), intervalMs)
    return () => clearInterval(timer)
  }, [messages.length, intervalMs])
  return messages[index % Math.max(1, messages.length)]
}
