import { startTransition, useEffect, useState } from 'react'

/**
 * False on a component's first render, true from a render React does in a transition right
 * after. A screen that shows something light first (its loading line) and its full content
 * from the second render has that content rendered in short slices between which the browser
 * paints and handles input: the router and query updates that bring a screen's data render
 * synchronously, and a full dashboard in one go was a long task of ~60 ms (~250 ms on a slow
 * phone).
 */
export function useRenderedInSlices(): boolean {
  const [sliced, setSliced] = useState(false)
  useEffect(() => {
    startTransition(() => setSliced(true))
  }, [])
  return sliced
}
